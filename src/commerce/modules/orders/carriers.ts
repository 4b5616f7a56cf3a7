/**
 * The carriers the store ships with from Hong Kong, Macau and Malaysia, and where a shopper follows
 * a parcel: each carrier's public tracking page, with the tracking number in its address.
 */
import type { LocalizedText } from '../../../rules/locales.ts';

export interface Carrier {
  code: string;
  title: LocalizedText;
  /** `{number}` stands for the tracking number. */
  trackingUrl: string;
}

const title = (en: string, hant: string, hans: string): LocalizedText => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

export const CARRIERS: readonly Carrier[] = [
  { code: 'hongkong_post', title: title('Hongkong Post', '香港郵政', '香港邮政'), trackingUrl: 'https://www.hongkongpost.hk/en/mail_tracking/index.html?trackcode={number}' },
  { code: 'sf_express', title: title('SF Express', '順豐速運', '顺丰速运'), trackingUrl: 'https://www.sf-express.com/hk/en/dynamic_function/waybill/#search/bill-number/{number}' },
  { code: 'macau_post', title: title('Macau Post', '澳門郵電', '澳门邮电'), trackingUrl: 'https://www.ctt.gov.mo/macaupost/Contents/MailTrack.aspx?mailno={number}' },
  { code: 'pos_malaysia', title: title('Pos Malaysia', '馬來西亞郵政', '马来西亚邮政'), trackingUrl: 'https://tracking.pos.com.my/tracking/{number}' },
  { code: 'dhl', title: title('DHL Express', 'DHL 速遞', 'DHL 速递'), trackingUrl: 'https://www.dhl.com/hk-en/home/tracking.html?tracking-id={number}' },
];

export function carrierNamed(code: string | null | undefined): Carrier | undefined {
  return code ? CARRIERS.find((carrier) => carrier.code === code.trim().toLowerCase()) : undefined;
}

export function trackingUrl(carrier: Carrier, trackingNumber: string): string {
  return carrier.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}
