import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn } from './cardDetails.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const form = (fields: Partial<{ number: string; expiry_month: string; expiry_year: string; cvv: string; name: string }>) => ({
  number: '4111 1111 1111 1111',
  expiry_month: '12',
  expiry_year: '2028',
  cvv: '123',
  name: 'Mei Chan',
  ...fields,
});

describe('the sandbox card form', () => {
  it('runs the Luhn check', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('knows the brand and keeps only the last four digits', () => {
    expect(checkCard(form({}), NOW)).toEqual({ card: { number: '4111111111111111', brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2028 } });
    expect(checkCard(form({ number: '5555-5555-5555-4444' }), NOW)).toMatchObject({ card: { brand: 'mastercard', last4: '4444' } });
    expect(checkCard(form({ number: '3782 822463 10005', cvv: '1234' }), NOW)).toMatchObject({ card: { brand: 'amex', last4: '0005' } });
    expect(checkCard(form({ number: '3782 822463 10005', cvv: '123' }), NOW)).toEqual({ problem: 'card.cvv' });
  });

  it('takes a card to the end of its expiry month, with two- or four-digit years', () => {
    expect(checkCard(form({ expiry_month: '11', expiry_year: '2026' }), NOW)).toHaveProperty('card');
    expect(checkCard(form({ expiry_month: '11', expiry_year: '26' }), NOW)).toHaveProperty('card');
    expect(checkCard(form({ expiry_month: '10', expiry_year: '2026' }), NOW)).toEqual({ problem: 'card.expiry' });
    expect(checkCard(form({ expiry_month: '13' }), NOW)).toEqual({ problem: 'card.expiry' });
    expect(checkCard(form({ expiry_year: '2099' }), NOW)).toEqual({ problem: 'card.expiry' });
  });

  it('names the first problem', () => {
    expect(checkCard(form({ number: '1234 5678' }), NOW)).toEqual({ problem: 'card.number' });
    expect(checkCard(form({ number: '4111 1111 1111 1112' }), NOW)).toEqual({ problem: 'card.number' });
    expect(checkCard(form({ cvv: 'abc' }), NOW)).toEqual({ problem: 'card.cvv' });
    expect(checkCard(form({ name: '  ' }), NOW)).toEqual({ problem: 'card.name' });
  });
});
