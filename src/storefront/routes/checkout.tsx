/**
 * The checkout (spec 000 §2 /checkout, §4 Checkout): the shipping step, then the payment step,
 * beside a summary of the bag. Each step is a form posting to this route's action, which runs the
 * step's mutations and either moves on (a redirect, so a reload never posts twice) or answers the
 * refusals for the form to show. The card form's gateway comes back through the session with a nonce
 * (routes/checkoutCardReturn.ts). A signed-in
 * member gives no email (their account's is the cart's) and may pay with a saved card. A staff
 * member ordering for a customer names the shop and proves the customer's phone first, in the
 * customer section's own forms (spec 000 §3 Checkout state, §6 staff).
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/checkout';
import { CheckoutProgress, OrderSummary } from '../components/checkout/OrderSummary.tsx';
import { PaymentStep } from '../components/checkout/PaymentStep.tsx';
import { ShippingStepForm } from '../components/checkout/ShippingStepForm.tsx';
import { EmptyCheckout } from '../components/checkout/EmptyCheckout.tsx';
import { StaffCustomerSection } from '../components/checkout/StaffCustomerSection.tsx';
import { answerStaffOrderForm, isStaffOrderForm, staffOrderOf } from '../lib/checkout/staffOrder.server.ts';
import { formValues } from '../../rules/customerForms.ts';
import { useT } from '../i18n/useT.ts';
import { useCheckoutEvent } from '../lib/checkout/checkoutAnalytics.ts';
import { checkoutCart, memberAddressBook, memberCouponChoices, pickupStores, saveShippingStep, stepProblems } from '../lib/checkout/checkout.server.ts';
import { GiftSelection } from '../components/cart/GiftSelection.tsx';
import { loadGiftRules } from '../lib/cart/cartPage.server.ts';
import { deliveryOfferOf, memberValuesOf, offeredMethodsOf, regionsOf, savedValuesOf, shippingChoiceOf, shippingStepDone, summaryOf } from '../lib/checkout/checkoutView.ts';
import { paymentOf, savedCardsFor } from '../lib/checkout/paymentChoice.server.ts';
import { pageAfterPlacing, placeOrder } from '../lib/checkout/placeOrder.server.ts';
import { NO_PROBLEMS } from '../lib/forms/formProblems.ts';
import { isCrossSitePost } from '../lib/http/crossSitePost.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import styles from '../components/checkout/checkout.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'checkout.title'), noIndex: true });

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  const [cart, stores, savedCards, book, giftRules, couponChoices] = await Promise.all([
    checkoutCart(args),
    pickupStores(args),
    savedCardsFor(args),
    memberAddressBook(args),
    loadGiftRules(args),
    memberCouponChoices(args),
  ]);
  if (!cart) return data({ cart: null });
  const search = new URL(args.request.url).searchParams;
  // The card and its problems come through the session, never the URL (routes/checkoutCardReturn.ts).
  const card = args.context.session.card ?? null;
  const cardProblem = args.context.session.takeCardProblem() ?? null;
  const choice = shippingChoiceOf(cart, stores, view.localeKey);
  const staffOrder = await staffOrderOf(args, cart);
  // A staff bag goes to payment once it names its customer (spec 000 §3 bcnOrderCustomerPhoneValidated).
  const wantsPayment = (search.get('step') === 'payment' || card !== null || cardProblem !== null) && (!staffOrder || staffOrder.customer !== null);
  const summary = summaryOf(cart, view);
  return data(
    {
      cart: {
        id: cart.id,
        step: wantsPayment && choice && shippingStepDone(cart) ? ('payment' as const) : ('shipping' as const),
        summary,
        analytics: {
          currency: summary.currency,
          value: summary.grandTotalAmount,
          items: summary.lines.map((line) => ({ item_id: line.sku, item_name: line.name, quantity: line.quantity, price: line.unitAmount })),
        },
        choice,
        values: book ? memberValuesOf(savedValuesOf(cart), book) : savedValuesOf(cart),
        savedAddresses: book?.addresses ?? [],
        regions: regionsOf(view),
        stores,
        offer: deliveryOfferOf(cart, view),
        card: card ? { brand: card.brand, last4: card.last4 } : null,
        cardProblem,
        // A member checks out with their account's email (spec 000 §6: only guests give one).
        signedInEmail: args.context.session.signedIn ? (cart.email ?? '') : null,
        staffOrder,
        savedCards,
        paymentMethods: offeredMethodsOf(cart),
        cardYearFrom: new Date().getUTCFullYear(),
        // Gifts are chosen at checkout as in the bag (spec 000 §1), with the same dialog.
        giftRules,
        chooseGifts: search.get('gifts') === 'choose',
        couponChoices,
      },
    },
  );
}

export async function action(args: Route.ActionArgs) {
  if (isCrossSitePost(args.request, args.context.settings.publicUrl)) throw new Response('Forbidden', { status: 403 });
  const view = requireStoreView(args);
  const form = await args.request.formData();
  const values = formValues(form);
  if (isStaffOrderForm(values)) return { step: 'staff' as const, ...(await answerStaffOrderForm(args, values)) };
  const paymentStep = `${storePath(view, '/checkout/')}?step=payment`;
  if (form.get('intent') === 'otherCard') {
    args.context.session.forgetCard();
    throw redirect(paymentStep);
  }
  if (form.get('intent') === 'placeOrder') {
    const offered = offeredMethodsOf(await checkoutCart(args));
    if (!offered.some((method) => method.code === form.get('method'))) return { step: 'payment' as const, problems: stepProblems({ paymentMethod: { id: 'checkout.methodNotOffered' } }) };
    const payment = await paymentOf(args, form, offered);
    if (!payment) return { step: 'payment' as const, problems: stepProblems({ paymentMethod: { id: 'checkout.cardMissing' } }) };
    const outcome = await placeOrder(args, payment);
    if (outcome.state === 'placed') {
      if (payment.sessionCard) args.context.session.forgetCard();
      throw redirect(storePath(view, pageAfterPlacing(outcome.order)));
    }
    // A nonce is good for one try: a refused card goes back to the card form, with the reason.
    const refusal = outcome.stepErrors.order ?? outcome.stepErrors.paymentMethod;
    if (payment.sessionCard && refusal && 'message' in refusal) {
      args.context.session.forgetCard();
      args.context.session.flashCardProblem({ refusal: refusal.message });
      throw redirect(paymentStep);
    }
    return { step: 'payment' as const, problems: stepProblems(outcome.stepErrors) };
  }
  const outcome = await saveShippingStep(args, form, { book: await memberAddressBook(args) });
  if (outcome.state === 'saved') throw redirect(`${storePath(view, '/checkout')}?step=payment`);
  // A refusal is the page answering as asked (200): the form draws it, and the browser logs no HTTP error.
  return { step: 'shipping' as const, ...outcome };
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const cart = loaderData.cart;
  useCheckoutEvent('begin_checkout', cart?.analytics ?? null, {}, cart ? `${cart.id}` : '');
  useCheckoutEvent(
    'add_shipping_info',
    cart?.step === 'payment' ? cart.analytics : null,
    { shipping_tier: cart?.choice?.delivery ?? '' },
    cart?.step === 'payment' ? `${cart.id}:${cart.choice?.method}` : '',
  );
  if (!cart) return <EmptyCheckout />;
  const shipping = actionData?.step === 'shipping' ? actionData : null;
  const payment = actionData?.step === 'payment' ? actionData : null;
  const staff = cart.staffOrder;
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('checkout.title')}</h1>
        <CheckoutProgress step={cart.step} />
      </header>
      {cart.giftRules.length > 0 ? <GiftSelection rules={cart.giftRules} startOpen={cart.chooseGifts} page="/checkout" /> : null}
      <div className={styles.columns}>
        {cart.step === 'payment' && cart.choice ? (
          <PaymentStep
            choice={cart.choice}
            card={cart.card}
            cardProblem={cart.cardProblem}
            problems={payment?.problems ?? NO_PROBLEMS}
            analytics={cart.analytics}
            savedCards={cart.savedCards}
            methods={cart.paymentMethods}
            canSaveCard={cart.signedInEmail !== null && !staff}
            total={cart.summary.grandTotal}
            cardYearFrom={cart.cardYearFrom}
          />
        ) : (
          <div className={styles.leftColumn}>
            {staff ? <StaffCustomerSection staffOrder={staff} answer={actionData?.step === 'staff' ? actionData : undefined} /> : null}
            <ShippingStepForm
              values={shipping && 'values' in shipping ? shipping.values : cart.values}
              problems={shipping && 'problems' in shipping ? shipping.problems : NO_PROBLEMS}
              regions={cart.regions}
              stores={cart.stores}
              offer={cart.offer}
              signedInEmail={cart.signedInEmail}
              savedAddresses={cart.savedAddresses}
              staff={staff !== null}
            />
          </div>
        )}
        <OrderSummary summary={cart.summary} couponChoices={cart.couponChoices} />
      </div>
    </div>
  );
}
