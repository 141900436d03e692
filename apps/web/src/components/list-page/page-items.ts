/** One slot of the pagination bar: a page number or a gap standing for two or more hidden pages. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** SPEC §9: with this many pages or fewer every page is shown. */
const SHOW_ALL_UP_TO = 5;

/**
 * Pages to show in the pagination bar (SPEC §9): all of them up to 5; beyond that the first, the
 * last, the current one and its neighbours, with an ellipsis for each run of hidden pages. A run of
 * a single page is shown as that page, since an ellipsis would take the same room and hide it.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= SHOW_ALL_UP_TO) return Array.from({ length: totalPages }, (_, i) => i + 1);

  const shown = new Set([1, page - 1, page, page + 1, totalPages].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    const hidden = p - previous - 1;
    if (hidden === 1) items.push(previous + 1);
    else if (hidden > 1) items.push(previous === 1 ? 'ellipsis-start' : 'ellipsis-end');
    items.push(p);
    previous = p;
  }
  return items;
}
