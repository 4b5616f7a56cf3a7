/**
 * The mini cart drawer. Its lines are drawn by MiniCartLines, loaded only when the shopper first
 * opens the drawer: pages that never open it carry none of its script.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useT } from '../../../i18n/useT.ts';
import { Drawer } from '../../dialog/Drawer.tsx';
import styles from './Header.module.css';

const MiniCartLines = lazy(() => import('./MiniCartLines.tsx'));

export function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return (
    <Drawer id="minicart" open={open} onClose={onClose} side="right" title={t('minicart.title')}>
      <div className={styles.miniCart}>
        {opened ? (
          <Suspense fallback={<p role="status">{t('minicart.loading')}</p>}>
            <MiniCartLines open={open} onClose={onClose} styles={styles} />
          </Suspense>
        ) : null}
      </div>
    </Drawer>
  );
}
