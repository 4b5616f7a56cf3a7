/**
 * Content below the fold keeps the server's HTML and hydrates when it comes near the viewport.
 *
 * A long home page is mostly carousels and banners the shopper has not reached; hydrating them all
 * at once kept a phone's main thread busy past the page budget (docs/decisions.md). While the page
 * hydrates, the children wait behind a Suspense boundary on a gate: React leaves suspended server
 * HTML in place, and a click or key press there makes React hydrate that part first. A click on
 * one of its store links would still load a whole document (the click's default action comes
 * before React can hydrate the link), so until then the block carries it into the router's
 * navigation itself. The gate opens when the block nears the viewport, or as soon as the
 * block is asked to change (new loader data), so React never has to throw the server's HTML away.
 * Pages reached by client navigation render at once: there is nothing to hydrate.
 *
 * A parent may draw again with the same content: React Router does when route discovery adds the
 * routes the page links to, right after hydration, and any press that changes the page's state
 * does. A boundary that receives new props before it has hydrated loses its server HTML, and so
 * does a lazily loaded block inside it still waiting for its script after the gate has opened
 * (taking a press made on it meanwhile): the same content, opened or not, gets the very element it
 * had, which React leaves alone.
 */
import { Suspense, use, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { isHydrating } from '../../lib/storeView/hydration.ts';
import { sameContent } from './sameContent.ts';
import { followWithinApp, type Router } from '../navigation/PathLink.tsx';

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

function Gated({ gate, children, onHydrated }: { gate: Gate | null; children: ReactNode; onHydrated: () => void }) {
  if (gate && !gate.opened) use(gate.promise);
  return (
    <>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </>
  );
}

/** Draws nothing; its effect runs once the children beside it have hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * `className` styles the wrapper: a wrapper hidden by a media query (`display: none`) never comes
 * near the viewport, so what it holds hydrates only where it shows, or when it is used.
 */
export function HydrateNearViewport({ children, margin = '200px', className }: { children: ReactNode; margin?: string; className?: string }) {
  const [gate] = useState(() => (isHydrating() ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);
  const hydrated = useRef(!gate);
  const [markHydrated] = useState(() => () => {
    hydrated.current = true;
  });
  const router = useContext(DataRouterContext)?.router;
  const drawn = useRef<{ children: ReactNode; boundary: ReactElement } | null>(null);
  let boundary: ReactElement;
  if (drawn.current && sameContent(drawn.current.children, children)) {
    boundary = drawn.current.boundary;
  } else {
    // New content: a gate still shut opens now rather than let React drop the server's HTML.
    if (drawn.current) gate?.open();
    boundary = (
      <Suspense fallback={null}>
        <Gated gate={gate} onHydrated={markHydrated}>
          {children}
        </Gated>
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

  useEffect(() => {
    if (hydrated.current) return;
    // On the window, ahead of React's own listener, which stops a click on HTML it cannot hydrate yet.
    const followLink = (event: MouseEvent) => {
      if (hydrated.current || !ref.current?.contains(event.target as Node)) return;
      gate?.open();
      followStoreLink(event, router);
    };
    window.addEventListener('click', followLink, { capture: true });
    return () => window.removeEventListener('click', followLink, { capture: true });
  }, [gate, router]);

  return (
    <div ref={ref} className={className}>
      {boundary}
    </div>
  );
}

/**
 * A click on one of the store's links (React Router and PathLink mark them `data-discover`) is
 * followed as those links follow it once hydrated; a download keeps the browser's behaviour.
 */
function followStoreLink(event: MouseEvent, router: Router | undefined): void {
  const link = event.target instanceof Element ? event.target.closest('a[data-discover]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  followWithinApp(event, router, `${link.pathname}${link.search}${link.hash}`, link.target);
}
