/**
 * How to reach customer service today: WhatsApp (with a first message written for the shopper),
 * the hotline and email, and their opening hours. The website's contacts come with the store
 * layout (lib/service/customerService.ts).
 */
import { useT } from '../../i18n/useT.ts';
import { whatsappHref } from '../../lib/service/customerService.ts';
import { Icon } from '../icons/Icon.tsx';
import { useStore } from '../shell/StoreContext.tsx';
import styles from './service.module.css';

export function ServiceContacts({ whatsappMessage, title, intro }: { whatsappMessage: string; title?: string; intro?: string }) {
  const t = useT();
  const { customerService } = useStore().store;
  return (
    <section className={styles.contacts} aria-labelledby="service-contacts-title">
      <h2 id="service-contacts-title" className={styles.sectionTitle}>
        {title ?? t('service.contactTitle')}
      </h2>
      {intro ? <p>{intro}</p> : null}
      <ul className={styles.contactList}>
        {customerService.whatsapp ? (
          <li>
            <a className="button button--primary" href={whatsappHref(customerService.whatsapp, whatsappMessage)} target="_blank" rel="noopener noreferrer">
              <Icon name="chat" size={20} />
              {t('service.whatsapp')}
              <span className="visually-hidden"> {t('service.opensInNewTab')}</span>
            </a>
            <span className={styles.contactDetail}>WhatsApp {customerService.whatsapp.display}</span>
          </li>
        ) : null}
        <li>
          <a className="button" href={customerService.hotline.href}>
            <Icon name="phone" size={20} />
            {t('service.call', { phone: customerService.hotline.display })}
          </a>
        </li>
        <li>
          <a className={styles.email} href={`mailto:${customerService.email}`}>
            <Icon name="mail" size={20} />
            {t('service.email', { email: customerService.email })}
          </a>
        </li>
      </ul>
      <p className={styles.hours}>{t(customerService.hours)}</p>
    </section>
  );
}
