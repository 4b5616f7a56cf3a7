/**
 * A shelf tag's QR image (an SVG drawn on the server, lib/staff/shelfTags.server.ts) with its code
 * printed under it, for a hand to type where no camera reads it.
 */
import { useT } from '../../i18n/useT.ts';
import type { ShelfTag } from '../../lib/staff/shelfTags.server.ts';
import styles from './staff.module.css';

export function ShelfTagCode({ tag }: { tag: ShelfTag }) {
  const t = useT();
  return (
    <figure className={styles.code} data-testid="shelf-tag-code">
      <div className={styles.qr} role="img" aria-label={t('staff.code.qrLabel', { sku: tag.sku })} dangerouslySetInnerHTML={{ __html: tag.qrSvg }} />
      <figcaption>
        <code data-testid="product-code">{tag.code}</code>
      </figcaption>
    </figure>
  );
}
