/**
 * The confirmation of an exchange after hydration: the form's own submit opens the generic dialog
 * instead of posting for a review; confirming posts the same fields with intent "exchange" to the
 * route's action, as the review's confirm button does without scripts.
 */
import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';

export function useExchangeConfirmation<TReview>(formName: string) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const [pending, setPending] = useState<{ fields: Record<string, string>; review: TReview } | null>(null);
  return {
    review: pending?.review ?? null,
    ask: (fields: Record<string, string>, review: TReview) => setPending({ fields, review }),
    cancel: () => setPending(null),
    confirm: () => {
      if (!pending) return;
      submit({ ...pending.fields, form: formName, intent: 'exchange' }, { method: 'post', preventScrollReset: true });
      setPending(null);
    },
    submitting: navigation.state === 'submitting' && navigation.formData?.get('form') === formName,
  };
}
