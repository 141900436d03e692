import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Micro-cache of list pages (issue 4: the first page of a list under many concurrent clients).
 * Several users of one company opening the same list within a moment get the same page from
 * memory instead of three more queries each.
 *
 * Correctness rests on generations, not on the time to live: every mutating request bumps its
 * company's generation once it has answered (its transaction committed), and a mutation without
 * a company (platform, public, own account) bumps them all. A page is stored under the
 * generation read *before* its queries ran, so a page read while a write was committing is never
 * served after that write. The short TTL only bounds writes this process does not see (the
 * separate job worker, another instance).
 */

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  generation: string;
  expires: number;
  page: Promise<unknown>;
}

export class ListCache {
  private readonly companies = new Map<number, number>();
  private global = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  private generation(empresaId: number) {
    return `${this.global}.${this.companies.get(empresaId) ?? 0}`;
  }

  /** A write of this company (0: of unknown or several companies) has been answered. */
  invalidate(empresaId: number) {
    if (empresaId > 0) this.companies.set(empresaId, (this.companies.get(empresaId) ?? 0) + 1);
    else this.global++;
  }

  /** The page under `key`, loading it once for every concurrent caller when missing or stale. */
  remember<T>(empresaId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const cacheKey = `${empresaId}\u0000${key}`;
    const generation = this.generation(empresaId);
    const now = this.now();
    const hit = this.entries.get(cacheKey);
    if (hit && hit.generation === generation && hit.expires > now) return hit.page as Promise<T>;

    const page = load();
    if (hit) this.entries.delete(cacheKey);
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cacheKey, { generation, expires: now + this.ttlMs, page });
    // A failed load is not remembered.
    page.catch(() => {
      if (this.entries.get(cacheKey)?.page === page) this.entries.delete(cacheKey);
    });
    return page;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/** Decorates `app.listCache` and bumps generations after every mutating API request. */
export const listCachePlugin = fp(async function listCachePlugin(app: FastifyInstance, opts: { ttlMs: number }) {
  const cache = new ListCache(opts.ttlMs);
  app.decorate('listCache', cache);
  const afterWrite = async (request: FastifyRequest) => {
    const api = request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/');
    if (MUTATING.has(request.method) && api) cache.invalidate(request.empresaId);
  };
  // onSend: before the client can read the answer and ask again; onRequestAbort: the handler may
  // still commit after the client left.
  app.addHook('onSend', afterWrite);
  app.addHook('onRequestAbort', afterWrite);
});

/** Same query, same key: parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share a page. */
export function listCacheKey(path: string, query: Record<string, unknown>): string {
  const sorted = Object.keys(query)
    .sort()
    .map((k) => [k, query[k]]);
  return `${path}\u0000${JSON.stringify(sorted)}`;
}
