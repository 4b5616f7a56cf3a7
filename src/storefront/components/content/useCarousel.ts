import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useNearViewport } from '../../hooks/useNearViewport.ts';

export interface CarouselOptions {
  slideCount: number;
  autoplay: boolean;
  autoplaySpeed: number;
  /** Past the last slide, go back to the first (and before the first, to the last). */
  infinite: boolean;
  /** Fade mode shows one slide at a time without scrolling. */
  fade?: boolean;
}

/**
 * A scroll-snap carousel's state: the track scrolls natively (touch, trackpad, and without
 * JavaScript); this reads the current slide from the scroll position and adds arrows, dots and
 * autoplay. Autoplay pauses while the pointer or focus is inside, when the tab is hidden, and for
 * shoppers who ask for reduced motion. A carousel further down the page starts (measures itself,
 * draws its arrows and dots) only as it nears the viewport, so a long home page hydrates lightly.
 */
export function useCarousel(track: RefObject<HTMLElement | null>, options: CarouselOptions) {
  const { slideCount, autoplay, autoplaySpeed, infinite, fade } = options;
  const [index, setIndex] = useState(0);
  const [pageSize, setPageSize] = useState(1);
  const [ready, setReady] = useState(false);
  const paused = useRef(false);
  const near = useNearViewport(track);

  const slides = useCallback(() => Array.from(track.current?.children ?? []) as HTMLElement[], [track]);

  useEffect(() => {
    if (!near) return;
    setReady(true);
    const element = track.current;
    if (!element || fade) return;
    const measure = () => {
      const first = slides()[0];
      if (!first) return;
      const step = first.offsetWidth || 1;
      setPageSize(Math.max(1, Math.round(element.clientWidth / step)));
      setIndex(Math.round(element.scrollLeft / step));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [near, track, slides, fade]);

  const lastStart = Math.max(0, slideCount - pageSize);

  const goTo = useCallback(
    (target: number) => {
      let next = target;
      if (next > lastStart) next = infinite ? 0 : lastStart;
      if (next < 0) next = infinite ? lastStart : 0;
      if (fade) {
        setIndex(next);
        return;
      }
      const slide = slides()[next];
      const element = track.current;
      if (slide && element) element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: 'smooth' });
    },
    [fade, infinite, lastStart, slides, track],
  );

  useEffect(() => {
    if (!near || !autoplay || slideCount <= pageSize || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const element = track.current;
    const pause = () => (paused.current = true);
    const resume = () => (paused.current = false);
    element?.parentElement?.addEventListener('pointerenter', pause);
    element?.parentElement?.addEventListener('pointerleave', resume);
    element?.parentElement?.addEventListener('focusin', pause);
    element?.parentElement?.addEventListener('focusout', resume);
    const timer = setInterval(() => {
      if (paused.current || document.hidden) return;
      if (!infinite && index >= lastStart) return;
      goTo(index + 1);
    }, autoplaySpeed);
    return () => {
      clearInterval(timer);
      element?.parentElement?.removeEventListener('pointerenter', pause);
      element?.parentElement?.removeEventListener('pointerleave', resume);
      element?.parentElement?.removeEventListener('focusin', pause);
      element?.parentElement?.removeEventListener('focusout', resume);
    };
  }, [near, autoplay, autoplaySpeed, goTo, index, infinite, lastStart, pageSize, slideCount, track]);

  return {
    index,
    ready,
    pageCount: lastStart + 1,
    canGoBack: infinite || index > 0,
    canGoForward: infinite || index < lastStart,
    goTo,
    next: () => goTo(index + pageSize),
    previous: () => goTo(index - pageSize),
  };
}
