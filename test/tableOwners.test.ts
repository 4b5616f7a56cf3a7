/**
 * Every table has one owner, and only its owner writes it; others read it through the owner's face
 * or through a named read model (docs/architecture.md, "Who owns which table"). The rules run over
 * the backend's real source, and over small made-up files to show each one fails when broken.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { READ_MODELS, TABLE_OWNERS } from '../src/commerce/db/tableOwners.ts';
import { readTableNames, readTableUses, tableUses, type TableUse } from './tableAccess.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Files that touch every table by design: the schema (its foreign keys name other modules' tables)
 * and the demo data, which fills the store's tables as a migration would, before any module runs.
 */
const EXEMPT = ['src/commerce/db/', 'src/commerce/seed/'];

/** The part of the backend a file belongs to: its module, or for a file of src/commerce itself its name (catalogChanges). */
function partOf(file: string): string {
  const module = /^src\/commerce\/modules\/([^/]+)\//.exec(file)?.[1];
  return module ?? path.posix.basename(file).replace(/\.tsx?$/, '');
}

interface Breach {
  file: string;
  table: string;
  kind: TableUse['kind'];
  owner: string | undefined;
}

/** Every use of a table by a part that neither owns it nor reads it through a read model. */
function breaches(uses: readonly TableUse[]): Breach[] {
  const found: Breach[] = [];
  for (const use of uses) {
    if (EXEMPT.some((prefix) => use.file.startsWith(prefix))) continue;
    const part = partOf(use.file);
    const owner = TABLE_OWNERS[use.table];
    if (owner === part) continue;
    const readModel = READ_MODELS.some((model) => model.reader === part && model.tables.includes(use.table));
    if (use.kind === 'read' && readModel) continue;
    found.push({ file: use.file, table: use.table, kind: use.kind, owner });
  }
  return found;
}

describe('the tables of the backend', () => {
  const tableNames = readTableNames(root);
  const tables = [...tableNames.values()].sort();
  const uses = readTableUses(root, tableNames);

  it('reads the schema and what the modules do with it', () => {
    expect(tables).toContain('carts');
    expect(tables).toContain('sms_outbox');
    expect(uses).toContainEqual({ file: 'src/commerce/modules/mail/outbox.ts', table: 'outbox', kind: 'write' });
    expect(uses).toContainEqual({ file: 'src/commerce/modules/diamonds/service.ts', table: 'diamonds', kind: 'write' });
    expect(uses).toContainEqual({ file: 'src/commerce/modules/catalog/productQuery.ts', table: 'product_categories', kind: 'read' });
    expect(uses).toContainEqual({ file: 'src/commerce/modules/club/pointsLedger.ts', table: 'points_ledger', kind: 'read' });
  });

  it('each have one owner, and the map names no table the schema lacks', () => {
    expect(tables.filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('are written by their owner alone and read by others only through a named read model', () => {
    expect(breaches(uses)).toEqual([]);
  });

  it('keep no read model that the code no longer has', () => {
    const has = (part: string, table: string, kind: TableUse['kind']) => uses.some((use) => partOf(use.file) === part && use.table === table && use.kind === kind);
    const staleReads = READ_MODELS.flatMap((model) => model.tables.filter((table) => !has(model.reader, table, 'read')).map((table) => `${model.reader} reads ${table}`));
    expect(staleReads).toEqual([]);
    for (const model of READ_MODELS) for (const table of model.tables) expect(TABLE_OWNERS[table], `${model.name}: ${table}`).not.toBe(model.reader);
  });
});

describe('the rules, on made-up files', () => {
  const tableNames = new Map([
    ['carts', 'carts'],
    ['orders', 'orders'],
    ['productStock', 'product_stock'],
    ['customers', 'customers'],
    ['pointsLedger', 'points_ledger'],
  ]);
  const use = (file: string, text: string) => tableUses(file, text, tableNames);

  it('find a write through Drizzle and through raw SQL, from the schema index or its files', () => {
    const file = 'src/commerce/modules/orders/placing.ts';
    const uses = use(
      file,
      `import { carts } from '../../db/schema/cart.ts';
       import { customers as members } from '../../db/schema.ts';
       await tx.update(carts).set({ isActive: false }).where(eq(carts.id, 1));
       await tx.delete(members);
       await tx.execute(sql\`update product_stock set quantity = quantity - 1\`);`,
    );
    expect(uses).toEqual([
      { file, table: 'carts', kind: 'write' },
      { file, table: 'carts', kind: 'read' },
      { file, table: 'customers', kind: 'write' },
      { file, table: 'product_stock', kind: 'write' },
    ]);
    expect(breaches(uses).map(({ table, kind }) => `${kind} ${table}`)).toEqual(['write carts', 'read carts', 'write customers', 'write product_stock']);
  });

  it('find reads by join, by raw SQL, by interpolation and by relational query, and leave types alone', () => {
    const file = 'src/commerce/modules/gold/prices.ts';
    const uses = use(
      file,
      `import type { carts } from '../../db/schema/cart.ts';
       import { type orders, customers, pointsLedger } from '../../db/schema.ts';
       type Row = typeof carts.$inferSelect & typeof orders.$inferSelect;
       await db.select().from(pointsLedger).innerJoin(customers, eq(customers.id, pointsLedger.customerId));
       await db.execute(sql\`select 1 from gold_prices g join product_stock s on true\`);
       await db.query.orders.findFirst();`,
    );
    expect(uses).toEqual([
      { file, table: 'points_ledger', kind: 'read' },
      { file, table: 'customers', kind: 'read' },
      { file, table: 'product_stock', kind: 'read' },
      { file, table: 'orders', kind: 'read' },
    ]);
    expect(breaches(uses)).toHaveLength(4);
  });

  it('allow the owner and a named read model', () => {
    const uses: TableUse[] = [
      { file: 'src/commerce/modules/cart/cartRecords.ts', table: 'carts', kind: 'write' },
      { file: 'src/commerce/modules/club/pointsLedger.ts', table: 'orders', kind: 'read' },
      { file: 'src/commerce/modules/club/rewardExchange.ts', table: 'product_stock', kind: 'read' },
      { file: 'src/commerce/catalogChanges.ts', table: 'catalog_version', kind: 'write' },
      { file: 'src/commerce/seed/demoStore.ts', table: 'orders', kind: 'write' },
      { file: 'src/commerce/diamondPorts.ts', table: 'carts', kind: 'read' },
      { file: 'src/commerce/modules/club/pointsLedger.ts', table: 'orders', kind: 'write' },
    ];
    expect(breaches(uses)).toEqual([
      { file: 'src/commerce/diamondPorts.ts', table: 'carts', kind: 'read', owner: 'cart' },
      { file: 'src/commerce/modules/club/pointsLedger.ts', table: 'orders', kind: 'write', owner: 'orders' },
    ]);
  });
});
