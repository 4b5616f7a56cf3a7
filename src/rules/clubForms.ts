/**
 * The Asia Miles exchange form of the storefront (spec 001 §9: 1000, 2000 or 3000 miles), checked
 * by the rules the API applies (club.ts): one of the three amounts, a 10-digit membership number,
 * and the name on that account, which must be the member's own. Each refusal names its field.
 */
import { ASIA_MILES_NAME_MAX_LENGTH, ASIA_MILES_NUMBER_PATTERN, ASIA_MILES_OPTIONS, namesMatch, normalizeAsiaMilesNumber } from './club.ts';
import type { FormProblem, FormResult } from './formResult.ts';

export interface AsiaMilesForm {
  miles: number;
  asia_miles_number: string;
  name: string;
}

export function parseAsiaMilesForm(
  values: Record<string, string | undefined>,
  member: { firstname: string | null; lastname: string | null },
): FormResult<AsiaMilesForm> {
  const problems: FormProblem[] = [];
  const miles = Number(values.miles);
  if (!(ASIA_MILES_OPTIONS as readonly number[]).includes(miles)) problems.push({ field: 'miles', reason: 'milesOption' });
  const number = normalizeAsiaMilesNumber(values.asia_miles_number ?? '');
  if (!number) problems.push({ field: 'asia_miles_number', reason: 'required' });
  else if (!ASIA_MILES_NUMBER_PATTERN.test(number)) problems.push({ field: 'asia_miles_number', reason: 'milesNumber' });
  const name = (values.name ?? '').trim();
  if (!name) problems.push({ field: 'name', reason: 'required' });
  else if (name.length > ASIA_MILES_NAME_MAX_LENGTH || !namesMatch(name, member.firstname ?? '', member.lastname ?? ''))
    problems.push({ field: 'name', reason: 'milesName' });
  return problems.length > 0 ? { success: false, problems } : { success: true, data: { miles, asia_miles_number: number, name } };
}
