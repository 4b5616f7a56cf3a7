/**
 * Catalog reads may be cached (docs/design.md, Scaling) only because every write that changes what they
 * return goes through here: it bumps catalog_version in the same transaction and, once committed,
 * tells the caches in this process. Other processes on the same PostgreSQL server learn of it
 * through the version row (see ResponseCache). With a read replica the version is read there: the
 * caches empty once the replica holds the change, and refill from it with the change in them.
 */
import { eq, sql } from 'drizzle-orm';
import { catalogVersion } from './db/schema.ts';
import type { Database } from './db/connect.ts';

/**
 * What a change touched, when this process knows: a gold price set here and nothing else since the
 * version before it. Changes learnt from the version row (another process) touched anything.
 */
export interface CatalogChange {
  goldPricesOnly: boolean;
}

type Listener = (version: number, change: CatalogChange) => void;
type Refresher = () => Promise<void>;

export class CatalogChanges {
  private listeners = new Set<Listener>();
  private refreshers = new Set<Refresher>();
  private current = 0;

  /** `readDb`: where the catalog's reads go (db/connect.ts), a replica's version being the one they see. */
  private readonly followsReplica: boolean;

  constructor(
    db: Database,
    private readonly readDb: Database = db,
  ) {
    this.followsReplica = readDb !== db;
  }

  get version(): number {
    return this.current;
  }

  async load(): Promise<number> {
    const [row] = await this.readDb.select({ version: catalogVersion.version }).from(catalogVersion).where(eq(catalogVersion.id, 1));
    const version = Number(row?.version ?? 1);
    if (this.current === 0) this.current = version;
    return version;
  }

  /** Call inside the writing transaction; then call `notify` with the answer after it commits. */
  async bump(tx: Pick<Database, 'insert'>): Promise<number> {
    const [row] = await tx
      .insert(catalogVersion)
      .values({ id: 1, version: 2 })
      .onConflictDoUpdate({
        target: catalogVersion.id,
        set: { version: sql`${catalogVersion.version} + 1`, changedAt: sql`now()` },
      })
      .returning({ version: catalogVersion.version });
    return Number(row.version);
  }

  /**
   * Announces a committed change (`cause` when it is a gold price). In-memory copies (gold prices, rates) reload first and caches
   * are emptied after, so no request can cache an old answer under the new version.
   */
  async notify(version: number, cause?: 'gold-price'): Promise<void> {
    if (version <= this.current) return;
    // A replica behind the write would refill the caches with the old answers under the new version:
    // the change is announced when the replica has it (the version poll sees it there).
    if (this.followsReplica) version = Math.min(version, await this.load());
    if (version <= this.current) return;
    await Promise.all([...this.refreshers].map((refresh) => refresh()));
    if (version <= this.current) return;
    // Only when no other change came between may a listener treat it as the gold price alone.
    const change = { goldPricesOnly: cause === 'gold-price' && version === this.current + 1 };
    this.current = version;
    for (const listener of this.listeners) listener(version, change);
  }

  /** Registers a reload of in-memory data that must finish before a change is announced. */
  addRefresher(refresh: Refresher): void {
    this.refreshers.add(refresh);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
