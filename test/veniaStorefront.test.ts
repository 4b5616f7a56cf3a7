/**
 * A stock Venia storefront's own operations (test/kits/venia.ts) on the real server: the parts of
 * Magento's API that Venia reads and the store answered only since (countries, the account rules
 * in the store configuration, createCustomer and updateCustomer, the newsletter, the contact form,
 * the order history's invoices and shipments, the older add-to-cart mutations, the category and
 * product fields) answer the store's own data.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLocalCaptchaToken } from '../src/commerce/modules/customers/captcha.ts';
import { startTestApp, type TestApp } from './harness.ts';
import { queryRows } from './kits/catalog.ts';
import { HK, newMember, PASSWORD, PLACE, productInStock, readyCustomerCart, signIn } from './kits/club.ts';
import { paidCardOrder } from './kits/orders.ts';
import { veniaOperation } from './kits/venia.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RESPONSE_CACHE: 'false' } });
});

afterAll(async () => {
  await app?.close();
});

/** Sends one of Venia's operations, named by its fixture (under test/fixtures/venia-11.7) and name. */
function venia<T = Record<string, any>>(fixture: string, name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = HK) {
  return app.graphql<T>(veniaOperation(fixture, name), variables, headers);
}

const COUNTRY = 'venia-ui/lib/components/Country/country.gql.graphql';
const REGION = 'venia-ui/lib/components/Region/region.gql.graphql';
const CREATE_ACCOUNT = 'peregrine/lib/talons/CreateAccount/createAccount.gql.graphql';
const ACCOUNT_INFORMATION = 'venia-ui/lib/components/AccountInformationPage/accountInformationPage.gql.graphql';
const COMMUNICATIONS = 'peregrine/lib/talons/CommunicationsPage/communicationsPage.gql.graphql';
const NEWSLETTER = 'peregrine/lib/talons/Newsletter/newsletter.gql.graphql';
const CONTACT = 'peregrine/lib/talons/ContactPage/contactUs.gql.graphql';
const FOOTER = 'peregrine/lib/talons/Footer/footer.gql.graphql';

describe('countries and regions', () => {
  it('lists the country each website delivers to, with its regions in the store view’s language', async () => {
    const hk = await venia(COUNTRY, 'GetCountries');
    expect(hk.errors).toBeUndefined();
    expect(hk.data!.countries).toEqual([{ id: 'HK', full_name_english: new Intl.DisplayNames(['en'], { type: 'region' }).of('HK'), two_letter_abbreviation: 'HK' }]);
    const my = await venia(COUNTRY, 'GetCountries', {}, { store: 'tsl_my_en' });
    expect(my.data!.countries.map((country: { id: string }) => country.id)).toEqual(['MY']);

    const regions = await venia(REGION, 'GetRegions', { countryCode: 'HK' });
    expect(regions.data!.country.available_regions.map((region: { code: string; name: string }) => [region.code, region.name])).toEqual([
      ['HK-HKI', 'Hong Kong Island'],
      ['HK-KLN', 'Kowloon'],
      ['HK-NT', 'New Territories'],
    ]);
    const ids = regions.data!.country.available_regions.map((region: { id: number }) => region.id);
    expect(new Set(ids).size).toBe(3);
    const chinese = await venia(REGION, 'GetRegions', { countryCode: 'hkg' }, { store: 'tsl_tc' });
    expect(chinese.data!.country.available_regions.map((region: { name: string }) => region.name)).toEqual(['香港島', '九龍', '新界']);
    const full = await app.graphql('{ country(id: "MO") { full_name_locale three_letter_abbreviation available_regions { id code } } }', {}, { store: 'tsl_mo_tc' });
    expect(full.data!.country).toMatchObject({ full_name_locale: new Intl.DisplayNames(['zh-Hant'], { type: 'region' }).of('MO'), three_letter_abbreviation: 'MAC' });
    // Each region has its own number across the websites' lists.
    expect(full.data!.country.available_regions.map((region: { id: number }) => region.id)).not.toContain(ids[0]);
  });

  it('refuses a country the website does not deliver to, in the shopper’s language', async () => {
    const refused = await venia(REGION, 'GetRegions', { countryCode: 'MY' });
    expect(refused.errors?.[0]).toMatchObject({ message: "The country isn't available.", extensions: { category: 'graphql-no-such-entity' } });
    const chinese = await venia(REGION, 'GetRegions', { countryCode: 'US' }, { store: 'tsl_sc' });
    expect(chinese.errors?.[0]?.message).toBe('此国家或地区不在服务范围内。');
  });
});

describe('the store configuration Venia reads', () => {
  it('answers the account rules, the contact form, the newsletter and the footer’s copyright', async () => {
    const rules = await venia(CREATE_ACCOUNT, 'GetStoreConfigData');
    expect(rules.data!.storeConfig).toEqual({ store_code: 'tsl_en', minimum_password_length: '8', customer_access_token_lifetime: app.config.accounts.tokenTtlSeconds / 3600 });
    const classes = await app.graphql('{ storeConfig { required_character_classes_number } }', {}, HK);
    expect(classes.data!.storeConfig.required_character_classes_number).toBe('3');
    expect((await venia(CONTACT, 'GetStoreConfigForContactUs')).data!.storeConfig.contact_enabled).toBe(true);
    expect((await venia(NEWSLETTER, 'GetStoreConfigForNewsletter')).data!.storeConfig.newsletter_enabled).toBe(true);

    const [view] = await queryRows<{ store_name: string }>(app, sql`select store_name from store_views where code = 'tsl_tc'`);
    const footer = await venia(FOOTER, 'storeConfigData', {}, { store: 'tsl_tc' });
    expect(footer.data!.storeConfig.copyright).toBe(`© ${new Date().getFullYear()} ${view.store_name}。版權所有。`);
  });

  it('asks no shorter password than it says', async () => {
    const captcha = { ...HK, 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') };
    const short = await app.graphql(
      'mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }',
      { input: { firstname: 'Mei', lastname: 'Chan', email: `short.${process.pid}@example.com`, password: 'Jewel2!', consent: true } },
      captcha,
    );
    expect(short.errors?.[0]?.message).toMatch(/at least 8 characters/);
  });
});

describe('createCustomer and updateCustomer', () => {
  it('opens an account by Venia’s createCustomer under the same rules as createCustomerV2', async () => {
    const email = `venia.${process.pid}@example.com`;
    const variables = { email, firstname: 'Ka Yan', lastname: 'Wong', password: PASSWORD, is_subscribed: true };
    // Venia's form asks no consent, which the store requires (spec 001 §5): refused, and no account is made.
    const refused = await venia(CREATE_ACCOUNT, 'CreateAccount', variables, { ...HK, 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') });
    expect(refused.errors?.[0]?.message).toBe('Please agree to the terms and the privacy policy to continue');
    expect(await queryRows(app, sql`select id from customers where email = ${email}`)).toEqual([]);
    // Without the reCAPTCHA token, refused as createCustomerV2 refuses it.
    const unproven = await app.graphql('mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }', { input: { ...variables, consent: true } }, HK);
    expect(unproven.errors?.[0]?.extensions?.category).toBe('graphql-input');

    const created = await app.graphql(
      'mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email is_subscribed is_confirmed } } }',
      { input: { ...variables, consent: true } },
      { ...HK, 'x-recaptcha': issueLocalCaptchaToken(app.config.accounts.localCaptchaSecret, 'CUSTOMER_CREATE') },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createCustomer.customer).toEqual({ email, is_subscribed: true, is_confirmed: true });
    const member = await signIn(app, email);
    expect((await venia(CREATE_ACCOUNT, 'GetCustomerAfterCreate', {}, member.headers)).data!.customer).toEqual({ email, firstname: 'Ka Yan', lastname: 'Wong', is_subscribed: true });
  });

  it('changes the name, and the email only with the account’s password', async () => {
    const member = await newMember(app);
    const renamed = await venia(ACCOUNT_INFORMATION, 'SetCustomerInformation', { customerInput: { firstname: 'Siu Ming', lastname: 'Lee', email: member.email } }, member.headers);
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateCustomer.customer).toMatchObject({ firstname: 'Siu Ming', lastname: 'Lee', email: member.email });

    const newEmail = `moved.${member.id}@example.com`;
    const unproven = await venia(ACCOUNT_INFORMATION, 'SetCustomerInformation', { customerInput: { firstname: 'Nobody', email: newEmail } }, member.headers);
    expect(unproven.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const wrong = await venia(ACCOUNT_INFORMATION, 'SetCustomerInformation', { customerInput: { email: newEmail, password: 'Wrong2025!' } }, member.headers);
    expect(wrong.errors?.[0]?.message).toBe("The password doesn't match this account. Verify the password and try again.");
    // Neither refusal changed anything.
    expect((await venia(ACCOUNT_INFORMATION, 'GetCustomerInformation', {}, member.headers)).data!.customer).toMatchObject({ firstname: 'Siu Ming', email: member.email });

    const moved = await venia(ACCOUNT_INFORMATION, 'SetCustomerInformation', { customerInput: { firstname: 'Siu Man', email: newEmail, password: PASSWORD } }, member.headers);
    expect(moved.data!.updateCustomer.customer).toMatchObject({ firstname: 'Siu Man', email: newEmail });
    await signIn(app, newEmail);
  });

  it('subscribes and unsubscribes the account from the newsletter', async () => {
    const member = await newMember(app);
    const on = await venia(COMMUNICATIONS, 'SetNewsletterSubscription', { isSubscribed: true }, member.headers);
    expect(on.data!.updateCustomer.customer.is_subscribed).toBe(true);
    const off = await venia(COMMUNICATIONS, 'SetNewsletterSubscription', { isSubscribed: false }, member.headers);
    expect(off.data!.updateCustomer.customer.is_subscribed).toBe(false);
    expect((await venia(COMMUNICATIONS, 'GetCustomerSubscription', {}, member.headers)).data!.customer.is_subscribed).toBe(false);
  });
});

describe('subscribeEmailToNewsletter', () => {
  it('subscribes the signed-in customer’s own address, and records it on the account', async () => {
    const member = await newMember(app);
    const subscribed = await venia(NEWSLETTER, 'SubscribeToNewsletter', { email: member.email.toUpperCase() }, member.headers);
    expect(subscribed.errors).toBeUndefined();
    expect(subscribed.data!.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
    const [row] = await queryRows<{ subscribed_email: boolean }>(app, sql`select subscribed_email from customers where id = ${member.id}`);
    expect(row.subscribed_email).toBe(true);
  });

  it('refuses a guest and another address, in the shopper’s language', async () => {
    const guest = await venia(NEWSLETTER, 'SubscribeToNewsletter', { email: 'guest@example.com' }, { store: 'tsl_tc' });
    expect(guest.errors?.[0]).toMatchObject({ message: '請登入或建立帳戶以訂閱電子報。', extensions: { category: 'graphql-authorization' } });
    const member = await newMember(app);
    const other = await venia(NEWSLETTER, 'SubscribeToNewsletter', { email: 'someone.else@example.com' }, member.headers);
    expect(other.errors?.[0]?.message).toBe('You can subscribe only the email address of your account.');
    const malformed = await venia(NEWSLETTER, 'SubscribeToNewsletter', { email: 'not an email' }, member.headers);
    expect(malformed.errors?.[0]?.extensions?.category).toBe('graphql-input');
    const [row] = await queryRows<{ subscribed_email: boolean }>(app, sql`select subscribed_email from customers where id = ${member.id}`);
    expect(row.subscribed_email).toBe(false);
  });
});

describe('contactUs', () => {
  it('mails the message to the store through the outbox', async () => {
    const comment = `Is the jade bangle ${process.pid} available in 56 mm?`;
    const sent = await venia(CONTACT, 'SubmitContactForm', { name: 'Mei Chan', email: 'Mei.Chan@Example.com', comment, telephone: '5118 2338' }, { store: 'tsl_tc' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.contactUs.status).toBe(true);
    const [mail] = await queryRows<{ recipient: string; locale: string; subject: string; body: string }>(
      app,
      sql`select recipient, locale, subject, body from outbox where kind = 'contact_message' and body like ${`%${comment}%`}`,
    );
    expect(mail).toMatchObject({ recipient: app.config.mail.contactTo, locale: 'zh-Hant', subject: 'Contact form: Mei Chan' });
    expect(mail.body).toContain('Email: mei.chan@example.com');
    expect(mail.body).toContain('Telephone: 5118 2338');
  });

  it('refuses a message without a name, a valid address or a text, and queues nothing', async () => {
    const before = await queryRows<{ count: number }>(app, sql`select count(*)::int as count from outbox where kind = 'contact_message'`);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: ' ', email: 'mei@example.com', comment: 'Hello' }, '請輸入您的姓名。'],
      [{ name: 'Mei', email: 'mei', comment: 'Hello' }, '請輸入有效的電郵地址。'],
      [{ name: 'Mei', email: 'mei@example.com', comment: '' }, '請輸入您的訊息。'],
      [{ name: 'Mei', email: 'mei@example.com', comment: 'x'.repeat(2001) }, '訊息最多 2000 個字元。'],
    ];
    for (const [variables, message] of cases) {
      const refused = await venia(CONTACT, 'SubmitContactForm', variables, { store: 'tsl_tc' });
      expect(refused.errors?.[0], message).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
    const after = await queryRows<{ count: number }>(app, sql`select count(*)::int as count from outbox where kind = 'contact_message'`);
    expect(after[0].count).toBe(before[0].count);
  });
});

describe('the order history', () => {
  const HISTORY = 'peregrine/lib/talons/OrderHistoryPage/orderHistoryPage.gql.graphql';

  it('answers each order’s Magento state, and its invoice once its payment is taken', async () => {
    const member = await newMember(app);
    const sku = await productInStock(app);
    const unpaid = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, sku) }, member.headers);
    const unpaidNumber = unpaid.data!.placeOrder.order.order_number as string;
    const paidNumber = await paidCardOrder(app, member, sku);

    const history = await venia(HISTORY, 'GetCustomerOrders', { pageSize: 10 }, member.headers);
    expect(history.errors).toBeUndefined();
    const byNumber = new Map(history.data!.customer.orders.items.map((order: { number: string }) => [order.number, order]));
    expect(byNumber.get(unpaidNumber)).toMatchObject({ status: 'To Pay', state: 'new', invoices: [] });
    expect(byNumber.get(paidNumber)).toMatchObject({ status: 'Awaiting Shipment', state: 'processing', invoices: [{ id: expect.any(String) }] });

    const invoice = await app.graphql(
      'query($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { invoices { id number total { grand_total { minor_units } total_shipping { minor_units } } } } } } }',
      { n: paidNumber },
      member.headers,
    );
    const [payment] = await queryRows<{ amount: string; shipping_fee: string }>(app, sql`select p.amount, o.shipping_fee from payments p join orders o on o.id = p.order_id where o.number = ${paidNumber}`);
    expect(invoice.data!.customer.orders.items[0].invoices).toEqual([
      {
        id: Buffer.from(`${paidNumber}-1`).toString('base64'),
        number: `${paidNumber}-1`,
        total: { grand_total: { minor_units: Number(payment.amount) }, total_shipping: { minor_units: Number(payment.shipping_fee) } },
      },
    ]);
  });

  it('reads a cancelled order as Magento’s state canceled', async () => {
    const member = await newMember(app);
    const placed = await app.graphql(PLACE, { id: await readyCustomerCart(app, member, await productInStock(app)) }, member.headers);
    const number = placed.data!.placeOrder.order.order_number as string;
    // The order process's own move, as the job that cancels unpaid orders makes it.
    await app.app.commerce.orders.transition({ kind: 'system' }, number, 'cancel_unpaid');
    const history = await venia(HISTORY, 'GetCustomerOrders', { pageSize: 10, filter: { number: { match: number } } }, member.headers);
    expect(history.data!.customer.orders.items).toMatchObject([{ number, state: 'canceled', invoices: [] }]);
  });
});

describe('the older add-to-cart mutations', () => {
  const PRODUCT = 'peregrine/lib/talons/ProductFullDetail/productFullDetail.gql.ce.graphql';
  const CART_TRIGGER = 'venia-ui/lib/components/Header/cartTrigger.gql.graphql';

  async function newCart(): Promise<string> {
    return (await app.graphql('mutation { createEmptyCart }', {}, HK)).data!.createEmptyCart;
  }

  it('adds a simple product as addProductsToCart does, and counts it for the cart link', async () => {
    const sku = await productInStock(app);
    const cartId = await newCart();
    const added = await venia(PRODUCT, 'addSimpleProductToCart', { cartId, sku, quantity: 2 });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addSimpleProductsToCart.cart).toMatchObject({ id: cartId, total_quantity: 2, total_summary_quantity_including_config: 2 });
    const counted = await venia(CART_TRIGGER, 'getItemCount', { cartId });
    expect(counted.data!.cart.total_summary_quantity_including_config).toBe(2);
  });

  it('adds a configurable product’s variant by its parent', async () => {
    const [parent] = await queryRows<{ sku: string; variant: string }>(
      app,
      sql`select p.sku, c.sku as variant from products p join product_links l on l.parent_id = p.id join products c on c.id = l.child_id
          join product_stock s on s.product_id = c.id and s.website_id = 1
          where p.type_id = 'configurable' and s.is_in_stock and s.quantity > 2 order by p.sku, l.position limit 1`,
    );
    const cartId = await newCart();
    const added = await venia(PRODUCT, 'addConfigurableProductToCart', { cartId, sku: parent.variant, parentSku: parent.sku, quantity: 1 });
    expect(added.errors).toBeUndefined();
    const cart = await app.graphql('query($id: String!) { cart(cart_id: $id) { items { __typename product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }', { id: cartId }, HK);
    expect(cart.data!.cart.items).toEqual([{ __typename: 'ConfigurableCartItem', product: { sku: parent.sku }, configured_variant: { sku: parent.variant } }]);
  });

  it('adds all or nothing: a refused piece is the request’s error, in the shopper’s language, and nothing is added', async () => {
    const sku = await productInStock(app);
    const cartId = await newCart();
    const refused = await app.graphql(
      'mutation($id: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }, { data: { sku: "NO-SUCH-PIECE", quantity: 1 } }] }) { cart { total_quantity } } }',
      { id: cartId, sku },
      { store: 'tsl_tc' },
    );
    expect(refused.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(refused.errors?.[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    const cart = await app.graphql('query($id: String!) { cart(cart_id: $id) { total_quantity items { uid } } }', { id: cartId }, HK);
    expect(cart.data!.cart).toEqual({ total_quantity: 0, items: [] });
  });
});

describe('the catalog as Venia reads it', () => {
  it('answers the category page’s display mode and the product fields Venia lists', async () => {
    const root = (await app.graphql('{ storeConfig { root_category_uid } }', {}, HK)).data!.storeConfig.root_category_uid;
    const menu = await app.graphql('query($id: String!) { categories(filters: { category_uid: { eq: $id } }) { items { children { uid } } } }', { id: root }, HK);
    const category = menu.data!.categories.items[0].children[0].uid;
    const content = await venia('peregrine/lib/talons/RootComponents/Category/categoryContent.gql.graphql', 'getCategoryData', { id: category });
    expect(content.errors).toBeUndefined();
    expect(content.data!.categories.items[0]).toMatchObject({ uid: category, display_mode: 'PRODUCTS', cms_block: null });

    const sku = await productInStock(app);
    const product = await app.graphql('query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku rating_summary } } }', { sku }, HK);
    expect(product.data!.products.items).toEqual([{ sku, rating_summary: 0 }]);
  });

  it('answers the canonical tags and the bag’s pictures in the store configuration', async () => {
    const product = await venia('peregrine/lib/talons/RootComponents/Product/product.gql.graphql', 'getStoreConfigData');
    expect(product.data!.storeConfig.product_canonical_tag).toBe(true);
    const category = await venia('venia-ui/lib/RootComponents/Category/category.gql.graphql', 'getPageSize');
    expect(category.data!.storeConfig.category_canonical_tag).toBe(true);
    const bag = await venia('peregrine/lib/talons/CartPage/ProductListing/product.gql.graphql', 'getStoreConfigForCartPage');
    expect(bag.data!.storeConfig.configurable_thumbnail_source).toBe('itself');
  });
});

describe('configurable_product_options_selection', () => {
  const SELECTION = `query($sku: String!, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
    variants { attributes { code uid } product { sku } }
    configurable_product_options_selection(configurableOptionValueUids: $uids) {
      options_available_for_selection { attribute_code option_value_uids }
      media_gallery { url }
      variant { sku }
    }
  } } } }`;

  it('offers the values that lead to a variant, and names the variant once every option is chosen', async () => {
    const [parent] = await queryRows<{ sku: string }>(
      app,
      sql`select p.sku from products p join product_links l on l.parent_id = p.id join product_stock s on s.product_id = l.child_id and s.website_id = 1
          where p.type_id = 'configurable' and p.visible_in_catalog and s.is_in_stock group by p.sku having count(*) > 1 order by p.sku limit 1`,
    );
    const open = await app.graphql(SELECTION, { sku: parent.sku, uids: [] }, HK);
    expect(open.errors).toBeUndefined();
    const product = open.data!.products.items[0];
    const variants: Array<{ attributes: Array<{ code: string; uid: string }>; product: { sku: string } }> = product.variants;
    expect(product.configurable_product_options_selection.variant).toBeNull();
    const offered = product.configurable_product_options_selection.options_available_for_selection;
    for (const option of offered) {
      const values = new Set(variants.flatMap((variant) => variant.attributes.filter((attribute) => attribute.code === option.attribute_code).map((attribute) => attribute.uid)));
      expect(new Set(option.option_value_uids)).toEqual(values);
    }

    const [chosen] = variants;
    const picked = await app.graphql(SELECTION, { sku: parent.sku, uids: chosen.attributes.map((attribute) => attribute.uid) }, HK);
    const selection = picked.data!.products.items[0].configurable_product_options_selection;
    expect(selection.variant).toEqual({ sku: chosen.product.sku });
    expect(selection.media_gallery.length).toBeGreaterThan(0);

    const nothing = await app.graphql(SELECTION, { sku: parent.sku, uids: ['bm8tc3VjaC12YWx1ZQ=='] }, HK);
    expect(nothing.data!.products.items[0].configurable_product_options_selection.variant).toBeNull();
  });
});

describe('a product page’s attributes', () => {
  it('lists the jewellery attributes the product has, in the store view’s language, as Venia’s product page reads them', async () => {
    const [piece] = await queryRows<{ url_key: string; metal: string; weight_mg: number | null }>(
      app,
      sql`select p.url_key, p.metal, p.weight_mg from products p join product_stock s on s.product_id = p.id and s.website_id = 1
          where p.visible_in_catalog and p.metal is not null order by p.weight_mg is null, p.sku limit 1`,
    );
    const page = await venia('peregrine/lib/talons/RootComponents/Product/product.gql.graphql', 'getProductDetailForProductPage', { urlKey: piece.url_key }, { store: 'tsl_tc' });
    expect(page.errors).toBeUndefined();
    const attributes: Array<{ entered_attribute_value: { value: string }; attribute_metadata: { code: string; label: string; used_in_components: string[]; attribute_labels: Array<{ store_code: string; label: string }> } }> =
      page.data!.products.items[0].custom_attributes;
    const byCode = new Map(attributes.map((attribute) => [attribute.attribute_metadata.code, attribute]));
    expect(byCode.get('metal')!.attribute_metadata).toMatchObject({ label: '材質', used_in_components: ['PRODUCT_DETAILS_PAGE'] });
    expect(byCode.get('metal')!.attribute_metadata.attribute_labels).toContainEqual({ store_code: 'tsl_en', label: 'Metal' });
    expect(byCode.get('metal')!.entered_attribute_value.value).not.toBe(piece.metal);
    if (piece.weight_mg != null) {
      expect(byCode.get('weight')!.entered_attribute_value.value).toBe(`${new Intl.NumberFormat('zh-Hant', { maximumFractionDigits: 3 }).format(piece.weight_mg / 1000)} g`);
    } else expect(byCode.has('weight')).toBe(false);
    // Only the attributes the product has: no empty rows.
    expect(attributes.every((attribute) => attribute.entered_attribute_value.value !== '')).toBe(true);
  });
});

describe('robotsConfig and searchTerm', () => {
  it('answers the storefront’s robots rules, and no search term, as the store keeps none', async () => {
    const robots = await venia('venia-ui/lib/components/RobotsMeta/robotsMeta.gql.graphql', 'GetRobotsConfig');
    expect(robots.errors).toBeUndefined();
    expect(robots.data!.robotsConfig.defaultRobots).toBe('INDEX,FOLLOW');
    expect(robots.data!.robotsConfig.customInstructions).toContain(`Sitemap: ${app.config.publicUrl}/sitemap.xml`);
    expect(robots.data!.robotsConfig.customInstructions).toContain('Disallow: /*/checkout');
    const term = await venia('peregrine/lib/talons/SearchPage/searchPage.gql.graphql', 'getSearchTermData', { search: 'ring' });
    expect(term.errors).toBeUndefined();
    expect(term.data!.searchTerm).toBeNull();
  });
});
