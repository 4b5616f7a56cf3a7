import { useEffect, useRef } from 'react';

/**
 * A `<details>` menu (it opens without JavaScript) that also closes on a click outside it, on
 * Escape (focus back on its summary) and after choosing a link inside it.
 */
export function useDismissableDetails<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => details.removeAttribute('open');
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('keydown', onKeyDown);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('keydown', onKeyDown);
      details.removeEventListener('click', onClick);
    };
  }, []);
  return ref;
}
