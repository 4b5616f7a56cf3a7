/**
 * Addresses outside this store that the chrome links to. The spec names the links but not their
 * targets (000 §2: "Shop in Mainland China"; the messaging-app official account's QR code).
 */
export const MAINLAND_CHINA_STORE_URL = 'https://www.tsljewellery.com.cn/';
export const WECHAT_OFFICIAL_ACCOUNT_URL = 'https://weixin.qq.com/r/tsljewellery';
