import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import type { FilterValues, ListColumn, ListFilter, ListSort } from './types';

/** SPEC §9: list pages hold 10 rows. */
export const PAGE_SIZE = 10;

const PAGE = 'page';
const SEARCH = 'q';
const SORT = 'sort';
const SORT_DIR = 'dir';

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list's page, search, filters and sort live in the URL (`?page=2&q=ana&estado=activo`), so a
 * reload, a shared link or Back shows the same rows. Page 1, an empty search and unset filters are
 * left out of the URL. Changing the search or a filter goes back to page 1 (SPEC §4).
 * `defaultSort` is the order the server gives when none is asked for, shown as the current sort.
 */
export function useListUrlState<T>(filters: ListFilter[], columns: ListColumn<T>[], defaultSort?: ListSort) {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = parsePage(searchParams.get(PAGE));
  const q = (searchParams.get(SEARCH) ?? '').trim();

  const filterValues = useMemo(() => {
    const values: FilterValues = {};
    for (const filter of filters) {
      const value = searchParams.get(filter.id)?.trim();
      if (!value) continue;
      // A hand-edited URL with an unknown option would filter by something the screen cannot show.
      if (filter.type === 'select' && !filter.options.some((o) => o.value === value)) continue;
      values[filter.id] = value;
    }
    return values;
  }, [filters, searchParams]);

  const sortId = searchParams.get(SORT);
  const chosenSort: ListSort | undefined =
    sortId && columns.some((c) => c.id === sortId && c.sortable)
      ? { id: sortId, desc: searchParams.get(SORT_DIR) === 'desc' }
      : undefined;
  const sort = chosenSort ?? defaultSort;
  // Removing a sort that is the default (or none) would change nothing.
  const sortRemovable =
    chosenSort !== undefined && (chosenSort.id !== defaultSort?.id || chosenSort.desc !== defaultSort.desc);

  /** Applies `change` to a copy of the current params; `page` is dropped unless `change` sets it. */
  const update = (change: (params: URLSearchParams) => void, options?: { keepPage?: boolean; replace?: boolean }) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (!options?.keepPage) next.delete(PAGE);
        change(next);
        return next;
      },
      { replace: options?.replace },
    );

  const setOrDelete = (params: URLSearchParams, key: string, value: string | undefined) => {
    if (value) params.set(key, value);
    else params.delete(key);
  };

  return {
    page,
    q,
    filters: filterValues,
    sort,
    sortRemovable,
    setPage: (next: number, options?: { replace?: boolean }) =>
      update((params) => setOrDelete(params, PAGE, next > 1 ? String(next) : undefined), {
        keepPage: true,
        replace: options?.replace,
      }),
    setSearch: (text: string) => update((params) => setOrDelete(params, SEARCH, text.trim())),
    /** Replaces every filter value (the ones missing from `values` are cleared). */
    setFilters: (values: FilterValues) =>
      update((params) => {
        for (const filter of filters) setOrDelete(params, filter.id, values[filter.id]?.trim());
      }),
    removeFilter: (id: string) => update((params) => params.delete(id)),
    /** Orders by one sortable column, or by none: the default order, if any. */
    setSort: (next: ListSort | undefined) =>
      update((params) => {
        setOrDelete(params, SORT, next?.id);
        setOrDelete(params, SORT_DIR, next?.desc ? 'desc' : undefined);
      }),
  };
}

export type ListUrlState = ReturnType<typeof useListUrlState>;
