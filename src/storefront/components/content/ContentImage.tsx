/**
 * An image: the mobile image swaps in below 768px through `<picture>`, both with srcset over the
 * spec's widths; alt, title, link (opened in a new tab if asked) and caption.
 */
import type { ImageBlock } from '../../lib/content/types.ts';
import { contentImageSources } from '../../lib/storeView/images.ts';
import { ContentLink } from './ContentLink.tsx';
import styles from './content.module.css';

export function ContentImage({ block }: { block: ImageBlock }) {
  const desktop = contentImageSources(block.desktopImage);
  const mobile = block.mobileImage ? contentImageSources(block.mobileImage) : null;
  const { borderStyle, borderColor, borderWidth, borderRadius, ...figureStyle } = block.style;
  const picture = (
    <picture>
      {mobile ? <source media="(max-width: 767px)" srcSet={mobile.srcSet ?? mobile.src} sizes="100vw" /> : null}
      <img
        className={styles.image}
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes="(min-width: 1640px) 1640px, 100vw"
        alt={block.alt}
        title={block.title}
        width={block.width}
        height={block.height}
        loading="lazy"
        decoding="async"
        style={{ borderStyle, borderColor, borderWidth, borderRadius }}
      />
    </picture>
  );
  return (
    <figure className={[styles.figure, block.className].filter(Boolean).join(' ')} style={figureStyle}>
      {block.link ? <ContentLink link={block.link}>{picture}</ContentLink> : picture}
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  );
}
