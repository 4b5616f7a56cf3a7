/**
 * What a staff member sees where shoppers see Add to bag (spec 000 §4: "Staff cannot add non-custom
 * products to the cart; those need a QR code"): the QR code of the piece, or of the size chosen
 * above, drawn on the server with the code printed under it, and the ways to the printable shelf
 * tags and to the bag's scan entry.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import type { ProductPageData, Variant } from '../../lib/catalog/productPage.server.ts';
import type { ShelfTag } from '../../lib/staff/shelfTags.server.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { ShelfTagCode } from './ShelfTagCode.tsx';
import styles from './staff.module.css';

export function StaffProductCode({ tags, product, variant }: { tags: ShelfTag[]; product: ProductPageData; variant: Variant | null }) {
  const t = useT();
  const storePath = useStorePath();
  const configurable = product.options.length > 0;
  const tag = configurable ? tags.find((candidate) => candidate.sku === variant?.sku) : tags[0];
  return (
    <section className={styles.panel} aria-labelledby="staff-code-title" data-testid="staff-product-code">
      <h2 id="staff-code-title" className={styles.panelTitle}>
        {t('staff.code.title')}
      </h2>
      <p>{t('staff.code.intro')}</p>
      {tag ? <ShelfTagCode tag={tag} /> : <p className={styles.note}>{t(tags.length > 0 ? 'staff.code.chooseOptions' : 'staff.code.none')}</p>}
      <p className={styles.links}>
        {tags.length > 0 ? <Link to={storePath(`/staff/tags/${encodeURIComponent(product.sku)}`)}>{t('staff.code.printTags')}</Link> : null}
        <Link to={storePath('/cart#staff-scan')}>{t('staff.code.toBag')}</Link>
      </p>
    </section>
  );
}
