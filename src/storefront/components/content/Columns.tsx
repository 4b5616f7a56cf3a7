/** Column groups and lines lay columns side by side; below 768px they stack. */
import type { CSSProperties } from 'react';
import type { ColumnBlock, ColumnGroupBlock } from '../../lib/content/types.ts';
import { backgroundStyle } from './background.ts';
import { ContentBlocks } from './ContentBlocks.tsx';
import styles from './content.module.css';

export function ColumnGroup({ block }: { block: ColumnGroupBlock }) {
  return (
    <div
      className={[block.type === 'column-line' ? styles.columnLine : styles.columnGroup, block.className].filter(Boolean).join(' ')}
      style={{ ...block.style, minHeight: block.minHeight }}
    >
      <ContentBlocks blocks={block.children} />
    </div>
  );
}

const ALIGN_SELF: Record<string, CSSProperties['alignSelf']> = {
  'align-top': 'flex-start',
  'align-center': 'center',
  'align-bottom': 'flex-end',
  'full-height': 'stretch',
};

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

export function Column({ block }: { block: ColumnBlock }) {
  const style = {
    ...block.style,
    ...backgroundStyle(block.background),
    minHeight: block.minHeight,
    alignSelf: ALIGN_SELF[block.appearance] ?? 'stretch',
    justifyContent: block.verticalAlignment ? JUSTIFY[block.verticalAlignment] : undefined,
    '--column-width': block.width,
  } as CSSProperties;
  return (
    <div className={[styles.column, styles.background, block.className].filter(Boolean).join(' ')} style={style}>
      <ContentBlocks blocks={block.children} />
    </div>
  );
}
