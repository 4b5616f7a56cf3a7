import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A gallery drawn as a strip of images that scrolls sideways (swiped on phones, no script needed):
 * thumbnails scroll it to their image, and the image in view is the current one. The strip is
 * positioned, so a slide's offsetLeft is its place in the strip.
 */
export function useGallery(count: number) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const element = strip.current;
    if (!element || count < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setCurrent(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root: element, threshold: 0.6 },
    );
    for (const slide of element.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  const show = useCallback((index: number) => {
    const element = strip.current;
    const slide = element?.children[index] as HTMLElement | undefined;
    if (!element || !slide) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: slide.offsetLeft, behavior: reduceMotion ? 'auto' : 'smooth' });
    setCurrent(index);
  }, []);

  return { strip, current, show };
}
