/** WeChat and Facebook sign-in in Simplified Chinese (see ./en.ts). */
import type { SocialMessageId } from './en.ts';

const socialZhHans: Record<SocialMessageId, string> = {
  'social.provider.wechat': '微信',
  'social.provider.facebook': 'Facebook',
  'social.orSignInWith': '或以下列方式登录',
  'social.signInWithProvider': '以{provider}登录',
  'social.linkedAccounts': '已关联账户',
  'social.linkedIntro': '关联微信或 Facebook，下次即可用它们登录。',
  'social.linkedAs': '已关联：{name}',
  'social.notLinked': '未关联',
  'social.link': '关联{provider}',
  'social.unlink': '解除关联{provider}',
  'social.linkedDone': '您的{provider}账户已关联。',
  'social.unlinkedDone': '已解除账户关联。',
  'social.landingTitle': '以{provider}登录',
  'social.landingTitleGeneric': '登录',
  'social.bindTitle': '关联您的{provider}账户',
  'social.unboundTitle': '您的{provider}账户尚未关联',
  'social.unboundIntro': '您的{provider}账户“{name}”尚未关联谢瑞麟账户。请登录以关联，或创建账户：完成后即会关联。',
  'social.signInToBind': '登录并关联',
  'social.createAccountToBind': '创建账户',
  'social.expired': '此登录已超时，或在其他浏览器开始。请再试一次。',
  'social.cancelled': '已取消以{provider}登录。',
  'social.unavailable': '{provider}暂时无法使用，请稍后再试，或以电邮或手机号码登录。',
  'social.backToSignIn': '返回登录',
  'social.backToAccount': '返回我的账户',
  'social.pendingBinding': '请登录以关联您的{provider}账户“{name}”。',
  'social.pendingBindingCreate': '您的{provider}账户“{name}”将关联至您创建的账户。',
};

export default socialZhHans;
