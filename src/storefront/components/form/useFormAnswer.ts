/**
 * The one pattern of the shop's forms with behaviour: the form posts to its route's action (and
 * works before scripts load); once hydrated, the same zod rules the action applies (src/rules) run
 * on submit, so a refusal shows at once without a round trip. The problems shown are the browser's
 * check or, after a post, the action's answer; the error summary takes focus when they change.
 */
import { useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import type { FormResult } from '../../../rules/formResult.ts';
import { formValues } from '../../../rules/customerForms.ts';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import { NO_PROBLEMS, problemsOf, type FormProblems, type ProblemMessage } from '../../lib/forms/formProblems.ts';

export function useFormAnswer(formName: string, parse: (values: Record<string, string | undefined>) => FormResult<unknown>, answer: FormAnswer | undefined) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<{ problems: FormProblems; after: FormAnswer | undefined } | null>(null);
  const ownAnswer = answer?.form === formName ? answer : undefined;
  // The browser's check stands until the action answers again.
  const problems = checked && checked.after === ownAnswer ? checked.problems : (ownAnswer?.problems ?? NO_PROBLEMS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parse(formValues(new FormData(event.currentTarget)));
    if (result.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ problems: problemsOf(result.problems, 'account.problem'), after: ownAnswer });
  }

  return {
    problems,
    problemOf: (field: string): ProblemMessage | undefined => problems.fields[field],
    done: checked ? undefined : ownAnswer?.done,
    submitting: navigation.state === 'submitting' && navigation.formData?.get('form') === formName,
    onSubmit,
  };
}
