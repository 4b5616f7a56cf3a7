/**
 * The payment step: a reminder of the shipping step's choices, then the ways to pay the API offers
 * for the cart (available_payment_methods), in its order, each as a panel:
 *
 * - Card: the card form posts straight to the payment gateway's nonce endpoint (a plain form,
 *   not the route's action), which answers with a redirect back to the store carrying a one-time
 *   nonce and the card's brand and last four digits, or the code of the field at fault; the store
 *   keeps them in the session and comes back here (routes/checkoutCardReturn.ts). Card numbers
 *   never reach the storefront's server. With a card in hand, the shopper places the order.
 *   A signed-in shopper may tick "save this card" (kept in the gateway's vault once paid), and pays
 *   with a saved card by choosing it.
 * - Any other method (WeChat Pay; "free" when a gift card pays the whole order) needs nothing
 *   more: its button places the order at once, and a wallet's QR code page follows.
 */
import { useEffect, useState } from 'react';
import { Form, Link } from 'react-router';
import type { SavedCard } from '../../lib/account/savedCards.ts';
import { trackCheckout, type AnalyticsCart } from '../../lib/checkout/checkoutAnalytics.ts';
import type { ShippingChoice } from '../../lib/checkout/checkoutView.ts';
import type { FormProblems } from '../../lib/forms/formProblems.ts';
import { useT, type MessageId } from '../../i18n/useT.ts';
import type { CardFieldCode, CardProblem } from '../../../rules/checkoutForms.ts';
import { CARD_PAYMENT_CODE } from '../../../rules/paymentMethods.ts';
import type { OfferedMethod } from '../../lib/checkout/checkoutView.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { useCardName } from '../account/SavedCardLabel.tsx';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import formStyles from '../form/form.module.css';
import { PlaceOrderRow } from './PlaceOrderRow.tsx';
import { SavedCardsPayment } from './SavedCardsPayment.tsx';
import styles from './checkout.module.css';

/** The sandbox gateway's card form endpoint (same origin, so the page's form-action policy allows it). */
export const CARD_NONCE_ENDPOINT = '/payment-sandbox/v1/nonces';

/** What a method's panel says under its title, and its button, where it says more than "Place order". */
const METHOD_HINTS: Partial<Record<string, MessageId>> = { wechat_pay: 'checkout.wechatPayHint', free: 'checkout.freeHint' };
const METHOD_BUTTONS: Partial<Record<string, MessageId>> = { wechat_pay: 'checkout.payWithWechat' };

/** What the card form says of each field the gateway names at fault: the store's words, never the URL's. */
const CARD_PROBLEM_MESSAGES: Record<CardFieldCode, MessageId> = {
  number: 'checkout.cardNumberInvalid',
  expiry: 'checkout.cardExpiryInvalid',
  cvv: 'checkout.cardCvvInvalid',
  name: 'checkout.cardNameMissing',
};

export interface PaymentStepProps {
  choice: ShippingChoice;
  /** The card the gateway answered, as the shopper may see it (the nonce stays in the session). */
  card: { brand: string; last4: string } | null;
  cardProblem: CardProblem | null;
  /** The refusal of the order or of its payment, named after its step. */
  problems: FormProblems;
  analytics: AnalyticsCart;
  /** The ways to pay the API offers for the cart. */
  methods: OfferedMethod[];
  /** The signed-in shopper's saved cards (none for a guest). */
  savedCards: SavedCard[];
  /** Whether the card may be kept for next time: the shopper is signed in. */
  canSaveCard: boolean;
  /** The order's total, said beside each button that places the order. */
  total: string;
  /** This year, the first a card's expiry may be in (the server's clock, so the page hydrates alike). */
  cardYearFrom: number;
}

export function PaymentStep({ choice, card, cardProblem, problems, analytics, methods, savedCards, canSaveCard, total, cardYearFrom }: PaymentStepProps) {
  const t = useT();
  const storePath = useStorePath();
  const addPaymentInfo = (paymentType: string) => trackCheckout('add_payment_info', analytics, { payment_type: paymentType });
  return (
    <div className={styles.stepForm}>
      <h2 className={styles.stepTitle}>{t('checkout.paymentStep')}</h2>
      <ErrorSummary form="checkout" problems={problems} title={t('checkout.errorTitle')} />

      <section className={styles.panel} aria-labelledby="checkout-review-title">
        <div className={styles.panelHeader}>
          <h3 id="checkout-review-title" className={styles.panelTitle}>
            {choice.delivery === 'pickup' ? t('checkout.storePickup') : t('checkout.homeDelivery')}
          </h3>
          <Link to={storePath('/checkout')} className={styles.change}>
            {t('checkout.change')}
            <span className="visually-hidden"> {t('checkout.shippingStep')}</span>
          </Link>
        </div>
        <dl className={styles.review}>
          <div>
            <dt>{t('checkout.email')}</dt>
            <dd>{choice.email}</dd>
          </div>
          <div>
            <dt>{t('checkout.recipient')}</dt>
            <dd>{choice.contact}</dd>
          </div>
          <div>
            <dt>{choice.delivery === 'pickup' ? t('checkout.pickupStore') : t('checkout.deliveryAddress')}</dt>
            <dd>
              {choice.place.map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
          <div>
            <dt>{t('checkout.billingTitle')}</dt>
            <dd>
              {choice.billing.map((line) => (
                <span key={line} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        </dl>
      </section>

      {methods.map((method, index) =>
        method.code === CARD_PAYMENT_CODE ? (
          <CardPanels key={method.code} {...{ card, cardProblem, savedCards, canSaveCard, total, cardYearFrom }} onPay={() => addPaymentInfo(method.code)} />
        ) : (
          <section key={method.code} className={styles.panel} aria-labelledby={`checkout-${method.code}-title`}>
            <h3 id={`checkout-${method.code}-title`} className={styles.panelTitle}>
              {method.title}
            </h3>
            {METHOD_HINTS[method.code] ? <p className={styles.hint}>{t(METHOD_HINTS[method.code]!)}</p> : null}
            <Form method="post" onSubmit={() => addPaymentInfo(method.code)}>
              <input type="hidden" name="method" value={method.code} />
              <PlaceOrderRow total={total}>
                {/* The first way offered is the main one: a wallet after the card is a plain button, the free method alone is not. */}
                <SubmitButton intent="placeOrder" className={index === 0 ? undefined : 'button'}>
                  {t(METHOD_BUTTONS[method.code] ?? 'checkout.placeOrder')}
                </SubmitButton>
              </PlaceOrderRow>
            </Form>
          </section>
        ),
      )}
    </div>
  );
}

type CardPanelsProps = Pick<PaymentStepProps, 'card' | 'cardProblem' | 'savedCards' | 'canSaveCard' | 'total' | 'cardYearFrom'> & { onPay: () => void };

/** Paying by card: the shopper's saved cards, then a card of the card form (or the one it answered). */
function CardPanels({ card, cardProblem, savedCards, canSaveCard, total, cardYearFrom, onPay }: CardPanelsProps) {
  const t = useT();
  const storePath = useStorePath();
  const cardName = useCardName();
  return (
    <>
      {savedCards.length > 0 ? <SavedCardsPayment cards={savedCards} total={total} onSubmit={onPay} /> : null}

      <section className={styles.panel} aria-labelledby="checkout-card-title">
        <h3 id="checkout-card-title" className={styles.panelTitle}>
          {t('checkout.payByCard')}
        </h3>
        {card ? (
          <Form method="post" className={styles.cardReady} onSubmit={onPay}>
            <p>{t('checkout.cardReady', cardName(card))}</p>
            <input type="hidden" name="method" value={CARD_PAYMENT_CODE} />
            {canSaveCard ? (
              <label className={styles.checkbox}>
                <input type="checkbox" name="save_card" />
                {t('settings.saveCard')}
              </label>
            ) : null}
            <PlaceOrderRow total={total}>
              <SubmitButton intent="placeOrder">{t('checkout.placeOrder')}</SubmitButton>
            </PlaceOrderRow>
            <button type="submit" name="intent" value="otherCard" formNoValidate className={`${styles.change} ${styles.linkButton}`}>
              {t('checkout.otherCard')}
            </button>
          </Form>
        ) : (
          <CardForm error={cardProblem ? ('code' in cardProblem ? t(CARD_PROBLEM_MESSAGES[cardProblem.code]) : cardProblem.refusal) : null} returnUrl={storePath('/checkout/card')} yearFrom={cardYearFrom} />
        )}
      </section>
    </>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * The card's details, sent to the gateway alone. The expiry starts blank: a preset month and year
 * would be a date the shopper did not give, and could already be past.
 */
function CardForm({ error, returnUrl, yearFrom }: { error: string | null; returnUrl: string; yearFrom: number }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  // Coming back to the page from the browser's history finds the form as it was left: usable again.
  useEffect(() => {
    const again = (event: PageTransitionEvent) => event.persisted && setSending(false);
    window.addEventListener('pageshow', again);
    return () => window.removeEventListener('pageshow', again);
  }, []);
  const years = Array.from({ length: 12 }, (_, index) => String(yearFrom + index));
  const errorProps = error ? { 'aria-invalid': true, 'aria-describedby': 'checkout-card-error' } : {};
  return (
    <form method="post" action={CARD_NONCE_ENDPOINT} className={formStyles.fieldGrid} onSubmit={() => setSending(true)} aria-describedby="checkout-card-note">
      <p id="checkout-card-note" className={`${formStyles.hint} ${formStyles.wide}`}>
        {t('checkout.cardNote')}
      </p>
      {error ? (
        <p id="checkout-card-error" className={`${formStyles.fieldError} ${formStyles.wide}`} role="alert">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="return_url" value={returnUrl} />
      <div className={`${formStyles.field} ${formStyles.wide}`}>
        <label htmlFor="card-number">{t('checkout.cardNumber')}</label>
        <input id="card-number" name="number" inputMode="numeric" autoComplete="cc-number" required {...errorProps} />
      </div>
      <div className={`${formStyles.field} ${formStyles.wide}`}>
        <label htmlFor="card-name">{t('checkout.cardName')}</label>
        <input id="card-name" name="name" autoComplete="cc-name" required />
      </div>
      <div className={formStyles.field}>
        <label htmlFor="card-month">{t('checkout.cardMonth')}</label>
        <select id="card-month" name="expiry_month" autoComplete="cc-exp-month" required defaultValue="">
          <option value="" disabled>
            {t('checkout.cardMonthBlank')}
          </option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="card-year">{t('checkout.cardYear')}</label>
        <select id="card-year" name="expiry_year" autoComplete="cc-exp-year" required defaultValue="">
          <option value="" disabled>
            {t('checkout.cardYearBlank')}
          </option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="card-cvv">{t('checkout.cardCvv')}</label>
        <input id="card-cvv" name="cvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
      </div>
      <button type="submit" className={`button button--primary ${formStyles.wide}`} disabled={sending}>
        {t('checkout.useCard')}
      </button>
    </form>
  );
}
