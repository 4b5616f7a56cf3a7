/**
 * A product in a carousel or listing: image at the catalog's 0.8 aspect ratio (its box is sized
 * before the image loads), name, price, the regular price struck through when discounted, and the
 * wishlist heart over the picture.
 */
import { Link } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { productImageSources } from '../../lib/storeView/images.ts';
import type { ProductCardData } from '../../lib/catalog/productCard.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import { WishlistHeart } from '../wishlist/WishlistHeart.tsx';
import styles from './ProductCard.module.css';

export function ProductCard({ product, sizes, eager = false }: { product: ProductCardData; sizes: string; eager?: boolean }) {
  const t = useT();
  const storePath = useStorePath();
  const image = product.image ? productImageSources(product.image.file) : null;
  return (
    <article className={styles.card}>
      <Link to={storePath(product.path)} className={styles.link}>
        <div className={styles.imageBox}>
          {image ? (
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes={sizes}
              // The card's link already names the piece: the picture adds nothing to read out (axe image-redundant-alt).
              alt=""
              width={320}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          {!product.inStock ? <span className={styles.stock}>{t('product.outOfStock')}</span> : null}
          {product.percentOff ? <span className={styles.discount}>{t('product.percentOff', { percent: product.percentOff })}</span> : null}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </Link>
      <WishlistHeart sku={product.sku} name={product.name} placement="card" />
      <p className={styles.price}>
        {product.points ? (
          t('member.pointsValue', { count: product.points.count, points: product.points.text })
        ) : (
          <>
        <span className={product.regularPrice ? styles.finalPrice : undefined}>{product.price}</span>
        {product.regularPrice ? (
          <s className={styles.regularPrice}>
            <span className="visually-hidden">{t('product.regularPrice', { price: product.regularPrice })}</span>
            <span aria-hidden="true">{product.regularPrice}</span>
          </s>
        ) : null}
          </>
        )}
      </p>
    </article>
  );
}
