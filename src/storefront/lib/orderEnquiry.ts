/** The order tracking form's regions and answers (lib/orderEnquiry.server.ts checks the fields). */
import type { MessageId } from '../i18n/messages/en.ts';

/** Regions of the spec's phone rules (000 §1: Hong Kong, Macau, Malaysia, mainland China, Singapore). */
export const ENQUIRY_REGIONS = ['HK', 'MO', 'MY', 'CN', 'SG'] as const;
export type EnquiryRegion = (typeof ENQUIRY_REGIONS)[number];

export interface OrderEnquiryValues {
  orderNumber: string;
  region: EnquiryRegion;
  mobile: string;
}

export type OrderEnquiry =
  | { state: 'invalid'; values: OrderEnquiryValues; errors: Partial<Record<'orderNumber' | 'mobile', MessageId>> }
  | { state: 'ready'; values: OrderEnquiryValues; orderNumber: string; mobile: string };
