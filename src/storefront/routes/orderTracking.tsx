/**
 * Order tracking (spec 000 §2 /orderTracking and /orderSearch: by order number and mobile number).
 * Orders are not online yet, so customer service tracks them: the form (a post to this route, so
 * it works before scripts and keeps the numbers out of the address) checks the two fields and
 * gets them ready to send on WhatsApp, beside the hotline and the stores, which see pickup orders.
 */
import { Form } from 'react-router';
import type { Route } from './+types/orderTracking';
import { ServiceContacts } from '../components/service/ServiceContacts.tsx';
import { ServiceStoreList } from '../components/service/ServiceStoreList.tsx';
import { Icon } from '../components/icons/Icon.tsx';
import { useStore } from '../components/shell/StoreContext.tsx';
import { useT, type Translate } from '../i18n/useT.ts';
import { whatsappHref } from '../lib/customerService.ts';
import { messageOf, pageMeta } from '../lib/meta.ts';
import { ENQUIRY_REGIONS, type OrderEnquiry } from '../lib/orderEnquiry.ts';
import { defaultEnquiryRegion, orderEnquiryOf } from '../lib/orderEnquiry.server.ts';
import { serviceStores } from '../lib/serviceStores.server.ts';
import { requireStoreView } from '../lib/storeRequest.server.ts';
import styles from '../components/service/service.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orders.pageTitle'), description: messageOf(matches, 'orders.pageDescription') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  return { defaultRegion: defaultEnquiryRegion(view), stores: await serviceStores(args, view, { service: 'pickup' }) };
}

export async function action(args: Route.ActionArgs): Promise<OrderEnquiry> {
  const view = requireStoreView(args);
  return orderEnquiryOf(await args.request.formData(), view);
}

export default function OrderTrackingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const enquiry = actionData;
  const errors = enquiry?.state === 'invalid' ? enquiry.errors : {};
  const values = enquiry?.values ?? { orderNumber: '', region: loaderData.defaultRegion, mobile: '' };
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('orders.pageTitle')}</h1>
        <p>{t('orders.intro')}</p>
      </header>
      <div className={styles.columns}>
        <div className={styles.form}>
          {enquiry?.state === 'ready' ? <EnquiryReady enquiry={enquiry} /> : null}
          <Form method="post" className={`${styles.panel} ${styles.form}`} aria-labelledby="order-form-title" noValidate>
            <h2 id="order-form-title" className={styles.sectionTitle}>
              {t('orders.formTitle')}
            </h2>
            <div className={styles.field}>
              <label htmlFor="order-number">{t('orders.orderNumber')}</label>
              <input
                id="order-number"
                name="orderNumber"
                defaultValue={values.orderNumber}
                autoComplete="off"
                autoCapitalize="characters"
                required
                aria-invalid={errors.orderNumber ? true : undefined}
                aria-describedby={errors.orderNumber ? 'order-number-error' : undefined}
              />
              <FieldError id="order-number-error" message={errors.orderNumber} t={t} />
            </div>
            <div className={styles.phoneFields}>
              <div className={styles.field}>
                <label htmlFor="order-region">{t('orders.areaCode')}</label>
                <select id="order-region" name="region" defaultValue={values.region}>
                  {ENQUIRY_REGIONS.map((region) => (
                    <option key={region} value={region}>
                      {t(`orders.region.${region}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.field}>
                <label htmlFor="order-mobile">{t('orders.mobile')}</label>
                <input
                  id="order-mobile"
                  name="mobile"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  defaultValue={values.mobile}
                  required
                  aria-invalid={errors.mobile ? true : undefined}
                  aria-describedby={errors.mobile ? 'order-mobile-error' : undefined}
                />
                <FieldError id="order-mobile-error" message={errors.mobile} t={t} />
              </div>
            </div>
            <button type="submit" className="button button--primary">
              {t('orders.continue')}
            </button>
          </Form>
        </div>
        <ServiceContacts whatsappMessage={t('orders.whatsappAsk')} />
      </div>
      <ServiceStoreList title={t('orders.pickupTitle')} intro={t('orders.pickupText')} stores={loaderData.stores} />
    </div>
  );
}

function FieldError({ id, message, t }: { id: string; message: Parameters<Translate>[0] | undefined; t: Translate }) {
  return message ? (
    <p id={id} className={styles.fieldError}>
      {t(message)}
    </p>
  ) : null;
}

/** The checked enquiry, ready to go to customer service: on WhatsApp with the details written in, or by phone. */
function EnquiryReady({ enquiry }: { enquiry: Extract<OrderEnquiry, { state: 'ready' }> }) {
  const t = useT();
  const { customerService } = useStore().store;
  const details = { orderNumber: enquiry.orderNumber, mobile: enquiry.mobile };
  return (
    <section className={styles.enquiry} role="status" aria-labelledby="order-ready-title">
      <h2 id="order-ready-title" className={styles.sectionTitle}>
        {t('orders.readyTitle')}
      </h2>
      <p className={styles.enquirySummary}>{t('orders.summary', details)}</p>
      <p>{t('orders.readyText')}</p>
      <div className={styles.enquiryActions}>
        {customerService.whatsapp ? (
          <a className="button button--primary" href={whatsappHref(customerService.whatsapp, t('orders.whatsappMessage', details))} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={20} />
            {t('orders.whatsappSend')}
            <span className="visually-hidden"> {t('service.opensInNewTab')}</span>
          </a>
        ) : null}
        <a className="button" href={customerService.hotline.href}>
          <Icon name="phone" size={20} />
          {t('service.call', { phone: customerService.hotline.display })}
        </a>
      </div>
    </section>
  );
}
