/**
 * Statements built once. Drizzle turns a query into SQL text anew each time it runs, walking every
 * column and condition (about a third of the store's processor time in a checkout); a prepared
 * query keeps its text and only fills in its placeholders (`sql.placeholder`). The hot statements
 * of the cart and checkout are kept this way (docs/decisions.md, "Checkout statements built once").
 *
 * A Drizzle prepared query runs on the session it was built on: the pool, or one pooled connection,
 * whose transactions all share its session (connect.ts makes a Drizzle per connection). So one is
 * kept per session, made on the first call on it. node-postgres prepares a named statement on each
 * connection the first time it runs there, and afterwards sends its name and values; the embedded
 * database, with a session per transaction, builds it once per transaction and ignores the name.
 */
import { getTableColumns, Param, sql, type Column, type DriverValueEncoder, type SQL, type Table } from 'drizzle-orm';
import type { Database } from './connect.ts';

interface Preparable<P> {
  prepare(name: string): P;
}

const givenNames = new Set<string>();

/**
 * The statement `build` makes, prepared as `name` (unique in the store, as PostgreSQL needs a
 * statement's name to mean one text on a connection): call the answer with the database or
 * transaction to run it on, then `.execute({ ...placeholders })`.
 */
export function preparedStatement<P>(name: string, build: (db: Database) => Preparable<P>): (db: Database) => P {
  const statementName = `tsl_${name}`;
  if (givenNames.has(statementName)) throw new Error(`two prepared statements are named ${name}`);
  givenNames.add(statementName);
  const bySession = new WeakMap<object, P>();
  return (db) => {
    const { session } = db as unknown as { session: object };
    let prepared = bySession.get(session);
    if (prepared === undefined) {
      prepared = build(db).prepare(statementName);
      bySession.set(session, prepared);
    }
    return prepared;
  };
}

/**
 * Statements of one kind whose text follows a shape (the columns an update sets, the conditions it
 * adds): each shape is prepared as a statement of its own, `name` and the shape's number, on its
 * first use. `keyOf` names a shape; the shapes a caller makes must be few (they come from the
 * code, never from input), as each stays prepared on every connection that ran it.
 */
export function preparedShapes<S, P>(name: string, keyOf: (shape: S) => string, build: (db: Database, shape: S) => Preparable<P>): (db: Database, shape: S) => P {
  const shapes = new Map<string, (db: Database) => P>();
  return (db, shape) => {
    const key = keyOf(shape);
    let statement = shapes.get(key);
    if (!statement) {
      statement = preparedStatement(`${name}_${shapes.size + 1}`, (on) => build(on, shape));
      shapes.set(key, statement);
    }
    return statement(db);
  };
}

/**
 * A placeholder for a column's value, in an insert's values or an update's set: filled in encoded
 * as the column encodes a value (JSON for jsonb, ISO text for a timestamp), and a null left null.
 * Drizzle's own placeholder in that place hands null to the column's encoding too, which makes a
 * jsonb column JSON's null rather than SQL's, and fails on a timestamp.
 */
export function columnPlaceholder(column: Column, name: string): SQL {
  const encoder: DriverValueEncoder<unknown, unknown> = {
    mapToDriverValue: (value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)),
  };
  return sql`${new Param(sql.placeholder(name), encoder)}`;
}

/**
 * A columnPlaceholder for each of `columns` of `table`, named as the column's key and `suffix` (the
 * row's number, for an insert of several): an insert's values, or an update's set.
 */
export function columnPlaceholders<T extends Table, K extends keyof T['_']['columns'] & string>(table: T, columns: readonly K[], suffix = ''): Record<K, SQL> {
  const all = getTableColumns(table) as Record<string, Column>;
  return Object.fromEntries(columns.map((key) => [key, columnPlaceholder(all[key], `${key}${suffix}`)])) as Record<K, SQL>;
}

/** Rows for an insert of several prepared with `columnPlaceholders(table, columns, suffix)`: one object of placeholder values, each row's keys with its number. */
export function rowValues(rows: ReadonlyArray<Record<string, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) values[`${key}_${index}`] = value;
  });
  return values;
}
