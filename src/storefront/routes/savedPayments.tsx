/**
 * Saved payments (spec 000 §2 /saved-payments): the cards kept in the payment gateway's vault at
 * checkout, by brand, last four digits and expiry, each removable behind the generic dialog (or,
 * before scripts load, the confirmation step at `?remove=<public hash>`).
 */
import { useCallback, useState } from 'react';
import { Form, Link, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/savedPayments';
import { ConfirmDialog, ConfirmLink } from '../components/account/ConfirmStep.tsx';
import { Notice } from '../components/form/Field.tsx';
import { SavedCardLabel, useCardName } from '../components/account/SavedCardLabel.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { apiRefusal, PRIVATE_NO_STORE, refuseCrossSitePost } from '../lib/account/accountForms.server.ts';
import { asCustomer } from '../lib/account/accountPage.server.ts';
import { savedCardsOf, type SavedCard } from '../lib/account/savedCards.ts';
import { DELETE_SAVED_CARD, SAVED_CARDS } from '../lib/account/settingsOperations.ts';
import { CommerceRequestError } from '../lib/api/graphql.ts';
import { apiMessageOf } from '../lib/forms/formProblems.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import { formValues } from '../../rules/customerForms.ts';
import formStyles from '../components/form/form.module.css';
import styles from '../components/account/account.module.css';

const FORM = 'saved-card';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'settings.savedPayments'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const answer = await asCustomer(args, () => args.context.client.query(SAVED_CARDS));
  if (!answer.data) throw new CommerceRequestError(answer.errors);
  return { cards: savedCardsOf(answer.data) };
}

export async function action(args: Route.ActionArgs) {
  refuseCrossSitePost(args);
  const view = requireStoreView(args);
  const values = formValues(await args.request.formData());
  const answer = await asCustomer(args, () => args.context.client.mutate(DELETE_SAVED_CARD, { publicHash: (values.public_hash ?? '').slice(0, 200) }));
  if (!answer.data?.deletePaymentToken?.result) return apiRefusal(FORM, answer.errors);
  return redirect(`${storePath(view, '/saved-payments')}?removed=1`, { headers: PRIVATE_NO_STORE });
}

export default function SavedPaymentsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const cardName = useCardName();
  const [searchParams] = useSearchParams();
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const close = useCallback(() => setRemoving(null), []);
  const { cards } = loaderData;
  // Without scripts, the confirmation step of the card the Remove link named.
  const confirming = cards.find((card) => card.publicHash === searchParams.get('remove'));
  return (
    <>
      <header className={styles.header}>
        <h1>{t('settings.savedPayments')}</h1>
        <p className={styles.intro}>{t('settings.savedPaymentsIntro')}</p>
      </header>
      {searchParams.get('removed') === '1' ? <Notice>{t('settings.cardRemoved')}</Notice> : null}
      {confirming ? (
        <section className={styles.panel} aria-labelledby="remove-card-title">
          <h2 id="remove-card-title">{t('settings.removeCardTitle')}</h2>
          <p>{t('settings.removeCardBody', cardName(confirming))}</p>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="public_hash" value={confirming.publicHash} />
            <button type="submit" className="button button--primary">
              {t('dialog.confirm')}
            </button>
            <Link to={storePath('/saved-payments')}>{t('dialog.cancel')}</Link>
          </Form>
        </section>
      ) : null}
      {cards.length === 0 ? (
        <p className={styles.panel}>{t('settings.noSavedCards')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('settings.savedCardsList')}>
          {cards.map((card) => (
            <li key={card.publicHash} className={`${styles.panel} ${styles.savedCard}`}>
              <p>
                <SavedCardLabel card={card} />
              </p>
              <ConfirmLink
                stepHref={`${storePath('/saved-payments')}?remove=${card.publicHash}`}
                onOpen={() => setRemoving(card)}
                label={t('settings.removeCardOf', cardName(card))}
                className="button"
              >
                {t('settings.removeCard')}
              </ConfirmLink>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onCancel={close}
        title={t('settings.removeCardTitle')}
        action={storePath('/saved-payments')}
        refusal={(answer) => <p className={formStyles.fieldError}>{apiMessageOf(answer.problems)}</p>}
      >
        {removing ? (
          <>
            <p>{t('settings.removeCardBody', cardName(removing))}</p>
            <input type="hidden" name="public_hash" value={removing.publicHash} />
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
