/** The kit's accessible markup, drawn on the server as the first paint is: labels, descriptions, refusals. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckboxField, SelectField, TextField } from './Field.tsx';
import { TranslationsContext, translationsFor } from '../../i18n/translations.ts';
import { ErrorSummary, inFormOrder } from './ErrorSummary.tsx';
import { PhoneField } from './PhoneField.tsx';

/** The attributes of the element with this id. */
function attributesOf(html: string, id: string): Record<string, string> {
  const tag = new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no element #${id} in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

const labelFor = (html: string, id: string) => new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)`).exec(html)?.[1];

describe('a field of the form kit', () => {
  it('names its input with a label and ties its hint to it', () => {
    const html = renderToString(createElement(TextField, { form: 'signin', name: 'email', type: 'email', label: 'Email', hint: 'We send the receipt here' }));
    expect(labelFor(html, 'signin-email')).toBe('Email');
    const input = attributesOf(html, 'signin-email');
    expect(input).toMatchObject({ name: 'email', type: 'email', 'aria-required': 'true', 'aria-describedby': 'signin-email-hint' });
    expect(input['aria-invalid']).toBeUndefined();
    expect(attributesOf(html, 'signin-email-hint')).toBeDefined();
  });

  it('marks a refused input invalid and describes it with the hint and the reason', () => {
    const html = renderToString(
      createElement(TextField, { form: 'checkout', name: 'email', label: 'Email', hint: 'For the receipt', problem: { message: 'Enter a valid email address' } }),
    );
    const input = attributesOf(html, 'checkout-email');
    expect(input['aria-invalid']).toBe('true');
    expect(input['aria-describedby']).toBe('checkout-email-hint checkout-email-error');
    expect(html).toMatch(/<p id="checkout-email-error"[^>]*>Enter a valid email address<\/p>/);
  });

  it("keeps a page's own id, and says an optional field is optional", () => {
    const html = renderToString(
      createElement(TextField, { form: 'order', id: 'order-number', name: 'orderNumber', label: 'Order number', required: false, optionalNote: '(optional)' }),
    );
    expect(attributesOf(html, 'order-number')).toMatchObject({ name: 'orderNumber' });
    expect(attributesOf(html, 'order-number')['aria-required']).toBeUndefined();
    expect(html).toContain('(optional)');
  });

  it('draws a select with its placeholder and a box to tick after its label', () => {
    const select = renderToString(
      createElement(SelectField, {
        form: 'address',
        name: 'region_code',
        label: 'District',
        placeholder: 'Choose a district',
        options: [{ value: 'HK-HKI', label: 'Hong Kong Island' }],
        problem: { id: 'account.problem.region' },
      }),
    );
    expect(labelFor(select, 'address-region_code')).toBe('District');
    expect(attributesOf(select, 'address-region_code')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'address-region_code-error' });
    expect(select).toMatch(/<option value=""[^>]*>Choose a district<\/option>/);

    const checkbox = renderToString(createElement(CheckboxField, { form: 'address', name: 'default_billing', label: 'Use for billing', defaultChecked: true }));
    expect(attributesOf(checkbox, 'address-default_billing')).toMatchObject({ type: 'checkbox', checked: '' });
    expect(labelFor(checkbox, 'address-default_billing')).toBe('Use for billing');
  });

  it('ties one refusal to both parts of a phone number', () => {
    const html = renderToString(
      createElement(PhoneField, {
        form: 'create-account',
        legend: 'Mobile',
        areaCode: { name: 'mobile_area_code', label: 'Area code', defaultValue: '852', options: [{ value: '852', label: '+852' }] },
        number: { name: 'mobile', label: 'Mobile' },
        problem: { message: 'Enter a valid mobile number' },
      }),
    );
    expect(html).toContain('<legend>Mobile</legend>');
    expect(attributesOf(html, 'create-account-mobile_area_code')['aria-describedby']).toBe('create-account-mobile-error');
    expect(attributesOf(html, 'create-account-mobile')).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'create-account-mobile-error' });
    expect(html).toMatch(/id="create-account-mobile-error"[^>]*>Enter a valid mobile number</);
  });
});

describe('the error summary', () => {
  it('draws nothing while the form has no problems', () => {
    expect(renderToString(createElement(ErrorSummary, { form: 'signin', problems: { fields: {} } }))).toBe('');
  });

  it("links each refused field to its input, after the form's refusal", () => {
    const html = renderToString(
      createElement(ErrorSummary, {
        form: 'signin',
        problems: { form: { message: 'The account sign-in was incorrect.' }, fields: { email: { message: 'Enter a valid email address' } } },
      }),
    );
    expect(attributesOf(html, 'signin-errors')).toMatchObject({ role: 'alert', tabindex: '-1' });
    expect(html).toContain('<p>The account sign-in was incorrect.</p>');
    expect(html).toContain('<a href="#signin-email">Enter a valid email address</a>');
  });

  it('titles the list and names each field and the step refused when the page gives a title', () => {
    const html = renderToString(
      createElement(ErrorSummary, {
        form: 'checkout',
        title: 'Please check the following',
        labels: { email: 'Email' },
        problems: { form: { message: 'The card was declined', topic: 'checkout.step.paymentMethod' }, fields: { email: { message: 'Required' } } },
      }),
    );
    expect(attributesOf(html, 'checkout-errors')['aria-labelledby']).toBe('checkout-error-title');
    expect(html).toMatch(/<h2 id="checkout-error-title"[^>]*>Please check the following<\/h2>/);
    // React separates neighbouring texts with empty comments; the page reads them as one.
    const text = html.replaceAll('<!-- -->', '');
    expect(text).toContain('<strong>checkout.step.paymentMethod: </strong>The card was declined');
    expect(text).toContain('<a href="#checkout-email">Email: Required</a>');
  });

  it('joins a label to its reason with a full-width colon in Chinese', () => {
    const html = renderToString(
      createElement(
        TranslationsContext.Provider,
        { value: translationsFor('zh-Hant', { 'checkout.step.paymentMethod': '付款方式' }) },
        createElement(ErrorSummary, {
          form: 'checkout',
          title: '請檢查以下各項',
          labels: { email: '電郵' },
          problems: { form: { message: '信用卡被拒', topic: 'checkout.step.paymentMethod' }, fields: { email: { message: '必須填寫' } } },
        }),
      ),
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('<strong>付款方式：</strong>信用卡被拒');
    expect(html).toContain('<a href="#checkout-email">電郵：必須填寫</a>');
    expect(html).not.toMatch(/[\u4e00-\u9fff]: /);
  });

  it("lists refused fields in the form's order, those not on the page last, as the rules gave them", () => {
    const refused = [['firstname', 'a'], ['lastname', 'b'], ['captcha', 'c'], ['email', 'd']] as const;
    // A Chinese form asks the family name first.
    const page = ['email', 'lastname', 'firstname'];
    expect(inFormOrder(refused, (name) => page.indexOf(name)).map(([name]) => name)).toEqual(['email', 'lastname', 'firstname', 'captcha']);
    expect(inFormOrder(refused, () => -1).map(([name]) => name)).toEqual(['firstname', 'lastname', 'captcha', 'email']);
  });
});
