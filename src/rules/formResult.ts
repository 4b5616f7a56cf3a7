/**
 * What checking a storefront form gives back: the parsed values, or every refusal with the field it
 * names and a reason the form renders in the shopper's language. The reasons gather those of each
 * set of rules (customer.ts, address.ts, club.ts), so every form speaks the same list.
 */
import type { AddressProblem } from './address.ts';
import type { ClubProblemReason } from './club.ts';
import type { CustomerProblemReason } from './customer.ts';

export type FormProblemReason = CustomerProblemReason | AddressProblem['reason'] | 'passwordConfirm' | ClubProblemReason | 'staffNo' | 'otpCode';

export interface FormProblem {
  field: string;
  reason: FormProblemReason;
}

export type FormResult<T> = { success: true; data: T } | { success: false; problems: FormProblem[] };
