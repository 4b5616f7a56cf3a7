/**
 * Messages of WeChat and Facebook sign-in, in the three languages; messages.ts adds them to its
 * catalogs. Spec 001 §8 names the situations ("Facebook unavailable; WeChat already bound
 * elsewhere; phone already bound to another Facebook account") but not their wording.
 */
const PROVIDER_EN = '{provider, select, wechat {WeChat} other {Facebook}}';
const PROVIDER_ZH_HANT = '{provider, select, wechat {微信} other {Facebook}}';
const PROVIDER_ZH_HANS = '{provider, select, wechat {微信} other {Facebook}}';

export const socialMessagesEn = {
  'social.unavailable': `${PROVIDER_EN} is unavailable at the moment. Please try again later, or sign in with your email or mobile number.`,
  'social.boundElsewhere': `This ${PROVIDER_EN} account is already bound to another account.`,
  'social.phoneBoundElsewhere': 'The phone number of this Facebook account is already bound to another account.',
  'social.alreadyBound': `Your account is already bound to a ${PROVIDER_EN} account. Unbind it first.`,
  'social.codeInvalid': `The ${PROVIDER_EN} sign-in has expired or was already used. Please try again.`,
  'social.ticketInvalid': `The ${PROVIDER_EN} sign-in has expired. Please sign in with ${PROVIDER_EN} again.`,
  'social.bindingNotFound': 'Could not find a linked account with ID "{id}"',
  'social.redirectUri': 'redirect_uri must be an address of this store',
  'social.state': 'state must be 8 to 128 letters, digits, - or _',
  'social.bindingProof': 'Give either the code with its redirect_uri, or a binding_ticket',
} as const;

type SocialCatalog = Record<keyof typeof socialMessagesEn, string>;

export const socialMessagesZhHant: SocialCatalog = {
  'social.unavailable': `${PROVIDER_ZH_HANT}暫時無法使用，請稍後再試，或以電郵或手提電話號碼登入。`,
  'social.boundElsewhere': `此${PROVIDER_ZH_HANT}帳戶已綁定其他帳戶。`,
  'social.phoneBoundElsewhere': '此 Facebook 帳戶的電話號碼已綁定其他帳戶。',
  'social.alreadyBound': `您的帳戶已綁定${PROVIDER_ZH_HANT}帳戶，請先解除綁定。`,
  'social.codeInvalid': `${PROVIDER_ZH_HANT}登入已逾時或已使用，請再試一次。`,
  'social.ticketInvalid': `${PROVIDER_ZH_HANT}登入已逾時，請再次以${PROVIDER_ZH_HANT}登入。`,
  'social.bindingNotFound': '找不到編號為「{id}」的已連結帳戶',
  'social.redirectUri': 'redirect_uri 必須是本店的網址',
  'social.state': 'state 須為 8 至 128 個英文字母、數字、- 或 _',
  'social.bindingProof': '請提供 code 及其 redirect_uri，或 binding_ticket',
};

export const socialMessagesZhHans: SocialCatalog = {
  'social.unavailable': `${PROVIDER_ZH_HANS}暂时无法使用，请稍后再试，或以电邮或手机号码登录。`,
  'social.boundElsewhere': `此${PROVIDER_ZH_HANS}账户已绑定其他账户。`,
  'social.phoneBoundElsewhere': '此 Facebook 账户的电话号码已绑定其他账户。',
  'social.alreadyBound': `您的账户已绑定${PROVIDER_ZH_HANS}账户，请先解除绑定。`,
  'social.codeInvalid': `${PROVIDER_ZH_HANS}登录已超时或已使用，请再试一次。`,
  'social.ticketInvalid': `${PROVIDER_ZH_HANS}登录已超时，请再次以${PROVIDER_ZH_HANS}登录。`,
  'social.bindingNotFound': '找不到编号为“{id}”的已关联账户',
  'social.redirectUri': 'redirect_uri 必须是本店的网址',
  'social.state': 'state 须为 8 至 128 个英文字母、数字、- 或 _',
  'social.bindingProof': '请提供 code 及其 redirect_uri，或 binding_ticket',
};
