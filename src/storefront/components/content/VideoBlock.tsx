/**
 * The video type: url and mobile_url, autoplay, muted, max width; YouTube and Vimeo embed. An image
 * shows first and gives way to the video when it starts (spec 001 §3.3): the content's image, else
 * the embedded video's own still. A YouTube or Vimeo player is only loaded on start, when the
 * shopper presses play or, for an autoplaying video, as it nears the viewport.
 */
import { useRef, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useNearViewport } from '../../hooks/useNearViewport.ts';
import { useVideoPlayback } from './useVideoPlayback.ts';
import type { VideoBlock } from '../../lib/content/types.ts';
import { contentImageSources } from '../../lib/storeView/images.ts';
import { embedUrlOf, posterUrlOf } from '../../lib/content/videoUrls.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './content.module.css';

export function VideoBlockView({ block }: { block: VideoBlock }) {
  const embedded = embedUrlOf(block.url, { autoplay: block.autoplay, muted: block.muted, loop: block.loop }) !== null;
  return (
    <div className={[styles.videoBlock, block.className].filter(Boolean).join(' ')} style={block.style}>
      <div className={styles.videoFrame} style={{ maxWidth: block.maxWidth }}>
        {embedded ? <EmbeddedVideo block={block} /> : <NativeVideo block={block} />}
      </div>
    </div>
  );
}

function EmbeddedVideo({ block }: { block: VideoBlock }) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState(false);
  const near = useNearViewport(frame, '0px');
  const started = pressed || (block.autoplay && near);
  // Pressing play is the start: the player then plays at once.
  const embed = embedUrlOf(block.url, { autoplay: true, muted: block.muted, loop: block.loop });
  const poster = block.image ? contentImageSources(block.image) : null;
  const still = poster ? null : posterUrlOf(block.url);

  return (
    <div ref={frame} className={styles.videoMedia}>
      {started && embed ? (
        <iframe className={styles.videoMedia} src={embed} title={t('content.video')} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" />
      ) : (
        <button type="button" className={styles.videoPoster} onClick={() => setPressed(true)} aria-label={t('content.playVideo')}>
          {poster ? <img src={poster.src} srcSet={poster.srcSet} sizes="100vw" alt="" loading="lazy" decoding="async" /> : null}
          {still ? <img src={still} alt="" loading="lazy" decoding="async" /> : null}
          <span className={styles.playButton}>
            <Icon name="play" size={32} />
          </span>
        </button>
      )}
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
        poster={image?.src}
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
          {!block.autoplay ? (
            <span className={styles.playButton}>
              <Icon name="play" size={32} />
            </span>
          ) : null}
        </button>
      ) : null}
    </>
  );
}
