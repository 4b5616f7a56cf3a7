import { describe, expect, it } from 'vitest';
import { checkAnniversaries, internationalPhone, mobileOf, MOBILE_COUNTRIES, nameFieldOrder, parseDateOfBirth, parseMobile, passwordProblems, personName } from './customer.ts';

describe('account rules (spec 001 §5)', () => {
  it('accepts a password of 8 or more with a number, an uppercase letter and 3 of 4 classes', () => {
    const reasons = (password: string) => passwordProblems(password).map((problem) => problem.reason);
    expect(reasons('Jewel2025!')).toEqual([]);
    expect(reasons('Jewel2025')).toEqual([]);
    expect(reasons('Jewel20!')).toEqual([]);
    expect(reasons('Jew2!')).toEqual(['passwordLength']);
    expect(reasons('Jewellery!')).toEqual(['passwordNumber']);
    expect(reasons('jewel2025!')).toEqual(['passwordUppercase']);
    expect(reasons('JEWEL20255')).toEqual(['passwordClasses']);
  });

  it('names every unmet rule at once', () => {
    expect(passwordProblems('short', 'new_password')).toEqual([
      { field: 'new_password', reason: 'passwordLength' },
      { field: 'new_password', reason: 'passwordNumber' },
      { field: 'new_password', reason: 'passwordUppercase' },
      { field: 'new_password', reason: 'passwordClasses' },
    ]);
    expect(passwordProblems('jewellery').map((problem) => problem.reason)).toEqual(['passwordNumber', 'passwordUppercase', 'passwordClasses']);
  });

  it('reads mobile numbers by area code: Hong Kong, Macau, Malaysia, Singapore, mainland China with 11 digits', () => {
    expect(parseMobile('+852', '9123 4567')).toMatchObject({ e164: '+85291234567', areaCode: '852', number: '91234567', country: 'HK' });
    expect(parseMobile('853', '6612 3456')).toMatchObject({ e164: '+85366123456', country: 'MO' });
    expect(parseMobile('60', '012-345 6789')).toMatchObject({ e164: '+60123456789', number: '123456789', country: 'MY' });
    expect(parseMobile('65', '8123 4567')).toMatchObject({ country: 'SG' });
    expect(parseMobile('86', '138 1234 5678')).toMatchObject({ e164: '+8613812345678', country: 'CN' });
    expect(parseMobile('86', '1381234567')).toEqual({ field: 'mobile', reason: 'mobile' });
    // A Hong Kong landline is not a mobile number.
    expect(parseMobile('852', '2123 4567')).toEqual({ field: 'mobile', reason: 'mobile' });
    expect(parseMobile('999', '7700 900123')).toEqual({ field: 'mobile_area_code', reason: 'mobileAreaCode' });
  });

  it('offers many countries (spec 001: "offered for many countries"), the store\'s own first', () => {
    expect(MOBILE_COUNTRIES.length).toBeGreaterThan(200);
    expect(MOBILE_COUNTRIES.slice(0, 5).map((entry) => entry.areaCode)).toEqual(['852', '853', '60', '65', '86']);
    expect(parseMobile('44', '07400 123456')).toMatchObject({ e164: '+447400123456', country: 'GB' });
    expect(parseMobile('81', '090-1234-5678')).toMatchObject({ e164: '+819012345678', country: 'JP' });
    // +1 is shared: a Canadian number is as good as one of the United States.
    expect(parseMobile('1', '(604) 555-0123')).toMatchObject({ areaCode: '1', country: 'CA' });
    expect(parseMobile('81', '0312345678')).toEqual({ field: 'mobile', reason: 'mobile' });
  });

  it('writes a name the way the store view asks it: given name first in English, family name first in Chinese', () => {
    expect(personName({ firstname: 'Mei', lastname: 'Chan' }, 'en')).toBe('Mei Chan');
    expect(personName({ firstname: '大文', lastname: '陳' }, 'zh-Hant')).toBe('陳大文');
    expect(personName({ firstname: '大文', lastname: '陈' }, 'zh-Hans')).toBe('陈大文');
    expect(personName({ firstname: 'Mei', lastname: 'Chan' }, 'zh-Hant')).toBe('Chan Mei');
    expect(personName({ firstname: 'Mei', lastname: null }, 'zh-Hant')).toBe('Mei');
    expect(nameFieldOrder('en')).toEqual(['firstname', 'lastname']);
    expect(nameFieldOrder('zh-Hans')).toEqual(['lastname', 'firstname']);
  });

  it('writes phones with their country code', () => {
    expect(internationalPhone('91234567', 'HK')).toBe('+852 9123 4567');
    expect(internationalPhone('123456789', 'MY')).toBe('+60 12 345 6789');
    expect(internationalPhone('', 'HK')).toBe('');
    expect(mobileOf('852', '91234567')).toBe('+852 9123 4567');
  });

  it('takes real past dates for birthdays and anniversaries, each anniversary once', () => {
    const today = new Date('2026-01-01T00:00:00Z');
    expect(parseDateOfBirth('1990-2-4', today)).toBe('1990-02-04');
    expect(parseDateOfBirth('1990-02-29', today)).toEqual({ field: 'date_of_birth', reason: 'dateOfBirth' });
    expect(parseDateOfBirth('2026-06-01', today)).toEqual({ field: 'date_of_birth', reason: 'dateOfBirth' });
    expect(parseDateOfBirth('1899-12-31', today)).toEqual({ field: 'date_of_birth', reason: 'dateOfBirth' });
    expect(checkAnniversaries([{ type: 'WEDDING', date: '2018-10-20' }], today)).toEqual([{ type: 'WEDDING', date: '2018-10-20' }]);
    expect(
      checkAnniversaries(
        [
          { type: 'WEDDING', date: '2018-10-20' },
          { type: 'WEDDING', date: '2019-10-20' },
        ],
        today,
      ),
    ).toEqual({ field: 'anniversaries', reason: 'anniversaryTwice' });
  });
});
