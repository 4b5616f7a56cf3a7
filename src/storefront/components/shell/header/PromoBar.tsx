/** The promo message bar above the header, from the CMS block 'promo-message'. */
import { useT } from '../../../i18n/useT.ts';
import type { ContentBlock } from '../../../lib/content/types.ts';
import { ContentBlocks } from '../../content/ContentBlocks.tsx';
import styles from './Header.module.css';

export function PromoBar({ blocks }: { blocks: ContentBlock[] }) {
  const t = useT();
  if (blocks.length === 0) return null;
  return (
    <aside className={styles.promo} aria-label={t('header.promo')}>
      <ContentBlocks blocks={blocks} />
    </aside>
  );
}
