/**
 * Why a form was refused, in one shape for every form of the shop: a refusal of the whole form
 * (the API's words, or one of ours) and each refused field's reason, by field name. The rules of
 * src/rules (zod, shared with the API) and the API's GraphQL errors both become this shape, and
 * the form kit (components/form) draws it.
 */
import type { z } from 'zod';
import type { FormProblem } from '../../../rules/formResult.ts';
import type { MessageId } from '../../i18n/useT.ts';
import type { GraphQLErrorEntry } from '../api/graphql.ts';

/**
 * A message for the shopper: one of ours (translated where it is drawn, with `also` the further
 * reasons of the same field, such as every unmet password rule) or the API's, already in the
 * shopper's language.
 */
export type ProblemMessage = { id: MessageId; also?: MessageId[] } | { message: string };

export interface FormProblems {
  /** A refusal of the whole form; `topic` names what it was about where the page says so (a checkout step). */
  form?: ProblemMessage & { topic?: MessageId };
  fields: Record<string, ProblemMessage>;
}

/** The message catalogs that word the rules' reasons (`account.problem.required`, `checkout.reason.required`…). */
export type ReasonMessages = 'account.problem' | 'checkout.reason';

export const NO_PROBLEMS: FormProblems = { fields: {} };

export function hasProblems(problems: FormProblems): boolean {
  return Boolean(problems.form) || Object.keys(problems.fields).length > 0;
}

const reasonMessage = (messages: ReasonMessages, reason: string) => ({ id: `${messages}.${reason}` as MessageId });

/**
 * A rule's refusal as problems: a zod error (the reason is the custom issue's, any other issue
 * is a missing value) or the rules' own list of refused fields. A field says its first reason, then
 * any other the rules give it (a password names every rule it does not meet).
 */
export function problemsOf(refusal: z.ZodError | readonly FormProblem[], messages: ReasonMessages): FormProblems {
  const reasons: ReadonlyArray<{ field: string; reason: string }> =
    'issues' in refusal
      ? refusal.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          reason: issue.code === 'custom' ? String((issue.params as { reason?: string } | undefined)?.reason ?? issue.message) : 'required',
        }))
      : refusal;
  const fields: Record<string, ProblemMessage> = {};
  for (const { field, reason } of reasons) {
    if (!field) continue;
    const message = reasonMessage(messages, reason);
    const first = fields[field];
    if (!first) fields[field] = message;
    else if ('id' in first && first.id !== message.id && !first.also?.includes(message.id)) first.also = [...(first.also ?? []), message.id];
  }
  return { fields };
}

/**
 * The API's refusal as problems: its first error above the form, in the API's words (the API
 * words its errors in the store view's language and names no field).
 */
export function problemsOfApi(errors: readonly GraphQLErrorEntry[]): FormProblems {
  const first = errors[0];
  return first ? { form: { message: first.message }, fields: {} } : NO_PROBLEMS;
}

/** The API's refusal of the whole form, in its words, for a page that shows it on its own. */
export function apiMessageOf(problems: FormProblems | undefined): string | undefined {
  const refusal = problems?.form;
  return refusal && 'message' in refusal ? refusal.message : undefined;
}
