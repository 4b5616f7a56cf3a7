import { useEffect, useState, type RefObject } from 'react';
import { VIDEO_END_CHECK_MS } from '../../../rules/limits.ts';

/** Seconds before the end at which a looping video jumps back to its start (spec 001 §3.3). */
const LOOP_END_MARGIN_S = 0.1;

/** The phone source under 768px when the block has one (spec 001 §3.3), else the one source. */
export function videoSource(phone: boolean, url: string, mobileUrl: string | undefined): string {
  return phone && mobileUrl ? mobileUrl : url;
}

/**
 * What the every-150 ms check does with a playing video at `currentTime` of `duration` seconds: a
 * looping one goes back to its start 0.1 s before the end, one that does not loop gives way to its
 * image at the end. A video paused, or whose length is not known yet, is left alone.
 */
export function endOfVideo(video: { currentTime: number; duration: number; paused: boolean }, loop: boolean): 'restart' | 'revert' | null {
  if (!video.duration || video.paused) return null;
  if (loop) return video.currentTime >= video.duration - LOOP_END_MARGIN_S ? 'restart' : null;
  return video.currentTime >= video.duration ? 'revert' : null;
}

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
    setSrc(videoSource(phone, options.url, options.mobileUrl));
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
      const end = endOfVideo(element, options.loop);
      if (end === 'restart') element.currentTime = 0;
      else if (end === 'revert') revert();
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
