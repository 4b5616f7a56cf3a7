/**
 * A video behind a row or banner: a file plays muted inline; YouTube and Vimeo play through their
 * background embeds. It can wait until near the viewport (lazy load) and pause when out of view
 * (play only when visible). The fallback image shows until it plays.
 */
import { useEffect, useRef, useState } from 'react';
import type { VideoBackground as VideoBackgroundData } from '../../lib/content/types.ts';
import { embedUrlOf } from '../../lib/content/videoUrls.ts';
import styles from './content.module.css';

export function VideoBackground({ video }: { video: VideoBackgroundData }) {
  const container = useRef<HTMLDivElement>(null);
  const player = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(!video.lazyLoad);
  const embed = embedUrlOf(video.src, { autoplay: true, muted: true, loop: video.loop, background: true });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) setNear(true);
        const media = player.current;
        if (!media || !video.playOnlyVisible) return;
        if (entry.isIntersecting) void media.play().catch(() => {});
        else media.pause();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [video.playOnlyVisible]);

  return (
    <div ref={container} className={styles.videoBackground} aria-hidden="true">
      {near && embed ? (
        <iframe className={styles.videoBackgroundMedia} src={embed} title="" tabIndex={-1} allow="autoplay; fullscreen" />
      ) : null}
      {near && !embed ? (
        <video
          ref={player}
          className={styles.videoBackgroundMedia}
          src={video.src}
          poster={video.fallbackSrc}
          autoPlay
          muted
          loop={video.loop}
          playsInline
          preload={video.lazyLoad ? 'none' : 'auto'}
        />
      ) : null}
      {!near && video.fallbackSrc ? <img className={styles.videoBackgroundMedia} src={video.fallbackSrc} alt="" /> : null}
      {video.overlayColor ? <div className={styles.videoOverlay} style={{ backgroundColor: video.overlayColor }} /> : null}
    </div>
  );
}
