/**
 * A link to a full path within the store (`/en-hk/diamond-rings.html`): a plain anchor that moves
 * within the app on a plain click. React Router's `Link` resolves every `to` against the route
 * matches it is drawn in, serialising them for each link, and the header, drawer and footer draw
 * about a hundred and twenty links on every page: that resolution cost more than the rest of the
 * menu together (docs/decisions.md, "Pages sent whole"). A full path needs none of it.
 */
import { useContext, type AnchorHTMLAttributes, type ContextType, type MouseEvent } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { isPlainClick, type PlainClickEvent } from './plainClick.ts';

type PathLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path from the site's root, with its store prefix. */
  to: string;
};

export function PathLink({ to, onClick, target, ...rest }: PathLinkProps) {
  // The router itself, read once per link: the navigation hooks each add state and effects, and
  // a link needs the router only when it is followed.
  const router = useContext(DataRouterContext)?.router;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    followWithinApp(event, router, to, target);
  };
  // data-discover: the router learns the routes of the links on the page before they are followed.
  return <a {...rest} href={to} target={target} onClick={handleClick} data-discover="true" />;
}

export type Router = NonNullable<ContextType<typeof DataRouterContext>>['router'];

/**
 * A plain click on a link to `to` becomes a navigation of the app: no document is loaded. Clicks
 * with a modifier, links to another site and those meant for another window keep the browser's
 * behaviour. Shared with the mega menu, whose links are the server's HTML (MegaMenu.tsx).
 */
export function followWithinApp(event: PlainClickEvent, router: Router | undefined, to: string, target?: string | null): void {
  if (!router || !isPathWithinSite(to) || !isPlainClick(event) || (target && target !== '_self')) return;
  event.preventDefault();
  // As React Router's links do: a link to the page already shown replaces it in the history.
  const { pathname, search, hash } = router.state.location;
  void router.navigate(to, { replace: `${pathname}${search}${hash}` === to });
}

/** A path from the root of this site, not another site's address or a protocol-relative one. */
function isPathWithinSite(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}
