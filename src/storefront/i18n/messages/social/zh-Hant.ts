/** WeChat and Facebook sign-in in Traditional Chinese as written in Hong Kong and Macau (see ./en.ts). */
import type { SocialMessageId } from './en.ts';

const socialZhHant: Record<SocialMessageId, string> = {
  'social.provider.wechat': '微信',
  'social.provider.facebook': 'Facebook',
  'social.orSignInWith': '或以下列方式登入',
  'social.signInWithProvider': '以{provider}登入',
  'social.linkedAccounts': '已連結帳戶',
  'social.linkedIntro': '連結微信或 Facebook，下次即可以它們登入。',
  'social.linkedAs': '已連結：{name}',
  'social.notLinked': '未連結',
  'social.link': '連結{provider}',
  'social.unlink': '解除連結{provider}',
  'social.linkedDone': '您的{provider}帳戶已連結。',
  'social.unlinkedDone': '已解除帳戶連結。',
  'social.landingTitle': '以{provider}登入',
  'social.landingTitleGeneric': '登入',
  'social.bindTitle': '連結您的{provider}帳戶',
  'social.unboundTitle': '您的{provider}帳戶尚未連結',
  'social.unboundIntro': '您的{provider}帳戶「{name}」尚未連結謝瑞麟帳戶。請登入以連結，或建立帳戶：完成後即會連結。',
  'social.signInToBind': '登入並連結',
  'social.createAccountToBind': '建立帳戶',
  'social.expired': '此登入已逾時，或於其他瀏覽器開始。請再試一次。',
  'social.cancelled': '已取消以{provider}登入。',
  'social.unavailable': '{provider}暫時無法使用，請稍後再試，或以電郵或手提電話號碼登入。',
  'social.backToSignIn': '返回登入',
  'social.backToAccount': '返回我的帳戶',
  'social.pendingBinding': '請登入以連結您的{provider}帳戶「{name}」。',
  'social.pendingBindingCreate': '您的{provider}帳戶「{name}」將連結至您建立的帳戶。',
};

export default socialZhHant;
