/**
 * Order tracking by order number and mobile number (spec 000 §2 /orderTracking, §6 guest). Orders
 * are not online yet, so customer service looks them up: the form checks the two fields and gets
 * them ready to send to customer service on WhatsApp. Phone rules come from libphonenumber for the
 * regions of the spec's phone rules (Hong Kong, Macau, Malaysia, mainland China, Singapore).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { websiteOf } from '../../rules/storeViews.ts';
import type { MessageId } from '../i18n/messages/en.ts';
import { ENQUIRY_REGIONS, type EnquiryRegion, type OrderEnquiry, type OrderEnquiryValues } from './orderEnquiry.ts';
import type { StoreViewDefinition } from './storeView.ts';

/** Order numbers as confirmations print them: letters, digits and hyphens. */
const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;

/** The region the form starts with: the website's own. */
export function defaultEnquiryRegion(view: StoreViewDefinition): EnquiryRegion {
  return websiteOf(view).region;
}

function isEnquiryRegion(value: string): value is EnquiryRegion {
  return (ENQUIRY_REGIONS as readonly string[]).includes(value);
}

export function orderEnquiryOf(form: FormData, view: StoreViewDefinition): OrderEnquiry {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const requestedRegion = text('region');
  const values: OrderEnquiryValues = {
    orderNumber: text('orderNumber').toUpperCase(),
    region: isEnquiryRegion(requestedRegion) ? requestedRegion : defaultEnquiryRegion(view),
    mobile: text('mobile'),
  };
  const errors: Partial<Record<'orderNumber' | 'mobile', MessageId>> = {};
  if (!values.orderNumber) errors.orderNumber = 'validation.required';
  else if (!ORDER_NUMBER.test(values.orderNumber)) errors.orderNumber = 'orders.invalidOrderNumber';
  const phone = values.mobile ? parsePhoneNumberFromString(values.mobile, values.region) : undefined;
  if (!values.mobile) errors.mobile = 'validation.required';
  else if (!phone?.isValid()) errors.mobile = 'orders.invalidMobile';
  if (errors.orderNumber || errors.mobile || !phone) return { state: 'invalid', values, errors };
  return { state: 'ready', values, orderNumber: values.orderNumber, mobile: phone.formatInternational() };
}
