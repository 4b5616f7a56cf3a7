/** The website's customer service contacts, written for display on the server (libphonenumber stays out of the browser). */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { CUSTOMER_SERVICE } from '../chrome/brand.ts';
import { CUSTOMER_SERVICE_HOURS, telHref, type CustomerServiceContacts } from './customerService.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

/** By website and WhatsApp number: parsing a number is the costly part, and its answer never changes. Read, never changed. */
const written = new Map<string, CustomerServiceContacts>();

export function customerServiceOf(view: StoreViewDefinition, whatsappNumber: string | null | undefined): CustomerServiceContacts {
  const key = `${view.websiteCode} ${whatsappNumber ?? ''}`;
  let contacts = written.get(key);
  if (!contacts) {
    // A handful of websites, each with the number its configuration names: the map stays small,
    // and a number changed in the configuration only adds one entry.
    if (written.size > 64) written.clear();
    written.set(key, (contacts = writeCustomerService(view, whatsappNumber)));
  }
  return contacts;
}

function writeCustomerService(view: StoreViewDefinition, whatsappNumber: string | null | undefined): CustomerServiceContacts {
  const { hotline, email } = CUSTOMER_SERVICE[view.websiteCode];
  const whatsapp = whatsappNumber ? parsePhoneNumberFromString(whatsappNumber) : undefined;
  return {
    whatsapp: whatsapp?.isValid() ? { display: whatsapp.formatInternational(), digits: whatsapp.number.replace(/\D/g, '') } : null,
    hotline: { display: hotline, href: telHref(hotline) },
    email,
    hours: CUSTOMER_SERVICE_HOURS[view.websiteCode],
  };
}
