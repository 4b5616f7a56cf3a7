import { useEffect, type RefObject } from 'react';

/** How far the layer stands in the row's 25% margin: a quarter of the row's height at full speed. */
const PARALLAX_MARGIN = 0.25;

/**
 * Where the layer of a row with this box sits, in px up from its place, with the viewport this
 * tall: nothing as the row's top enters at the bottom of the viewport, the whole margin times
 * `speed` (held within 0 to 1) as its bottom leaves at the top. A row out of view is not moved.
 */
export function parallaxOffset(box: { top: number; bottom: number; height: number }, viewport: number, speed: number): number | null {
  if (box.bottom < 0 || box.top > viewport) return null;
  const progress = (viewport - box.top) / (viewport + box.height);
  const travel = box.height * PARALLAX_MARGIN * Math.min(Math.max(speed, 0), 1);
  return -progress * travel;
}

/**
 * Moves a background layer as the page scrolls, at `speed` (Page Builder's parallax speed, 0.5 by
 * default): the layer is 25% taller than its row, and travels within that margin. Nothing moves
 * for shoppers who ask for reduced motion.
 */
export function useParallax(layer: RefObject<HTMLElement | null>, speed: number | null): void {
  useEffect(() => {
    const element = layer.current;
    if (speed === null || !element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = parallaxOffset(element.parentElement!.getBoundingClientRect(), window.innerHeight, speed);
      if (offset === null) return;
      element.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [layer, speed]);
}
