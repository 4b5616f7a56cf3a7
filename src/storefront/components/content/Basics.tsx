/** The simple types: heading, text and html (sanitized on the server), divider. */
import { useNavigate } from 'react-router';
import type { DividerBlock, HeadingBlock, HtmlBlock } from '../../lib/content/types.ts';
import { isPlainClick } from '../navigation/plainClick.ts';
import styles from './content.module.css';

export function Heading({ block }: { block: HeadingBlock }) {
  const Tag = block.level;
  return (
    <Tag className={[styles.heading, block.className].filter(Boolean).join(' ')} style={block.style}>
      {block.text}
    </Tag>
  );
}

/**
 * Rich text. Links to the store's own pages were given the store prefix on the server; here a
 * click on one navigates without a full page load.
 */
export function RichHtml({ block }: { block: HtmlBlock }) {
  const navigate = useNavigate();
  return (
    <div
      className={['rich-text', styles.richText, block.className].filter(Boolean).join(' ')}
      style={block.style}
      data-centered={block.style.textAlign === 'center' || undefined}
      dangerouslySetInnerHTML={{ __html: block.html }}
      onClick={(event) => {
        const anchor = (event.target as Element).closest('a');
        if (!anchor || !isPlainClick(event)) return;
        if (anchor.target || anchor.origin !== window.location.origin || anchor.hasAttribute('download')) return;
        event.preventDefault();
        navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
      }}
    />
  );
}

export function Divider({ block }: { block: DividerBlock }) {
  return (
    <div className={block.className} style={block.style}>
      <hr
        className={styles.divider}
        style={{ width: block.width, borderTopColor: block.color, borderTopWidth: block.thickness }}
      />
    </div>
  );
}
