/**
 * The one pattern of the shop's forms with behaviour: the form posts to its route's action (and
 * works before scripts load); once hydrated, the same zod rules the action applies (src/rules) run
 * on submit, so a refusal shows at once without a round trip. The problems shown are the browser's
 * check or, after a post, the action's answer; the error summary takes focus when they change.
 *
 * The rules are large (zod, libphonenumber's metadata) and only a submit needs them, so a form
 * names them by `lazyRules` and they load when it is first submitted: that submit waits for them,
 * then goes on as before (docs/decisions.md, "Form rules load in the browser when a form is used").
 * Should they fail to load, the form posts and the action's check answers.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigation } from 'react-router';
import type { FormResult } from '../../../rules/formResult.ts';
import { formValues } from '../../../rules/formValues.ts';
import type { FormAnswer } from '../../lib/forms/formAnswer.ts';
import { NO_PROBLEMS, problemsOf, type FormProblems, type ProblemMessage } from '../../lib/forms/formProblems.ts';

export type FormCheck = (values: Record<string, string | undefined>) => FormResult<unknown>;

/** A form's rules: a module loaded when first used, and the check it gives (read at each submit, with the page's data then). */
export interface LazyRules {
  load(): Promise<unknown>;
  checkOf(module: unknown): FormCheck;
}

export function lazyRules<M>(load: () => Promise<M>, checkOf: (module: M) => FormCheck): LazyRules {
  return { load, checkOf: (module) => checkOf(module as M) };
}

export function useFormAnswer(formName: string, rules: FormCheck | LazyRules, answer: FormAnswer | undefined) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<{ problems: FormProblems; after: FormAnswer | undefined } | null>(null);
  const loaded = useRef<{ module: unknown } | null>(null);
  const postUnchecked = useRef(false);
  const ownAnswer = answer?.form === formName ? answer : undefined;
  // The browser's check stands until the action answers again.
  const problems = checked && checked.after === ownAnswer ? checked.problems : (ownAnswer?.problems ?? NO_PROBLEMS);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const lazy = typeof rules === 'function' ? null : rules;
    const check = lazy ? loaded.current && lazy.checkOf(loaded.current.module) : (rules as FormCheck);
    if (!check && lazy) {
      if (postUnchecked.current) {
        postUnchecked.current = false;
        setChecked(null);
        return;
      }
      // Wait for the rules, then submit again, with the same button, to be checked.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      lazy.load().then(
        (module) => {
          loaded.current = { module };
        },
        () => {
          postUnchecked.current = true;
        },
      ).finally(() => {
        // A task later, not a microtask: rules already loaded (a page that imports them too) resolve
        // while this submit is still being dispatched, and a form ignores a submit asked for then.
        setTimeout(() => {
          if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
        }, 0);
      });
      return;
    }
    if (!check) return;
    const result = check(formValues(new FormData(event.currentTarget)));
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
