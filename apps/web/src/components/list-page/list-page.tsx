import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { hashKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  CheckIcon,
  EllipsisIcon,
  EyeIcon,
  InboxIcon,
  PencilIcon,
  PlusIcon,
  RefreshCwIcon,
  SearchIcon,
  SearchXIcon,
  Trash2Icon,
  type LucideIcon,
} from 'lucide-react';
import { toast } from 'sonner';

import { MENSAJE_PAGINA_PROFUNDA, TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

import { ErrorCarga } from '@/components/error-carga';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsMobile } from '@/hooks/use-mobile';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber, formatTotal } from '@/lib/format';
import { cn } from '@/lib/utils';

import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { ExportMenu } from './export-menu';
import { FilterChips, FiltersButton } from './list-filters';
import { ListPagination } from './list-pagination';
import type { BulkAction, ListColumn, ListEntity, ListFilter, ListPageParams, ListPageProps, ListSort } from './types';
import { PAGE_SIZE, useListUrlState } from './use-list-url-state';

const NO_FILTERS: ListFilter[] = [];
/**
 * The actions column stays in view when a wide table scrolls sideways; opaque, it takes the row's
 * hover and selected tints itself.
 */
const STICKY_ACTIONS =
  'sticky right-0 w-12 bg-background [tr:hover>&]:bg-[color-mix(in_oklab,var(--muted)_50%,var(--background))] [tr[data-state=selected]>&]:bg-muted';
const NO_IDS: ReadonlySet<number> = new Set();

/** Which modal is showing; `seq` remounts it on every opening so forms start clean. */
type DialogRequest<T> = { kind: 'create' } | { kind: 'edit' | 'view' | 'delete'; row: T };
type DialogState<T> = DialogRequest<T> & { open: boolean; seq: number };

interface MenuAction {
  key: string;
  label: string;
  icon?: LucideIcon;
  destructive?: boolean;
  onSelect: () => void;
}

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

  const rows = query.data?.data ?? [];
  const total = query.data?.total;
  // Beyond TOTAL_MAXIMO the API counts no further and refuses deeper pages.
  const totalPages = total === undefined ? 0 : Math.ceil(Math.min(total, TOTAL_MAXIMO) / PAGE_SIZE);
  // After deleting the last row of the last page (or from a stale link) the page no longer exists.
  const outOfRange = query.isSuccess && !query.isPlaceholderData && url.page > Math.max(1, totalPages);
  const { setPage } = url;
  useEffect(() => {
    if (outOfRange) setPage(Math.max(1, totalPages), { replace: true });
  }, [outOfRange, totalPages, setPage]);

  // Selection belongs to one page of one result set: it empties when either changes.
  const scope = hashKey([...queryKey, params]);
  const [selection, setSelection] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: NO_IDS });
  const selectedIds = selection.scope === scope ? selection.ids : NO_IDS;
  const selectedRows = rows.filter((row) => selectedIds.has(row.id));
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const clearSelection = () => setSelection({ scope, ids: NO_IDS });
  const toggleRow = (id: number, checked: boolean) =>
    setSelection((current) => {
      const ids = new Set(current.scope === scope ? current.ids : NO_IDS);
      if (checked) ids.add(id);
      else ids.delete(id);
      return { scope, ids };
    });

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
  const columnCount = columns.length + (hasActions ? 2 : 1);

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
      onCheckedChange={(checked) =>
        setSelection({ scope, ids: checked === true ? new Set(rows.map((r) => r.id)) : NO_IDS })
      }
      disabled={loading || rows.length === 0}
      aria-label="Seleccionar todas las filas de la página"
    />
  );

  let body: ReactNode;
  if (phone) {
    body = (
      <PhoneRows
        title={title}
        columns={columns}
        rows={rows}
        loading={loading}
        emptyState={emptyState}
        selectAll={selectAll}
        sort={url.sort}
        onSort={url.setSort}
        busy={query.isFetching}
        renderRow={(row) => {
          const selected = selectedIds.has(row.id);
          const label = rowLabel(row);
          const actions = hasActions ? actionsFor(row) : [];
          const [primary, ...rest] = columns;
          return (
            <li
              key={row.id}
              data-state={selected ? 'selected' : undefined}
              className="flex gap-3 p-3 data-[state=selected]:bg-muted"
            >
              <Checkbox
                className="mt-0.5"
                checked={selected}
                onCheckedChange={(checked) => toggleRow(row.id, checked === true)}
                aria-label={`Seleccionar ${label}`}
              />
              <dl className="grid min-w-0 flex-1 gap-1.5 text-sm [overflow-wrap:anywhere] [&_.truncate]:whitespace-normal [&_[data-truncado]]:line-clamp-none [&_[data-truncado]]:[word-break:normal]">
                {primary && (
                  <div className="min-w-0 font-medium">
                    <dt className="sr-only">{primary.header}</dt>
                    <dd className="min-w-0">{primary.cell(row)}</dd>
                  </div>
                )}
                {rest.map((column) => (
                  <div key={column.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
                    <dt className="text-xs text-muted-foreground">{column.header}</dt>
                    <dd className="max-w-full min-w-0">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 && (
                <div className="-mt-1 -mr-1 shrink-0">
                  <RowActionsMenu label={label} actions={actions} />
                </div>
              )}
            </li>
          );
        }}
      />
    );
  } else if (loading) {
    body = Array.from({ length: PAGE_SIZE }, (_, i) => (
      <TableRow key={i} aria-hidden="true">
        <TableCell>
          <Skeleton className="size-4" />
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column.id} className={column.className}>
            <Skeleton className="h-4 w-full max-w-48" />
          </TableCell>
        ))}
        {hasActions && (
          <TableCell>
            <Skeleton className="ml-auto size-6" />
          </TableCell>
        )}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columnCount} className="h-48 whitespace-normal">
          {emptyState}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => {
      const selected = selectedIds.has(row.id);
      const label = rowLabel(row);
      const actions = hasActions ? actionsFor(row) : [];
      return (
        <TableRow key={row.id} data-state={selected ? 'selected' : undefined}>
          <TableCell className="w-10">
            <Checkbox
              checked={selected}
              onCheckedChange={(checked) => toggleRow(row.id, checked === true)}
              aria-label={`Seleccionar ${label}`}
            />
          </TableCell>
          {columns.map((column) => (
            <TableCell key={column.id} className={column.className}>
              {column.cell(row)}
            </TableCell>
          ))}
          {hasActions && (
            <TableCell className={cn(STICKY_ACTIONS, 'text-right')}>
              {actions.length > 0 && <RowActionsMenu label={label} actions={actions} />}
            </TableCell>
          )}
        </TableRow>
      );
    });
  }

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
        body
      ) : (
        <div className="rounded-md border">
          <Table aria-label={title} aria-busy={query.isFetching}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-10">{selectAll}</TableHead>
                {columns.map((column) => {
                  const sorted = url.sort?.id === column.id ? url.sort : undefined;
                  const SortIcon = sorted ? (sorted.desc ? ArrowDownIcon : ArrowUpIcon) : ArrowUpDownIcon;
                  return (
                    <TableHead
                      key={column.id}
                      scope="col"
                      // A long header may take two lines rather than push the last columns out.
                      className={cn('whitespace-normal', column.className)}
                      aria-sort={
                        column.sortable ? (sorted ? (sorted.desc ? 'descending' : 'ascending') : 'none') : undefined
                      }
                    >
                      {column.sortable ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="-ml-3 h-8"
                          onClick={() => url.toggleSort(column.id)}
                        >
                          {column.header}
                          <SortIcon aria-hidden="true" className={cn(!sorted && 'opacity-50')} />
                        </Button>
                      ) : (
                        column.header
                      )}
                    </TableHead>
                  );
                })}
                {hasActions && (
                  <TableHead scope="col" className={STICKY_ACTIONS}>
                    <span className="sr-only">Acciones</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>{body}</TableBody>
          </Table>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {summary}
        </p>
        {!loading && !query.isError && (
          <ListPagination page={url.page} totalPages={totalPages} onPageChange={url.setPage} />
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

/**
 * The phone layout of the rows (SPEC §9, below 768 px): one card per row with every column as a
 * label and its value, the row's checkbox and its actions menu; sorting moves to a menu.
 */
function PhoneRows<T extends { id: number }>({
  title,
  columns,
  rows,
  loading,
  emptyState,
  selectAll,
  sort,
  onSort,
  busy,
  renderRow,
}: {
  title: string;
  columns: ListColumn<T>[];
  rows: T[];
  loading: boolean;
  emptyState: ReactNode;
  selectAll: ReactNode;
  sort: ListSort | undefined;
  onSort: (sort: ListSort | undefined) => void;
  busy: boolean;
  renderRow: (row: T) => ReactNode;
}) {
  const sortable = columns.filter((column) => column.sortable);
  const sortedBy = sortable.find((column) => column.id === sort?.id);
  return (
    <div className="rounded-md border">
      <div className="flex min-h-12 items-center gap-3 border-b px-3 py-2 text-sm">
        {selectAll}
        <span className="mr-auto text-muted-foreground">Seleccionar página</span>
        {sortable.length > 0 && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="sm" className="-mr-2 min-w-0">
                <ArrowUpDownIcon aria-hidden="true" />
                <span className="truncate">
                  {sortedBy ? `Orden: ${sortedBy.header} ${sort?.desc ? '(desc.)' : '(asc.)'}` : 'Ordenar'}
                </span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
              <DropdownMenuLabel>Ordenar por</DropdownMenuLabel>
              {sortable.flatMap((column) =>
                [false, true].map((desc) => {
                  const active = sort?.id === column.id && sort.desc === desc;
                  return (
                    <DropdownMenuItem
                      key={`${column.id}-${desc}`}
                      aria-current={active ? 'true' : undefined}
                      onSelect={() => onSort({ id: column.id, desc })}
                    >
                      {desc ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
                      {column.header} ({desc ? 'descendente' : 'ascendente'})
                      {active && <CheckIcon aria-hidden="true" className="ml-auto" />}
                    </DropdownMenuItem>
                  );
                }),
              )}
              {sort && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => onSort(undefined)}>Quitar orden</DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </div>
      {loading ? (
        <ul aria-label={title} aria-busy="true" className="divide-y">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i} aria-hidden="true" className="grid gap-2 p-3">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </li>
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <div className="p-3">{emptyState}</div>
      ) : (
        <ul aria-label={title} aria-busy={busy} className="divide-y">
          {rows.map(renderRow)}
        </ul>
      )}
    </div>
  );
}

function RowActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const last = actions[actions.length - 1];
  const separated = actions.length > 1 && last?.destructive;
  return (
    // Not modal: a dialog opened from an item must get the focus, not the menu's trigger.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Acciones de ${label}`}>
          <EllipsisIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <Fragment key={action.key}>
            {separated && action === last && <DropdownMenuSeparator />}
            <DropdownMenuItem variant={action.destructive ? 'destructive' : 'default'} onSelect={action.onSelect}>
              {action.icon && <action.icon aria-hidden="true" />}
              {action.label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
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
