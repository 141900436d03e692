import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EyeIcon,
  InboxIcon,
  PencilIcon,
  PlusIcon,
  RefreshCwIcon,
  SearchIcon,
  SearchXIcon,
  Trash2Icon,
} from 'lucide-react';
import { toast } from 'sonner';

import { MENSAJE_PAGINA_PROFUNDA, TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

import { ErrorCarga } from '@/components/error-carga';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useIsMobile } from '@/hooks/use-mobile';
import { formatNumber, formatTotal } from '@/lib/format';
import { cn } from '@/lib/utils';

import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ExportMenu } from './export-menu';
import { ListCards } from './list-cards';
import { FilterChips, FiltersButton } from './list-filters';
import { ListPagination } from './list-pagination';
import { ListTable } from './list-table';
import type { MenuAction } from './row-actions-menu';
import type { BulkAction, ListEntity, ListFilter, ListPageParams, ListPageProps } from './types';
import { useListTable } from './use-list-table';
import { PAGE_SIZE, useListUrlState } from './use-list-url-state';

const NO_FILTERS: ListFilter[] = [];
const NO_ROWS: never[] = [];

/** Which modal is showing; `seq` remounts it on every opening so forms start clean. */
type DialogRequest<T> = { kind: 'create' } | { kind: 'edit' | 'view' | 'delete'; row: T };
type DialogState<T> = DialogRequest<T> & { open: boolean; seq: number };

/** 'registrado' → 'registrada' for feminine entities. */
function agree(word: string, entity: ListEntity): string {
  return entity.feminine ? word.replace(/o(s?)$/, 'a$1') : word;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The generic list screen (SPEC §2 'Generic list screen', §4 'List page'): a CRUD screen is this
 * component plus configuration — columns, filters, modals — never a copy of it. Page, search,
 * filters and sort live in the URL; rows come from `fetchPage`, 10 per page, server-side.
 */
export function ListPage<T extends { id: number }>({
  title,
  subtitle,
  entity,
  columns,
  queryKey,
  fetchPage,
  rowLabel = (row) => `${entity.singular} ${row.id}`,
  search,
  filters = NO_FILTERS,
  refreshable,
  onRefresh,
  exportFileName,
  renderCreate,
  renderEdit,
  renderView,
  onDelete,
  rowActions,
  bulkActions,
  headerActions,
  emptyHint,
  emptyTitle,
  defaultSort,
}: ListPageProps<T>) {
  const queryClient = useQueryClient();
  const url = useListUrlState(filters, columns, defaultSort);
  // Below the md breakpoint a row is a card: every column, the status and the actions fit 390 px.
  const phone = useIsMobile();

  const q = search ? url.q : '';
  const params: ListPageParams = {
    skip: (url.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    q,
    filters: url.filters,
    ...(url.sort ? { sort: url.sort } : {}),
  };
  const listHash = hashKey(queryKey);
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    // While another page of the same list loads, keep the current rows instead of a skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery && hashKey(previousQuery.queryKey.slice(0, queryKey.length)) === listHash ? previous : undefined,
  });

  // A stable empty page: a new array on every render would rebuild the table's row model each time.
  const rows = query.data?.data ?? NO_ROWS;
  const total = query.data?.total;
  // Beyond TOTAL_MAXIMO the API counts no further and refuses deeper pages.
  const totalPages = total === undefined ? 0 : Math.ceil(Math.min(total, TOTAL_MAXIMO) / PAGE_SIZE);
  // After deleting the last row of the last page (or from a stale link) the page no longer exists.
  const outOfRange = query.isSuccess && !query.isPlaceholderData && url.page > Math.max(1, totalPages);
  const { setPage } = url;
  useEffect(() => {
    if (outOfRange) setPage(Math.max(1, totalPages), { replace: true });
  }, [outOfRange, totalPages, setPage]);

  const table = useListTable({ columns, rows, url, totalPages, scope: hashKey([...queryKey, params]) });
  // Only rows on the page count: a deleted row's id may linger in the selection until it changes.
  const selectedRows = table.getSelectedRowModel().rows.map((row) => row.original);
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const clearSelection = () => table.resetRowSelection(true);

  const [dialog, setDialog] = useState<DialogState<T> | null>(null);
  const openDialog = (next: DialogRequest<T>) =>
    setDialog((current) => ({ ...next, open: true, seq: (current?.seq ?? 0) + 1 }));
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const onModalOpenChange = (open: boolean) => {
    if (!open) closeDialog();
  };

  /** Reloads the list where it is (SPEC §4: after edit or delete). */
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const singular = capitalize(entity.singular);

  const handleCreated = () => {
    closeDialog();
    toast.success(`${singular} ${agree('creado', entity)}`);
    url.setPage(1);
    void reload();
  };
  const handleEdited = () => {
    closeDialog();
    toast.success(`${singular} ${agree('actualizado', entity)}`);
    void reload();
  };
  const deletion = useMutation({
    mutationFn: (row: T) => onDelete!(row),
    onSuccess: () => {
      closeDialog();
      toast.success(`${singular} ${agree('eliminado', entity)}`);
      return reload();
    },
  });
  const bulk = useMutation({
    mutationFn: async ({ action, targets }: { action: BulkAction<T>; targets: T[] }) => action.onRun(targets),
    onSettled: () => {
      clearSelection();
      return reload();
    },
  });

  const actionsFor = (row: T): MenuAction[] => {
    const actions: MenuAction[] = [];
    if (renderView)
      actions.push({ key: 'ver', label: 'Ver', icon: EyeIcon, onSelect: () => openDialog({ kind: 'view', row }) });
    if (renderEdit)
      actions.push({
        key: 'editar',
        label: 'Editar',
        icon: PencilIcon,
        onSelect: () => openDialog({ kind: 'edit', row }),
      });
    for (const action of rowActions ?? []) {
      if (action.hidden?.(row)) continue;
      actions.push({
        key: `extra-${action.label}`,
        label: action.label,
        icon: action.icon,
        destructive: action.destructive,
        onSelect: () => void action.onSelect(row),
      });
    }
    if (onDelete)
      actions.push({
        key: 'eliminar',
        label: 'Eliminar',
        icon: Trash2Icon,
        destructive: true,
        onSelect: () => openDialog({ kind: 'delete', row }),
      });
    return actions;
  };
  const hasActions = Boolean(renderView || renderEdit || onDelete || rowActions?.length);
  const exportable = columns.some((c) => c.exportValue);

  const hasSearch = q !== '';
  const hasFilters = Object.keys(url.filters).length > 0;
  const loading = query.isPending || outOfRange;

  let summary = '';
  if (loading) summary = `Cargando ${entity.plural}...`;
  else if (query.isError) summary = 'Error al cargar los datos.';
  else if (total === 0) summary = '0 resultados';
  else if (total === 1) summary = `1 ${entity.singular}`;
  else if (total !== undefined)
    summary = `Mostrando ${params.skip + 1} a ${params.skip + rows.length} de ${total > TOTAL_MAXIMO ? `más de ${formatNumber(TOTAL_MAXIMO)}` : formatNumber(total)} ${entity.plural}`;
  // On the deepest page the API serves, say why there is no next page.
  if (!loading && total !== undefined && total > TOTAL_MAXIMO && url.page >= totalPages)
    summary += `. ${MENSAJE_PAGINA_PROFUNDA}`;
  if (selectedRows.length > 0)
    summary += ` · ${selectedRows.length} ${agree(selectedRows.length === 1 ? 'seleccionado' : 'seleccionados', entity)}`;

  const emptyState = (
    <EmptyState
      entity={entity}
      hasSearch={hasSearch}
      hasFilters={hasFilters}
      onClearSearch={() => url.setSearch('')}
      onClearFilters={() => url.setFilters({})}
      onCreate={renderCreate ? () => openDialog({ kind: 'create' }) : undefined}
      hint={emptyHint}
      title={emptyTitle}
    />
  );
  const selectAll = (
    <Checkbox
      checked={allSelected ? true : selectedRows.length > 0 ? 'indeterminate' : false}
      onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
      disabled={loading || rows.length === 0}
      aria-label="Seleccionar todas las filas de la página"
    />
  );

  const rowsView = {
    table,
    title,
    busy: query.isFetching,
    loading,
    emptyState,
    selectAll,
    rowLabel,
    actionsFor: hasActions ? actionsFor : undefined,
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            {title}
            {total !== undefined && ' '}
            {total !== undefined && (
              <Badge variant="secondary" className="rounded-full text-sm">
                <span className="sr-only">Total: </span>
                {formatTotal(total)}
              </Badge>
            )}
          </h1>
          {subtitle && <p className="text-muted-foreground">{subtitle}</p>}
        </div>
        {(headerActions || renderCreate) && (
          <div className="flex flex-wrap items-center gap-2">
            {headerActions}
            {renderCreate && (
              <Button onClick={() => openDialog({ kind: 'create' })}>
                <PlusIcon aria-hidden="true" />
                Agregar {entity.singular}
              </Button>
            )}
          </div>
        )}
      </header>

      <div className="flex flex-wrap items-center gap-2">
        {search && (
          <SearchForm
            key={q}
            defaultValue={q}
            placeholder={search.placeholder ?? `Buscar ${entity.plural}...`}
            onSubmit={url.setSearch}
          />
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {(refreshable || onRefresh) && (
            <Button
              variant="outline"
              disabled={query.isFetching}
              onClick={() => {
                void query.refetch();
                onRefresh?.();
              }}
            >
              <RefreshCwIcon className={cn(query.isFetching && 'animate-spin')} aria-hidden="true" />
              Actualizar
            </Button>
          )}
          {filters.length > 0 && <FiltersButton filters={filters} values={url.filters} onApply={url.setFilters} />}
          {exportable && (
            <ExportMenu
              fetchPage={fetchPage}
              params={{ q, filters: url.filters, ...(url.sort ? { sort: url.sort } : {}) }}
              columns={columns}
              fileBase={exportFileName ?? entity.plural}
            />
          )}
        </div>
      </div>

      <FilterChips
        filters={filters}
        values={url.filters}
        onRemove={url.removeFilter}
        onClearAll={() => url.setFilters({})}
      />

      {bulkActions && bulkActions.length > 0 && selectedRows.length > 0 && (
        <div
          role="region"
          aria-label="Acciones sobre la selección"
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
        >
          <span className="mr-auto">
            {selectedRows.length} {agree(selectedRows.length === 1 ? 'seleccionado' : 'seleccionados', entity)}
          </span>
          {bulkActions.map((action) => (
            <Button
              key={action.label}
              size="sm"
              variant="outline"
              disabled={bulk.isPending}
              onClick={() => bulk.mutate({ action, targets: selectedRows })}
            >
              {action.icon && <action.icon aria-hidden="true" />}
              {action.label}
            </Button>
          ))}
          <Button size="sm" variant="ghost" onClick={clearSelection}>
            Quitar selección
          </Button>
        </div>
      )}

      {query.isError && !loading ? (
        <ErrorCarga error={query.error} reintentando={query.isFetching} onReintentar={() => void query.refetch()}>
          <p>No se pudieron cargar los datos. Por favor, intente de nuevo.</p>
        </ErrorCarga>
      ) : phone ? (
        <ListCards {...rowsView} sortRemovable={url.sortRemovable} />
      ) : (
        <ListTable {...rowsView} />
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {summary}
        </p>
        {!loading && !query.isError && (
          <ListPagination
            page={table.state.pagination.pageIndex + 1}
            totalPages={table.getPageCount()}
            onPageChange={(page) => table.setPageIndex(page - 1)}
          />
        )}
      </div>

      {dialog && (
        <Fragment key={dialog.seq}>
          {dialog.kind === 'create' &&
            renderCreate?.({ open: dialog.open, onOpenChange: onModalOpenChange, onSuccess: handleCreated })}
          {dialog.kind === 'edit' &&
            renderEdit?.({
              row: dialog.row,
              open: dialog.open,
              onOpenChange: onModalOpenChange,
              onSuccess: handleEdited,
            })}
          {dialog.kind === 'view' &&
            renderView?.({ row: dialog.row, open: dialog.open, onOpenChange: onModalOpenChange })}
          {dialog.kind === 'delete' && (
            <ConfirmDeleteDialog
              open={dialog.open}
              onOpenChange={onModalOpenChange}
              entityName={entity.singular}
              rowName={rowLabel(dialog.row)}
              pending={deletion.isPending}
              onConfirm={() => deletion.mutate(dialog.row)}
            />
          )}
        </Fragment>
      )}
    </div>
  );
}

/** Search box; keyed by the applied search so Back or 'Limpiar búsqueda' reset its text. */
function SearchForm({
  defaultValue,
  placeholder,
  onSubmit,
}: {
  defaultValue: string;
  placeholder: string;
  onSubmit: (text: string) => void;
}) {
  return (
    <form
      role="search"
      className="flex w-full max-w-md items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
    >
      <div className="relative flex-1">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          name="q"
          aria-label="Buscar"
          defaultValue={defaultValue}
          placeholder={placeholder}
          className="pl-8"
        />
      </div>
      <Button type="submit" variant="secondary">
        Buscar
      </Button>
    </form>
  );
}

/** SPEC §2: 'No se encontraron resultados' when searching or filtering, else 'No hay {plural} registrados'. */
function EmptyState({
  entity,
  hasSearch,
  hasFilters,
  onClearSearch,
  onClearFilters,
  onCreate,
  hint,
  title,
}: {
  entity: ListEntity;
  hasSearch: boolean;
  hasFilters: boolean;
  onClearSearch: () => void;
  onClearFilters: () => void;
  onCreate?: () => void;
  hint?: ReactNode;
  title?: string;
}) {
  const narrowed = hasSearch || hasFilters;
  const Icon = narrowed ? SearchXIcon : InboxIcon;
  return (
    <div className="flex flex-col items-center justify-center gap-2 py-6 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      {narrowed ? (
        <>
          <p className="font-medium">No se encontraron resultados</p>
          <p className="text-sm text-muted-foreground">Pruebe con otros términos de búsqueda o filtros.</p>
          <div className="mt-2 flex gap-2">
            {hasSearch && (
              <Button variant="outline" size="sm" onClick={onClearSearch}>
                Limpiar búsqueda
              </Button>
            )}
            {hasFilters && (
              <Button variant="outline" size="sm" onClick={onClearFilters}>
                Limpiar filtros
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="font-medium">{title ?? `No hay ${entity.plural} ${agree('registrados', entity)}`}</p>
          {hint}
          {onCreate && (
            <Button variant="outline" size="sm" className="mt-2" onClick={onCreate}>
              <PlusIcon aria-hidden="true" />
              Agregar {entity.singular}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
