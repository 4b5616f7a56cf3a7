/** A problem's words: one of ours in the shopper's language, or the API's as it sent them. */
import { useT } from '../../i18n/useT.ts';
import type { ProblemMessage } from '../../lib/forms/formProblems.ts';

export function useProblemText(): (problem: ProblemMessage) => string {
  const t = useT();
  return (problem) => ('id' in problem ? t(problem.id) : problem.message);
}
