/**
 * The address book (spec 000 §2 /address-book): the saved addresses, each editable (`?edit=<id>`)
 * and deletable, and a form to add one; defaults for delivery and billing are ticked on the form.
 * Addresses follow the checkout's rules for the website (rules/address.ts).
 */
import { Form, Link, redirect, useActionData, useSearchParams } from 'react-router';
import type { Route } from './+types/addressBook';
import { AddressCard, addressFormValues, type AccountAddress } from '../components/account/AddressCard.tsx';
import { AddressFields } from '../components/form/AddressFields.tsx';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useStore, useStorePath } from '../components/shell/StoreContext.tsx';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, done, PRIVATE_NO_STORE, refused, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAccountCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { withAddressLines } from '../lib/account/addressLines.server.ts';
import { CREATE_ADDRESS, DELETE_ADDRESS, UPDATE_ADDRESS } from '../lib/account/operations.ts';
import { regionsOf } from '../lib/checkout/checkoutView.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues, parseAddressBookForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';
import { personName } from '../../rules/personName.ts';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'address';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'account.addressBook'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const customer = await loadAccountCustomer(args);
  return { addresses: withAddressLines((customer.addresses ?? []).filter((address) => address !== null), view.localeKey) };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const id = Number(values.id);
  if (values.intent === 'delete') {
    const answer = await asCustomer(args, () => args.context.client.mutate(DELETE_ADDRESS, { id }));
    return answer.data?.deleteCustomerAddress ? done(FORM, 'account.addressDeleted') : apiRefusal(FORM, answer.errors);
  }
  const parsed = parseAddressBookForm(values, view.websiteCode);
  if (!parsed.success) return refused(FORM, parsed.problems);
  const editing = Number.isInteger(id) && id > 0;
  const answer = editing
    ? await asCustomer(args, () => args.context.client.mutate(UPDATE_ADDRESS, { id, input: parsed.data }))
    : await asCustomer(args, () => args.context.client.mutate(CREATE_ADDRESS, { input: parsed.data }));
  if (answer.errors.length > 0 || !answer.data) return apiRefusal(FORM, answer.errors);
  // Back to the list, without the `?edit=` of the form just saved.
  return redirect(`${storePath(view, '/address-book')}?saved=1`, { headers: PRIVATE_NO_STORE });
}

export default function AddressBookPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { view } = useStore();
  const [searchParams] = useSearchParams();
  const answer = useActionData<typeof action>();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => (values) => rules.parseAddressBookForm(values, view.websiteCode)), answer);
  const { addresses } = loaderData;
  const editing: AccountAddress | undefined = addresses.find((address) => String(address.id) === searchParams.get('edit'));
  const doneId = form.done ?? (searchParams.get('saved') === '1' ? 'account.addressSaved' : undefined);
  return (
    <>
      <header className={styles.header}>
        <h1>{t('account.addressBook')}</h1>
      </header>
      {doneId ? <Notice>{t(doneId as MessageId)}</Notice> : null}
      {addresses.length === 0 ? <p>{t('account.noAddresses')}</p> : null}
      <ul className={styles.cards} aria-label={t('account.addresses')}>
        {addresses.map((address) => {
          const name = personName(address, view.localeKey);
          return (
            <li key={address.id} className={styles.panel}>
              <AddressCard address={address} />
              <div className={styles.actions}>
                <Link to={`${storePath('/address-book')}?edit=${address.id}#address-form`} aria-label={t('account.editAddressOf', { name })}>
                  {t('account.edit')}
                </Link>
                <Form method="post">
                  <input type="hidden" name="form" value={FORM} />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={address.id ?? ''} />
                  <button type="submit" className="button button--link" aria-label={t('account.deleteAddressOf', { name })}>
                    {t('account.deleteAddress')}
                  </button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
      <section className={styles.panel} aria-labelledby="address-form">
        <h2 id="address-form">{t(editing ? 'account.editAddress' : 'account.addAddress')}</h2>
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate key={editing?.id ?? 'new'}>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <input type="hidden" name="intent" value="save" />
          {editing ? <input type="hidden" name="id" value={editing.id ?? ''} /> : null}
          <AddressFields
            form={FORM}
            purpose="addressBook"
            values={addressFormValues(editing)}
            problems={form.problems}
            regions={regionsOf(view)}
            website={view.websiteCode}
            defaults={{ shipping: Boolean(editing?.default_shipping), billing: Boolean(editing?.default_billing) }}
          />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('account.saveAddress')}</SubmitButton>
            {editing ? <Link to={storePath('/address-book')}>{t('account.cancel')}</Link> : null}
          </div>
        </Form>
      </section>
    </>
  );
}
