/**
 * The server's own behaviour: health, request ids, store scope from headers, guard rails on
 * queries, localized errors, the response cache and its invalidation, configuration.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/server/config.ts';
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from './harness.ts';

let store: TestApp;

beforeAll(async () => {
  store = await startTestApp();
});

afterAll(async () => {
  await store?.close();
});

describe('health and request ids', () => {
  it('answers /healthz while the database answers', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await store.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await store.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('compression', () => {
  const query = JSON.stringify({ query: '{ availableStores { code url_prefix store_name locale base_currency_code default_display_currency_code } }' });

  it('compresses a GraphQL answer whole, as the client accepts, and says it varies', async () => {
    const plain = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: query });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const answer = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'accept-encoding': encoding }, payload: query });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('leaves a short answer as it is', async () => {
    const answer = await store.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ status: 'ok' });
  });
});

describe('store scope', () => {
  it('defaults to tsl_en', async () => {
    const result = await store.graphql('{ storeConfig { code locale base_currency_code } }');
    expect(result.data?.storeConfig).toEqual({ code: 'tsl_en', locale: 'en_US', base_currency_code: 'HKD' });
  });

  it('follows the Store header', async () => {
    const macau = await store.graphql('{ storeConfig { code locale website_code base_currency_code show_mainland_china_link } }', {}, { store: 'tsl_mo_tc' });
    expect(macau.data?.storeConfig).toEqual({ code: 'tsl_mo_tc', locale: 'zh_Hant_HK', website_code: 'mo', base_currency_code: 'MOP', show_mainland_china_link: false });
    const malaysia = await store.graphql('{ storeConfig { base_currency_code } }', {}, { store: 'tsl_my_en' });
    expect(malaysia.data?.storeConfig.base_currency_code).toBe('MYR');
  });

  it('lists the eight store views, or those of the current website', async () => {
    const all = await store.graphql('{ availableStores { code url_prefix } }');
    expect(all.data?.availableStores.map((view: { code: string }) => view.code)).toEqual([
      'tsl_tc', 'tsl_sc', 'tsl_en', 'tsl_mo_tc', 'tsl_mo_sc', 'tsl_mo_en', 'tsl_my_sc', 'tsl_my_en',
    ]);
    const malaysia = await store.graphql('{ availableStores(useCurrentGroup: true) { code } }', {}, { store: 'tsl_my_sc' });
    expect(malaysia.data?.availableStores).toEqual([{ code: 'tsl_my_sc' }, { code: 'tsl_my_en' }]);
  });

  it('rejects an unknown store with a no-such-entity error, not a 500', async () => {
    const result = await store.graphql('{ storeConfig { code } }', {}, { store: 'nowhere' });
    expect(result.status).toBe(200);
    expect(result.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
  });

  it('rejects an unknown Content-Currency in the store language', async () => {
    const result = await store.graphql('{ storeConfig { code } }', {}, { store: 'tsl_tc', 'content-currency': 'XYZ' });
    expect(result.errors?.[0]).toMatchObject({ message: '此商店不提供貨幣 XYZ', extensions: { category: 'graphql-input' } });
  });

  it('normalises a locale, and names an unknown one with the spec message', async () => {
    const known = await store.graphql('{ getLocale(locale: "zh-Hant-HK") { locale } }');
    expect(known.data?.getLocale.locale).toBe('zh_Hant_HK');
    const unknown = await store.graphql('{ getLocale(locale: "xx_YY") { locale } }');
    expect(unknown.errors?.[0].message).toBe('Unable to locate locale');
  });

  it('answers getStoreName with the customer service number', async () => {
    const result = await store.graphql('{ getStoreName { store_name online_service_whatsapp_number } }', {}, { store: 'tsl_tc' });
    expect(result.data?.getStoreName.store_name).toBeTruthy();
    expect(result.data?.getStoreName.online_service_whatsapp_number).toMatch(/^\+?\d[\d ]+$/);
  });
});

describe('guard rails', () => {
  it('refuses a query deeper than the limit with 400', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 14; depth += 1) selection = `id children { ${selection} }`;
    const result = await store.graphql(`{ categoryList { ${selection} } }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('answers the standard introspection query, so GraphiQL, codegen and Apollo can read the schema', async () => {
    const result = await store.graphql(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
    const types = (result.data?.__schema.types as Array<{ name: string }>).map((type) => type.name);
    expect(types).toEqual(expect.arrayContaining(['ProductInterface', 'CategoryTree', 'StoreConfig']));
  });

  it('still bounds introspection: a chain of ofType deeper than any real type is refused', async () => {
    let selection = 'name';
    for (let depth = 0; depth < 30; depth += 1) selection = `ofType { ${selection} }`;
    const result = await store.graphql(`{ __type(name: "ProductInterface") { ${selection} } }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-input' } });
    expect(result.errors?.[0].message).toMatch(/depth/i);
  });

  it('still bounds introspection: fields of the types of fields of types ... are refused', async () => {
    const result = await store.graphql('{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toMatch(/introspection depth/i);
  });

  it('does not let introspection lift the limit of the query around it', async () => {
    let selection = 'id';
    for (let depth = 0; depth < 14; depth += 1) selection = `id children { ${selection} }`;
    const result = await store.graphql(`{ __schema { queryType { name } } categoryList { ${selection} } }`);
    expect(result.status).toBe(400);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, index) => `a${index}: storeConfig { code }`).join(' ');
    const result = await store.graphql(`{ ${aliases} }`);
    expect(result.status).toBe(400);
    expect(result.errors?.[0].message).toMatch(/too many aliases/);
  });

  it('answers a broken document with 400 and the spec message', async () => {
    const result = await store.graphql('{ storeConfig { code }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ message: 'Not a valid GraphQL document.', extensions: { category: 'graphql-input' } });
    const chinese = await store.graphql('{ storeConfig { code }', {}, { store: 'tsl_tc' });
    expect(chinese.errors?.[0].message).toBe('不是有效的 GraphQL 文件。');
  });

  it('names an unknown field as an input error', async () => {
    const result = await store.graphql('{ storeConfig { nope } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]).toMatchObject({ extensions: { category: 'graphql-input' } });
    expect(result.errors?.[0].message).toMatch(/Cannot query field "nope"/);
  });

  it('works over GET', async () => {
    const response = await store.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ storeConfig { code } }')}`, headers: { store: 'tsl_sc' } });
    expect(response.json().data.storeConfig.code).toBe('tsl_sc');
  });

  it('keeps the admin mutation for the admin token', async () => {
    const mutation = 'mutation { setGoldPrice(input: { gold_code: "HK-CK9999", sell_price: "43000.00", buy_price: "41000.00" }) { gold_code } }';
    const guest = await store.graphql(mutation);
    expect(guest.errors?.[0].extensions?.category).toBe('graphql-authorization');
    const admin = await store.graphql(mutation, {}, { authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(admin.errors).toBeUndefined();
  });
});

describe('response cache', () => {
  const listing = '{ products(search: "ring", pageSize: 3) { total_count items { sku } } }';

  it('serves a repeated anonymous catalog query from the cache', async () => {
    const first = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: listing } });
    const second = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: listing } });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  it('runs a query once for a crowd asking it together, and gives each the same answer', async () => {
    const query = '{ products(search: "gold", pageSize: 5) { total_count items { sku } } }';
    const ask = () => store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    const crowd = await Promise.all(Array.from({ length: 8 }, ask));
    const how = crowd.map((response) => response.headers['x-cache']);
    // One ran it; the others waited for it (SHARED) or, come after it, found it kept (HIT). Which
    // depends on how the crowd's requests interleave with the query's reads.
    expect(how.filter((value) => value === 'MISS')).toHaveLength(1);
    expect(how.every((value) => value === 'MISS' || value === 'SHARED' || value === 'HIT')).toBe(true);
    // On PostgreSQL the reads go over the network, so the others come while the first is answered
    // and wait for it; the embedded database tends to answer before they are read.
    if (process.env.DATABASE_URL) expect(how).toContain('SHARED');
    for (const response of crowd) expect(response.body).toBe(crowd[0].body);
    expect(JSON.parse(crowd[0].body).data.products.items.length).toBeGreaterThan(0);
  });

  it('lets a crowd run a query each when its answer has errors, which are never kept', async () => {
    const query = '{ products(search: "gold", pageSize: 0) { items { sku } } }';
    const ask = () => store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    const crowd = await Promise.all(Array.from({ length: 4 }, ask));
    for (const response of crowd) {
      expect(JSON.parse(response.body).errors?.length).toBeGreaterThan(0);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it('keeps an answer for a client that takes it compressed', async () => {
    // Larger than the compression threshold, so compressed on its way out.
    const query = '{ products(search: "gold", pageSize: 20) { items { sku name url_key price_range { minimum_price { final_price { value currency } } } } } }';
    const ask = () =>
      store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, payload: { query } });
    const first = await ask();
    const second = await ask();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(gunzipSync(second.rawPayload).toString('utf8')).toBe(gunzipSync(first.rawPayload).toString('utf8'));
    expect(JSON.parse(gunzipSync(first.rawPayload).toString('utf8')).data.products.items.length).toBeGreaterThan(1);
  });

  it('keys on the store view and currency', async () => {
    const query = '{ storeConfig { code } }';
    await store.graphql(query, {}, { store: 'tsl_en' });
    const other = await store.graphql(query, {}, { store: 'tsl_tc' });
    expect(other.data?.storeConfig.code).toBe('tsl_tc');
  });

  it('is emptied by a gold price update, so gold products re-price at once', async () => {
    const query = `{ products(filter: { type_id: { eq: "calculation_gold" }, gold_code: { eq: "HK-CK9999" } }, pageSize: 1) {
      items { sku price_range { minimum_price { final_price { minor_units } } } } } }`;
    const before = await store.graphql(query);
    const cached = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
    expect(cached.headers['x-cache']).toBe('HIT');
    const price = before.data?.products.items[0].price_range.minimum_price.final_price.minor_units;
    const update = await store.graphql(
      'mutation { setGoldPrice(input: { gold_code: "HK-CK9999", sell_price: "60000.00", buy_price: "58000.00" }) { sell_per_tael { value } } }',
      {},
      { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    );
    expect(update.errors).toBeUndefined();
    const after = await store.graphql(query);
    expect(after.data?.products.items[0].price_range.minimum_price.final_price.minor_units).toBeGreaterThan(price);
  });

  it('never caches a request with credentials', async () => {
    const query = '{ storeConfig { code } }';
    const response = await store.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: 'Bearer nope' }, payload: { query } });
    expect(response.headers['x-cache']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('reads defaults', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/tsl-config-test', ADMIN_TOKEN: TEST_ADMIN_TOKEN });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.responseCache).toBe(true);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/at least 16/);
  });

  it('texts through the smsbox by default, and through Twilio only with its keys', () => {
    const base = { DATA_DIR: '/tmp/tsl-config-test', ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    expect(loadConfig(base).sms).toEqual({ transport: 'smsbox', smsboxDir: '/tmp/tsl-config-test/smsbox' });
    expect(() => loadConfig({ ...base, SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/SMS_TRANSPORT=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM/);
    const twilio = loadConfig({ ...base, SMS_TRANSPORT: 'twilio', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM: '+85230001234' });
    expect(twilio.sms.twilio).toEqual({ accountSid: 'AC1', authToken: 'secret', from: '+85230001234', apiUrl: 'https://api.twilio.com' });
    expect(() => loadConfig({ ...base, SMS_TRANSPORT: 'pigeon' })).toThrow(ConfigError);
  });
});
