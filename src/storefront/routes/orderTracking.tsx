/**
 * Order tracking (spec 000 §2 /orderTracking and /orderSearch: by order number and mobile number).
 * The form posts to this route, so it works before scripts and keeps the numbers out of the
 * address; a found order is shown as on the order details page: status and its history, pieces,
 * delivery or pickup, totals. Customer service and the pickup stores stay beside it for questions.
 */
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/orderTracking';
import { OrderDetailsBody } from '../components/orders/OrderDetailsBody.tsx';
import { OrderStatus, ReadyDate } from '../components/orders/OrderStatus.tsx';
import { ServiceContacts } from '../components/service/ServiceContacts.tsx';
import { ServiceStoreList } from '../components/service/ServiceStoreList.tsx';
import { TextField } from '../components/form/Field.tsx';
import { PhoneField } from '../components/form/PhoneField.tsx';
import { SubmitButton } from '../components/form/SubmitButton.tsx';
import { useT } from '../i18n/useT.ts';
import { apiMessageOf } from '../lib/forms/formProblems.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import type { OrderDetailsData } from '../lib/orders/orderViews.ts';
import { TRACKING_REGIONS, trackingProblems } from '../lib/orders/orderTrackingForm.ts';
import { defaultTrackingRegion, trackOrder } from '../lib/orders/orderTracking.server.ts';
import { serviceStores } from '../lib/service/serviceStores.server.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import orderStyles from '../components/orders/orders.module.css';
import styles from '../components/service/service.module.css';

const FORM = 'order';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'orders.pageTitle'), description: messageOf(matches, 'orders.pageDescription') });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  return { defaultRegion: defaultTrackingRegion(view), stores: await serviceStores(args, view, { service: 'pickup' }) };
}

export async function action(args: Route.ActionArgs) {
  const view = requireStoreView(args);
  return trackOrder(await args.request.formData(), view, args.context);
}

export default function OrderTrackingPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const answer = actionData;
  const problems = trackingProblems(answer);
  const values = answer?.values ?? { orderNumber: '', region: loaderData.defaultRegion, mobile: '' };
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('orders.pageTitle')}</h1>
        <p>{t('orders.intro')}</p>
      </header>
      {answer?.state === 'found' ? <TrackedOrder order={answer.order} /> : null}
      <div className={styles.columns}>
        <div className={styles.form}>
          {answer?.state === 'found' ? null : (
            <Form method="post" className={`${styles.panel} ${styles.form}`} aria-labelledby="order-form-title" noValidate>
              <h2 id="order-form-title" className={styles.sectionTitle}>
                {t('orders.formTitle')}
              </h2>
              {apiMessageOf(problems) ? (
                <p className={styles.formError} role="alert">
                  {apiMessageOf(problems)}
                </p>
              ) : null}
              <TextField
                form={FORM}
                id="order-number"
                name="orderNumber"
                label={t('orders.orderNumber')}
                defaultValue={values.orderNumber}
                autoComplete="off"
                autoCapitalize="characters"
                problem={problems.fields.orderNumber}
              />
              <PhoneField
                form={FORM}
                areaCode={{
                  id: 'order-region',
                  name: 'region',
                  label: t('orders.areaCode'),
                  defaultValue: values.region,
                  options: TRACKING_REGIONS.map((region) => ({ value: region, label: t(`orders.region.${region}`) })),
                }}
                number={{ id: 'order-mobile', name: 'mobile', label: t('orders.mobile'), defaultValue: values.mobile }}
                problem={problems.fields.mobile}
              />
              <SubmitButton>{t('orders.continue')}</SubmitButton>
            </Form>
          )}
        </div>
        <ServiceContacts whatsappMessage={t('orders.whatsappAsk')} />
      </div>
      <ServiceStoreList title={t('orders.pickupTitle')} intro={t('orders.pickupText')} stores={loaderData.stores} />
    </div>
  );
}

/** The order found, drawn as the order details page draws a member's order. */
function TrackedOrder({ order }: { order: OrderDetailsData }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section className={orderStyles.tracked} aria-labelledby="tracked-order-title">
      <header className={`${orderStyles.cardHeader} ${orderStyles.detailsHeader}`}>
        <div>
          <h2 id="tracked-order-title">{t('orders.foundTitle', { number: order.number })}</h2>
          <p className={orderStyles.meta}>{t('orderHistory.orderDate', { date: order.date })}</p>
          <ReadyDate date={order.readyDate} />
        </div>
        <OrderStatus code={order.statusCode} label={order.status} />
      </header>
      <OrderDetailsBody order={order} />
      <Link to={pathname} className={orderStyles.back}>
        {t('orders.another')}
      </Link>
    </section>
  );
}
