/** The order tracking form's regions and answers (lib/orders/orderTracking.server.ts checks and looks up). */
import type { MessageId } from '../../i18n/messages/en.ts';
import { NO_PROBLEMS, type FormProblems } from '../forms/formProblems.ts';
import type { OrderDetailsData } from './orderViews.ts';

/** Regions of the spec's phone rules (000 §1: Hong Kong, Macau, Malaysia, mainland China, Singapore). */
export const TRACKING_REGIONS = ['HK', 'MO', 'MY', 'CN', 'SG'] as const;
export type TrackingRegion = (typeof TRACKING_REGIONS)[number];

export interface OrderTrackingValues {
  orderNumber: string;
  region: TrackingRegion;
  mobile: string;
}

export type OrderTrackingAnswer =
  /** A field is empty or cannot be what it asks for. */
  | { state: 'invalid'; values: OrderTrackingValues; errors: Partial<Record<'orderNumber' | 'mobile', MessageId>> }
  /** The API's answer in the store view's language: no such order for this mobile, or too many tries. */
  | { state: 'refused'; values: OrderTrackingValues; message: string }
  | { state: 'found'; values: OrderTrackingValues; order: OrderDetailsData };

/** What the form shows of an answer: each refused field's reason, or the API's refusal. */
export function trackingProblems(answer: OrderTrackingAnswer | undefined): FormProblems {
  if (answer?.state === 'invalid') {
    return { fields: Object.fromEntries(Object.entries(answer.errors).map(([field, id]) => [field, { id }])) };
  }
  if (answer?.state === 'refused') return { form: { message: answer.message }, fields: {} };
  return NO_PROBLEMS;
}
