/**
 * Content below the fold keeps the server's HTML and hydrates when it comes near the viewport.
 *
 * A long home page is mostly carousels and banners the shopper has not reached; hydrating them all
 * at once kept a phone's main thread busy past the page budget (docs/decisions.md). While the page
 * hydrates, the children wait behind a Suspense boundary on a gate: React leaves suspended server
 * HTML in place, links in it work as plain links, and a click or key press there makes React
 * hydrate that part first. The gate opens when the block nears the viewport, or as soon as the
 * block is asked to change (new loader data), so React never has to throw the server's HTML away.
 * Pages reached by client navigation render at once: there is nothing to hydrate.
 *
 * A parent may draw again with the same content: React Router does when route discovery adds the
 * routes the page links to, right after hydration. A shut boundary that receives new props loses
 * its server HTML, so it then gets the very element it had, which React leaves alone.
 */
import { Suspense, use, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { isHydrating } from '../../lib/storeView/hydration.ts';
import { sameContent } from './sameContent.ts';

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const gate: Gate = {
    opened: false,
    promise: new Promise<void>((done) => (resolve = done)),
    open() {
      if (gate.opened) return;
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

export function HydrateNearViewport({ children, margin = '200px' }: { children: ReactNode; margin?: string }) {
  const [gate] = useState(() => (isHydrating() ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ children: ReactNode; boundary: ReactElement } | null>(null);
  let boundary: ReactElement;
  if (drawn.current && gate && !gate.opened && sameContent(drawn.current.children, children)) {
    boundary = drawn.current.boundary;
  } else {
    // New content while shut: hydrate now rather than let React drop the server's HTML.
    if (drawn.current) gate?.open();
    boundary = (
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    );
    drawn.current = { children, boundary };
  }

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.opened) return;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    // A shopper reaching it another way (a key, a tap on a jump link) hydrates it at once.
    const openNow = () => gate.open();
    element.addEventListener('pointerdown', openNow, { capture: true, once: true });
    element.addEventListener('focusin', openNow, { capture: true, once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerdown', openNow, { capture: true });
      element.removeEventListener('focusin', openNow, { capture: true });
    };
  }, [gate, margin]);

  return (
    <div ref={ref}>{boundary}</div>
  );
}
