/**
 * Tabs (spec 001 §3.3): the default tab open first, navigation aligned left, centre or right.
 * Keyboard use follows the WAI tabs pattern: arrows, Home and End move between tabs.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { TabsBlock } from '../../lib/content/types.ts';
import { backgroundStyle } from './background.ts';
import styles from './content.module.css';

/** `panels` holds each tab's drawn content, in the order of the block's tab items. */
export function Tabs({ block, panels }: { block: TabsBlock; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(block.defaultIndex);
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = block.children.length;

  const select = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: count - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className={[styles.tabs, block.className].filter(Boolean).join(' ')} style={block.style}>
      <div role="tablist" className={styles.tabList} data-align={block.navigationAlignment} onKeyDown={onKeyDown}>
        {block.headers.map((header, index) => (
          <button
            key={index}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
          >
            {header}
          </button>
        ))}
      </div>
      {block.children.map((item, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={[styles.tabPanel, styles.background, item.className].filter(Boolean).join(' ')}
          style={{ ...item.style, ...backgroundStyle(item.background), minHeight: item.minHeight ?? block.minHeight }}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
