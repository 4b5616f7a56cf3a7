/** A link from content: internal ones route inside the store view, others open as written. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentLink as ContentLinkData } from '../../lib/content/types.ts';
import { useStorePath } from '../shell/StoreContext.tsx';

export function ContentLink({ link, className, children, ariaLabel }: { link: ContentLinkData; className?: string; children: ReactNode; ariaLabel?: string }) {
  const storePath = useStorePath();
  const target = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (link.external) {
    return (
      <a href={link.href} className={className} aria-label={ariaLabel} {...target}>
        {children}
      </a>
    );
  }
  return (
    <Link to={storePath(link.href)} className={className} aria-label={ariaLabel} {...target}>
      {children}
    </Link>
  );
}
