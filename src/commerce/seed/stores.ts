/**
 * The shops of the store locator and store pickup: Hong Kong (Hong Kong Island, Kowloon, New
 * Territories), Macau and Malaysia. Addresses are at real streets and malls with plausible shop
 * numbers; coordinates are those of the street or mall. Phone numbers are written in each place's
 * international format (+852 xxxx xxxx, +853 xxxx xxxx, +60 x-xxxx xxxx).
 */
import type { OpeningHours, storeLocations } from '../db/schema.ts';
import { WEBSITES, type WebsiteCode } from '../../rules/storeViews.ts';
import { tri, type Trilingual } from './localized.ts';

export type StoreService = 'pickup' | 'engraving' | 'gold_buyback' | 'customizer' | 'ring_sizing';

const DISTRICTS: Record<string, { region: 'HK' | 'MO' | 'MY'; name: Trilingual }> = {
  hong_kong_island: { region: 'HK', name: tri('Hong Kong Island', '香港島', '香港岛') },
  kowloon: { region: 'HK', name: tri('Kowloon', '九龍', '九龙') },
  new_territories: { region: 'HK', name: tri('New Territories', '新界', '新界') },
  macau_peninsula: { region: 'MO', name: tri('Macau Peninsula', '澳門半島', '澳门半岛') },
  taipa: { region: 'MO', name: tri('Taipa', '氹仔', '氹仔') },
  cotai: { region: 'MO', name: tri('Cotai', '路氹', '路氹') },
  kuala_lumpur: { region: 'MY', name: tri('Kuala Lumpur', '吉隆坡', '吉隆坡') },
  selangor: { region: 'MY', name: tri('Selangor', '雪蘭莪', '雪兰莪') },
  penang: { region: 'MY', name: tri('Penang', '檳城', '槟城') },
  johor: { region: 'MY', name: tri('Johor', '柔佛', '柔佛') },
  perak: { region: 'MY', name: tri('Perak', '霹靂', '霹雳') },
  melaka: { region: 'MY', name: tri('Melaka', '馬六甲', '马六甲') },
};

type HoursPattern = 'street' | 'mall' | 'office' | 'resort';

function everyDay(open: string, close: string): OpeningHours['days'] {
  return Array.from({ length: 7 }, (_, day) => ({ day, open, close }));
}

const HOLIDAY_NOTE = tri('Hours on public holidays may vary.', '公眾假期營業時間或有不同。', '公众假期营业时间或有不同。');

const HOURS: Record<HoursPattern, OpeningHours> = {
  street: { days: everyDay('10:30', '21:30'), note: HOLIDAY_NOTE },
  mall: { days: everyDay('11:00', '22:00'), note: HOLIDAY_NOTE },
  // Business-district shops open earlier on weekdays and close early on Sunday.
  office: {
    days: [{ day: 0, open: '11:00', close: '19:00' }, ...[1, 2, 3, 4, 5].map((day) => ({ day, open: '10:00', close: '20:00' })), { day: 6, open: '10:00', close: '20:00' }],
    note: HOLIDAY_NOTE,
  },
  resort: { days: everyDay('10:00', '23:00'), note: HOLIDAY_NOTE },
};

interface ShopDefinition {
  code: string;
  website: WebsiteCode;
  district: keyof typeof DISTRICTS;
  name: Trilingual;
  address: Trilingual;
  latitude: number;
  longitude: number;
  phone: string;
  hours: HoursPattern;
  services: StoreService[];
}

const ALL: StoreService[] = ['pickup', 'engraving', 'gold_buyback', 'customizer', 'ring_sizing'];
const STANDARD: StoreService[] = ['pickup', 'engraving', 'ring_sizing'];
const WITH_GOLD: StoreService[] = ['pickup', 'engraving', 'gold_buyback', 'ring_sizing'];

const shop = (name: [string, string, string]): Trilingual => tri(`TSL ${name[0]}`, `謝瑞麟 ${name[1]}`, `谢瑞麟 ${name[2]}`);

const SHOPS: readonly ShopDefinition[] = [
  // Hong Kong Island
  { code: 'hk-central-queens-road', website: 'base', district: 'hong_kong_island', name: shop(["Central Queen's Road", '中環皇后大道中店', '中环皇后大道中店']), address: tri("G/F, 32 Queen's Road Central, Central", '中環皇后大道中32號地下', '中环皇后大道中32号地下'), latitude: 22.2816, longitude: 114.1571, phone: '+852 2524 1882', hours: 'office', services: ALL },
  { code: 'hk-causeway-bay-hennessy', website: 'base', district: 'hong_kong_island', name: shop(['Causeway Bay', '銅鑼灣店', '铜锣湾店']), address: tri('G/F, 463 Hennessy Road, Causeway Bay', '銅鑼灣軒尼詩道463號地下', '铜锣湾轩尼诗道463号地下'), latitude: 22.2797, longitude: 114.1829, phone: '+852 2891 3288', hours: 'street', services: ALL },
  { code: 'hk-wan-chai-johnston', website: 'base', district: 'hong_kong_island', name: shop(['Wan Chai', '灣仔店', '湾仔店']), address: tri('G/F, 88 Johnston Road, Wan Chai', '灣仔莊士敦道88號地下', '湾仔庄士敦道88号地下'), latitude: 22.277, longitude: 114.1722, phone: '+852 2527 6628', hours: 'street', services: WITH_GOLD },
  { code: 'hk-north-point-kings-road', website: 'base', district: 'hong_kong_island', name: shop(['North Point', '北角店', '北角店']), address: tri("G/F, 333 King's Road, North Point", '北角英皇道333號地下', '北角英皇道333号地下'), latitude: 22.2914, longitude: 114.199, phone: '+852 2570 8868', hours: 'street', services: WITH_GOLD },
  { code: 'hk-taikoo-cityplaza', website: 'base', district: 'hong_kong_island', name: shop(['Cityplaza', '太古城中心店', '太古城中心店']), address: tri('Shop 128, 1/F, Cityplaza, 18 Taikoo Shing Road, Quarry Bay', '鰂魚涌太古城道18號太古城中心1樓128號舖', '鲗鱼涌太古城道18号太古城中心1楼128号铺'), latitude: 22.286, longitude: 114.217, phone: '+852 2567 3328', hours: 'mall', services: STANDARD },
  { code: 'hk-aberdeen-centre', website: 'base', district: 'hong_kong_island', name: shop(['Aberdeen Centre', '香港仔中心店', '香港仔中心店']), address: tri('Shop 15, G/F, Aberdeen Centre, 6-12 Nam Ning Street, Aberdeen', '香港仔南寧街6-12號香港仔中心地下15號舖', '香港仔南宁街6-12号香港仔中心地下15号铺'), latitude: 22.2489, longitude: 114.1544, phone: '+852 2552 0818', hours: 'street', services: ['pickup', 'gold_buyback'] },
  { code: 'hk-chai-wan-new-jade', website: 'base', district: 'hong_kong_island', name: shop(['Chai Wan', '柴灣店', '柴湾店']), address: tri('Shop 112, 1/F, New Jade Shopping Arcade, 233 Chai Wan Road, Chai Wan', '柴灣柴灣道233號新翠商場1樓112號舖', '柴湾柴湾道233号新翠商场1楼112号铺'), latitude: 22.2646, longitude: 114.237, phone: '+852 2558 2228', hours: 'mall', services: ['pickup', 'ring_sizing'] },
  // Kowloon
  { code: 'hk-tsim-sha-tsui-nathan', website: 'base', district: 'kowloon', name: shop(['Tsim Sha Tsui', '尖沙咀店', '尖沙咀店']), address: tri('G/F, 54 Nathan Road, Tsim Sha Tsui', '尖沙咀彌敦道54號地下', '尖沙咀弥敦道54号地下'), latitude: 22.2975, longitude: 114.1722, phone: '+852 2366 1882', hours: 'resort', services: ALL },
  { code: 'hk-mong-kok-nathan', website: 'base', district: 'kowloon', name: shop(['Mong Kok', '旺角店', '旺角店']), address: tri('G/F, 688 Nathan Road, Mong Kok', '旺角彌敦道688號地下', '旺角弥敦道688号地下'), latitude: 22.3187, longitude: 114.1696, phone: '+852 2394 6688', hours: 'resort', services: ALL },
  { code: 'hk-jordan-nathan', website: 'base', district: 'kowloon', name: shop(['Jordan', '佐敦店', '佐敦店']), address: tri('G/F, 290 Nathan Road, Jordan', '佐敦彌敦道290號地下', '佐敦弥敦道290号地下'), latitude: 22.3047, longitude: 114.1712, phone: '+852 2730 3828', hours: 'street', services: WITH_GOLD },
  { code: 'hk-kwun-tong-apm', website: 'base', district: 'kowloon', name: shop(['apm Kwun Tong', '觀塘apm店', '观塘apm店']), address: tri('Shop L2-18, apm, 418 Kwun Tong Road, Kwun Tong', '觀塘觀塘道418號apm L2-18號舖', '观塘观塘道418号apm L2-18号铺'), latitude: 22.3123, longitude: 114.2253, phone: '+852 2148 2238', hours: 'mall', services: STANDARD },
  { code: 'hk-kowloon-bay-megabox', website: 'base', district: 'kowloon', name: shop(['MegaBox', 'MegaBox店', 'MegaBox店']), address: tri('Shop 512, Level 5, MegaBox, 38 Wang Chiu Road, Kowloon Bay', '九龍灣宏照道38號MegaBox 5樓512號舖', '九龙湾宏照道38号MegaBox 5楼512号铺'), latitude: 22.3197, longitude: 114.2084, phone: '+852 2989 3818', hours: 'mall', services: ['pickup', 'customizer', 'engraving'] },
  { code: 'hk-hung-hom-whampoa', website: 'base', district: 'kowloon', name: shop(['Whampoa', '黃埔店', '黄埔店']), address: tri('Shop G12, The Whampoa, 18 Tak On Street, Hung Hom', '紅磡德安街18號黃埔天地G12號舖', '红磡德安街18号黄埔天地G12号铺'), latitude: 22.3045, longitude: 114.1896, phone: '+852 2364 2268', hours: 'mall', services: WITH_GOLD },
  { code: 'hk-sham-shui-po-dragon-centre', website: 'base', district: 'kowloon', name: shop(['Dragon Centre', '西九龍中心店', '西九龙中心店']), address: tri('Shop 215, 2/F, Dragon Centre, 37K Yen Chow Street, Sham Shui Po', '深水埗欽州街37K西九龍中心2樓215號舖', '深水埗钦州街37K西九龙中心2楼215号铺'), latitude: 22.3302, longitude: 114.1606, phone: '+852 2728 0282', hours: 'mall', services: ['pickup', 'gold_buyback'] },
  { code: 'hk-wong-tai-sin-temple-mall', website: 'base', district: 'kowloon', name: shop(['Wong Tai Sin', '黃大仙店', '黄大仙店']), address: tri('Shop 118, Temple Mall North, 103 Ching Tak Street, Wong Tai Sin', '黃大仙正德街103號黃大仙中心北館118號舖', '黄大仙正德街103号黄大仙中心北馆118号铺'), latitude: 22.342, longitude: 114.1935, phone: '+852 2322 8318', hours: 'mall', services: STANDARD },
  { code: 'hk-mei-foo-mount-sterling', website: 'base', district: 'kowloon', name: shop(['Mei Foo', '美孚店', '美孚店']), address: tri('Shop N58, G/F, Mount Sterling Mall, Mei Foo Sun Chuen', '美孚新邨萬事達廣場地下N58號舖', '美孚新邨万事达广场地下N58号铺'), latitude: 22.3374, longitude: 114.1393, phone: '+852 2742 3668', hours: 'street', services: ['pickup', 'ring_sizing'] },
  // New Territories
  { code: 'hk-sha-tin-new-town-plaza', website: 'base', district: 'new_territories', name: shop(['New Town Plaza', '新城市廣場店', '新城市广场店']), address: tri('Shop 338, 3/F, New Town Plaza Phase 1, 18 Sha Tin Centre Street, Sha Tin', '沙田沙田正街18號新城市廣場一期3樓338號舖', '沙田沙田正街18号新城市广场一期3楼338号铺'), latitude: 22.3815, longitude: 114.1888, phone: '+852 2691 1882', hours: 'mall', services: ALL },
  { code: 'hk-tsuen-wan-plaza', website: 'base', district: 'new_territories', name: shop(['Tsuen Wan Plaza', '荃灣廣場店', '荃湾广场店']), address: tri('Shop 251, 2/F, Tsuen Wan Plaza, 4 Tai Pa Street, Tsuen Wan', '荃灣大壩街4號荃灣廣場2樓251號舖', '荃湾大坝街4号荃湾广场2楼251号铺'), latitude: 22.3703, longitude: 114.1114, phone: '+852 2413 6228', hours: 'mall', services: WITH_GOLD },
  { code: 'hk-tuen-mun-town-plaza', website: 'base', district: 'new_territories', name: shop(['Tuen Mun Town Plaza', '屯門市廣場店', '屯门市广场店']), address: tri('Shop 2-128, Tuen Mun Town Plaza Phase 1, 1 Tuen Shun Street, Tuen Mun', '屯門屯順街1號屯門市廣場一期2-128號舖', '屯门屯顺街1号屯门市广场一期2-128号铺'), latitude: 22.392, longitude: 113.9768, phone: '+852 2457 8338', hours: 'mall', services: WITH_GOLD },
  { code: 'hk-yuen-long-yoho', website: 'base', district: 'new_territories', name: shop(['YOHO Mall', '形點店', '形点店']), address: tri('Shop 1068, 1/F, YOHO Mall I, 9 Long Yat Road, Yuen Long', '元朗朗日路9號形點I 1樓1068號舖', '元朗朗日路9号形点I 1楼1068号铺'), latitude: 22.4456, longitude: 114.0347, phone: '+852 2476 2828', hours: 'mall', services: ALL },
  { code: 'hk-tai-po-mega-mall', website: 'base', district: 'new_territories', name: shop(['Tai Po Mega Mall', '大埔超級城店', '大埔超级城店']), address: tri('Shop 3128, Tai Po Mega Mall, 8 On Pong Road, Tai Po', '大埔安邦路8號大埔超級城3128號舖', '大埔安邦路8号大埔超级城3128号铺'), latitude: 22.4508, longitude: 114.169, phone: '+852 2638 3818', hours: 'mall', services: STANDARD },
  { code: 'hk-sheung-shui-landmark-north', website: 'base', district: 'new_territories', name: shop(['Landmark North', '上水廣場店', '上水广场店']), address: tri('Shop 108, Landmark North, 39 Lung Sum Avenue, Sheung Shui', '上水龍琛路39號上水廣場108號舖', '上水龙琛路39号上水广场108号铺'), latitude: 22.5031, longitude: 114.1278, phone: '+852 2670 6838', hours: 'mall', services: WITH_GOLD },
  { code: 'hk-tseung-kwan-o-popcorn', website: 'base', district: 'new_territories', name: shop(['PopCorn', 'PopCorn店', 'PopCorn店']), address: tri('Shop F58, PopCorn, 9 Tong Yin Street, Tseung Kwan O', '將軍澳唐賢街9號PopCorn F58號舖', '将军澳唐贤街9号PopCorn F58号铺'), latitude: 22.3074, longitude: 114.2597, phone: '+852 2702 1228', hours: 'mall', services: ['pickup', 'engraving', 'customizer'] },
  { code: 'hk-ma-on-shan-plaza', website: 'base', district: 'new_territories', name: shop(['Ma On Shan Plaza', '馬鞍山廣場店', '马鞍山广场店']), address: tri('Shop 2205, Ma On Shan Plaza, 608 Sai Sha Road, Ma On Shan', '馬鞍山西沙路608號馬鞍山廣場2205號舖', '马鞍山西沙路608号马鞍山广场2205号铺'), latitude: 22.4247, longitude: 114.2316, phone: '+852 2631 0882', hours: 'mall', services: ['pickup', 'ring_sizing'] },
  { code: 'hk-tung-chung-citygate', website: 'base', district: 'new_territories', name: shop(['Citygate', '東薈城店', '东荟城店']), address: tri('Shop 118, Citygate Outlets, 20 Tat Tung Road, Tung Chung', '東涌達東路20號東薈城名店倉118號舖', '东涌达东路20号东荟城名店仓118号铺'), latitude: 22.2893, longitude: 113.941, phone: '+852 2109 2628', hours: 'resort', services: ['pickup', 'engraving'] },
  { code: 'hk-kwai-fong-metroplaza', website: 'base', district: 'new_territories', name: shop(['Metroplaza', '新都會廣場店', '新都会广场店']), address: tri('Shop 268, Metroplaza, 223 Hing Fong Road, Kwai Chung', '葵芳興芳路223號新都會廣場268號舖', '葵芳兴芳路223号新都会广场268号铺'), latitude: 22.3571, longitude: 114.1313, phone: '+852 2420 3188', hours: 'mall', services: WITH_GOLD },
  // Macau
  { code: 'mo-avenida-almeida-ribeiro', website: 'mo', district: 'macau_peninsula', name: shop(['Senado Square', '新馬路店', '新马路店']), address: tri('Avenida de Almeida Ribeiro, No. 30, R/C, Macau', '澳門新馬路30號地下', '澳门新马路30号地下'), latitude: 22.193, longitude: 113.5404, phone: '+853 2833 1882', hours: 'resort', services: ALL },
  { code: 'mo-rua-do-campo', website: 'mo', district: 'macau_peninsula', name: shop(['Rua do Campo', '水坑尾店', '水坑尾店']), address: tri('Rua do Campo, No. 21, R/C, Macau', '澳門水坑尾街21號地下', '澳门水坑尾街21号地下'), latitude: 22.1963, longitude: 113.5445, phone: '+853 2835 6628', hours: 'street', services: WITH_GOLD },
  { code: 'mo-red-market', website: 'mo', district: 'macau_peninsula', name: shop(['Red Market', '紅街市店', '红街市店']), address: tri('Avenida do Almirante Lacerda, No. 120, R/C, Macau', '澳門提督馬路120號地下', '澳门提督马路120号地下'), latitude: 22.2078, longitude: 113.5473, phone: '+853 2822 8318', hours: 'street', services: ['pickup', 'gold_buyback'] },
  { code: 'mo-taipa-village', website: 'mo', district: 'taipa', name: shop(['Taipa Village', '氹仔舊城區店', '氹仔旧城区店']), address: tri('Rua Correia da Silva, No. 8, R/C, Taipa', '氹仔施督憲正街8號地下', '氹仔施督宪正街8号地下'), latitude: 22.1562, longitude: 113.5566, phone: '+853 2882 1228', hours: 'street', services: STANDARD },
  { code: 'mo-cotai-galaxy', website: 'mo', district: 'cotai', name: shop(['Galaxy Promenade', '銀河時尚匯店', '银河时尚汇店']), address: tri('Shop G045, Galaxy Promenade, Estrada da Baía de Nossa Senhora da Esperança, Cotai', '路氹望德聖母灣大馬路銀河時尚匯G045號舖', '路氹望德圣母湾大马路银河时尚汇G045号铺'), latitude: 22.1473, longitude: 113.5537, phone: '+853 2888 3388', hours: 'resort', services: ['pickup', 'engraving', 'customizer'] },
  // Malaysia
  { code: 'my-kl-pavilion', website: 'my', district: 'kuala_lumpur', name: shop(['Pavilion Kuala Lumpur', 'Pavilion吉隆坡店', 'Pavilion吉隆坡店']), address: tri('Lot 3.12.00, Level 3, Pavilion Kuala Lumpur, 168 Jalan Bukit Bintang, 55100 Kuala Lumpur', '吉隆坡武吉免登路168號Pavilion 3樓3.12.00號', '吉隆坡武吉免登路168号Pavilion 3楼3.12.00号'), latitude: 3.149, longitude: 101.7133, phone: '+60 3-2142 1882', hours: 'mall', services: ALL },
  { code: 'my-kl-mid-valley', website: 'my', district: 'kuala_lumpur', name: shop(['Mid Valley Megamall', '谷中城店', '谷中城店']), address: tri('Lot G-088, Ground Floor, Mid Valley Megamall, Lingkaran Syed Putra, 59200 Kuala Lumpur', '吉隆坡谷中城地下G-088號', '吉隆坡谷中城地下G-088号'), latitude: 3.1178, longitude: 101.6776, phone: '+60 3-2287 3388', hours: 'mall', services: WITH_GOLD },
  { code: 'my-kl-suria-klcc', website: 'my', district: 'kuala_lumpur', name: shop(['Suria KLCC', '城中城店', '城中城店']), address: tri('Lot 218, Level 2, Suria KLCC, Kuala Lumpur City Centre, 50088 Kuala Lumpur', '吉隆坡城中城Suria KLCC 2樓218號', '吉隆坡城中城Suria KLCC 2楼218号'), latitude: 3.158, longitude: 101.7123, phone: '+60 3-2166 2828', hours: 'mall', services: STANDARD },
  { code: 'my-pj-1-utama', website: 'my', district: 'selangor', name: shop(['1 Utama', '1 Utama店', '1 Utama店']), address: tri('Lot G212, Ground Floor, 1 Utama Shopping Centre, 1 Lebuh Bandar Utama, 47800 Petaling Jaya, Selangor', '雪蘭莪八打靈再也1 Utama購物中心地下G212號', '雪兰莪八打灵再也1 Utama购物中心地下G212号'), latitude: 3.1502, longitude: 101.6155, phone: '+60 3-7726 8833', hours: 'mall', services: WITH_GOLD },
  { code: 'my-subang-sunway-pyramid', website: 'my', district: 'selangor', name: shop(['Sunway Pyramid', '雙威金字塔店', '双威金字塔店']), address: tri('Lot G1.102, Sunway Pyramid, 3 Jalan PJS 11/15, 47500 Subang Jaya, Selangor', '雪蘭莪梳邦再也雙威金字塔G1.102號', '雪兰莪梳邦再也双威金字塔G1.102号'), latitude: 3.0726, longitude: 101.607, phone: '+60 3-5632 1228', hours: 'mall', services: ['pickup', 'ring_sizing'] },
  { code: 'my-penang-gurney-plaza', website: 'my', district: 'penang', name: shop(['Gurney Plaza', 'Gurney Plaza店', 'Gurney Plaza店']), address: tri('170-G-25, Gurney Plaza, Persiaran Gurney, 10250 George Town, Penang', '檳城喬治市新關仔角Gurney Plaza 170-G-25號', '槟城乔治市新关仔角Gurney Plaza 170-G-25号'), latitude: 5.4373, longitude: 100.3096, phone: '+60 4-228 1882', hours: 'mall', services: WITH_GOLD },
  { code: 'my-penang-queensbay', website: 'my', district: 'penang', name: shop(['Queensbay Mall', 'Queensbay Mall店', 'Queensbay Mall店']), address: tri('2F-45, Queensbay Mall, 100 Persiaran Bayan Indah, 11900 Bayan Lepas, Penang', '檳城峇六拜Queensbay Mall 2樓45號', '槟城峇六拜Queensbay Mall 2楼45号'), latitude: 5.3343, longitude: 100.3066, phone: '+60 4-637 2828', hours: 'mall', services: STANDARD },
  { code: 'my-jb-city-square', website: 'my', district: 'johor', name: shop(['Johor Bahru City Square', '新山City Square店', '新山City Square店']), address: tri('J2-18, Level 2, Johor Bahru City Square, 106-108 Jalan Wong Ah Fook, 80000 Johor Bahru, Johor', '柔佛新山City Square 2樓J2-18號', '柔佛新山City Square 2楼J2-18号'), latitude: 1.462, longitude: 103.764, phone: '+60 7-226 3388', hours: 'mall', services: WITH_GOLD },
  { code: 'my-jb-mid-valley-southkey', website: 'my', district: 'johor', name: shop(['Mid Valley Southkey', '南鑰谷中城店', '南钥谷中城店']), address: tri('G-052, Mid Valley Southkey, 1 Persiaran Southkey, 80150 Johor Bahru, Johor', '柔佛新山南鑰谷中城地下G-052號', '柔佛新山南钥谷中城地下G-052号'), latitude: 1.4996, longitude: 103.7775, phone: '+60 7-336 1228', hours: 'mall', services: ['pickup', 'engraving'] },
  { code: 'my-ipoh-parade', website: 'my', district: 'perak', name: shop(['Ipoh Parade', '怡保Ipoh Parade店', '怡保Ipoh Parade店']), address: tri('G-35, Ipoh Parade, 105 Jalan Sultan Abdul Jalil, 30450 Ipoh, Perak', '霹靂怡保Ipoh Parade地下G-35號', '霹雳怡保Ipoh Parade地下G-35号'), latitude: 4.595, longitude: 101.09, phone: '+60 5-241 8833', hours: 'mall', services: ['pickup', 'gold_buyback'] },
  { code: 'my-melaka-dataran-pahlawan', website: 'my', district: 'melaka', name: shop(['Dataran Pahlawan', '馬六甲Dataran Pahlawan店', '马六甲Dataran Pahlawan店']), address: tri('G-28, Dataran Pahlawan Melaka Megamall, Jalan Merdeka, 75000 Melaka', '馬六甲Dataran Pahlawan Megamall地下G-28號', '马六甲Dataran Pahlawan Megamall地下G-28号'), latitude: 2.1906, longitude: 102.251, phone: '+60 6-281 2828', hours: 'mall', services: ['pickup', 'ring_sizing'] },
];

const POS_PREFIX: Record<WebsiteCode, string> = { base: 'HK', mo: 'MO', my: 'MY' };

export function storeLocationRows(): Array<typeof storeLocations.$inferInsert> {
  const countByWebsite = new Map<WebsiteCode, number>();
  return SHOPS.map((definition, index) => {
    const ordinal = (countByWebsite.get(definition.website) ?? 0) + 1;
    countByWebsite.set(definition.website, ordinal);
    const site = WEBSITES.find((website) => website.code === definition.website)!;
    const district = DISTRICTS[definition.district];
    return {
      id: index + 1,
      code: definition.code,
      websiteId: site.id,
      region: district.region,
      district: definition.district,
      districtName: district.name,
      name: definition.name,
      address: definition.address,
      latitude: definition.latitude.toFixed(6),
      longitude: definition.longitude.toFixed(6),
      phone: definition.phone,
      openingHours: HOURS[definition.hours],
      services: definition.services,
      // The point-of-sale code the shop's till uses; orders for pickup carry it.
      posCode: `${POS_PREFIX[definition.website]}${String(site.id).padStart(2, '0')}${String(ordinal).padStart(3, '0')}`,
      sortOrder: ordinal,
      isActive: true,
    };
  });
}
