/**
 * A banner or slide: poster (content over the background) or collage (content beside it), with a
 * link, a button shown always or on hover, and an overlay colour always or on hover.
 */
import type { CSSProperties } from 'react';
import type { BannerBlock } from '../../lib/content/types.ts';
import { backgroundStyle } from './background.ts';
import { buttonClassName } from './Buttons.tsx';
import { ContentLink } from './ContentLink.tsx';
import { VideoBackground } from './VideoBackground.tsx';
import styles from './content.module.css';

export function Banner({ block }: { block: BannerBlock }) {
  const wrapperStyle = { ...backgroundStyle(block.background), minHeight: block.minHeight } as CSSProperties;
  const overlayStyle = { '--overlay-color': block.overlayColor } as CSSProperties;
  const body = (
    <div className={`${styles.bannerWrapper} ${styles.background}`} style={wrapperStyle} data-image={block.background.desktopImage ? '' : undefined}>
      {block.video ? <VideoBackground video={block.video} /> : null}
      <div className={styles.bannerOverlay} data-overlay={block.overlayColor ? block.showOverlay : undefined} style={overlayStyle}>
        <div className={styles.bannerContent} style={block.contentStyle}>
          {block.html ? <div className={`rich-text ${styles.bannerText}`} dangerouslySetInnerHTML={{ __html: block.html }} /> : null}
          {block.buttonText ? (
            // Inside a linked banner the button is only drawn: the whole banner is the link.
            <span className={`${buttonClassName(block.buttonType)} ${styles.bannerButton}`} data-show={block.showButton}>
              {block.buttonText}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
  return (
    <div className={[styles.banner, block.className].filter(Boolean).join(' ')} data-appearance={block.appearance} style={block.style}>
      {block.link ? (
        <ContentLink link={block.link} className={styles.bannerLink}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
