/**
 * Whole-response cache for anonymous catalog queries. Catalog reads dominate a jewellery store's
 * traffic and change rarely (a gold price update a few times a day), so a listing is computed once
 * per catalog version, store view and currency. Every catalog write bumps the version
 * (catalogChanges.ts), which empties the cache. A query asked again while its answer is being
 * made waits for that answer rather than running again (`beingAnswered`, `answer`): a crowd after
 * a change costs one execution.
 */
import { Kind, OperationTypeNode, parse, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { SharedResults } from '../core/sharedResults.ts';

export interface CachedResponse {
  body: string;
}

export class ResponseCache {
  /** Bounded by the characters of the bodies held; the least recently used goes first. */
  private readonly entries: LRUCache<string, CachedResponse>;
  private documents = new Map<string, DocumentNode | null>();
  /** Answers being made now, by key: each settles with the body kept, or nothing. */
  private readonly answering = new SharedResults<string>();

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

  /**
   * The body another request is answering this key with now, once made; undefined when none is
   * being made. It settles with undefined when that answer is not kept (it had errors): the
   * caller then runs the query itself.
   */
  beingAnswered(key: string): Promise<string | undefined> | undefined {
    return this.answering.awaiting(key);
  }

  /** Marks the key as being answered by the caller until the returned function is given the body kept (or nothing). */
  answer(key: string): (body?: string) => void {
    return this.answering.begin(key);
  }

  clear(): void {
    this.entries.clear();
    this.answering.clear();
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
