import type { WebsiteCode } from '../../../rules/storeViews.ts';

/**
 * Addresses outside this store that the chrome links to. The spec names the links but not their
 * targets (000 §2: "Shop in Mainland China"; the messaging-app official account's QR code).
 */
export const MAINLAND_CHINA_STORE_URL = 'https://www.tsljewellery.com.cn/';
export const WECHAT_OFFICIAL_ACCOUNT_URL = 'https://weixin.qq.com/r/tsljewellery';

/**
 * Customer service of each website: the hotline and address the contact-us page and the footer
 * print (their opening hours are messages, `service.hours.<website>`). The WhatsApp number comes
 * from the store configuration (`online_service_whatsapp_number`).
 */
export const CUSTOMER_SERVICE: Record<WebsiteCode, { hotline: string; email: string }> = {
  base: { hotline: '+852 2958 2268', email: 'cs.hk@tsl-jewellery.example' },
  mo: { hotline: '+853 2833 1882', email: 'cs.mo@tsl-jewellery.example' },
  my: { hotline: '+60 3-2142 1882', email: 'cs.my@tsl-jewellery.example' },
};
