/**
 * The bag's lines: picture, name, options, price, quantity and remove. Each line posts to the
 * bag's action through its own fetcher; a new quantity shows at once and a removed line leaves at
 * once (the answer then confirms or puts it back with the refusal beside it). Without scripts the
 * quantity has an Update button and the forms post and come back.
 */
import type { ReactNode } from 'react';
import { Link, useFetcher, type FetcherWithComponents } from 'react-router';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { CART_LINE_MAX_QUANTITY } from '../../../rules/cart.ts';
import { useT } from '../../i18n/useT.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import type { CartLineView } from '../../lib/cart/cartView.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { LineChoices } from './LineChoices.tsx';
import { ScriptedField } from './ScriptedField.tsx';
import { reportBagChange, useCartAnswer } from './useCartAnswer.ts';
import styles from './cart.module.css';

export function CartLines({ lines }: { lines: CartLineView[] }) {
  const t = useT();
  return (
    <section aria-label={t('cart.lines')}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLine key={line.uid} line={line} />
        ))}
      </ul>
    </section>
  );
}

/** Quantities offered: 1 to 10, or fewer when the stock is lower, and always the line's own. */
function quantityChoices(line: CartLineView): number[] {
  const top = Math.min(CART_LINE_MAX_QUANTITY, Math.max(line.quantity, Math.min(10, line.maxQuantity ?? 10), 1));
  return Array.from({ length: top }, (_, index) => index + 1);
}

type CartLineFetcher = FetcherWithComponents<CartActionResult>;

function CartLine({ line }: { line: CartLineView }) {
  const t = useT();
  const storePath = useStorePath();
  const fetcher = useFetcher<CartActionResult>({
    key: `cart-line-${line.uid}`,
  });
  const answer = useCartAnswer(fetcher);
  const pending = fetcher.formData;
  const pendingIntent = pending?.get('intent');
  const pendingQuantity = pendingIntent === 'update' ? Number(pending?.get('quantity')) : null;
  const pendingVariant = pendingIntent === 'change-variant' ? String(pending?.get('variantSku')) : null;
  if (pendingIntent === 'remove' || pendingQuantity === 0) return null;
  const quantity = pendingQuantity ?? line.quantity;
  const refusal = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? t('cart.notice.failed')) : null;
  const error = refusal ?? line.error;
  const image = line.image ? productImageSources(line.image.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL, IMAGE_WIDTHS.REGULAR]) : null;
  const errorId = `cart-line-error-${line.uid}`;

  const submitQuantity = (form: HTMLFormElement | null, next: number) => {
    if (!form) return;
    const difference = next - line.quantity;
    answer.expect(
      difference === 0
        ? null
        : {
            event: difference > 0 ? 'add_to_cart' : 'remove_from_cart',
            item: line.analytics,
            quantity: Math.abs(difference),
          },
    );
    void fetcher.submit(form);
  };

  return (
    <li className={styles.line} data-testid="cart-line" data-sku={line.sku}>
      <Link to={storePath(line.path)} className={styles.lineImage} tabIndex={-1} aria-hidden="true">
        {image ? <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 960px) 12rem, 9.6rem" alt="" width={160} height={200} loading="lazy" /> : null}
      </Link>
      <div className={styles.lineInfo}>
        <h2 className={styles.lineName}>
          <Link to={storePath(line.path)}>{line.name}</Link>
        </h2>
        {/* An option the shopper can change here is shown by its select, not again as text. */}
        <LineChoices choices={{ ...line.choices, rows: line.choices.rows.filter((row) => !(row.kind === 'option' && line.variantChoices.some((choice) => choice.label === row.label))) }} />
        {line.variantChoices.map((choice) => (
          <LineSelectForm key={choice.code} fetcher={fetcher} intent="change-variant" lineUid={line.uid} label={choice.label}>
            <select
              name="variantSku"
              value={pendingVariant ?? choice.options.find((option) => option.current)?.sku}
              aria-label={t('cart.variantOf', { option: choice.label, name: line.name })}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                // The line leaves and the new variant comes in (spec 000 §4): no change of pieces to report.
                answer.expect(null);
                void fetcher.submit(event.currentTarget.form);
              }}
            >
              {choice.options.map((option) => (
                <option key={option.sku} value={option.sku} disabled={!option.available && !option.current}>
                  {option.available || option.current ? option.label : t('cart.variantSoldOut', { value: option.label })}
                </option>
              ))}
            </select>
          </LineSelectForm>
        ))}
        {line.serviceCharge ? <p className={styles.unitPrice}>{t('cart.serviceCharge', { amount: line.serviceCharge })}</p> : null}
        {line.editPath ? (
          <Link to={storePath(line.editPath)} className={styles.editLink} aria-label={t('cart.editDesignOf', { name: line.name })}>
            {t('cart.editDesign')}
          </Link>
        ) : null}
        {line.isGift ? <p className={styles.giftTag}>{t('cart.gift')}</p> : null}
        {line.isGold ? <p className={styles.goldTag}>{t('cart.goldPriced')}</p> : null}
        {line.quotedPrice ? <p className={styles.repriced}>{t('cart.goldRepriced', { was: line.quotedPrice })}</p> : null}
        <p className={styles.unitPrice}>{t('cart.unitPrice', { price: line.unitPrice })}</p>
        {error ? (
          <p id={errorId} className={styles.lineError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.lineControls}>
        {line.isGift ? (
          <p className={styles.giftQuantity}>{t('product.quantity', { quantity: line.quantity })}</p>
        ) : (
          <LineSelectForm fetcher={fetcher} intent="update" lineUid={line.uid} label={t('cart.quantity')}>
            <select
              name="quantity"
              value={quantity}
              aria-label={t('cart.quantityOf', { name: line.name })}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => submitQuantity(event.currentTarget.form, Number(event.currentTarget.value))}
            >
              {quantityChoices(line).map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </LineSelectForm>
        )}
        <p className={styles.rowTotal}>{line.rowTotal}</p>
        <fetcher.Form
          method="post"
          action={storePath('/cart')}
          // The line leaves the page at once, before the answer: its removal is reported now.
          onSubmit={() =>
            reportBagChange({
              event: 'remove_from_cart',
              item: line.analytics,
              quantity: line.quantity,
            })
          }
        >
          <LineFields intent="remove" lineUid={line.uid} />
          <button type="submit" className={`button button--link ${styles.remove}`} aria-label={t('cart.removeItem', { name: line.name })}>
            {t('cart.remove')}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}

/** What every form of a line posts beside its own field: the action, the line and where to come back. */
function LineFields({ intent, lineUid }: { intent: string; lineUid: string }) {
  const storePath = useStorePath();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemUid" value={lineUid} />
      <input type="hidden" name="returnTo" value={storePath('/cart')} />
      <ScriptedField />
    </>
  );
}

/** A line's labelled select (the quantity, a size) posting as it changes; without scripts, an Update button posts it. */
function LineSelectForm({ fetcher, intent, lineUid, label, children }: { fetcher: CartLineFetcher; intent: string; lineUid: string; label: string; children: ReactNode }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <fetcher.Form method="post" action={storePath('/cart')} className={styles.quantityForm}>
      <LineFields intent={intent} lineUid={lineUid} />
      <label className={styles.quantityLabel}>
        <span>{label}</span>
        {children}
      </label>
      <noscript>
        <button type="submit" className="button button--link">
          {t('cart.update')}
        </button>
      </noscript>
    </fetcher.Form>
  );
}
