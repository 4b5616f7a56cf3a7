/**
 * Order tracking by order number and mobile number (spec 000 §2 /orderTracking and /orderSearch,
 * §6 guest): the form's two fields are checked here first (phone rules from libphonenumber for the
 * regions of the spec's phone rules), then the API's trackOrder finds the order, counting failed
 * lookups against guessing (src/commerce/modules/orders/orderLookup.ts).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppLoadContext } from 'react-router';
import { websiteOf } from '../../../rules/storeViews.ts';
import type { MessageId } from '../../i18n/messages/en.ts';
import { CommerceRequestError } from '../api/graphql.ts';
import { TRACK_ORDER } from './operations.ts';
import { orderDetailsOf } from './orderViews.ts';
import { TRACKING_REGIONS, type OrderTrackingAnswer, type OrderTrackingValues, type TrackingRegion } from './orderTrackingForm.ts';
import type { StoreViewDefinition } from '../storeView/storeView.ts';

/** Order numbers as confirmations print them: letters, digits and hyphens. */
const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,30}[A-Z0-9]$/;

/** Refusals the shopper can act on; anything else is the store's failure. */
const REFUSALS = new Set(['graphql-no-such-entity', 'graphql-input']);

/** The region the form starts with: the website's own. */
export function defaultTrackingRegion(view: StoreViewDefinition): TrackingRegion {
  return websiteOf(view).region;
}

function isTrackingRegion(value: string): value is TrackingRegion {
  return (TRACKING_REGIONS as readonly string[]).includes(value);
}

export async function trackOrder(form: FormData, view: StoreViewDefinition, context: AppLoadContext): Promise<OrderTrackingAnswer> {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const requestedRegion = text('region');
  const values: OrderTrackingValues = {
    orderNumber: text('orderNumber').toUpperCase(),
    region: isTrackingRegion(requestedRegion) ? requestedRegion : defaultTrackingRegion(view),
    mobile: text('mobile'),
  };
  const errors: Partial<Record<'orderNumber' | 'mobile', MessageId>> = {};
  if (!values.orderNumber) errors.orderNumber = 'validation.required';
  else if (!ORDER_NUMBER.test(values.orderNumber)) errors.orderNumber = 'orders.invalidOrderNumber';
  const phone = values.mobile ? parsePhoneNumberFromString(values.mobile, values.region) : undefined;
  if (!values.mobile) errors.mobile = 'validation.required';
  else if (!phone?.isValid()) errors.mobile = 'orders.invalidMobile';
  if (errors.orderNumber || errors.mobile || !phone) return { state: 'invalid', values, errors };

  // A guest's look-up: it goes without the shopper's token, as the tracking form is everyone's.
  const answer = await context.client.query(
    TRACK_ORDER,
    { input: { number: values.orderNumber, telephone: phone.number, country_code: values.region } },
    { anonymous: true },
  );
  const refusal = answer.errors.find((error) => REFUSALS.has(error.extensions?.category ?? ''));
  if (refusal) return { state: 'refused', values, message: refusal.message };
  const order = answer.data?.trackOrder;
  if (answer.errors.length || !order) throw new CommerceRequestError(answer.errors.length ? answer.errors : [{ message: 'trackOrder answered without an order' }]);
  return { state: 'found', values, order: orderDetailsOf(order, view) };
}
