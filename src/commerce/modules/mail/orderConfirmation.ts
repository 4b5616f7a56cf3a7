/**
 * The order confirmation (issue: "a real order confirmation in the shopper's language"): the
 * pieces with every option chosen (a configurable piece's size and metal, a made-to-order piece's
 * material, size, diamond, engraving and each ring of a pair) and their prices, the delivery
 * address or the pickup shop with its address, phone and hours, the delivery and payment methods
 * and the payment summary. Written in the order's store-view language, as plain text and HTML.
 */
import { eq, inArray } from 'drizzle-orm';
import { REGIONS, type Address } from '../../../rules/address.ts';
import { internationalPhone, personName } from '../../../rules/customer.ts';
import { DIAMOND_FILTER_LABELS, SHAPE_LABELS, writeCarats, type DiamondShape } from '../../../rules/diamonds.ts';
import { htmlLangByLocale, pickLocalized, type LocaleKey, type LocalizedText } from '../../../rules/locales.ts';
import { DESIGN_PART_LABELS, DESIGN_STEP_LABELS } from '../../../rules/madeToOrder.ts';
import { formatMoney, isCurrencyCode, type CurrencyCode } from '../../../rules/money.ts';
import { findPaymentMethod } from '../../../rules/paymentMethods.ts';
import { SHIPPING_TITLES } from '../../../rules/shipping.ts';
import type { Database } from '../../db/connect.ts';
import { attributeOptions, attributes } from '../../db/schema/catalog.ts';
import { storeLocations, type OpeningHours } from '../../db/schema/locations.ts';
import type { CustomMadeDesign, CustomMadePart } from '../../db/schema/madeToOrder.ts';
import { orderItems, type orders } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { localeOfOrder, STORE_NAME, type OrderMail } from './orderMails.ts';

type OrderRecord = typeof orders.$inferSelect;
type OrderLineRecord = typeof orderItems.$inferSelect;
type Tri = Required<LocalizedText>;
const tri = (en: string, hant: string, hans: string): Tri => ({ en, 'zh-Hant': hant, 'zh-Hans': hans });

const WORDS = {
  subject: (number: string) => tri(`Your order ${number} is confirmed`, `您的訂單 ${number} 已確認`, `您的订单 ${number} 已确认`),
  greeting: (name: string) => tri(`Dear ${name},`, `${name} 您好：`, `${name} 您好：`),
  thanks: (number: string, total: string) =>
    tri(
      `Thank you for your order ${number}. We have received your payment of ${total}.`,
      `多謝您的訂單 ${number}，我們已收到您的付款 ${total}。`,
      `感谢您的订单 ${number}，我们已收到您的付款 ${total}。`,
    ),
  thanksPaidByGiftCard: (number: string) =>
    tri(`Thank you for your order ${number}. Your gift card has paid for all of it.`, `多謝您的訂單 ${number}，您的禮品卡已支付全數。`, `感谢您的订单 ${number}，您的礼品卡已支付全部金额。`),
  nextPickup: tri('We will write again when your order is ready for pickup at the shop.', '訂單可於分店取貨時，我們會再通知您。', '订单可于门店取货时，我们会再通知您。'),
  nextDelivery: tri('We will write again when your order is on its way.', '訂單寄出時，我們會再通知您。', '订单寄出时，我们会再通知您。'),
  pieces: tri('Your pieces', '您的貨品', '您的商品'),
  quantity: (count: number) => tri(`Quantity: ${count}`, `數量：${count}`, `数量：${count}`),
  sku: (sku: string) => tri(`Item no. ${sku}`, `貨號 ${sku}`, `货号 ${sku}`),
  gift: tri('Gift', '贈品', '赠品'),
  diamondPrice: tri('Diamond price', '鑽石價格', '钻石价格'),
  certificate: tri('Certificate', '證書', '证书'),
  madeIn: (days: number) => tri(`Made to order: ready in ${days} days`, `訂製：約 ${days} 天完成`, `定制：约 ${days} 天完成`),
  deliveryAddress: tri('Delivery address', '送貨地址', '送货地址'),
  pickupShop: tri('Pickup shop', '取貨分店', '取货门店'),
  openingHours: tri('Opening hours', '營業時間', '营业时间'),
  contact: tri('Contact', '聯絡人', '联系人'),
  deliveryMethod: tri('Delivery method', '送貨方式', '送货方式'),
  paymentMethod: tri('Payment method', '付款方式', '付款方式'),
  cardEnding: (brand: string, last4: string) => tri(`${brand} ending ${last4}`, `${brand}（尾號 ${last4}）`, `${brand}（尾号 ${last4}）`),
  summary: tri('Payment summary', '付款摘要', '付款摘要'),
  subtotal: tri('Subtotal', '小計', '小计'),
  coupon: (code: string) => tri(`Coupon ${code}`, `優惠券 ${code}`, `优惠券 ${code}`),
  giftCard: (code: string) => tri(`Gift card ${code}`, `禮品卡 ${code}`, `礼品卡 ${code}`),
  shipping: tri('Shipping', '運費', '运费'),
  free: tri('Free', '免費', '免费'),
  total: tri('Total', '總計', '总计'),
  orderNumber: tri('Order number', '訂單編號', '订单编号'),
} as const;

const COUNTRIES: Record<string, Tri> = {
  HK: tri('Hong Kong SAR', '香港特別行政區', '香港特别行政区'),
  MO: tri('Macau SAR', '澳門特別行政區', '澳门特别行政区'),
  MY: tri('Malaysia', '馬來西亞', '马来西亚'),
};

const CARD_BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', unionpay: 'UnionPay', jcb: 'JCB' };

/** One row of a piece's choices: "Ring Size: 12". */
interface ChoiceRow {
  label: string;
  value: string;
}

/** A piece's choices: its own rows, then a pair's rings each under its heading. */
interface ChoiceGroup {
  heading: string | null;
  rows: ChoiceRow[];
}

interface MailLine {
  name: string;
  sku: string;
  quantity: number;
  unitPrice: string;
  rowTotal: string;
  gift: boolean;
  choices: ChoiceGroup[];
  note: string | null;
}

export interface OrderConfirmationContent {
  locale: LocaleKey;
  subject: string;
  greeting: string;
  thanks: string;
  next: string;
  lines: MailLine[];
  place: { heading: string; lines: string[] };
  contact: string;
  deliveryMethod: string | null;
  payment: string;
  totals: ChoiceRow[];
  total: ChoiceRow;
  store: string;
}

interface ShopDetails {
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  openingHours: OpeningHours;
}

interface OrderFacts {
  lines: OrderLineRecord[];
  /** Attribute and value labels of configurable lines: `code` and `code/valueIndex`. */
  labels: Map<string, LocalizedText>;
  shop: ShopDetails | null;
  payment: { cardBrand: string | null; cardLast4: string | null } | null;
}

/** What the caller read of the order in its transaction already, so the mail does not read it again. */
export type KnownOrderFacts = Partial<Pick<OrderFacts, 'lines' | 'payment'>>;

/** Reads what the confirmation tells of the order (in the order's transaction when `db` is one) and writes it. */
export async function orderConfirmationMail(db: Database, order: OrderRecord, known: KnownOrderFacts = {}): Promise<OrderMail> {
  return confirmationMailOf(order, await orderFacts(db, order, known));
}

async function orderFacts(db: Database, order: OrderRecord, known: KnownOrderFacts): Promise<OrderFacts> {
  const lines = known.lines ?? (await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id));
  const codes = [...new Set(lines.flatMap((line) => line.options.map((option) => option.attributeCode)))];
  const [attributeRows, valueRows, shops, [payment]] = await Promise.all([
    codes.length ? db.select({ code: attributes.code, label: attributes.label }).from(attributes).where(inArray(attributes.code, codes)) : [],
    codes.length
      ? db
          .select({ code: attributeOptions.attributeCode, valueIndex: attributeOptions.valueIndex, label: attributeOptions.label })
          .from(attributeOptions)
          .where(inArray(attributeOptions.attributeCode, codes))
      : [],
    order.pickupLocationId
      ? db
          .select({ name: storeLocations.name, address: storeLocations.address, phone: storeLocations.phone, openingHours: storeLocations.openingHours })
          .from(storeLocations)
          .where(eq(storeLocations.id, order.pickupLocationId))
      : [],
    known.payment ? [known.payment] : db.select({ cardBrand: payments.cardBrand, cardLast4: payments.cardLast4 }).from(payments).where(eq(payments.orderId, order.id)),
  ]);
  const labels = new Map<string, LocalizedText>([
    ...attributeRows.map((row) => [row.code, row.label] as const),
    ...valueRows.map((row) => [`${row.code}/${row.valueIndex}`, row.label] as const),
  ]);
  return { lines, labels, shop: shops[0] ?? null, payment: payment ?? null };
}

function partRows(part: CustomMadePart, locale: LocaleKey, money: (amount: number) => string): ChoiceRow[] {
  const pick = (text: LocalizedText) => pickLocalized(text, locale);
  const rows: ChoiceRow[] = part.options.map((option) => ({ label: pick(option.optionLabel), value: pick(option.valueLabel) }));
  const stone = part.diamond;
  if (stone) {
    const shape = SHAPE_LABELS[stone.shape as DiamondShape];
    const described = [
      `${shape ? pick(shape) : stone.shape} ${writeCarats(stone.carat, locale)}`,
      stone.color ? `${pick(DIAMOND_FILTER_LABELS.color)} ${stone.color}` : null,
      stone.clarity ? `${pick(DIAMOND_FILTER_LABELS.clarity)} ${stone.clarity}` : null,
    ].filter(Boolean);
    rows.push({ label: pick(DESIGN_STEP_LABELS.diamond), value: described.join(' · ') });
    if (stone.certification) rows.push({ label: pick(WORDS.certificate), value: [stone.certification, stone.certificateNumber].filter(Boolean).join(' ') });
    rows.push({ label: pick(WORDS.diamondPrice), value: money(stone.price) });
  }
  if (part.engraving) {
    const font = pick(part.engraving.fontLabel);
    rows.push({ label: pick(DESIGN_STEP_LABELS.engraving), value: locale === 'en' ? `“${part.engraving.text}” (${font})` : `“${part.engraving.text}”（${font}）` });
  }
  return rows;
}

function designChoices(design: CustomMadeDesign, locale: LocaleKey, money: (amount: number) => string): ChoiceGroup[] {
  return design.parts.map((part) => ({
    heading: part.part === 'piece' ? null : pickLocalized(DESIGN_PART_LABELS[part.part], locale),
    rows: partRows(part, locale, money),
  }));
}

function addressLines(address: Address, locale: LocaleKey): string[] {
  const region = REGIONS[address.countryCode]?.find((candidate) => candidate.code === address.regionCode);
  const country = COUNTRIES[address.countryCode];
  return [
    ...address.street.filter(Boolean),
    [address.city, region ? pickLocalized(region.name, locale) : null, address.postcode].filter(Boolean).join(', '),
    country ? pickLocalized(country, locale) : address.countryCode,
  ].filter(Boolean);
}

const WEEKDAYS: Tri[] = [
  tri('Sun', '星期日', '星期日'),
  tri('Mon', '星期一', '星期一'),
  tri('Tue', '星期二', '星期二'),
  tri('Wed', '星期三', '星期三'),
  tri('Thu', '星期四', '星期四'),
  tri('Fri', '星期五', '星期五'),
  tri('Sat', '星期六', '星期六'),
];
const DAILY = tri('Daily', '每日', '每日');

const DAY_RANGE = (from: string, to: string) => tri(`${from}–${to}`, `${from}至${to}`, `${from}至${to}`);

/** "Daily 10:00–21:00", or runs of days with the same hours: "Mon–Sat 10:00–20:00; Sun 11:00–19:00". */
function openingHoursText(hours: OpeningHours, locale: LocaleKey): string | null {
  const note = hours.note ? pickLocalized(hours.note, locale) : null;
  const open = hours.days.flatMap((day) => (day ? [day] : []));
  if (!open.length) return note;
  const same = open.length === 7 && open.every((day) => day.open === open[0].open && day.close === open[0].close);
  let text: string;
  if (same) text = `${pickLocalized(DAILY, locale)} ${open[0].open}–${open[0].close}`;
  else {
    // Monday first, as shops write their hours.
    const week = [1, 2, 3, 4, 5, 6, 0].map((number) => hours.days.find((day) => day?.day === number) ?? null);
    const runs: Array<{ from: number; to: number; hours: string }> = [];
    for (const day of week) {
      if (!day) continue;
      const span = `${day.open}–${day.close}`;
      const last = runs.at(-1);
      if (last && last.hours === span && (last.to + 1) % 7 === day.day) last.to = day.day;
      else runs.push({ from: day.day, to: day.day, hours: span });
    }
    const dayName = (number: number) => pickLocalized(WEEKDAYS[number], locale);
    text = runs.map((run) => `${run.from === run.to ? dayName(run.from) : pickLocalized(DAY_RANGE(dayName(run.from), dayName(run.to)), locale)} ${run.hours}`).join('; ');
  }
  return [text, note].filter(Boolean).join(' · ');
}

export function confirmationContent(order: OrderRecord, facts: OrderFacts): OrderConfirmationContent {
  const locale = localeOfOrder(order);
  const say = (text: LocalizedText) => pickLocalized(text, locale);
  const currency: CurrencyCode = isCurrencyCode(order.currency) ? order.currency : 'HKD';
  const money = (amount: number) => formatMoney({ amount, currency });
  const contactAddress = order.shippingAddress ?? order.billingAddress;
  const name = contactAddress ? personName(contactAddress, locale) : '';
  const lines = facts.lines.map((line): MailLine => {
    const options = line.options.flatMap((option) => {
      const label = facts.labels.get(option.attributeCode);
      const value = facts.labels.get(`${option.attributeCode}/${option.valueIndex}`);
      return label && value ? [{ label: say(label), value: say(value) }] : [];
    });
    const custom = line.customDesign ? designChoices(line.customDesign, locale, money) : [];
    return {
      name: say(line.name),
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      rowTotal: money(line.rowTotal),
      gift: line.giftRuleId !== null,
      choices: [...(options.length ? [{ heading: null, rows: options }] : []), ...custom],
      note: line.customDesign ? say(WORDS.madeIn(line.customDesign.deliveryDays)) : null,
    };
  });
  const shop = facts.shop;
  const place = shop
    ? {
        heading: say(WORDS.pickupShop),
        lines: [say(shop.name), say(shop.address), shop.phone, openingHoursText(shop.openingHours, locale) ? `${say(WORDS.openingHours)}${locale === 'en' ? ': ' : '：'}${openingHoursText(shop.openingHours, locale)}` : null].filter((line): line is string => Boolean(line)),
      }
    : { heading: say(WORDS.deliveryAddress), lines: order.shippingAddress ? addressLines(order.shippingAddress, locale) : [] };
  const method = findPaymentMethod(order.paymentMethod);
  const card = facts.payment?.cardLast4 ? say(WORDS.cardEnding(CARD_BRANDS[facts.payment.cardBrand ?? ''] ?? facts.payment.cardBrand ?? '', facts.payment.cardLast4)) : null;
  const total = money(order.grandTotal);
  return {
    locale,
    subject: say(WORDS.subject(order.number)),
    greeting: say(WORDS.greeting(name)),
    thanks: say(order.grandTotal === 0 && order.giftCardAmount > 0 ? WORDS.thanksPaidByGiftCard(order.number) : WORDS.thanks(order.number, total)),
    next: say(order.pickupLocationId ? WORDS.nextPickup : WORDS.nextDelivery),
    lines,
    place,
    contact: contactAddress ? [name, internationalPhone(contactAddress.telephone, contactAddress.countryCode)].filter(Boolean).join(', ') : '',
    deliveryMethod: order.shippingMethod ? say(shop ? SHIPPING_TITLES.storePickup : SHIPPING_TITLES.homeDelivery) : null,
    payment: [method ? say(method.title) : order.paymentMethod, card].filter(Boolean).join(' · '),
    totals: [
      { label: say(WORDS.subtotal), value: money(order.subtotal) },
      ...order.discounts.map((discount) => ({ label: say(discount.label), value: money(-discount.amount) })),
      ...(order.couponCode && !order.discounts.length ? [{ label: say(WORDS.coupon(order.couponCode)), value: money(-order.discountTotal) }] : []),
      ...(order.shippingMethod ? [{ label: say(WORDS.shipping), value: order.shippingFee ? money(order.shippingFee) : say(WORDS.free) }] : []),
      // The total is what was left to pay: the gift card's part is said, or the sum would not add up.
      ...(order.giftCardCode && order.giftCardAmount > 0 ? [{ label: say(WORDS.giftCard(order.giftCardCode)), value: money(-order.giftCardAmount) }] : []),
    ],
    total: { label: say(WORDS.total), value: total },
    store: say(STORE_NAME),
  };
}

export function confirmationMailOf(order: OrderRecord, facts: OrderFacts): OrderMail {
  const content = confirmationContent(order, facts);
  return {
    kind: 'order_confirmation',
    recipient: order.email,
    locale: content.locale,
    subject: content.subject,
    body: confirmationText(content, order.number),
    html: confirmationHtml(content, order.number),
    orderId: order.id,
  };
}

function confirmationText(content: OrderConfirmationContent, number: string): string {
  const say = (text: LocalizedText) => pickLocalized(text, content.locale);
  // "Label: value" in English, "標籤：值" in Chinese.
  const colon = content.locale === 'en' ? ': ' : '：';
  const out: string[] = [content.greeting, '', content.thanks, content.next, '', `${say(WORDS.orderNumber)}${colon}${number}`, '', `== ${say(WORDS.pieces)} ==`];
  for (const line of content.lines) {
    out.push('', `${line.name}${line.gift ? ` (${say(WORDS.gift)})` : ''}`, `  ${say(WORDS.sku(line.sku))}`);
    for (const group of line.choices) {
      const indent = group.heading ? '    ' : '  ';
      if (group.heading) out.push(`  ${group.heading}`);
      for (const row of group.rows) out.push(`${indent}${row.label}${colon}${row.value}`);
    }
    if (line.note) out.push(`  ${line.note}`);
    out.push(`  ${say(WORDS.quantity(line.quantity))} × ${line.unitPrice} = ${line.rowTotal}`);
  }
  out.push('', `== ${content.place.heading} ==`, ...content.place.lines);
  if (content.contact) out.push(`${say(WORDS.contact)}${colon}${content.contact}`);
  if (content.deliveryMethod) out.push('', `${say(WORDS.deliveryMethod)}${colon}${content.deliveryMethod}`);
  out.push(`${say(WORDS.paymentMethod)}${colon}${content.payment}`, '', `== ${say(WORDS.summary)} ==`);
  for (const row of content.totals) out.push(`${row.label}${colon}${row.value}`);
  out.push(`${content.total.label}${colon}${content.total.value}`, '', content.store);
  return out.join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function confirmationHtml(content: OrderConfirmationContent, number: string): string {
  const say = (text: LocalizedText) => pickLocalized(text, content.locale);
  const colon = content.locale === 'en' ? ': ' : '：';
  const e = escapeHtml;
  const cell = 'padding:8px 0;border-bottom:1px solid #e5e0d8;vertical-align:top';
  const rows = content.lines
    .map((line) => {
      const choices = line.choices
        .map(
          (group) =>
            `${group.heading ? `<p style="margin:8px 0 2px;font-weight:bold">${e(group.heading)}</p>` : ''}<table role="presentation" style="border-collapse:collapse;font-size:13px;color:#555">${group.rows
              .map((row) => `<tr><td style="padding:1px 12px 1px 0">${e(row.label)}</td><td style="padding:1px 0">${e(row.value)}</td></tr>`)
              .join('')}</table>`,
        )
        .join('');
      return `<tr><td style="${cell}"><p style="margin:0;font-weight:bold">${e(line.name)}${line.gift ? ` (${e(say(WORDS.gift))})` : ''}</p><p style="margin:2px 0;font-size:12px;color:#777">${e(say(WORDS.sku(line.sku)))}</p>${choices}${line.note ? `<p style="margin:6px 0 0;font-size:13px">${e(line.note)}</p>` : ''}<p style="margin:6px 0 0;font-size:13px">${e(say(WORDS.quantity(line.quantity)))} × ${e(line.unitPrice)}</p></td><td style="${cell};text-align:right;white-space:nowrap">${e(line.rowTotal)}</td></tr>`;
    })
    .join('');
  const totals = content.totals.map((row) => `<tr><td style="padding:2px 0">${e(row.label)}</td><td style="padding:2px 0;text-align:right">${e(row.value)}</td></tr>`).join('');
  return `<!DOCTYPE html>
<html lang="${htmlLangByLocale[content.locale]}"><head><meta charset="utf-8"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f5f2;font-family:Arial,'PingFang HK','Microsoft JhengHei',sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${e(content.store)}</h1>
<p>${e(content.greeting)}</p>
<p>${e(content.thanks)}<br>${e(content.next)}</p>
<p><strong>${e(say(WORDS.orderNumber))}${colon}</strong>${e(number)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${e(say(WORDS.pieces))}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>
<h2 style="font-size:16px;margin:24px 0 8px">${e(content.place.heading)}</h2>
<p style="margin:0">${content.place.lines.map(e).join('<br>')}</p>
${content.contact ? `<p style="margin:8px 0 0">${e(say(WORDS.contact))}${colon}${e(content.contact)}</p>` : ''}
${content.deliveryMethod ? `<p style="margin:16px 0 0"><strong>${e(say(WORDS.deliveryMethod))}${colon}</strong>${e(content.deliveryMethod)}</p>` : ''}
<p style="margin:8px 0 0"><strong>${e(say(WORDS.paymentMethod))}${colon}</strong>${e(content.payment)}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${e(say(WORDS.summary))}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse">${totals}<tr><td style="padding:8px 0;border-top:1px solid #222;font-weight:bold">${e(content.total.label)}</td><td style="padding:8px 0;border-top:1px solid #222;text-align:right;font-weight:bold">${e(content.total.value)}</td></tr></table>
<p style="margin:24px 0 0">${e(content.store)}</p>
</div></body></html>`;
}
