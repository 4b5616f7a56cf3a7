/**
 * Buttons: primary, secondary and link types map to priority high, normal and low
 * (spec 001 §3.3), drawn as the store's primary, outlined and text buttons.
 */
import type { ReactNode } from 'react';
import type { ButtonItemBlock, ButtonsBlock, ButtonType } from '../../lib/content/types.ts';
import { ContentLink } from './ContentLink.tsx';
import styles from './content.module.css';

export type ButtonPriority = 'high' | 'normal' | 'low';

export const PRIORITY_BY_BUTTON_TYPE: Record<ButtonType, ButtonPriority> = { primary: 'high', secondary: 'normal', link: 'low' };

const CLASS_BY_PRIORITY: Record<ButtonPriority, string> = {
  high: 'button button--primary',
  normal: 'button',
  low: 'button button--link',
};

export function buttonClassName(type: ButtonType): string {
  return CLASS_BY_PRIORITY[PRIORITY_BY_BUTTON_TYPE[type]];
}

/** The outer box takes the block's alignment; the inner one sizes same-width buttons to the widest. */
export function Buttons({ block, children }: { block: ButtonsBlock; children: ReactNode }) {
  return (
    <div className={block.className} style={block.style}>
      <div className={styles.buttonList} data-appearance={block.appearance} data-same-width={block.sameWidth || undefined}>
        {children}
      </div>
    </div>
  );
}

export function ButtonItem({ block }: { block: ButtonItemBlock }) {
  const className = buttonClassName(block.buttonType);
  return (
    <div className={[styles.buttonItem, block.className].filter(Boolean).join(' ')} style={block.style}>
      {block.link ? (
        <ContentLink link={block.link} className={className}>
          {block.text}
        </ContentLink>
      ) : (
        <span className={className}>{block.text}</span>
      )}
    </div>
  );
}
