/**
 * The regions each website delivers to, as the address form lists them. Apart from the address
 * rules (rules/address.ts), which check phone numbers with libphonenumber-js: a page that only
 * lists or names regions loads none of it (docs/decisions.md, "Address lines written by the
 * server").
 */
import type { LocalizedText } from './locales.ts';
import type { WebsiteCode } from './storeViews.ts';

export interface RegionDefinition {
  code: string;
  name: LocalizedText;
}

const region = (code: string, en: string, hant: string, hans: string): RegionDefinition => ({ code, name: { en, 'zh-Hant': hant, 'zh-Hans': hans } });

/** Regions per delivery country, as the address form lists them. */
export const REGIONS: Record<'HK' | 'MO' | 'MY', RegionDefinition[]> = {
  HK: [
    region('HK-HKI', 'Hong Kong Island', '香港島', '香港岛'),
    region('HK-KLN', 'Kowloon', '九龍', '九龙'),
    region('HK-NT', 'New Territories', '新界', '新界'),
  ],
  MO: [
    region('MO-M', 'Macau Peninsula', '澳門半島', '澳门半岛'),
    region('MO-T', 'Taipa', '氹仔', '氹仔'),
    region('MO-C', 'Coloane and Cotai', '路環及路氹', '路环及路氹'),
  ],
  MY: [
    region('MY-01', 'Johor', '柔佛', '柔佛'),
    region('MY-02', 'Kedah', '吉打', '吉打'),
    region('MY-03', 'Kelantan', '吉蘭丹', '吉兰丹'),
    region('MY-04', 'Melaka', '馬六甲', '马六甲'),
    region('MY-05', 'Negeri Sembilan', '森美蘭', '森美兰'),
    region('MY-06', 'Pahang', '彭亨', '彭亨'),
    region('MY-07', 'Penang', '檳城', '槟城'),
    region('MY-08', 'Perak', '霹靂', '霹雳'),
    region('MY-09', 'Perlis', '玻璃市', '玻璃市'),
    region('MY-10', 'Selangor', '雪蘭莪', '雪兰莪'),
    region('MY-11', 'Terengganu', '登嘉樓', '登嘉楼'),
    region('MY-12', 'Sabah', '沙巴', '沙巴'),
    region('MY-13', 'Sarawak', '砂拉越', '砂拉越'),
    region('MY-14', 'Kuala Lumpur', '吉隆坡', '吉隆坡'),
    region('MY-15', 'Labuan', '納閩', '纳闽'),
    region('MY-16', 'Putrajaya', '布城', '布城'),
  ],
};

export type DeliveryCountry = keyof typeof REGIONS;

export const DELIVERY_COUNTRY_BY_WEBSITE: Record<WebsiteCode, DeliveryCountry> = { base: 'HK', mo: 'MO', my: 'MY' };
