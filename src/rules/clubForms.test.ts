import { describe, expect, it } from 'vitest';
import { parseAsiaMilesForm } from './clubForms.ts';

const member = { firstname: 'Mei', lastname: 'Chan' };
const form = (fields: Record<string, string> = {}) => ({ miles: '1000', asia_miles_number: '1234 567-890', name: 'Mei Chan', ...fields });

describe('the Asia Miles exchange form', () => {
  it('takes one of the three amounts, the number without its spaces and the member’s own name in either order', () => {
    expect(parseAsiaMilesForm(form(), member)).toEqual({ success: true, data: { miles: 1000, asia_miles_number: '1234567890', name: 'Mei Chan' } });
    expect(parseAsiaMilesForm(form({ miles: '3000', name: ' CHAN mei ' }), member)).toMatchObject({ success: true, data: { miles: 3000, name: 'CHAN mei' } });
  });

  it('names the field of each refusal, as the API would refuse it', () => {
    const refused = parseAsiaMilesForm({ miles: '1500', asia_miles_number: '12345', name: 'Wei Jie Tan' }, member);
    expect(refused).toEqual({
      success: false,
      problems: [
        { field: 'miles', reason: 'milesOption' },
        { field: 'asia_miles_number', reason: 'milesNumber' },
        { field: 'name', reason: 'milesName' },
      ],
    });
    expect(parseAsiaMilesForm({}, member)).toEqual({
      success: false,
      problems: [
        { field: 'miles', reason: 'milesOption' },
        { field: 'asia_miles_number', reason: 'required' },
        { field: 'name', reason: 'required' },
      ],
    });
    expect(parseAsiaMilesForm(form({ name: 'Mei Chan'.repeat(20) }), { firstname: 'Mei Chan'.repeat(10), lastname: 'Mei Chan'.repeat(10) })).toMatchObject({
      success: false,
    });
  });
});
