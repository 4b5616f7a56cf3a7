/** The payment step's saved cards (a signed-in shopper's, from the gateway's vault): choose one and pay. */
import { Form } from 'react-router';
import { CARD_PAYMENT_CODE } from '../../../rules/paymentMethods.ts';
import { useT } from '../../i18n/useT.ts';
import type { SavedCard } from '../../lib/account/savedCards.ts';
import { SavedCardLabel } from '../account/SavedCardLabel.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import { PlaceOrderRow } from './PlaceOrderRow.tsx';
import styles from './checkout.module.css';

export function SavedCardsPayment({ cards, total, onSubmit }: { cards: SavedCard[]; total: string; onSubmit: () => void }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="checkout-saved-cards-title">
      <h3 id="checkout-saved-cards-title" className={styles.panelTitle}>
        {t('settings.savedCardsAtCheckout')}
      </h3>
      <Form method="post" className={styles.cardReady} onSubmit={onSubmit}>
        <input type="hidden" name="method" value={CARD_PAYMENT_CODE} />
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('settings.chooseSavedCard')}</legend>
          {cards.map((card, index) => (
            <label key={card.publicHash} className={styles.choice}>
              <input type="radio" name="public_hash" value={card.publicHash} defaultChecked={index === 0} />
              <span>
                <SavedCardLabel card={card} />
              </span>
            </label>
          ))}
        </fieldset>
        <PlaceOrderRow total={total}>
          <SubmitButton intent="placeOrder">{t('settings.payWithSavedCard')}</SubmitButton>
        </PlaceOrderRow>
      </Form>
    </section>
  );
}
