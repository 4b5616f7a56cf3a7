/**
 * Where an order goes and how it was paid: home delivery to an address (with its carrier, tracking
 * number and the carrier's tracking page once shipped), or pickup at a shop with the pickup code once the order is ready there (spec 000
 * §4 "Store pickup has a pickup code"); the billing address and the payment method.
 */
import { useT } from '../../i18n/useT.ts';
import { useCardName } from '../account/SavedCardLabel.tsx';
import type { OrderDetailsData, ParcelTracking } from '../../lib/orders/orderViews.ts';
import styles from './orders.module.css';

function Lines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** A sent order's carrier and tracking number, with the carrier's own page to follow the parcel on. */
function ParcelFacts({ tracking }: { tracking: ParcelTracking }) {
  const t = useT();
  return (
    <>
      {tracking.carrier ? (
        <div>
          <dt>{t('orderHistory.carrier')}</dt>
          <dd data-testid="carrier">{tracking.carrier}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('orderHistory.trackingNumber')}</dt>
        <dd>
          <span data-testid="tracking-number">{tracking.number}</span>
          {tracking.url && tracking.carrier ? (
            <>
              <br />
              <a href={tracking.url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
                {t('orderHistory.followParcel', { carrier: tracking.carrier })}
                <span className="visually-hidden"> {t('orderHistory.opensInNewTab')}</span>
              </a>
            </>
          ) : null}
        </dd>
      </div>
    </>
  );
}

export function OrderFacts({ order }: { order: OrderDetailsData }) {
  const t = useT();
  const { delivery, billing, payment } = order;
  const cardName = useCardName();
  return (
    <section className={`${styles.section} ${styles.delivery}`} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t('orderHistory.deliveryAndPayment')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orderHistory.delivery')}</dt>
          <dd>{delivery.method}</dd>
        </div>
        {delivery.kind === 'pickup' ? (
          <>
            <div>
              <dt>{t('orderHistory.pickupShop')}</dt>
              <dd>
                <Lines lines={[delivery.shop, delivery.shopAddress, delivery.shopPhone]} />
              </dd>
            </div>
            <div>
              <dt>{t('orderHistory.pickupCode')}</dt>
              <dd>
                {delivery.pickupCode ? (
                  <>
                    <span className={styles.pickupCode} data-testid="pickup-code">
                      {delivery.pickupCode}
                    </span>
                    <br />
                    {t('orderHistory.pickupCodeHint')}
                  </>
                ) : (
                  t('orderHistory.pickupWaiting')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('orderHistory.collector')}</dt>
              <dd>
                <Lines lines={delivery.contact} />
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('orderHistory.deliveryAddress')}</dt>
              <dd>
                <Lines lines={delivery.address} />
              </dd>
            </div>
            {delivery.tracking ? <ParcelFacts tracking={delivery.tracking} /> : null}
          </>
        )}
        {billing ? (
          <div>
            <dt>{t('orderHistory.billingAddress')}</dt>
            <dd>
              <Lines lines={billing} />
            </dd>
          </div>
        ) : null}
        {payment ? (
          <div>
            <dt>{t('orderHistory.payment')}</dt>
            <dd>{payment.card ? `${payment.name} · ${t('orderHistory.card', cardName(payment.card))}` : payment.name}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
