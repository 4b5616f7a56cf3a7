import { describe, expect, it } from 'vitest';
import {
  parseAddressBookForm,
  parseAnniversariesForm,
  parseCreateAccountForm,
  parsePasswordChangeForm,
  parseProfileForm,
  parseSignInForm,
  parseSubscriptionsForm,
} from './customerForms.ts';

const registration = {
  prefix: 'Mr',
  firstname: 'Siu Ming',
  lastname: 'Chan',
  mobile_area_code: '852',
  mobile: '9123 4567',
  email: ' Siu.Ming@Example.com ',
  password: 'Jewel2025!',
  password_confirmation: 'Jewel2025!',
  consent: 'on',
};

describe('account forms', () => {
  it('accepts a complete registration and normalizes its email and mobile', () => {
    const result = parseCreateAccountForm({ ...registration, dob_day: '8', dob_month: '8', dob_year: '1988', is_subscribed_sms: 'on' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      email: 'siu.ming@example.com',
      mobile: '91234567',
      date_of_birth: '1988-08-08',
      is_subscribed_sms: true,
      is_subscribed: false,
    });
  });

  it('refuses each rule of spec 001 §5 under its field', () => {
    const result = parseCreateAccountForm({
      ...registration,
      prefix: 'Dr',
      mobile: '1234',
      password: 'jewel2025',
      password_confirmation: 'other',
      consent: undefined,
      dob_day: '31',
      dob_month: '2',
      dob_year: '1990',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { field: 'prefix', reason: 'prefix' },
        { field: 'mobile', reason: 'mobile' },
        { field: 'password', reason: 'passwordUppercase' },
        { field: 'password', reason: 'passwordClasses' },
        { field: 'password_confirmation', reason: 'passwordConfirm' },
        { field: 'consent', reason: 'consent' },
        { field: 'dob_day', reason: 'dateOfBirth' },
      ]),
    );
  });

  it('signs in by email or by mobile', () => {
    expect(parseSignInForm({ method: 'email', email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(parseSignInForm({ method: 'mobile', mobile_area_code: '853', mobile: '6612 3456', password: 'x' })).toMatchObject({
      success: true,
      data: { mobile: '66123456' },
    });
    expect(parseSignInForm({ method: 'mobile', mobile_area_code: '852', mobile: '', password: '' })).toMatchObject({ success: false });
  });

  it('wants a new password that differs from the current one', () => {
    const same = parsePasswordChangeForm({ current_password: 'Jewel2025!', new_password: 'Jewel2025!', new_password_confirmation: 'Jewel2025!' });
    expect(same).toMatchObject({ success: false, problems: [{ field: 'new_password', reason: 'passwordSame' }] });
  });

  it('checks addresses by the website’s rules, naming the form’s fields', () => {
    const result = parseAddressBookForm({ firstname: 'Mei', lastname: 'Chan', street_1: '18 Nathan Road', telephone: '91234567' }, 'base');
    expect(result).toMatchObject({ success: false, problems: [{ field: 'region_code', reason: 'required' }] });
    const saved = parseAddressBookForm(
      { firstname: 'Mei', lastname: 'Chan', street_1: '18 Nathan Road', region_code: 'HK-KLN', telephone: '91234567', default_shipping: 'on' },
      'base',
    );
    expect(saved).toMatchObject({ success: true, data: { country_code: 'HK', region: { region_code: 'HK-KLN' }, default_shipping: true } });
  });

  it('reads the anniversaries, one field per type: empty fields are no date, a future or impossible date is refused by its field', () => {
    const today = new Date('2026-11-25T10:00:00Z');
    expect(parseAnniversariesForm({ anniversary_WEDDING: '2018-10-20', anniversary_DATING: '', anniversary_SON_BIRTHDAY: '2015-2-3' }, today)).toEqual({
      success: true,
      data: {
        anniversaries: [
          { type: 'WEDDING', date: '2018-10-20' },
          { type: 'SON_BIRTHDAY', date: '2015-02-03' },
        ],
      },
    });
    expect(parseAnniversariesForm({}, today)).toEqual({ success: true, data: { anniversaries: [] } });
    expect(parseAnniversariesForm({ anniversary_WEDDING: '2027-01-01', anniversary_FATHER_BIRTHDAY: '1960-02-30', anniversary_DATING: 'soon' }, today)).toEqual({
      success: false,
      problems: [
        { field: 'anniversary_WEDDING', reason: 'anniversaryDate' },
        { field: 'anniversary_DATING', reason: 'anniversaryDate' },
        { field: 'anniversary_FATHER_BIRTHDAY', reason: 'anniversaryDate' },
      ],
    });
  });

  it('keeps the subscriptions to their own form: a ticked box is one, the profile leaves them alone', () => {
    expect(parseSubscriptionsForm({ is_subscribed_sms: 'on' })).toEqual({
      success: true,
      data: { is_subscribed: false, is_subscribed_sms: true, is_subscribed_whatsapp: false },
    });
    const profile = parseProfileForm({ prefix: 'Ms', firstname: 'Mei', lastname: 'Chan', mobile_area_code: '852', mobile: '9123 4567', is_subscribed: 'on' });
    expect(profile.success && Object.keys(profile.data)).not.toContain('is_subscribed');
  });
});
