import { describe, expect, it } from 'vitest';
import { fieldReasonsOf, shippingStepSchema } from './checkoutForms.ts';

const delivery = {
  email: 'mei@example.com',
  delivery: 'delivery',
  firstname: 'Mei',
  lastname: 'Wong',
  street1: '18 Queen’s Road Central',
  region: 'HK-HKI',
  telephone: '9123 4567',
  billingSame: 'on',
};

function reasons(website: 'base' | 'mo' | 'my', country: string, form: Record<string, string>, needsEmail = true) {
  const parsed = shippingStepSchema(website, country, { needsEmail }).safeParse(form);
  return parsed.success ? {} : fieldReasonsOf(parsed.error);
}

describe('the shipping step form', () => {
  it('takes a Hong Kong delivery with the billing address the same', () => {
    const parsed = shippingStepSchema('base', 'HK', { needsEmail: true }).parse(delivery);
    expect(parsed).toMatchObject({ email: 'mei@example.com', delivery: 'delivery', pickupStore: null, billingAddress: null });
    expect(parsed.shippingAddress).toMatchObject({ street: ['18 Queen’s Road Central'], region_code: 'HK-HKI', country_code: 'HK' });
  });

  it("asks a guest's email in the spec's words and checks phones for the website's region", () => {
    expect(reasons('base', 'HK', { ...delivery, email: '', telephone: '123' })).toEqual({ email: 'missingEmail', telephone: 'telephone' });
    expect(reasons('base', 'HK', { ...delivery, email: 'mei@' })).toEqual({ email: 'email' });
    expect(reasons('base', 'HK', { ...delivery, email: '' }, false)).toEqual({});
    expect(reasons('mo', 'MO', { ...delivery, region: 'MO-T', telephone: '9123 4567' })).toEqual({ telephone: 'telephone' });
  });

  it('asks Malaysia for a city and a five-digit postcode', () => {
    expect(reasons('my', 'MY', { ...delivery, region: 'MY-14', telephone: '012-345 6789', postcode: '501' })).toEqual({
      city: 'required',
      postcode: 'postcode',
    });
  });

  it("needs a store and a billing address for a pickup, named after the collector, and no street", () => {
    const pickup = { email: 'mei@example.com', delivery: 'pickup', firstname: 'Mei', lastname: 'Wong', telephone: '9123 4567', billingSame: 'on' };
    expect(reasons('base', 'HK', pickup)).toEqual({
      pickupStore: 'pickupStore',
      billing_street1: 'required',
      billing_region: 'required',
    });
    const billing = { billing_street1: '1 Nathan Road', billing_region: 'HK-KLN', billing_firstname: 'Someone', billing_telephone: '' };
    const parsed = shippingStepSchema('base', 'HK', { needsEmail: true }).parse({ ...pickup, ...billing, pickupStore: 'HK-CENTRAL' });
    expect(parsed).toMatchObject({
      delivery: 'pickup',
      pickupStore: 'HK-CENTRAL',
      billingAddress: { firstname: 'Mei', lastname: 'Wong', telephone: '9123 4567', street: ['1 Nathan Road'], region_code: 'HK-KLN' },
    });
  });
});
