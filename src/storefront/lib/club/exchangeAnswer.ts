/** An exchange form's answer: the account forms' one, or a review to confirm (exchangeForms.server.ts). */
import type { AccountFormAnswer } from '../account/formAnswer.ts';

export interface ExchangeAnswer<TReview> extends AccountFormAnswer {
  review?: TReview;
}
