import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { shippingStepSchema } from '../../../rules/checkoutForms.ts';
import { parsePasswordChangeForm } from '../../../rules/customerForms.ts';
import { apiMessageOf, hasProblems, NO_PROBLEMS, problemsOf, problemsOfApi } from './formProblems.ts';

describe('a zod error as form problems', () => {
  it("keeps each field's first reason first, worded by the form's catalog", () => {
    const parsed = shippingStepSchema('base', 'HK', { needsEmail: true }).safeParse({ delivery: 'delivery', email: '', telephone: '123' });
    expect(parsed.success).toBe(false);
    const problems = problemsOf(parsed.error!, 'checkout.reason');
    expect(problems.form).toBeUndefined();
    expect(problems.fields).toMatchObject({
      email: { id: 'checkout.reason.missingEmail' },
      firstname: { id: 'checkout.reason.required' },
      telephone: { id: 'checkout.reason.telephone' },
    });
  });

  it('reads a missing or mistyped value as required, and leaves out issues that name no field', () => {
    const schema = z.object({ name: z.string(), age: z.number() }).refine(() => false, { message: 'whole form' });
    const parsed = schema.safeParse({ age: 'ten' });
    expect(problemsOf(parsed.error!, 'account.problem')).toEqual({
      fields: { name: { id: 'account.problem.required' }, age: { id: 'account.problem.required' } },
    });
  });

  it("takes the account rules' own list of refused fields", () => {
    const parsed = parsePasswordChangeForm({ current_password: '', new_password: 'short', new_password_confirmation: 'other' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const problems = problemsOf(parsed.problems, 'account.problem');
    expect(problems.fields.current_password).toEqual({ id: 'account.problem.required' });
    expect(problems.fields.new_password).toEqual({
      id: 'account.problem.passwordLength',
      also: ['account.problem.passwordNumber', 'account.problem.passwordUppercase', 'account.problem.passwordClasses'],
    });
  });
});

describe('a GraphQL error as form problems', () => {
  it("puts the API's first error above the form in its own words", () => {
    const problems = problemsOfApi([
      { message: 'The account sign-in was incorrect.', extensions: { category: 'graphql-authentication' } },
      { message: 'A second error' },
    ]);
    expect(problems).toEqual({ form: { message: 'The account sign-in was incorrect.' }, fields: {} });
    expect(apiMessageOf(problems)).toBe('The account sign-in was incorrect.');
    expect(hasProblems(problems)).toBe(true);
  });

  it('finds nothing to show in an answer without errors', () => {
    expect(problemsOfApi([])).toEqual(NO_PROBLEMS);
    expect(hasProblems(NO_PROBLEMS)).toBe(false);
    expect(apiMessageOf(NO_PROBLEMS)).toBeUndefined();
  });
});
