/**
 * A row: contained (within the page width), full-width (background to the edges, content
 * contained) or full-bleed (both to the edges); min-height, vertical alignment, background colour
 * and images, parallax (the background moves slower than the page, drawn 1.25 times the row's
 * size) and a video background.
 */
import { useRef, type CSSProperties, type ReactNode } from 'react';
import type { RowBlock } from '../../lib/content/types.ts';
import { useParallax } from './useParallax.ts';
import { backgroundStyle, parallaxLayerStyle } from './background.ts';
import { VideoBackground } from './VideoBackground.tsx';
import styles from './content.module.css';

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

export function Row({ block, children }: { block: RowBlock; children: ReactNode }) {
  const layer = useRef<HTMLDivElement>(null);
  const parallax = block.parallax.enabled && !!block.background.desktopImage && !block.video;
  useParallax(layer, parallax ? block.parallax.speed : null);

  const style = {
    ...block.style,
    ...backgroundStyle(block.background, { parallax }),
    minHeight: block.minHeight,
    justifyContent: block.verticalAlignment ? JUSTIFY[block.verticalAlignment] : undefined,
  } as CSSProperties;
  const decoration = (
    <>
      {parallax ? <div ref={layer} className={`${styles.parallaxLayer} ${styles.background}`} style={parallaxLayerStyle(block.background)} aria-hidden="true" /> : null}
      {block.video ? <VideoBackground video={block.video} /> : null}
    </>
  );

  const inner = (
    <div className={`${styles.rowInner} ${styles.background}`} style={style}>
      {decoration}
      {block.appearance === 'full-width' ? <div className={`page-width ${styles.rowContent}`}>{children}</div> : <div className={styles.rowContent}>{children}</div>}
    </div>
  );
  // A contained row sits within the page width; its own padding and background stay inside that.
  return (
    <div className={[styles.row, block.className].filter(Boolean).join(' ')} data-appearance={block.appearance}>
      {block.appearance === 'contained' ? <div className="page-width">{inner}</div> : inner}
    </div>
  );
}
