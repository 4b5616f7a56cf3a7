/**
 * Which statements the PostgreSQL connections prepare by name (StatementNames, db/connect.ts): the
 * texts sent again, each under one name, and no more of them than the cap.
 */
import { expect, it } from 'vitest';
import { StatementNames } from './connect.ts';

it('names a statement from its second use, always the same name for the same text', () => {
  const names = new StatementNames();
  const lock = 'select "id" from "carts" where "carts"."masked_id" = $1 for update';
  expect(names.nameOf(lock)).toBeUndefined();
  const name = names.nameOf(lock);
  expect(name).toBeDefined();
  expect(names.nameOf(lock)).toBe(name);
  const lines = 'select "id" from "cart_items" where "cart_items"."cart_id" = $1';
  names.nameOf(lines);
  expect(names.nameOf(lines)).not.toBe(name);
});

it('names no more texts than its cap, so texts that keep changing do not pile up on the connections', () => {
  const names = new StatementNames();
  const given = new Set<string>();
  for (let batch = 1; batch <= StatementNames.MAX_NAMED + 50; batch += 1) {
    const text = `insert into "seeded" values ${Array.from({ length: batch }, (_, row) => `($${row + 1})`).join(', ')}`;
    names.nameOf(text);
    const name = names.nameOf(text);
    if (name) given.add(name);
  }
  expect(given.size).toBe(StatementNames.MAX_NAMED);
});
