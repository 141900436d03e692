import type { FetchPage } from '@/components/list-page/types';
import { apiGet } from '@/lib/api';

/**
 * The `fetchPage` of a Globales list: GET `path?skip&limit[&q][&filters…]`, sending only the
 * filters named in `filtros` (the ids of the page's ListFilters, which match the API's names).
 */
export function globalFetchPage<T>(path: string, filtros: readonly string[] = []): FetchPage<T> {
  return ({ skip, limit, q, filters }, signal) => {
    const query = new URLSearchParams({ skip: String(skip), limit: String(limit) });
    if (q) query.set('q', q);
    for (const key of filtros) if (filters[key]) query.set(key, filters[key]);
    return apiGet(`${path}?${query}`, { signal });
  };
}

/** '2026-03-01T…' → '01-03-2026' (es-CL), '—' when missing. */
export function fechaCorta(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleDateString('es-CL');
}
