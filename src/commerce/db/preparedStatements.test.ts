/**
 * Statements built once (preparedStatements.ts), on the embedded database and, in CI's PostgreSQL
 * suite, on a server where node-postgres prepares them by name: the same statement for a session,
 * values encoded as their columns encode them, and null kept null.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { carts } from './schema/cart.ts';
import { columnPlaceholder, preparedShapes, preparedStatement } from './preparedStatements.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const cartCreated = preparedStatement('test_cart_created', (db) =>
  db
    .insert(carts)
    .values({
      maskedId: columnPlaceholder(carts.maskedId, 'maskedId'),
      websiteId: columnPlaceholder(carts.websiteId, 'websiteId'),
      storeViewId: columnPlaceholder(carts.storeViewId, 'storeViewId'),
      shippingAddress: columnPlaceholder(carts.shippingAddress, 'address'),
      orderCustomerPhoneVerifiedAt: columnPlaceholder(carts.orderCustomerPhoneVerifiedAt, 'verifiedAt'),
    })
    .returning(),
);

const cartByMaskedId = preparedStatement('test_cart_by_masked_id', (db) =>
  db
    .select({
      id: carts.id,
      address: carts.shippingAddress,
      addressIsNull: sql<boolean>`${carts.shippingAddress} is null`,
      verifiedAt: carts.orderCustomerPhoneVerifiedAt,
    })
    .from(carts)
    .where(eq(carts.maskedId, sql.placeholder('maskedId'))),
);

/** A cart with no address and no verified phone, for the tests that only need one to be there. */
async function plainCart(on: Parameters<typeof cartCreated>[0], scope: { websiteId: number; storeViewId: number }, maskedId: string): Promise<void> {
  await cartCreated(on).execute({ ...scope, maskedId, address: null, verifiedAt: null });
}

async function aWebsiteAndView(): Promise<{
  websiteId: number;
  storeViewId: number;
}> {
  const [row] = (await testApp.database.executeSql('select website_id, id from store_views order by id limit 1')).rows;
  return { websiteId: row.website_id, storeViewId: row.id };
}

it('fills placeholders as the columns encode values, and leaves a null SQL null (not JSON null)', async () => {
  const scope = await aWebsiteAndView();
  const { db } = testApp.database;
  const address = { city: 'Wan Chai', street: ['1 Harbour Road'] };
  const verifiedAt = new Date('2026-12-03T04:05:06.000Z');
  const [written] = await cartCreated(db).execute({
    ...scope,
    maskedId: 'prepared-with-values',
    address,
    verifiedAt,
  });
  expect(written.shippingAddress).toEqual(address);
  expect(written.orderCustomerPhoneVerifiedAt).toEqual(verifiedAt);
  await plainCart(db, scope, 'prepared-with-nulls');
  const [kept] = await cartByMaskedId(db).execute({
    maskedId: 'prepared-with-nulls',
  });
  expect(kept).toMatchObject({
    address: null,
    addressIsNull: true,
    verifiedAt: null,
  });
});

it('keeps one prepared statement for a session and runs it inside transactions as outside them', async () => {
  const { db } = testApp.database;
  expect(cartByMaskedId(db)).toBe(cartByMaskedId(db));
  const scope = await aWebsiteAndView();
  // Written and read back in one transaction: the statement runs on the transaction's connection, so it sees the row.
  const inside = await db.transaction(async (tx) => {
    await plainCart(tx, scope, 'prepared-in-a-transaction');
    const [row] = await cartByMaskedId(tx).execute({
      maskedId: 'prepared-in-a-transaction',
    });
    return row;
  });
  expect(inside).toBeDefined();
  // A transaction rolled back leaves nothing, though its statements were the prepared ones.
  await expect(
    db.transaction(async (tx) => {
      await plainCart(tx, scope, 'prepared-rolled-back');
      throw new Error('changed its mind');
    }),
  ).rejects.toThrow('changed its mind');
  const [committed] = await cartByMaskedId(db).execute({
    maskedId: 'prepared-in-a-transaction',
  });
  expect(committed.id).toBe(inside.id);
  expect(await cartByMaskedId(db).execute({ maskedId: 'prepared-rolled-back' })).toEqual([]);
});

it('refuses a second statement under a name already given', () => {
  expect(() => preparedStatement('test_cart_created', (db) => db.select().from(carts))).toThrow(/two prepared statements/);
});

it('prepares each shape once, under a name of its own', async () => {
  const built: string[] = [];
  const byColumn = preparedShapes(
    'test_cart_column',
    (column: 'email' | 'shippingMethod') => column,
    (db, column) => {
      built.push(column);
      return db
        .update(carts)
        .set({ [column]: columnPlaceholder(carts[column], 'value') })
        .where(eq(carts.maskedId, sql.placeholder('maskedId')))
        .returning({
          email: carts.email,
          shippingMethod: carts.shippingMethod,
        });
    },
  );
  const { db } = testApp.database;
  const [email] = await byColumn(db, 'email').execute({
    value: 'mei@example.com',
    maskedId: 'prepared-with-values',
  });
  const [method] = await byColumn(db, 'shippingMethod').execute({
    value: 'flatrate_flatrate',
    maskedId: 'prepared-with-values',
  });
  await byColumn(db, 'email').execute({
    value: 'mei.chan@example.com',
    maskedId: 'prepared-with-values',
  });
  expect(email.email).toBe('mei@example.com');
  expect(method).toEqual({
    email: 'mei@example.com',
    shippingMethod: 'flatrate_flatrate',
  });
  expect(built).toEqual(['email', 'shippingMethod']);
});
