/**
 * The shipping step (spec 000 §4 Checkout): the sign-in choice and the guest's email (a signed-in
 * member is told which address the confirmation goes to instead, spec 000 §6), delivery or
 * store pickup, the address or the shop and its collector, and the billing address. One form
 * posting to the checkout's action, so it works before scripts load; which fieldset shows follows
 * the delivery choice and the "same as delivery" box in CSS alone.
 */
import { Form, Link } from 'react-router';
import { NEW_ADDRESS, type DeliveryOffer, type FormValues, type PickupStore, type SavedAddress } from '../../lib/checkout/checkoutView.ts';
import type { FormProblems } from '../../lib/forms/formProblems.ts';
import { usePunctuation } from '../../i18n/punctuation.ts';
import { useT } from '../../i18n/useT.ts';
import { useStore, useStorePath } from '../shell/StoreContext.tsx';
import { AddressFields, checkoutAddressLabels } from '../form/AddressFields.tsx';
import { ErrorSummary } from '../form/ErrorSummary.tsx';
import { SelectField, TextField } from '../form/Field.tsx';
import { SubmitButton } from '../form/SubmitButton.tsx';
import styles from './checkout.module.css';

export interface ShippingStepFormProps {
  values: FormValues;
  problems: FormProblems;
  regions: Array<{ code: string; label: string }>;
  stores: PickupStore[];
  offer: DeliveryOffer;
  /** The signed-in member's email; null for a guest. */
  signedInEmail: string | null;
  /** The signed-in member's address book (none for a guest). */
  savedAddresses: SavedAddress[];
  /** A staff member ordering for a customer: the customer section above names them, and staff give no email of their own. */
  staff?: boolean;
}

const FORM = 'checkout';

export function ShippingStepForm({ values, problems, regions, stores, offer, signedInEmail, savedAddresses, staff = false }: ShippingStepFormProps) {
  const t = useT();
  const punctuation = usePunctuation();
  const website = useStore().view.websiteCode;
  const pickup = values.delivery === 'pickup';
  const labels = {
    email: t('checkout.email'),
    pickupStore: t('checkout.pickupStore'),
    ...checkoutAddressLabels(t, punctuation, 'delivery'),
    ...checkoutAddressLabels(t, punctuation, 'billing'),
  };
  const address = { form: FORM, values, problems, regions, website };
  return (
    <Form method="post" className={styles.stepForm} noValidate aria-labelledby="shipping-step-title">
      <h2 id="shipping-step-title" className={styles.stepTitle}>
        {t('checkout.shippingStep')}
      </h2>
      <ErrorSummary form={FORM} problems={problems} title={t('checkout.errorTitle')} labels={labels} />

      {staff ? null : <ContactPanel signedInEmail={signedInEmail} email={values.email ?? ''} problems={problems} />}

      <fieldset className={styles.panel}>
        <legend className={styles.panelTitle}>{t('checkout.deliveryTitle')}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" name="delivery" value="delivery" defaultChecked={!pickup} />
            <span>
              <strong>{t('checkout.homeDelivery')}</strong>
              <span className={styles.choiceNote}>
                {offer.fee ? t('checkout.deliveryFee', { fee: offer.fee, freeFrom: offer.freeFrom }) : t('checkout.deliveryFree')}
              </span>
            </span>
          </label>
          <label className={styles.choice}>
            <input type="radio" name="delivery" value="pickup" defaultChecked={pickup} disabled={!stores.length} />
            <span>
              <strong>{t('checkout.storePickup')}</strong>
              <span className={styles.choiceNote}>{t('checkout.pickupFree')}</span>
            </span>
          </label>
        </div>

        {savedAddresses.length > 0 ? <SavedAddressChoice addresses={savedAddresses} chosen={values.savedAddress ?? NEW_ADDRESS} /> : null}

        <div className={styles.newAddress}>
          <h3 className={styles.groupTitle}>{t('checkout.recipient')}</h3>
          <p className={`${styles.hint} ${styles.whenPickup}`}>{t('checkout.collectorHint')}</p>
          <AddressFields {...address} purpose="delivery" part="contact" />

          <div className={styles.whenDelivery}>
            <h3 className={styles.groupTitle}>{t('checkout.deliveryAddress')}</h3>
            <AddressFields {...address} purpose="delivery" part="place" />
            {signedInEmail !== null ? (
              <label className={styles.checkbox}>
                <input type="checkbox" name="saveToAddressBook" defaultChecked={values.saveToAddressBook === 'on'} />
                {t('checkout.saveToAddressBook')}
              </label>
            ) : null}
          </div>
        </div>

        <div className={styles.whenPickup}>
          <SelectField
            form={FORM}
            name="pickupStore"
            label={t('checkout.pickupStore')}
            placeholder={t('checkout.chooseStore')}
            options={stores.map((store) => ({ value: store.code, label: punctuation.aside(store.name, store.address) }))}
            defaultValue={values.pickupStore ?? ''}
            problem={problems.fields.pickupStore}
          />
        </div>
      </fieldset>

      <fieldset className={styles.panel}>
        <legend className={styles.panelTitle}>{t('checkout.billingTitle')}</legend>
        <label className={`${styles.checkbox} ${styles.whenDelivery}`}>
          <input type="checkbox" name="billingSame" defaultChecked={values.billingSame !== ''} />
          {t('checkout.billingSame')}
        </label>
        <p className={`${styles.hint} ${styles.whenPickup}`}>{t('checkout.billingForPickup')}</p>
        <div className={styles.billingFields}>
          {/* A pickup's billing names the collector just typed above: only the address is asked. */}
          <div className={styles.whenDelivery}>
            <AddressFields {...address} purpose="billing" part="contact" />
          </div>
          <AddressFields {...address} purpose="billing" part="place" />
        </div>
      </fieldset>

      <SubmitButton intent="shipping">{t('checkout.toPayment')}</SubmitButton>
    </Form>
  );
}

/** A member's saved addresses to deliver to, the default first, or a new one typed below. */
function SavedAddressChoice({ addresses, chosen }: { addresses: SavedAddress[]; chosen: string }) {
  const t = useT();
  return (
    <fieldset className={`${styles.choices} ${styles.whenDelivery}`}>
      <legend className={styles.groupTitle}>{t('checkout.savedAddresses')}</legend>
      {[...addresses, null].map((address) => (
        <label key={address?.id ?? NEW_ADDRESS} className={styles.choice}>
          <input type="radio" name="savedAddress" value={address?.id ?? NEW_ADDRESS} defaultChecked={(address?.id ?? NEW_ADDRESS) === chosen} />
          {address ? (
            <span>
              {address.lines.map((line, index) => (
                <span key={line} className={index === 0 ? styles.savedAddressName : styles.addressLine}>
                  {line}
                </span>
              ))}
              {address.isDefault ? <span className={styles.choiceNote}>{t('checkout.defaultAddress')}</span> : null}
            </span>
          ) : (
            <span>
              <strong>{t('checkout.newAddress')}</strong>
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** The sign-in choice and the guest's email, or the address a signed-in member's confirmation goes to. */
function ContactPanel({ signedInEmail, email, problems }: { signedInEmail: string | null; email: string; problems: FormProblems }) {
  const t = useT();
  const storePath = useStorePath();
  return (
    <section className={styles.panel} aria-labelledby="checkout-contact-title">
      <h3 id="checkout-contact-title" className={styles.panelTitle}>
        {t('checkout.contactTitle')}
      </h3>
      {signedInEmail !== null ? (
        <p className={styles.signInChoice}>{t('checkout.signedInAs', { email: signedInEmail })}</p>
      ) : (
        <>
          <p className={styles.signInChoice}>
            {t('checkout.guestChoice')} <Link to={`${storePath('/sign-in')}?redirect=checkout`}>{t('checkout.signIn')}</Link>
          </p>
          <TextField
            form={FORM}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            label={t('checkout.email')}
            hint={t('checkout.emailHint')}
            defaultValue={email}
            problem={problems.fields.email}
          />
        </>
      )}
    </section>
  );
}
