import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { nuevasTablasTocadas, registrarTablas } from '../../db/tablas-tocadas';

/*
 * Micro-cache of list pages (issue 4: the first page of a list under many concurrent clients).
 * Several users of one company opening the same list within a moment get the same page from
 * memory instead of three more queries each.
 *
 * Correctness rests on write marks, not on the time to live. Once a request has answered (its
 * transaction committed) the tables it wrote are marked written for its company — or for every
 * company when the request had none (public channel, platform); see platform/escrituras.ts. A page remembers the tables its own queries read and the mark
 * clock when they started, and is served only while none of those tables has a later mark: a
 * page read while a write was committing is never served after that write, and a document
 * transition does not throw away the workers' pages. The short TTL only bounds writes this
 * process does not see (the separate job worker, another instance).
 */

/** Mark key for "some table of this company" (pages whose reads were not recorded check it). */
const ALGUNA = '+';
/** Mark key for "any table": a write whose tables are unknown. */
const TODAS = '*';

interface Entry {
  /** The mark clock when its queries started. */
  desde: number;
  expires: number;
  /** Tables its queries read, filled as they are sent. */
  tablas: Set<string>;
  page: Promise<unknown>;
  /** Loaded without error: may be served past its TTL while a fresh copy loads. */
  listo: boolean;
  renovando: boolean;
}

export class ListCache {
  private reloj = 0;
  /** `${empresa_id | '*'}:${tabla | ALGUNA | TODAS}` → clock of its latest write. */
  private readonly marcas = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A write of this company (0: of no known company, so of all) has been answered: to `tablas`,
   * or to unknown tables when omitted.
   */
  invalidate(empresaId: number, tablas?: Iterable<string>) {
    const empresa = empresaId > 0 ? String(empresaId) : '*';
    const reloj = ++this.reloj;
    if (!tablas) {
      this.marcas.set(`${empresa}:${TODAS}`, reloj);
      return;
    }
    for (const tabla of tablas) this.marcas.set(`${empresa}:${tabla}`, reloj);
    this.marcas.set(`${empresa}:${ALGUNA}`, reloj);
  }

  private fresh(empresaId: number, entry: Entry) {
    const escritaDespues = (empresa: string, clave: string) =>
      (this.marcas.get(`${empresa}:${clave}`) ?? 0) > entry.desde;
    const claves = entry.tablas.size > 0 ? [...entry.tablas, TODAS] : [ALGUNA, TODAS];
    return !claves.some((clave) => escritaDespues(String(empresaId), clave) || escritaDespues('*', clave));
  }

  /**
   * The page under `key`, loading it once for every concurrent caller when missing or made stale
   * by a write. A page only past its TTL (no write of this process since) is served for up to
   * one more TTL while a single refresh loads behind it: no caller waits for a reload that only
   * the clock asked for.
   */
  remember<T>(empresaId: number, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const cacheKey = `${empresaId}\u0000${key}`;
    const now = this.now();
    const hit = this.entries.get(cacheKey);
    if (hit && this.fresh(empresaId, hit)) {
      if (hit.expires > now) return hit.page as Promise<T>;
      if (hit.listo && hit.expires + this.ttlMs > now) {
        if (!hit.renovando) this.refresh(cacheKey, hit, load, now);
        return hit.page as Promise<T>;
      }
    }
    const entry = this.load(load, now);
    this.entries.delete(cacheKey);
    this.store(cacheKey, entry);
    // A failed load is not remembered.
    entry.page.catch(() => {
      if (this.entries.get(cacheKey) === entry) this.entries.delete(cacheKey);
    });
    return entry.page as Promise<T>;
  }

  private load(load: () => Promise<unknown>, now: number): Entry {
    const leidas = nuevasTablasTocadas();
    const entry: Entry = {
      desde: this.reloj,
      expires: now + this.ttlMs,
      tablas: leidas.leidas,
      page: registrarTablas(leidas, load),
      listo: false,
      renovando: false,
    };
    entry.page.then(
      () => (entry.listo = true),
      () => {},
    );
    return entry;
  }

  /** Loads a fresh copy of `old` and puts it in its place once loaded, unless a write replaced `old` first. */
  private refresh(cacheKey: string, old: Entry, load: () => Promise<unknown>, now: number) {
    old.renovando = true;
    const entry = this.load(load, now);
    entry.page.then(
      () => {
        if (this.entries.get(cacheKey) !== old) return;
        this.entries.delete(cacheKey);
        this.store(cacheKey, entry);
      },
      () => (old.renovando = false),
    );
  }

  private store(cacheKey: string, entry: Entry) {
    // Oldest first: a Map iterates in insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cacheKey, entry);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listCache: ListCache;
  }
}

/** Decorates `app.listCache`, told of every answered request's writes (platform/escrituras.ts). */
export const listCachePlugin = fp(async function listCachePlugin(app: FastifyInstance, opts: { ttlMs: number }) {
  const cache = new ListCache(opts.ttlMs);
  app.decorate('listCache', cache);
  app.alEscribir((empresaId, tablas) => cache.invalidate(empresaId, tablas));
});

/** Same query, same key: parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share a page. */
export function listCacheKey(path: string, query: Record<string, unknown>): string {
  const sorted = Object.keys(query)
    .sort()
    .map((k) => [k, query[k]]);
  return `${path}\u0000${JSON.stringify(sorted)}`;
}
