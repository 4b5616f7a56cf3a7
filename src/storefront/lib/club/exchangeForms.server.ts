/**
 * What the club's exchange forms answer. An exchange is asked for twice: first to review it
 * (intent "review"), which without scripts draws the page again with a confirmation; then to
 * make it (intent "exchange"). After hydration the review is the generic dialog, and only the
 * second post is sent.
 */
import { data, redirect } from 'react-router';
import { PRIVATE_NO_STORE } from '../account/accountForms.server.ts';
import { NO_PROBLEMS } from '../forms/formProblems.ts';
import type { ExchangeAnswer } from './exchangeAnswer.ts';

export function reviewing<TReview>(form: string, review: TReview) {
  return data<ExchangeAnswer<TReview>>({ form, problems: NO_PROBLEMS, review }, { headers: PRIVATE_NO_STORE });
}

/** An exchange made: back to the page (`?done=<form>`), so that reloading it never exchanges twice. */
export function exchanged(form: string, pagePath: string, anchor: string) {
  return redirect(`${pagePath}?done=${form}#${anchor}`, { headers: PRIVATE_NO_STORE });
}
