/**
 * The one pattern of the account forms: the form posts to its route's action (and works before
 * scripts load); once hydrated, the same zod rules the action applies (rules/customerForms.ts) run
 * on submit, so a refusal shows at once without a round trip. The refusals shown are the browser's
 * own check or, after a post, the action's; the error summary takes focus when they change.
 */
import { useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import type { FormProblem, FormResult } from '../../../rules/customerForms.ts';
import { formValues } from '../../../rules/customerForms.ts';
import type { AccountFormAnswer } from '../../lib/account/formAnswer.ts';

export function useAccountForm(
  formName: string,
  parse: (values: Record<string, string | undefined>) => FormResult<unknown>,
  answer: AccountFormAnswer | undefined,
) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<{ problems: FormProblem[]; after: AccountFormAnswer | undefined } | null>(null);
  const ownAnswer = answer?.form === formName ? answer : undefined;
  // The browser's check stands until the action answers again.
  const problems = checked && checked.after === ownAnswer ? checked.problems : (ownAnswer?.problems ?? []);
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('form') === formName;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parse(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ problems: result.problems, after: ownAnswer });
  }

  return {
    problems,
    message: checked && checked.after === ownAnswer ? undefined : ownAnswer?.message,
    done: checked ? undefined : ownAnswer?.done,
    submitting,
    onSubmit,
    problemOf: (field: string) => problems.find((problem) => problem.field === field),
  };
}
