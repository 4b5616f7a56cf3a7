/**
 * The chat button (spec 000 §2): a WhatsApp chat with customer service, from the store
 * configuration's `online_service_whatsapp_number`, in the page's corner. Hidden where the website
 * has no number, and on order tracking (chromeRules.ts), whose page stands alone.
 */
import { useT } from '../../i18n/useT.ts';
import { whatsappHref } from '../../lib/service/customerService.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStore } from './StoreContext.tsx';
import styles from './ChatButton.module.css';

export function ChatButton() {
  const t = useT();
  const { store } = useStore();
  const whatsapp = store.customerService.whatsapp;
  if (!whatsapp) return null;
  return (
    <a className={styles.chat} href={whatsappHref(whatsapp)} target="_blank" rel="noopener" aria-label={t('app.chatButton')} title={t('app.chatButton')}>
      <Icon name="chat" />
    </a>
  );
}
