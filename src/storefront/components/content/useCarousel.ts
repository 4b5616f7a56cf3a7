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

/** The first slide of the last page: with `pageSize` slides in view, the track scrolls no further. */
export function lastPageStart(slideCount: number, pageSize: number): number {
  return Math.max(0, slideCount - pageSize);
}

/**
 * Where a move to `target` lands. Past the last page an infinite carousel goes back to the first
 * slide and before the first to the last page; a finite one stops at either end.
 */
export function carouselTarget(target: number, lastStart: number, infinite: boolean): number {
  if (target > lastStart) return infinite ? 0 : lastStart;
  if (target < 0) return infinite ? lastStart : 0;
  return target;
}

/** The arrows and dots for the slide at `index`: how many pages, and which ways the shopper can go. */
export function carouselPaging(index: number, lastStart: number, infinite: boolean) {
  return { pageCount: lastStart + 1, canGoBack: infinite || index > 0, canGoForward: infinite || index < lastStart };
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

  const lastStart = lastPageStart(slideCount, pageSize);

  const goTo = useCallback(
    (target: number) => {
      const next = carouselTarget(target, lastStart, infinite);
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
    ...carouselPaging(index, lastStart, infinite),
    goTo,
    next: () => goTo(index + pageSize),
    previous: () => goTo(index - pageSize),
  };
}
