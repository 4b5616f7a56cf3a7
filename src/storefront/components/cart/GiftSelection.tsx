/**
 * Gifts the bag has earned (spec 000 §2 Gift-product dialog): a note per rule with a button that
 * opens the dialog "You can choose {total_quantity} more items", listing each rule's gifts with a
 * quantity dropdown. On submit the gifts are added and the bag drawn again; while rules remain the
 * dialog opens again (spec 000 §4). Without scripts the button is a link to `?gifts=choose`, which
 * draws the same form in the page.
 */
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { giftFieldName } from '../../../rules/cart.ts';
import { useGiftSelection } from './useGiftSelection.ts';
import { useT } from '../../i18n/useT.ts';
import type { CartActionResult } from '../../lib/cart/cartActions.server.ts';
import type { GiftRuleView } from '../../lib/cart/cartPage.server.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import { Dialog } from '../dialog/Dialog.tsx';
import { useStorePath } from '../shell/StoreContext.tsx';
import { ScriptedField } from './ScriptedField.tsx';
import { useCartAnswer } from './useCartAnswer.ts';
import styles from './cart.module.css';

/** `page` is the page the offer is on (the bag or the checkout), where a post without scripts goes back to. */
export function GiftSelection({ rules, startOpen, page = '/cart' }: { rules: GiftRuleView[]; startOpen: boolean; page?: string }) {
  const t = useT();
  const storePath = useStorePath();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-gifts' });
  const selection = useGiftSelection(rules);
  const [refusal, setRefusal] = useState<string | null>(null);
  useCartAnswer(fetcher, (answer) => {
    selection.reset();
    setRefusal(answer.ok ? null : (answer.error ?? t('cart.notice.failed')));
    // The dialog opens again while rules remain (spec 000 §4 Gift selection).
    setOpen(!answer.ok || answer.giftsLeft);
  });
  const busy = fetcher.state !== 'idle';

  const fields = (
    <>
      <input type="hidden" name="intent" value="add-gift" />
      <input type="hidden" name="returnTo" value={storePath(page)} />
      <ScriptedField />
      {rules.map((rule) => (
        <fieldset key={rule.ruleId} className={styles.giftRule}>
          <legend>{rule.label}</legend>
          <ul className={styles.gifts}>
            {rule.products.map((product) => {
              const image = product.image ? productImageSources(product.image.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]) : null;
              const fieldId = `gift-${rule.ruleId}-${product.sku}`;
              return (
                <li key={product.sku} className={styles.gift}>
                  {image ? <img src={image.src} srcSet={image.srcSet} sizes="8rem" alt="" width={80} height={100} loading="lazy" /> : null}
                  <label htmlFor={fieldId} className={styles.giftName}>
                    {product.name}
                  </label>
                  <select
                    id={fieldId}
                    name={giftFieldName(rule.ruleId, product.sku)}
                    aria-label={t('gift.quantityOf', { name: product.name })}
                    value={selection.chosenOf(rule.ruleId, product.sku)}
                    onChange={(event) => selection.choose(rule.ruleId, product.sku, Number(event.currentTarget.value))}
                  >
                    {selection.optionsOf(rule, product).map((quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {refusal ? (
        <p className={styles.fieldError} role="alert">
          {refusal}
        </p>
      ) : null}
    </>
  );

  return (
    <section className={styles.giftOffer} aria-labelledby="gift-offer-title">
      <h2 id="gift-offer-title" className="visually-hidden">
        {t('gift.choose')}
      </h2>
      {rules.map((rule) => (
        <p key={rule.ruleId}>{t('gift.offer', { label: rule.label, count: rule.leftQuantity })}</p>
      ))}
      {startOpen ? (
        <fetcher.Form method="post" action={storePath('/cart')} className={styles.giftForm}>
          <h3>{t('gift.chooseMore', { total_quantity: selection.totalLeft })}</h3>
          {fields}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('gift.add')}
          </button>
        </fetcher.Form>
      ) : (
        <Link
          to={`${storePath(page)}?gifts=choose`}
          className="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          {t('gift.choose')}
        </Link>
      )}
      {startOpen ? null : (
        <Dialog
          open={open}
          title={t('gift.chooseMore', { total_quantity: selection.totalLeft })}
          onCancel={() => setOpen(false)}
          confirmText={t('gift.add')}
          cancelText={t('gift.later')}
          isBusy={busy}
          formProps={{
            method: 'post',
            action: storePath('/cart'),
            onSubmit: (event) => {
              event.preventDefault();
              void fetcher.submit(event.currentTarget);
            },
          }}
        >
          {fields}
        </Dialog>
      )}
    </section>
  );
}
