/** Staff pages in Simplified Chinese (see ./en.ts). */
import type { StaffMessageId } from './en.ts';

const staffZhHans: Record<StaffMessageId, string> = {
  'staff.signInTitle': '员工登录',
  'staff.signInDescription': '以员工编号登录。',
  'staff.staffNo': '员工编号',
  'staff.password': '密码',
  'staff.signInSubmit': '登录',
  'staff.pageTitle': '员工账户',
  'staff.chip': '{name}・员工 {staffNo}',
  'staff.details': '你的资料',
  'staff.name': '姓名',
  'staff.shop': '分店',
  'staff.phone': '电话',
  'staff.phoneVerified': '已验证',
  'staff.phoneNotVerified': '尚未验证',
  'staff.verifyTitle': '验证你的电话',
  'staff.verifyIntro': '员工须先验证电话方可接单。我们会以短信把 6 位数字验证码发送到你提供的号码。',
  'staff.sendCode': '发送验证码',
  'staff.codeSent': '验证码已发送至 +{areaCode} {phone}，{minutes} 分钟内有效。',
  'staff.code': '6 位数字验证码',
  'staff.verifyCode': '验证',
  'staff.sendAgain': '使用其他号码或重新发送验证码',
  'staff.verified': '你的电话已验证。',
  'staff.signOut': '退出登录',
  'account.problem.staffNo': '请输入有效的员工编号，例如 S1001',
  'account.problem.otpCode': '请输入 6 位数字验证码',
};

export default staffZhHans;
