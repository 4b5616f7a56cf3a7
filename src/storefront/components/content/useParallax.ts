import { useEffect, type RefObject } from 'react';

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
      const box = element.parentElement!.getBoundingClientRect();
      const viewport = window.innerHeight;
      if (box.bottom < 0 || box.top > viewport) return;
      const progress = (viewport - box.top) / (viewport + box.height);
      const travel = box.height * 0.25 * Math.min(Math.max(speed, 0), 1);
      element.style.transform = `translate3d(0, ${(-progress * travel).toFixed(1)}px, 0)`;
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
