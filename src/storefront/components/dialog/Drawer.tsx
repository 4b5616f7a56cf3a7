/**
 * A slide-in drawer, 45.6rem wide (spec 000 §2 Layout), from the left (navigation) or the right
 * (mini cart). A native modal dialog: focus stays inside, Escape and the backdrop close it.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useModalDialog } from '../../hooks/useModalDialog.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: string;
  children: ReactNode;
  id?: string;
}

export function Drawer({ open, onClose, side, title, children, id }: DrawerProps) {
  const t = useT();
  const dialog = useModalDialog(open, onClose);
  const titleId = `${id ?? side}-drawer-title`;
  return (
    <dialog id={id} ref={dialog.ref} onClick={dialog.onClick} className={styles.drawer} data-side={side} aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('dialog.close')}>
            <Icon name="close" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}
