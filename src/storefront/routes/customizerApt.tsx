/**
 * The made-to-order appointment page (spec 000 §2 /customizer/apt, in the made-to-order layout):
 * how a consultation goes, and how to book one: by phone with a store offering made-to-order, or
 * through customer service on WhatsApp.
 */
import type { Route } from './+types/customizerApt';
import { ServiceContacts } from '../components/service/ServiceContacts.tsx';
import { ServiceStoreList } from '../components/service/ServiceStoreList.tsx';
import { useT } from '../i18n/useT.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { serviceStores } from '../lib/service/serviceStores.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import styles from '../components/service/service.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, { title: messageOf(matches, 'tosi.aptTitle'), description: null });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  return { stores: await serviceStores(args, view, { service: 'customizer' }) };
}

export default function CustomizerAppointmentPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('tosi.aptTitle')}</h1>
        <p>{t('tosi.bookText')}</p>
      </header>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="customizer-how-title">
          <h2 id="customizer-how-title" className={styles.sectionTitle}>
            {t('customizer.howTitle')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('customizer.stepDesign')}</li>
            <li>{t('customizer.stepBook')}</li>
            <li>{t('customizer.stepChoose')}</li>
            <li>{t('customizer.stepCollect')}</li>
          </ol>
        </section>
        <ServiceContacts title={t('customizer.bookTitle')} intro={t('customizer.bookText')} whatsappMessage={t('customizer.whatsappMessage')} />
      </div>
      <ServiceStoreList title={t('customizer.storesTitle')} stores={loaderData.stores} />
    </div>
  );
}
