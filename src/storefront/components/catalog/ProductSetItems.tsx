/**
 * What a pair or a set holds: a bundle's items (for her, for him) and a grouped product's pieces,
 * each a small link to its own page with its price.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import type { ProductPageData } from '../../lib/catalog/productPage.server.ts';
import type { ProductCardData } from '../../lib/catalog/productCard.ts';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './product.module.css';

export function ProductSetItems({ product }: { product: Pick<ProductPageData, 'bundleItems' | 'groupedItems'> }) {
  const t = useT();
  if (product.bundleItems.length === 0 && product.groupedItems.length === 0) return null;
  return (
    <section className={styles.setItems} aria-labelledby="set-items-title">
      <h2 id="set-items-title" className={styles.sectionTitle}>
        {t('product.setIncludes')}
      </h2>
      <ul>
        {product.bundleItems.flatMap((item) =>
          item.products.map((piece) => (
            <li key={`${item.id}-${piece.sku}`}>
              <SetPiece piece={piece} caption={item.title} />
            </li>
          )),
        )}
        {product.groupedItems.map((item) => (
          <li key={item.product.sku}>
            <SetPiece piece={item.product} caption={item.quantity > 1 ? t('product.quantity', { quantity: item.quantity }) : null} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SetPiece({ piece, caption }: { piece: ProductCardData; caption: string | null }) {
  const t = useT();
  const storePath = useStorePath();
  const image = piece.image ? productImageSources(piece.image.file, [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL]) : null;
  return (
    <Link to={storePath(piece.path)} className={styles.setPiece}>
      {image ? <img src={image.src} srcSet={image.srcSet} sizes="80px" alt="" width={80} height={100} loading="lazy" decoding="async" /> : <span />}
      <span className={styles.setPieceText}>
        {caption ? <span className={styles.setCaption}>{caption}</span> : null}
        <span className={styles.setName}>{piece.name}</span>
        <span>
          {piece.price}
          {piece.inStock ? null : ` · ${t('product.outOfStock')}`}
        </span>
      </span>
    </Link>
  );
}
