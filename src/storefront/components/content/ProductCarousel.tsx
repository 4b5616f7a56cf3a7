/** A products block: its SKUs' cards (fetched by the page's loader) as a carousel or a grid. */
import { useT } from '../../i18n/useT.ts';
import type { ProductsBlock } from '../../lib/content/types.ts';
import { ProductCard } from '../catalog/ProductCard.tsx';
import { Carousel } from './Carousel.tsx';
import { useContentContext } from './ContentContext.tsx';
import styles from './content.module.css';

export function ProductCarousel({ block, title }: { block: ProductsBlock; title?: string }) {
  const t = useT();
  const { products } = useContentContext();
  const cards = block.skus.flatMap((sku) => (products[sku] ? [products[sku]] : []));
  if (cards.length === 0) return null;
  const { counts } = block.carousel;
  const sizes = `(min-width: 1025px) ${Math.ceil(100 / counts.pc)}vw, (min-width: 768px) ${Math.ceil(100 / counts.tablet)}vw, ${Math.ceil(100 / counts.mobile)}vw`;
  const items = cards.map((product) => <ProductCard key={product.sku} product={product} sizes={sizes} />);
  const className = [styles.products, block.className].filter(Boolean).join(' ');
  if (block.appearance === 'grid') {
    return (
      <div className={`${className} ${styles.productGrid}`} style={block.style}>
        {items}
      </div>
    );
  }
  return (
    <Carousel label={title ?? t('carousel.products')} className={className} style={block.style} centerPadding={block.carousel.centerPadding} {...block.carousel}>
      {items}
    </Carousel>
  );
}
