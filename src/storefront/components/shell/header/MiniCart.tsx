/** The mini cart drawer. Its lines arrive with the cart; until then it says the bag is empty. */
import { Link } from 'react-router';
import { useT } from '../../../i18n/useT.ts';
import { Drawer } from '../../dialog/Drawer.tsx';
import { useStorePath } from '../StoreContext.tsx';
import styles from './Header.module.css';

export function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <Drawer id="minicart" open={open} onClose={onClose} side="right" title={t('minicart.title')}>
      <div className={styles.miniCart}>
        <p>{t('minicart.empty')}</p>
        <Link className="button button--primary" to={storePath('/cart')}>
          {t('minicart.viewBag')}
        </Link>
      </div>
    </Drawer>
  );
}
