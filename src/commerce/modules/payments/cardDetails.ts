/**
 * The sandbox card form's checks: a card number that passes the Luhn check, an expiry date not yet
 * past, a security code and the cardholder's name. Real gateways check the same before they issue
 * a nonce. Each problem names the message the form shows.
 */
import { z } from 'zod';
import type { MessageKey } from '../../i18n/messages.ts';

export interface CardDetails {
  number: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

const BRANDS: Array<{ brand: string; pattern: RegExp; cvvLength: number }> = [
  { brand: 'visa', pattern: /^4\d{12}(\d{3}){0,2}$/, cvvLength: 3 },
  {
    brand: 'mastercard',
    pattern: /^(5[1-5]\d{2}|2(2[2-9]\d|[3-6]\d{2}|7[01]\d|720))\d{12}$/,
    cvvLength: 3,
  },
  { brand: 'amex', pattern: /^3[47]\d{13}$/, cvvLength: 4 },
  { brand: 'jcb', pattern: /^35\d{14,17}$/, cvvLength: 3 },
  { brand: 'unionpay', pattern: /^62\d{14,17}$/, cvvLength: 3 },
];

export const cardFormSchema = z.object({
  number: z.string().max(40),
  expiry_month: z.union([z.string().max(4), z.number()]),
  expiry_year: z.union([z.string().max(6), z.number()]),
  cvv: z.string().max(8),
  name: z.string().max(200),
});

export type CardForm = z.infer<typeof cardFormSchema>;

/** The message of each problem a card form can have; the form's redirect names its field (rules/checkoutForms.ts). */
export type CardProblemKey = Extract<MessageKey, 'card.number' | 'card.expiry' | 'card.cvv' | 'card.name'>;

/** Each field's own message, so a missing or malformed field is named, not read as a bad number. */
const FIELD_PROBLEMS: Record<keyof CardForm, CardProblemKey> = {
  number: 'card.number',
  expiry_month: 'card.expiry',
  expiry_year: 'card.expiry',
  cvv: 'card.cvv',
  name: 'card.name',
};

/** The card from the form's fields as sent, or the problem with the first field that is missing or malformed. */
export function readCardForm(fields: Record<string, unknown>, now = new Date()): { card: CardDetails } | { problem: CardProblemKey } {
  const form = cardFormSchema.safeParse(fields);
  if (form.success) return checkCard(form.data, now);
  const field = form.error.issues[0]?.path[0] as keyof CardForm | undefined;
  return { problem: (field && FIELD_PROBLEMS[field]) || 'card.number' };
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card, or the first problem with the form. A card is good to the end of its expiry month. */
export function checkCard(form: CardForm, now = new Date()): { card: CardDetails } | { problem: CardProblemKey } {
  const number = form.number.replace(/[\s-]/g, '');
  const brand = BRANDS.find((candidate) => candidate.pattern.test(number));
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number) || !brand) return { problem: 'card.number' };
  const month = Number(String(form.expiry_month).trim());
  let year = Number(String(form.expiry_year).trim());
  if (year >= 0 && year < 100) year += 2000;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year > now.getUTCFullYear() + 20) return { problem: 'card.expiry' };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { problem: 'card.expiry' };
  if (!new RegExp(`^\\d{${brand.cvvLength}}$`).test(form.cvv.trim())) return { problem: 'card.cvv' };
  if (!form.name.trim()) return { problem: 'card.name' };
  return { card: { number, brand: brand.brand, last4: number.slice(-4), expiryMonth: month, expiryYear: year } };
}
