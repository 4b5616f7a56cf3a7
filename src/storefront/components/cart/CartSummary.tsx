/**
 * The bag's totals (subtotal, each discount with its label, taxes, grand total), the coupon and the
 * way to checkout. One coupon per checkout (spec 001 §5): with a coupon applied the form offers to
 * remove it; a second code is refused by the API with its own message, shown beside the field.
 */
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import type { CartView } from '../../lib/cart/cartView.ts';
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

function CouponForm({ coupon }: { coupon: string | null }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-coupon' });
  useCartAnswer(fetcher);
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? t('cart.notice.failed')) : null;
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={storePath('/cart')} className={styles.coupon}>
      <input type="hidden" name="returnTo" value={storePath('/cart')} />
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
        <input
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
  );
}
