/**
 * Whole-response cache for anonymous catalog queries. Catalog reads dominate a jewellery store's
 * traffic and change rarely (a gold price update a few times a day), so a listing is computed once
 * per catalog version, store view and currency. Every catalog write bumps the version
 * (catalogChanges.ts), which empties the cache.
 */
import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

export interface CachedResponse {
  body: string;
}

export class ResponseCache {
  /** Bounded by the characters of the bodies held; the least recently used goes first. */
  private readonly entries: LRUCache<string, CachedResponse>;
  private documents = new Map<string, DocumentNode | null>();

  constructor(
    private readonly cacheableFields: ReadonlySet<string>,
    maxBytes = 64 * 1024 * 1024,
    private readonly maxDocuments = 2000,
  ) {
    this.entries = new LRUCache<string, CachedResponse>({ maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.body.length) });
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: string): void {
    this.entries.set(key, { body });
  }

  clear(): void {
    this.entries.clear();
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
