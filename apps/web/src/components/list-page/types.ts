import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

/** Active filter values by filter id; only filters with a value appear. */
export type FilterValues = Record<string, string>;

export interface ListSort {
  /** A sortable column's id. */
  id: string;
  desc: boolean;
}

/** What the list asks the server for: one page of the rows matching the search and filters. */
export interface ListPageParams {
  skip: number;
  limit: number;
  /** Trimmed search text; '' when there is none. */
  q: string;
  filters: FilterValues;
  /** Only when a sortable column was chosen. */
  sort?: ListSort;
}

/** The generic list response of the API (SPEC §3). */
export interface ListPageResult<T> {
  data: T[];
  total: number;
}

export type FetchPage<T> = (params: ListPageParams, signal?: AbortSignal) => Promise<ListPageResult<T>>;

/**
 * How much a column matters when the list is narrow (a laptop with the sidebar open): 1 always
 * shows; 2 hides when the table is narrower than 60rem, 3 narrower than 68rem. Phones show every
 * column in their cards.
 */
export type ColumnPriority = 1 | 2 | 3;

export interface ListColumn<T> {
  /** Stable id: React key, `sort` value in the URL and in `fetchPage`. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server can order by this column. */
  sortable?: boolean;
  /** Value written to CSV/XLSX; columns without it are left out of exports. */
  exportValue?: (row: T) => string | number | null | undefined;
  /** Classes for the header and body cells (width, alignment). */
  className?: string;
  /** Default 1: the column always shows. Leave the Estado column and the one naming the row at 1. */
  priority?: ColumnPriority;
}

interface FilterBase {
  /** Search-param name in the URL and key in `filters`; must not be `page`, `q`, `sort` or `dir`. */
  id: string;
  label: string;
}

export type ListFilter =
  | (FilterBase & { type: 'select'; options: Array<{ value: string; label: string }> })
  | (FilterBase & { type: 'text'; placeholder?: string })
  /** Value is an ISO date (yyyy-mm-dd). */
  | (FilterBase & { type: 'date' });

export interface ListEntity {
  /** 'trabajador' → 'Agregar trabajador'. */
  singular: string;
  /** 'trabajadores' → 'No hay trabajadores registrados'. */
  plural: string;
  /** Grammatical gender for the generated texts ('registrados' / 'registradas'); default masculine. */
  feminine?: boolean;
}

/** Props of the modal that creates a row. Call `onSuccess` once saved: the list goes to page 1. */
export interface CreateModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: () => void;
}

/** Props of the modal that edits a row. Call `onSuccess` once saved: the current page reloads. */
export interface EditModalProps<T> extends CreateModalProps {
  row: T;
}

export interface ViewModalProps<T> {
  row: T;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An extra row action beside Ver / Editar / Eliminar; `onSelect` owns its request and its reload. */
export interface RowAction<T> {
  label: string;
  icon?: LucideIcon;
  onSelect: (row: T) => unknown;
  /** Leaves the action out for rows where it makes no sense. */
  hidden?: (row: T) => boolean;
  destructive?: boolean;
}

/**
 * An action on the selected rows of the page. `onRun` is a plain API call, not a mutation: the list
 * runs it as one (so a failure toasts once, centrally), then clears the selection and reloads.
 */
export interface BulkAction<T> {
  label: string;
  icon?: LucideIcon;
  onRun: (rows: T[]) => Promise<unknown>;
}

export interface ListPageProps<T extends { id: number }> {
  title: string;
  subtitle?: string;
  entity: ListEntity;
  columns: ListColumn<T>[];
  /** Base key of the list's queries; the page, search and filters are appended. Invalidate it to reload. */
  queryKey: readonly unknown[];
  fetchPage: FetchPage<T>;
  /** Accessible name of a row (checkbox and actions labels); defaults to '{singular} {id}'. */
  rowLabel?: (row: T) => string;
  /** Shows the search box; without it `q` is always ''. */
  search?: { placeholder?: string };
  filters?: ListFilter[];
  /** Shows 'Actualizar', which reloads the page and then calls `onRefresh` if given. */
  refreshable?: boolean;
  onRefresh?: () => void;
  /** Base of the exported file names; defaults to the plural. 'Exportar' shows when a column has `exportValue`. */
  exportFileName?: string;
  /** 'Agregar {singular}' shows only with a create modal (SPEC §6). */
  renderCreate?: (props: CreateModalProps) => ReactNode;
  renderEdit?: (props: EditModalProps<T>) => ReactNode;
  renderView?: (props: ViewModalProps<T>) => ReactNode;
  /**
   * Enables 'Eliminar' (with a confirmation). A plain API call, not a mutation: the list runs it as
   * one, then reloads the current page.
   */
  onDelete?: (row: T) => Promise<unknown>;
  rowActions?: RowAction<T>[];
  bulkActions?: BulkAction<T>[];
  /** Extra controls in the header, before 'Agregar {singular}' (e.g. a view switch). */
  headerActions?: ReactNode;
  /** Shown under 'No hay {plural} registrados' (never when a search or filter empties the list): how to fill it. */
  emptyHint?: ReactNode;
  /** Replaces 'No hay {plural} registrados' where the list is one slice of them (a stage, a tab). */
  emptyTitle?: string;
  /** The order the server gives when none is asked for: its column shows as sorted. */
  defaultSort?: ListSort;
}
