import { useMemo, useState, type ReactNode } from 'react';
import {
  type Cell,
  type Column,
  functionalUpdate,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type ReactTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';

import { cn } from '@/lib/utils';

import { PRIORITY_CLASSES } from './column-priority';
import type { ColumnPriority, ListColumn } from './types';
import { PAGE_SIZE, type ListUrlState } from './use-list-url-state';

/** What the list's markup reads from a column besides its header and cell. */
interface ListColumnMeta {
  className?: string;
  priority: ColumnPriority;
}

/**
 * The server sorts, pages, searches and filters (SPEC §3); the table models the columns, the
 * sort toggles, the pages and the selection of the rows it was given. Search and filters are
 * screen-wide URL parameters, not column filters, so they stay out of the table.
 */
const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<ListColumnMeta>(),
});

export type ListTable<T extends { id: number }> = ReactTable<typeof features, T>;

type ListColumnModel<T extends { id: number }> = Column<typeof features, T, unknown>;

/** A column's header text: its card label and sort-menu entry too. */
export function headerText<T extends { id: number }>(column: ListColumnModel<T>): string {
  const { header } = column.columnDef;
  return typeof header === 'string' ? header : column.id;
}

/** Classes of a column's header and body cells: its own, and those hiding it when the table is narrow. */
export function columnClasses<T extends { id: number }>(column: ListColumnModel<T>): string {
  const meta = column.columnDef.meta;
  return cn(meta?.className, meta && PRIORITY_CLASSES[meta.priority]);
}

/**
 * A cell's content, its column's `cell` called as a function. flexRender would mount it as a
 * component, whose type changes whenever a screen builds its columns anew (some do on every
 * render), remounting every cell.
 */
export function renderCell<T extends { id: number }>(cell: Cell<typeof features, T, unknown>): ReactNode {
  const template = cell.column.columnDef.cell;
  return typeof template === 'function' ? template(cell.getContext()) : template;
}

const NO_SELECTION: RowSelectionState = {};

function toColumnDef<T extends { id: number }>(column: ListColumn<T>): ColumnDef<typeof features, T, unknown> {
  return {
    id: column.id,
    header: column.header,
    // Sorting needs an accessor; the server orders, so the value itself is never compared.
    accessorFn: (row) => row,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: Boolean(column.sortable),
    meta: { className: column.className, priority: column.priority ?? 1 },
  };
}

/**
 * The table model of one page of a list: sort and page come from the URL and go back to it;
 * the selection belongs to one page of one result set (`scope`) and empties when either changes.
 */
export function useListTable<T extends { id: number }>({
  columns,
  rows,
  url,
  totalPages,
  scope,
}: {
  columns: ListColumn<T>[];
  rows: T[];
  url: ListUrlState;
  totalPages: number;
  scope: string;
}): ListTable<T> {
  const columnDefs = useMemo(() => columns.map(toColumnDef), [columns]);

  const sorting: SortingState = url.sort ? [url.sort] : [];
  const pagination: PaginationState = { pageIndex: url.page - 1, pageSize: PAGE_SIZE };
  const [selection, setSelection] = useState({ scope, ids: NO_SELECTION });
  const rowSelection = selection.scope === scope ? selection.ids : NO_SELECTION;

  const onSortingChange: OnChangeFn<SortingState> = (updater) => url.setSort(functionalUpdate(updater, sorting)[0]);
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) =>
    url.setPage(functionalUpdate(updater, pagination).pageIndex + 1);
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) =>
    setSelection((current) => ({
      scope,
      ids: functionalUpdate(updater, current.scope === scope ? current.ids : NO_SELECTION),
    }));

  return useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    // One column at a time, as the URL holds it: ascending first, then descending, then none.
    enableMultiSort: false,
    sortDescFirst: false,
    pageCount: totalPages,
    state: { sorting, pagination, rowSelection },
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
  });
}
