/** The video type: url and mobile_url, autoplay, muted, max width; YouTube and Vimeo embed. */
import { useRef } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useVideoPlayback } from '../../hooks/useVideoPlayback.ts';
import type { VideoBlock } from '../../lib/content/types.ts';
import { contentImageSources } from '../../lib/images.ts';
import { embedUrlOf } from '../../lib/videoUrls.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './content.module.css';

export function VideoBlockView({ block }: { block: VideoBlock }) {
  const t = useT();
  const embed = embedUrlOf(block.url, { autoplay: block.autoplay, muted: block.muted, loop: block.loop });
  return (
    <div className={[styles.videoBlock, block.className].filter(Boolean).join(' ')} style={block.style}>
      <div className={styles.videoFrame} style={{ maxWidth: block.maxWidth }}>
        {embed ? (
          <iframe className={styles.videoMedia} src={embed} title={t('content.video')} loading="lazy" allow="autoplay; encrypted-media; fullscreen; picture-in-picture" />
        ) : (
          <NativeVideo block={block} />
        )}
      </div>
    </div>
  );
}

function NativeVideo({ block }: { block: VideoBlock }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const playback = useVideoPlayback(video, { url: block.url, mobileUrl: block.mobileUrl, loop: block.loop, hasImage: !!block.image });
  const image = block.image ? contentImageSources(block.image) : null;
  return (
    <>
      <video
        ref={video}
        className={styles.videoMedia}
        src={playback.src ?? undefined}
        autoPlay={block.autoplay}
        muted={block.muted}
        playsInline
        controls
        preload="metadata"
        aria-label={t('content.video')}
      />
      {image && playback.showImage ? (
        <button type="button" className={styles.videoPoster} onClick={playback.play} aria-label={t('content.playVideo')}>
          <img src={image.src} srcSet={image.srcSet} sizes="100vw" alt="" loading="lazy" decoding="async" />
          {!block.autoplay ? <Icon name="chevronRight" size={48} className={styles.playIcon} /> : null}
        </button>
      ) : null}
    </>
  );
}
