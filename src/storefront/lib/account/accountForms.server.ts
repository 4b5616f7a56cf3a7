/**
 * What the account routes' actions share: reading a posted form, answering a refusal (the
 * refusals, which the form draws: a page that answered as asked, so 200, not an HTTP error the
 * browser logs), and the area code a website's forms start from.
 */
import { data, type AppLoadContext } from 'react-router';
import { isCrossSitePost } from '../http/crossSitePost.ts';
import type { FormProblem } from '../../../rules/formResult.ts';
import type { WebsiteCode } from '../../../rules/storeViews.ts';
import type { GraphQLErrorEntry } from '../api/graphql.ts';
import { typedValues, type FormAnswer } from '../forms/formAnswer.ts';
import { NO_PROBLEMS, problemsOf, problemsOfApi, type FormProblems } from '../forms/formProblems.ts';

/** Pages with the shopper's data are kept by no cache (docs/design.md, Security). */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** The rules' refusal of the fields, with the API's refusal of the form (in its words) where there is one. */
export function refused(form: string, fields: FormProblem[], message?: string, values?: Record<string, string | undefined>) {
  const problems: FormProblems = { ...problemsOf(fields, 'account.problem'), ...(message ? { form: { message } } : {}) };
  return data<FormAnswer>({ form, problems, values: values && typedValues(values) }, { headers: PRIVATE_NO_STORE });
}

export function done(form: string, doneId: string, headers?: HeadersInit) {
  const merged = new Headers(headers);
  merged.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control']);
  return data<FormAnswer>({ form, problems: NO_PROBLEMS, done: doneId }, { headers: merged });
}

/** The API's refusal (wrong password, locked out, account exists…) above the form, in the API's words. */
export function apiRefusal(form: string, errors: GraphQLErrorEntry[], values?: Record<string, string | undefined>) {
  return data<FormAnswer>({ form, problems: problemsOfApi(errors), values: values && typedValues(values) }, { headers: PRIVATE_NO_STORE });
}

/** The area code a website's mobile fields start from. */
export const DEFAULT_AREA_CODE: Record<WebsiteCode, string> = { base: '852', mo: '853', my: '60' };

/**
 * Account forms posted from another site are refused (docs/design.md, Security, CSRF): one could sign the
 * shopper into someone else's account, sign them out, or change their details.
 */
export function refuseCrossSitePost({ request, context }: { request: Request; context: AppLoadContext }): void {
  if (isCrossSitePost(request, context.settings.publicUrl)) throw new Response('Forbidden', { status: 403 });
}
