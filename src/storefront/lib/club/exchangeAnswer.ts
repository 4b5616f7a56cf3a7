/** An exchange form's answer: the forms' one, or a review to confirm (exchangeForms.server.ts). */
import type { FormAnswer } from '../forms/formAnswer.ts';

export interface ExchangeAnswer<TReview> extends FormAnswer {
  review?: TReview;
}
