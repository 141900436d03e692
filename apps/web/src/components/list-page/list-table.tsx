import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

import { TABLE_CONTAINER } from './column-priority';
import { RowActionsMenu, type MenuAction } from './row-actions-menu';
import { PAGE_SIZE } from './use-list-url-state';
import { columnClasses, headerText, renderCell, type ListTable as ListTableModel } from './use-list-table';

/**
 * The actions column stays in view when a wide table scrolls sideways; opaque, it takes the row's
 * hover and selected tints itself.
 */
const STICKY_ACTIONS =
  'sticky right-0 w-12 bg-background [tr:hover>&]:bg-[color-mix(in_oklab,var(--muted)_50%,var(--background))] [tr[data-state=selected]>&]:bg-muted';
const SORT_ICON = { asc: ArrowUpIcon, desc: ArrowDownIcon } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** What both layouts of the rows (this table, the phone's cards) are given. */
export interface ListRowsProps<T extends { id: number }> {
  table: ListTableModel<T>;
  title: string;
  busy: boolean;
  loading: boolean;
  emptyState: ReactNode;
  selectAll: ReactNode;
  rowLabel: (row: T) => string;
  /** Without it the rows have no actions. */
  actionsFor?: (row: T) => MenuAction[];
}

/** The list as a table (768 px and wider): a checkbox column, the columns, a sticky actions column. */
export function ListTable<T extends { id: number }>({
  table,
  title,
  busy,
  loading,
  emptyState,
  selectAll,
  rowLabel,
  actionsFor,
}: ListRowsProps<T>) {
  const columns = table.getAllLeafColumns();
  const rows = table.getRowModel().rows;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: PAGE_SIZE }, (_, i) => (
      <TableRow key={i} aria-hidden="true">
        <TableCell>
          <Skeleton className="size-4" />
        </TableCell>
        {columns.map((column) => (
          <TableCell key={column.id} className={columnClasses(column)}>
            <Skeleton className="h-4 w-full max-w-48" />
          </TableCell>
        ))}
        {actionsFor && (
          <TableCell>
            <Skeleton className="ml-auto size-6" />
          </TableCell>
        )}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={columns.length + (actionsFor ? 2 : 1)} className="h-48 whitespace-normal">
          {emptyState}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row) => {
      const label = rowLabel(row.original);
      const actions = actionsFor?.(row.original) ?? [];
      return (
        <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
          <TableCell className="w-10">
            <Checkbox
              checked={row.getIsSelected()}
              onCheckedChange={(checked) => row.toggleSelected(checked === true)}
              aria-label={`Seleccionar ${label}`}
            />
          </TableCell>
          {row.getAllCells().map((cell) => (
            <TableCell key={cell.id} className={columnClasses(cell.column)}>
              {renderCell(cell)}
            </TableCell>
          ))}
          {actionsFor && (
            <TableCell className={cn(STICKY_ACTIONS, 'text-right')}>
              {actions.length > 0 && <RowActionsMenu label={label} actions={actions} />}
            </TableCell>
          )}
        </TableRow>
      );
    });
  }

  return (
    <div className={cn(TABLE_CONTAINER, 'rounded-md border')}>
      <Table aria-label={title} aria-busy={busy}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              <TableHead className="w-10">{selectAll}</TableHead>
              {group.headers.map(({ id, column }) => {
                const sorted = column.getIsSorted();
                const SortIcon = sorted ? SORT_ICON[sorted] : ArrowUpDownIcon;
                return (
                  <TableHead
                    key={id}
                    scope="col"
                    // A long header may take two lines rather than push the last columns out.
                    className={cn('whitespace-normal', columnClasses(column))}
                    aria-sort={column.getCanSort() ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                  >
                    {column.getCanSort() ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="-ml-3 h-8"
                        onClick={column.getToggleSortingHandler()}
                      >
                        {headerText(column)}
                        <SortIcon aria-hidden="true" className={cn(!sorted && 'opacity-50')} />
                      </Button>
                    ) : (
                      headerText(column)
                    )}
                  </TableHead>
                );
              })}
              {actionsFor && (
                <TableHead scope="col" className={STICKY_ACTIONS}>
                  <span className="sr-only">Acciones</span>
                </TableHead>
              )}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>{body}</TableBody>
      </Table>
    </div>
  );
}
