import { useEffect, useState, type RefObject } from 'react';
import { VIDEO_END_CHECK_MS } from '../../../rules/limits.ts';

/** Seconds before the end at which a looping video jumps back to its start (spec 001 §3.3). */
const LOOP_END_MARGIN_S = 0.1;

/**
 * The video block's behaviour (spec 001 §3.3): an image shows first and gives way to the video
 * once it plays; when a video that does not loop ends, the image comes back. The end is checked
 * every 150 ms; a looping video restarts 0.1 s before its end so it never shows a last frame.
 * Volume starts at 100. The phone source is chosen in the browser, under 768px.
 */
export function useVideoPlayback(
  video: RefObject<HTMLVideoElement | null>,
  options: { url: string; mobileUrl?: string; loop: boolean; hasImage: boolean },
) {
  const [showImage, setShowImage] = useState(options.hasImage);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    const phone = window.matchMedia('(max-width: 767px)').matches;
    setSrc(phone && options.mobileUrl ? options.mobileUrl : options.url);
  }, [options.url, options.mobileUrl]);

  useEffect(() => {
    const element = video.current;
    if (!element || !src) return;
    element.volume = 1;
    const onPlaying = () => setShowImage(false);
    const revert = () => {
      element.pause();
      element.currentTime = 0;
      if (options.hasImage) setShowImage(true);
    };
    const timer = setInterval(() => {
      if (!element.duration || element.paused) return;
      if (options.loop && element.currentTime >= element.duration - LOOP_END_MARGIN_S) element.currentTime = 0;
      else if (!options.loop && element.currentTime >= element.duration) revert();
    }, VIDEO_END_CHECK_MS);
    element.addEventListener('playing', onPlaying);
    if (!options.loop) element.addEventListener('ended', revert);
    return () => {
      clearInterval(timer);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('ended', revert);
    };
  }, [video, src, options.loop, options.hasImage]);

  return { src, showImage, play: () => void video.current?.play().catch(() => {}) };
}
