/** Where toasts appear: bottom centre on phones, bottom left on wider screens. */
import type { Toast } from '../../lib/chrome/toasts.ts';
import { useT } from '../../i18n/useT.ts';
import { Icon, type IconName } from '../icons/Icon.tsx';
import { useToasts } from './ToastProvider.tsx';
import styles from './ToastArea.module.css';

const ICON_BY_TYPE: Record<Toast['type'], IconName> = { info: 'info', success: 'check', warning: 'alert', error: 'alert' };

export function ToastArea() {
  const { toasts, removeToast } = useToasts();
  const t = useT();
  return (
    <div className={styles.area}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast} data-type={toast.type} role={toast.type === 'error' ? 'alert' : 'status'}>
          <Icon name={toast.icon ?? ICON_BY_TYPE[toast.type]} className={styles.icon} />
          <div className={styles.body}>
            <p className={styles.message}>{toast.message}</p>
            {toast.detail ? <p className={styles.detail}>{toast.detail}</p> : null}
          </div>
          {toast.actionText && toast.onAction ? (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                toast.onAction?.();
                removeToast(toast.id);
              }}
            >
              {toast.actionText}
            </button>
          ) : null}
          {toast.dismissable ? (
            <button
              type="button"
              className={styles.dismiss}
              aria-label={t('toast.dismiss')}
              onClick={() => {
                removeToast(toast.id);
                toast.onDismiss?.();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
