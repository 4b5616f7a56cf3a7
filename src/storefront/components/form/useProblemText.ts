/** A problem's words: one of ours in the shopper's language, or the API's as it sent them. */
import { useTranslations } from '../../i18n/translations.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';

export function useProblemText(): (problem: ProblemMessage) => string {
  const { t, locale } = useTranslations();
  // Chinese sentences end in a full-width stop and follow each other without a space.
  const gap = locale.startsWith('zh') ? '' : ' ';
  return (problem) => ('id' in problem ? [problem.id, ...(problem.also ?? [])].map((id) => t(id)).join(gap) : problem.message);
}
