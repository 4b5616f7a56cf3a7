/** Column groups and lines lay columns side by side; below 768px they stack. */
import type { CSSProperties, ReactNode } from 'react';
import type { ColumnBlock, ColumnGroupBlock } from '../../lib/content/types.ts';
import { backgroundStyle } from './background.ts';
import styles from './content.module.css';

export function ColumnGroup({ block, children }: { block: ColumnGroupBlock; children: ReactNode }) {
  return (
    <div
      className={[block.type === 'column-line' ? styles.columnLine : styles.columnGroup, block.className].filter(Boolean).join(' ')}
      style={{ ...block.style, minHeight: block.minHeight }}
    >
      {children}
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

export function Column({ block, children }: { block: ColumnBlock; children: ReactNode }) {
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
      {children}
    </div>
  );
}
