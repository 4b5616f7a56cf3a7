/** The website's customer service contacts, written for display on the server (libphonenumber stays out of the browser). */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CUSTOMER_SERVICE } from '../chrome/brand.ts';
import { CUSTOMER_SERVICE_HOURS, telHref, type CustomerServiceContacts } from './customerService.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

export function customerServiceOf(view: StoreViewDefinition, whatsappNumber: string | null | undefined): CustomerServiceContacts {
  const { hotline, email } = CUSTOMER_SERVICE[view.websiteCode];
  const whatsapp = whatsappNumber ? parsePhoneNumberFromString(whatsappNumber) : undefined;
  return {
    whatsapp: whatsapp?.isValid() ? { display: whatsapp.formatInternational(), digits: whatsapp.number.replace(/\D/g, '') } : null,
    hotline: { display: hotline, href: telHref(hotline) },
    email,
    hours: CUSTOMER_SERVICE_HOURS[view.websiteCode],
  };
}
