/**
 * Products that are not a single piece of jewellery: gift cards and services (virtual), guides
 * and report copies (downloadable), member rewards bought with points (point_simple), and gift
 * sets that group pieces sold on their own (grouped).
 */
import { formatMoney, MINOR_UNITS_PER_MAJOR } from '../../../rules/money.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { SeededRandom } from '../random.ts';
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import type { MetalTone } from '../vocabulary.ts';
import type { CatalogBuilder } from './catalogBuilder.ts';
import { describe, paragraph } from './descriptions.ts';
import { gallery } from './gallery.ts';

/** A face value in Hong Kong dollars, written as every price in the store is: "HK$1,000". */
function hkd(major: number): string {
  return formatMoney({ amount: major * MINOR_UNITS_PER_MAJOR, currency: 'HKD' });
}

export function addGiftsAndServices(catalog: CatalogBuilder, random: SeededRandom): void {
  addGiftCards(catalog);
  addServices(catalog);
  addGuides(catalog);
  addMemberRewards(catalog, random.fork('rewards'));
  addGiftSets(catalog);
}

function addGiftCards(catalog: CatalogBuilder): void {
  [500, 1000, 2000, 3000, 5000].forEach((value, index) => {
    const name = tri(`TSL e-Gift Card ${hkd(value)}`, `謝瑞麟電子禮品卡 ${hkd(value)}`, `谢瑞麟电子礼品卡 ${hkd(value)}`);
    const intro = tri(
      'Sent by email with your message; spend it online or in any TSL shop within 24 months.',
      '連同你的心意以電郵送出，24個月內可於網店或任何謝瑞麟分店使用。',
      '连同你的心意以电邮送出，24个月内可于网店或任何谢瑞麟分店使用。',
    );
    catalog.add({
      sku: `GIFTCARD${String(value).padStart(4, '0')}`,
      typeId: 'virtual',
      name,
      shortDescription: intro,
      description: describe(paragraph(intro), paragraph(tri('Gift cards cannot be exchanged for cash.', '禮品卡不可兌換現金。', '礼品卡不可兑换现金。'))),
      priceHkd: value,
      stock: 'unlimited',
      categories: ['gifts/gift-cards'],
      media: gallery(name, 'gift_card', index % 2 === 0 ? 'yellow' : 'rose'),
      recommendedRank: 500 + index,
      searchWords: [tri('gift card', '禮券', '礼券')],
    });
  });
}

function addServices(catalog: CatalogBuilder): void {
  const services: ReadonlyArray<{ sku: string; name: Trilingual; intro: Trilingual; price: number; kind: JewelleryKind }> = [
    {
      sku: 'SVC-ENGRAVE',
      name: tri('Laser Engraving Service', '鐳射刻字服務', '激光刻字服务'),
      intro: tri('Up to 20 characters in English or Chinese regular script, ready in 3 working days.', '最多20個英文或中文楷書字，3個工作天內完成。', '最多20个英文或中文楷书字，3个工作日内完成。'),
      price: 200,
      kind: 'engraving',
    },
    {
      sku: 'SVC-RESIZE',
      name: tri('Ring Resizing Service', '戒指改圈服務', '戒指改圈服务'),
      intro: tri('Resize a ring bought from TSL by up to three sizes, with a free polish.', '謝瑞麟戒指可改大或改細最多三個尺寸，並免費拋光。', '谢瑞麟戒指可改大或改小最多三个尺寸，并免费抛光。'),
      price: 300,
      kind: 'engraving',
    },
    {
      sku: 'SVC-POLISH',
      name: tri('Jewellery Cleaning & Polishing', '首飾清洗及拋光服務', '首饰清洗及抛光服务'),
      intro: tri('Ultrasonic cleaning, re-polishing and a prong check by our goldsmiths.', '由金匠進行超聲波清洗、重新拋光及爪鑲檢查。', '由金匠进行超声波清洗、重新抛光及爪镶检查。'),
      price: 150,
      kind: 'gift_box',
    },
  ];
  services.forEach((service, index) => {
    catalog.add({
      sku: service.sku,
      typeId: 'virtual',
      name: service.name,
      shortDescription: service.intro,
      description: describe(paragraph(service.intro), paragraph(tri('Book a time at your chosen shop after checkout.', '付款後請預約到所選分店辦理。', '付款后请预约到所选分店办理。'))),
      priceHkd: service.price,
      stock: 'unlimited',
      categories: ['gifts/services'],
      media: gallery(service.name, service.kind, index === 1 ? 'white' : 'yellow'),
      searchWords: [tri('service', '服務', '服务')],
    });
  });
}

function addGuides(catalog: CatalogBuilder): void {
  const guides: ReadonlyArray<{ sku: string; name: Trilingual; intro: Trilingual; price: number }> = [
    {
      sku: 'DL-CARE-GUIDE',
      name: tri('Jewellery Care Guide (PDF)', '首飾保養指南（PDF）', '首饰保养指南（PDF）'),
      intro: tri('How to clean, store and check gold, platinum, diamonds and pearls at home.', '在家清潔、存放及檢查黃金、鉑金、鑽石及珍珠的方法。', '在家清洁、存放及检查黄金、铂金、钻石及珍珠的方法。'),
      price: 0,
    },
    {
      sku: 'DL-DIAMOND-GUIDE',
      name: tri('Diamond Buying Guide (PDF)', '鑽石選購指南（PDF）', '钻石选购指南（PDF）'),
      intro: tri('The 4Cs explained, with how to read a GIA or IGI report.', '詳解鑽石4C，教你看懂GIA及IGI證書。', '详解钻石4C，教你看懂GIA及IGI证书。'),
      price: 0,
    },
    {
      sku: 'DL-CERT-COPY',
      name: tri('Diamond Certificate Copy (PDF)', '鑽石證書副本（PDF）', '钻石证书副本（PDF）'),
      intro: tri('A certified PDF copy of the grading report of a diamond you bought from TSL.', '你於謝瑞麟購買之鑽石的評級證書PDF認證副本。', '你于谢瑞麟购买之钻石的评级证书PDF认证副本。'),
      price: 100,
    },
    {
      sku: 'DL-WEDDING-GOLD',
      name: tri('Wedding Gold Customs Guide (PDF)', '結婚金器習俗指南（PDF）', '结婚金器习俗指南（PDF）'),
      intro: tri('Which pieces families give the bride, and when to wear them on the big day.', '長輩送給新娘的金器有哪些，大日子又該何時佩戴。', '长辈送给新娘的金器有哪些，大日子又该何时佩戴。'),
      price: 0,
    },
  ];
  for (const guide of guides) {
    catalog.add({
      sku: guide.sku,
      typeId: 'downloadable',
      name: guide.name,
      shortDescription: guide.intro,
      description: describe(paragraph(guide.intro), paragraph(tri('The download link appears in your account after checkout.', '付款後可於帳戶內下載。', '付款后可于账户内下载。'))),
      priceHkd: guide.price,
      stock: 'unlimited',
      categories: ['gifts/guides'],
      media: gallery(guide.name, 'care_guide', 'yellow'),
    });
  }
}

function addMemberRewards(catalog: CatalogBuilder, random: SeededRandom): void {
  const rewards: ReadonlyArray<{ name: Trilingual; points: number; kind: JewelleryKind; tone: MetalTone }> = [
    { name: tri('TSL Velvet Jewellery Pouch', '謝瑞麟絨面首飾袋', '谢瑞麟绒面首饰袋'), points: 500, kind: 'gift_box', tone: 'yellow' },
    { name: tri('Jewellery Polishing Cloth Set', '首飾拭擦布套裝', '首饰擦拭布套装'), points: 800, kind: 'care_guide', tone: 'yellow' },
    { name: tri('Leather Travel Jewellery Case', '皮革旅行首飾盒', '皮革旅行首饰盒'), points: 3000, kind: 'gift_box', tone: 'yellow' },
    { name: tri('Home Jewellery Cleaning Kit', '家用首飾清潔套裝', '家用首饰清洁套装'), points: 1500, kind: 'care_guide', tone: 'yellow' },
    { name: tri(`${hkd(100)} Cash Coupon`, `${hkd(100)}現金券`, `${hkd(100)}现金券`), points: 2000, kind: 'gift_card', tone: 'rose' },
    { name: tri(`${hkd(300)} Cash Coupon`, `${hkd(300)}現金券`, `${hkd(300)}现金券`), points: 5500, kind: 'gift_card', tone: 'yellow' },
    { name: tri('Free Engraving Voucher', '免費刻字禮券', '免费刻字礼券'), points: 1200, kind: 'engraving', tone: 'yellow' },
    { name: tri('Lucky Red Cord Bracelet', '開運紅繩手繩', '开运红绳手绳'), points: 1800, kind: 'bead_bracelet', tone: 'rose' },
    { name: tri('999.9 Gold Foil Blessing Card', '足金金箔祝福卡', '足金金箔祝福卡'), points: 2500, kind: 'gold_coin', tone: 'yellow' },
    { name: tri('Ultrasonic Jewellery Cleaner', '超聲波首飾清洗機', '超声波首饰清洗机'), points: 12000, kind: 'gift_box', tone: 'yellow' },
    { name: tri('Birthday Cake Voucher', '生日蛋糕禮券', '生日蛋糕礼券'), points: 2200, kind: 'gift_card', tone: 'rose' },
    { name: tri('Sterling Gift Box Set', '精緻禮盒套裝', '精致礼盒套装'), points: 900, kind: 'gift_box', tone: 'yellow' },
  ];
  rewards.forEach((reward, index) => {
    const intro = inEachLocale((l) =>
      l === 'en'
        ? `Redeem with ${reward.points.toLocaleString('en-US')} club points; collect in store or have it sent with your next order.`
        : l === 'zh-Hant'
          ? `以${reward.points.toLocaleString('en-US')}會員積分換領，可到分店領取或隨下次訂單寄出。`
          : `以${reward.points.toLocaleString('en-US')}会员积分兑换，可到门店领取或随下次订单寄出。`,
    );
    catalog.add({
      sku: `RWD${1001 + index}`,
      typeId: 'point_simple',
      name: reward.name,
      shortDescription: intro,
      description: describe(paragraph(intro), paragraph(tri('While stocks last. Points are not refunded once redeemed.', '數量有限，換完即止。積分一經兌換恕不退回。', '数量有限，换完即止。积分一经兑换恕不退回。'))),
      pointsCost: reward.points,
      priceHkd: 0,
      stock: random.chance(0.1) ? 'sold_out' : 'shelf',
      categories: ['gifts/member-rewards'],
      media: gallery(reward.name, reward.kind, reward.tone),
      searchWords: [tri('points', '積分', '积分'), tri('rewards', '禮遇', '礼遇')],
    });
  });
}

/**
 * Gift sets group pieces that are also sold alone; the set's price is the lowest of its members
 * (Magento's "starting at"), or 0 when every member is priced by gold weight.
 */
function addGiftSets(catalog: CatalogBuilder): void {
  const sets: ReadonlyArray<{ sku: string; name: Trilingual; intro: Trilingual; members: string[]; kind: JewelleryKind; tone: MetalTone; extra?: string[] }> = [
    {
      sku: 'SET1001',
      name: tri('Starlight Diamond Necklace & Earrings Set', '星光系列鑽石項鏈及耳環套裝', '星光系列钻石项链及耳环套装'),
      intro: tri('A matching diamond necklace and earrings.', '配對鑽石項鏈及耳環。', '配对钻石项链及耳环。'),
      members: ['DN1002', 'DE1001'],
      kind: 'pendant_necklace',
      tone: 'white',
    },
    {
      sku: 'SET1002',
      name: tri('Wedding Gold Five-Piece Set', '結婚金飾五件頭套裝', '结婚金饰五件套装'),
      intro: tri('The five pieces of wedding gold, chosen together.', '一次選齊五件頭嫁妝金飾。', '一次选齐五件套嫁妆金饰。'),
      members: ['GW2001', 'GW2002', 'GW2003', 'GW2004', 'GW2005'],
      kind: 'dragon_phoenix_bangles',
      tone: 'yellow',
      extra: ['gold/wedding-gold/wedding-sets', 'wedding-rings/wedding-season'],
    },
    {
      sku: 'SET1003',
      name: tri('Bridal Diamond Set', '新娘鑽飾套裝', '新娘钻饰套装'),
      intro: tri('Engagement ring, necklace and earrings for the bride.', '新娘的求婚戒指、項鏈及耳環。', '新娘的求婚戒指、项链及耳环。'),
      members: ['ER1001', 'DN1004', 'DE1003'],
      kind: 'solitaire_ring',
      tone: 'white',
      extra: ['wedding-rings/wedding-season'],
    },
    {
      sku: 'SET1004',
      name: tri('Gold Bean Savings Set', '金粒儲金套裝', '金粒储金套装'),
      intro: tri('Three sizes of gold beans to start saving in gold.', '三款重量金粒，開始儲金。', '三款重量金粒，开始储金。'),
      members: ['GK1001', 'GK1002', 'GK1003'],
      kind: 'gold_beans',
      tone: 'yellow',
      extra: ['gold-bars-beans/gold-beans'],
    },
    {
      sku: 'SET1005',
      name: tri('Zodiac Harmony Trio', '生肖三合套裝', '生肖三合套装'),
      intro: tri('Rat, Dragon and Monkey: the three signs in harmony.', '鼠、龍、猴三合生肖，和諧相生。', '鼠、龙、猴三合生肖，和谐相生。'),
      members: ['GZ1001', 'GZ1005', 'GZ1009'],
      kind: 'zodiac_pendant',
      tone: 'yellow',
      extra: ['gold/zodiac'],
    },
    {
      sku: 'SET1006',
      name: tri('Ocean Pearl Gift Set', '海韻珍珠禮品套裝', '海韵珍珠礼品套装'),
      intro: tri('A pearl necklace with 18K gold hoops.', '珍珠項鏈配18K金耳圈。', '珍珠项链配18K金耳圈。'),
      members: ['FP1001', 'FE1002'],
      kind: 'pearl_necklace',
      tone: 'yellow',
    },
    {
      sku: 'SET1007',
      name: tri('His & Hers Watch Set', '情侶腕錶套裝', '情侣腕表套装'),
      intro: tri('A ladies\' and a men\'s watch that belong together.', '一對相襯的男女裝腕錶。', '一对相衬的男女款腕表。'),
      members: ['WT1002', 'WT1014'],
      kind: 'watch',
      tone: 'rose',
      extra: ['watches/ladies', 'watches/mens'],
    },
    {
      sku: 'SET1008',
      name: tri('Blossom Rose Gold Gift Set', '花悅玫瑰金禮品套裝', '花悦玫瑰金礼品套装'),
      intro: tri('A rose gold pendant and bracelet from the Blossom collection.', '花悅系列玫瑰金吊墜及手鏈。', '花悦系列玫瑰金吊坠及手链。'),
      members: ['FN1001', 'DB1002'],
      kind: 'heart_pendant',
      tone: 'rose',
      extra: ['collections/blossom/rose-gold'],
    },
  ];
  for (const set of sets) {
    const prices = set.members.map((sku) => {
      const member = catalog.find(sku);
      if (!member) throw new Error(`gift set ${set.sku}: unknown member ${sku}`);
      return member.priceHkd;
    });
    const priced = prices.filter((price) => price > 0);
    catalog.add({
      sku: set.sku,
      typeId: 'grouped',
      name: set.name,
      shortDescription: set.intro,
      description: describe(paragraph(set.intro), paragraph(tri('Choose the pieces and quantities you want; each ships in its own gift box.', '可自選件數及數量，每件均附獨立禮盒。', '可自选件数及数量，每件均附独立礼盒。'))),
      priceHkd: priced.length ? Math.min(...priced) : 0,
      stock: 'composite',
      categories: ['gifts/gift-sets', ...(set.extra ?? [])],
      media: gallery(set.name, set.kind, set.tone, { packaging: true }),
      links: set.members.map((childSku) => ({ childSku, kind: 'grouped' as const })),
    });
  }
}
