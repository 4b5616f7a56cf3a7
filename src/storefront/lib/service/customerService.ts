/**
 * How shoppers reach customer service today: WhatsApp (the store configuration's
 * `online_service_whatsapp_number`), the hotline and email of the website (lib/chrome/brand.ts), during
 * the website's opening hours. Pages that stand in for features still to come (the bag, the
 * wishlist, member sign-in, order tracking, made-to-order) send shoppers here and to the stores.
 */
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import type { MessageId } from '../../i18n/messages/en.ts';

export interface CustomerServiceContacts {
  /** Null when the website has no WhatsApp number configured. */
  whatsapp: { display: string; digits: string } | null;
  hotline: { display: string; href: string };
  email: string;
  hours: MessageId;
}

export const CUSTOMER_SERVICE_HOURS: Record<WebsiteCode, MessageId> = {
  base: 'service.hours.base',
  mo: 'service.hours.mo',
  my: 'service.hours.my',
};

/** A WhatsApp chat with customer service, with a first message written for the shopper. */
export function whatsappHref(whatsapp: { digits: string }, message?: string): string {
  const base = `https://wa.me/${whatsapp.digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** A number as a tel: link dials it: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
