/**
 * Whole-response cache for anonymous catalog queries. Catalog reads dominate a jewellery store's
 * traffic and change rarely (a gold price update a few times a day), so a listing is computed once
 * per catalog version, store view and currency. Every catalog write bumps the version
 * (catalogChanges.ts), which empties the cache.
 */
import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';

export interface CachedResponse {
  body: string;
}

export class ResponseCache {
  private entries = new Map<string, CachedResponse>();
  private documents = new Map<string, DocumentNode | null>();
  private bytes = 0;

  constructor(
    private readonly cacheableFields: ReadonlySet<string>,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxDocuments = 2000,
  ) {}

  get(key: string): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh its place so the least recently used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, body: string): void {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.set(key, { body });
    this.bytes += body.length;
    for (const [oldKey, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= entry.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** True when the document is a query that only reads cacheable root fields. */
  isCacheableQuery(query: string, operationName: string | undefined): boolean {
    let document = this.documents.get(query);
    if (document === undefined) {
      try {
        document = parse(query);
      } catch {
        document = null;
      }
      if (this.documents.size >= this.maxDocuments) this.documents.clear();
      this.documents.set(query, document);
    }
    if (!document) return false;
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operation =
      operations.length === 1 ? operations[0] : operations.find((candidate) => candidate.name?.value === operationName);
    if (!operation || operation.operation !== OperationTypeNode.QUERY) return false;
    // Fragments at the root would need resolving; such queries are rare, so they are not cached.
    return operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && this.cacheableFields.has(selection.name.value),
    );
  }
}
