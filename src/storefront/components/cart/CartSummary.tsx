/**
 * The bag's totals (subtotal, each discount with its label, taxes, gift card, grand total), the
 * coupon and gift card forms and the way to checkout. One coupon per checkout (spec 001 §5): with a
 * coupon applied the form offers to remove it; a second code is refused by the API with its own
 * message, shown beside the field. The checkout's summary uses the same two forms.
 */
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import type { AppliedGiftCardView, CartView } from '../../lib/cart/cartView.ts';
import { SIGN_IN_POPUP_CHECKOUT, SIGN_IN_POPUP_PARAM } from '../../lib/session/signInRedirect.ts';
import { useStore, useStorePath } from '../shell/StoreContext.tsx';
import { ScriptedField } from './ScriptedField.tsx';
import { useCartAnswer } from './useCartAnswer.ts';
import styles from './cart.module.css';

export function CartSummary({ cart }: { cart: CartView }) {
  const t = useT();
  const storePath = useStorePath();
  const { shopper } = useStore();
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        {t('cart.summary')}
      </h2>
      <CouponForm coupon={cart.coupon} />
      <GiftCardForm giftCard={cart.giftCard} />
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{cart.subtotal}</dd>
        </div>
        {cart.discounts.map((discount, index) => (
          <div key={`${discount.label}-${index}`} data-kind="discount">
            <dt>{discount.label}</dt>
            <dd>{discount.amount}</dd>
          </div>
        ))}
        {cart.taxes.map((tax, index) => (
          <div key={`${tax.label}-${index}`}>
            <dt>{tax.label}</dt>
            <dd>{tax.amount}</dd>
          </div>
        ))}
        {cart.giftCard ? (
          <div data-kind="gift-card">
            <dt>{t('cart.giftCardLine', { code: cart.giftCard.code })}</dt>
            <dd data-testid="cart-gift-card-amount">{cart.giftCard.amount}</dd>
          </div>
        ) : null}
        <div className={styles.grandTotal}>
          <dt>{t('cart.grandTotal')}</dt>
          <dd data-testid="cart-grand-total">{cart.grandTotal}</dd>
        </div>
      </dl>
      <Link to={storePath('/checkout')} className={`button button--primary ${styles.checkout}`}>
        {t('cart.checkout')}
      </Link>
      {shopper.signedIn ? null : (
        <p className={styles.hint}>
          {t('cart.memberPrompt')}{' '}
          <Link to={`?${SIGN_IN_POPUP_PARAM}=${SIGN_IN_POPUP_CHECKOUT}`} preventScrollReset>
            {t('cart.memberSignIn')}
          </Link>
        </p>
      )}
    </aside>
  );
}

/** A member's own coupon, offered at checkout to choose instead of typing its code. */
export interface CouponChoice {
  code: string;
  name: string;
  /** The coupon's end date, written for the store view. */
  validUntil: string;
}

/**
 * The coupon field, posting to the bag's action from the bag or the checkout (`page`, where a post
 * without scripts goes back to). `choices`, when given, are the member's own valid coupons to pick
 * from (spec 000 §6: staff enter codes only, so they get none).
 */
export function CouponForm({ coupon, page = '/cart', choices = [] }: { coupon: string | null; page?: string; choices?: readonly CouponChoice[] }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-coupon' });
  useCartAnswer(fetcher);
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? t('cart.notice.failed')) : null;
  const busy = fetcher.state !== 'idle';
  return (
    <div className={styles.coupon}>
      {!coupon && choices.length > 0 ? (
        <fetcher.Form method="post" action={storePath('/cart')} aria-labelledby="coupon-choice-label">
          <input type="hidden" name="returnTo" value={storePath(page)} />
          <ScriptedField />
          <label id="coupon-choice-label" htmlFor="coupon-choice">
            {t('cart.myCoupons')}
          </label>
          <div className={styles.couponRow}>
            <select id="coupon-choice" name="couponCode" required defaultValue="">
              <option value="" disabled>
                {t('cart.chooseCoupon')}
              </option>
              {choices.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {t('cart.couponValidUntil', { name: choice.name, code: choice.code, date: choice.validUntil })}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="apply-coupon" className="button" disabled={busy}>
              {t('cart.useCoupon')}
            </button>
          </div>
        </fetcher.Form>
      ) : null}
      <fetcher.Form method="post" action={storePath('/cart')}>
        <input type="hidden" name="returnTo" value={storePath(page)} />
        <ScriptedField />
        <div className={styles.couponStatus} aria-live="polite">
          {coupon ? (
            <div className={styles.couponApplied}>
              <p>{t('cart.couponInUse', { code: coupon })}</p>
              <button type="submit" name="intent" value="remove-coupon" className="button button--link" disabled={busy} formNoValidate>
                {t('cart.removeCoupon')}
              </button>
            </div>
          ) : null}
        </div>
        <label htmlFor="coupon-code">{t('cart.couponCode')}</label>
        <div className={styles.couponRow}>
          {/* Emptied once a code is taken (a new key draws it afresh); a refused code stays to correct. */}
          <input
            key={coupon ?? ''}
            id="coupon-code"
            name="couponCode"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
            required
            aria-describedby={refusal ? 'coupon-hint coupon-error' : 'coupon-hint'}
            aria-invalid={refusal ? true : undefined}
          />
          <button type="submit" name="intent" value="apply-coupon" className="button" disabled={busy}>
            {t('cart.applyCoupon')}
          </button>
        </div>
        <p id="coupon-hint" className={styles.hint}>
          {t('cart.couponOnePerOrder')}
        </p>
        {refusal ? (
          <p id="coupon-error" className={styles.fieldError} role="alert">
            {refusal}
          </p>
        ) : null}
      </fetcher.Form>
    </div>
  );
}

/**
 * The gift card field (spec 000 §3 Cart "gift card"): one card per bag, a new code replaces the
 * old; an unusable code is refused by the API ("invalid gift card"), shown beside the field.
 */
export function GiftCardForm({ giftCard, page = '/cart' }: { giftCard: AppliedGiftCardView | null; page?: string }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-gift-card' });
  useCartAnswer(fetcher);
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? t('cart.notice.failed')) : null;
  const busy = fetcher.state !== 'idle';
  return (
    <div className={styles.coupon}>
      {giftCard ? (
        <fetcher.Form method="post" action={storePath('/cart')} className={styles.couponApplied}>
          <input type="hidden" name="returnTo" value={storePath(page)} />
          <input type="hidden" name="giftCardCode" value={giftCard.code} />
          <ScriptedField />
          <p>{t('cart.giftCardInUse', { code: giftCard.code })}</p>
          <button type="submit" name="intent" value="remove-gift-card" className="button button--link" disabled={busy}>
            {t('cart.removeGiftCard')}
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form method="post" action={storePath('/cart')}>
        <input type="hidden" name="returnTo" value={storePath(page)} />
        <ScriptedField />
        <label htmlFor="gift-card-code">{t('cart.giftCardCode')}</label>
        <div className={styles.couponRow}>
          <input
            key={giftCard?.code ?? ''}
            id="gift-card-code"
            name="giftCardCode"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={64}
            required
            aria-describedby={refusal ? 'gift-card-error' : undefined}
            aria-invalid={refusal ? true : undefined}
          />
          <button type="submit" name="intent" value="apply-gift-card" className="button" disabled={busy}>
            {t('cart.applyGiftCard')}
          </button>
        </div>
        {refusal ? (
          <p id="gift-card-error" className={styles.fieldError} role="alert">
            {refusal}
          </p>
        ) : null}
      </fetcher.Form>
    </div>
  );
}
