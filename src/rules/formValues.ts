/**
 * A posted form's text fields by name. Kept apart from rules/customerForms.ts, whose zod schemas
 * and phone rules are large, so that the form kit loads without them (docs/decisions.md, "Form
 * rules load in the browser when a form is used").
 */
export type FormValues = Record<string, string | undefined>;

/** Form fields as plain strings (a checkbox is present or not). */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  return values;
}
