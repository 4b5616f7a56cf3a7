/** Staff pages in Traditional Chinese as written in Hong Kong and Macau (see ./en.ts). */
import type { StaffMessageId } from './en.ts';

const staffZhHant: Record<StaffMessageId, string> = {
  'staff.signInTitle': '員工登入',
  'staff.signInDescription': '以員工編號登入。',
  'staff.staffNo': '員工編號',
  'staff.password': '密碼',
  'staff.signInSubmit': '登入',
  'staff.pageTitle': '員工帳戶',
  'staff.chip': '{name}・員工 {staffNo}',
  'staff.details': '你的資料',
  'staff.name': '姓名',
  'staff.shop': '分店',
  'staff.phone': '電話',
  'staff.phoneVerified': '已驗證',
  'staff.phoneNotVerified': '尚未驗證',
  'staff.verifyTitle': '驗證你的電話',
  'staff.verifyIntro': '員工須先驗證電話方可接單。我們會以短訊把 6 位數字驗證碼發送到你提供的號碼。',
  'staff.sendCode': '發送驗證碼',
  'staff.codeSent': '驗證碼已發送至 +{areaCode} {phone}，{minutes} 分鐘內有效。',
  'staff.code': '6 位數字驗證碼',
  'staff.verifyCode': '驗證',
  'staff.sendAgain': '使用其他號碼或重新發送驗證碼',
  'staff.verified': '你的電話已驗證。',
  'staff.signOut': '登出',
  'account.problem.staffNo': '請輸入有效的員工編號，例如 S1001',
  'account.problem.otpCode': '請輸入 6 位數字驗證碼',
};

export default staffZhHant;
