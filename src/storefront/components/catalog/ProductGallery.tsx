/**
 * The product's images in the order of their positions: a strip that scrolls sideways (swipe on
 * phones) and thumbnails that show an image. The first image is the page's largest paint, so it
 * loads at once with high priority; the others load as they come near.
 */
import { useT } from '../../i18n/useT.ts';
import { useGallery } from './useGallery.ts';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { productImageSources, PRODUCT_IMAGE_WIDTHS } from '../../lib/storeView/images.ts';
import styles from './product.module.css';

const MAIN_SIZES = '(min-width: 1640px) 780px, (min-width: 768px) 50vw, 100vw';
const MAIN_WIDTHS = [...PRODUCT_IMAGE_WIDTHS, IMAGE_WIDTHS.XLARGE];
const THUMBNAIL_WIDTHS = [IMAGE_WIDTHS.THUMBNAIL, IMAGE_WIDTHS.SMALL];

export function ProductGallery({ images }: { images: Array<{ file: string; alt: string }> }) {
  const t = useT();
  const gallery = useGallery(images.length);
  if (images.length === 0) return <div className={styles.galleryEmpty} />;

  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      {/* Focusable, so that keyboard users can scroll it with the arrow keys too. */}
      <ul ref={gallery.strip} className={styles.galleryStrip} tabIndex={0} aria-label={t('product.galleryStrip', { total: images.length })}>
        {images.map((image, index) => {
          const sources = productImageSources(image.file, MAIN_WIDTHS);
          return (
            <li key={image.file} id={`product-image-${index + 1}`} data-index={index}>
              <img
                src={sources.src}
                srcSet={sources.srcSet}
                sizes={MAIN_SIZES}
                alt={image.alt}
                width={640}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? 'sync' : 'async'}
              />
            </li>
          );
        })}
      </ul>
      {images.length > 1 ? (
        <ol className={styles.thumbnails}>
          {images.map((image, index) => {
            const sources = productImageSources(image.file, THUMBNAIL_WIDTHS);
            return (
              <li key={image.file}>
                {/* A link to the image without JavaScript; with it, the strip scrolls there. */}
                <a
                  href={`#product-image-${index + 1}`}
                  className={styles.thumbnail}
                  aria-current={index === gallery.current ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    gallery.show(index);
                  }}
                >
                  <img src={sources.src} srcSet={sources.srcSet} sizes="80px" alt="" width={80} height={100} loading="lazy" decoding="async" />
                  <span className="visually-hidden">{t('product.showImage', { index: index + 1, total: images.length })}</span>
                </a>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}
