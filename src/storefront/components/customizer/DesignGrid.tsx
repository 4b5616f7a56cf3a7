/**
 * Made-to-order designs as cards (picture, name, price from), each leading to the design's steps,
 * and the categories of the entry page (picture, name, count). Pictures are the designs' own
 * drawings, named by the card's link, so they carry no text of their own.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { designPath } from '../../lib/customizer/customizerPaths.ts';
import type { CategorySummary, DesignCard } from '../../lib/customizer/designListing.ts';
import { drawnPictureSources } from '../../lib/storeView/images.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './tosi.module.css';

/** The cards' widths (tosi.module.css): two across a phone, then three or four designs, five categories. */
const DESIGN_SIZES = '(min-width: 1181px) 25vw, (min-width: 768px) 33vw, 50vw';
const CATEGORY_SIZES = '(min-width: 768px) 20vw, 50vw';

export function DesignGrid({ designs, eager = 0 }: { designs: DesignCard[]; eager?: number }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <ul className={styles.designs} data-testid="design-list">
      {designs.map((design, index) => (
        <li key={design.sku}>
          <Link to={storePath(designPath(design.sku))} className={styles.card} data-testid="design-card">
            <span className={styles.picture}>
              <img {...drawnPictureSources(design.image)} sizes={DESIGN_SIZES} alt="" width={320} height={320} loading={index < eager ? 'eager' : 'lazy'} decoding="async" />
            </span>
            <span className={styles.cardName}>{design.name}</span>
            <span className={styles.cardPrice}>{t('tosi.priceFrom', { price: design.priceFrom })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGrid({ categories }: { categories: Array<Omit<CategorySummary, 'designs'>> }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <ul className={styles.categories}>
      {categories.map((category, index) => (
        <li key={category.code}>
          <Link to={storePath(category.path)} className={styles.card} data-testid="category-card">
            <span className={styles.picture}>
              {category.image ? (
                <img {...drawnPictureSources(category.image)} sizes={CATEGORY_SIZES} alt="" width={320} height={320} loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
              ) : null}
            </span>
            <span className={styles.cardName}>{category.label}</span>
            <span className={styles.cardPrice}>{t('tosi.designCount', { count: category.designCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The way to a consultation with a jeweller, on the made-to-order pages. */
export function ConsultationLink() {
  const t = useT();
  const storePath = useStorePath();
  return (
    <section className={styles.consultation} aria-labelledby="tosi-consultation-title">
      <h2 id="tosi-consultation-title" className={styles.sectionTitle}>
        {t('tosi.appointment')}
      </h2>
      <p>{t('tosi.bookText')}</p>
      <Link className="button" to={storePath('/customizer/apt')}>
        {t('tosi.appointment')}
      </Link>
    </section>
  );
}
