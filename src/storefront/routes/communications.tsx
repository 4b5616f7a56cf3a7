/**
 * Communications (spec 000 §2 /communications): the SMS, email and WhatsApp subscriptions, saved
 * through updateCustomerV2 (is_subscribed_sms, is_subscribed, is_subscribed_whatsapp).
 */
import { Form, useActionData } from 'react-router';
import type { Route } from './+types/communications';
import { ErrorSummary } from '../components/form/ErrorSummary.tsx';
import { Notice } from '../components/form/Field.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { SubscriptionFields } from '../components/account/ProfileFields.tsx';
import { lazyRules, useFormAnswer } from '../components/form/useFormAnswer.ts';
import { useT, type MessageId } from '../i18n/useT.ts';
import { apiRefusal, done, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { loadAccountCustomer, asCustomer } from '../lib/account/accountPage.server.ts';
import { UPDATE_CUSTOMER } from '../lib/account/operations.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { formValues, parseSubscriptionsForm } from '../../rules/customerForms.ts';
import styles from '../components/account/account.module.css';

/** The form's rules, loaded when the form is first submitted (components/form/useFormAnswer.ts). */
const customerForms = () => import('../../rules/customerForms.ts');

const FORM = 'communications';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'settings.communications'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const customer = await loadAccountCustomer(args);
  return { is_subscribed: customer.is_subscribed, is_subscribed_sms: customer.is_subscribed_sms, is_subscribed_whatsapp: customer.is_subscribed_whatsapp };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const parsed = parseSubscriptionsForm(formValues(await args.request.formData()));
  if (!parsed.success) return apiRefusal(FORM, []);
  const answer = await asCustomer(args, () => args.context.client.mutate(UPDATE_CUSTOMER, { input: parsed.data }));
  return answer.data?.updateCustomerV2 ? done(FORM, 'settings.communicationsSaved') : apiRefusal(FORM, answer.errors);
}

export default function CommunicationsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const form = useFormAnswer(FORM, lazyRules(customerForms, (rules) => rules.parseSubscriptionsForm), useActionData<typeof action>());
  return (
    <>
      <header className={styles.header}>
        <h1>{t('settings.communications')}</h1>
        <p className={styles.intro}>{t('settings.communicationsIntro')}</p>
      </header>
      <section className={styles.panel}>
        {form.done ? <Notice>{t(form.done as MessageId)}</Notice> : null}
        <Form method="post" className={styles.form} onSubmit={form.onSubmit} noValidate>
          <ErrorSummary form={FORM} problems={form.problems} />
          <input type="hidden" name="form" value={FORM} />
          <SubscriptionFields form={FORM} values={loaderData} />
          <div className={styles.actions}>
            <SubmitButton form={FORM}>{t('settings.saveCommunications')}</SubmitButton>
          </div>
        </Form>
      </section>
    </>
  );
}
