import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, CheckIcon } from 'lucide-react';

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
import { Skeleton } from '@/components/ui/skeleton';

import type { ListRowsProps } from './list-table';
import { RowActionsMenu } from './row-actions-menu';
import { headerText, renderCell } from './use-list-table';

/**
 * The phone layout of the rows (SPEC §9, below 768 px): one card per row with every column as a
 * label and its value, the row's checkbox and its actions menu; sorting moves to a menu.
 */
export function ListCards<T extends { id: number }>({
  table,
  title,
  busy,
  loading,
  emptyState,
  selectAll,
  sortRemovable,
  rowLabel,
  actionsFor,
}: ListRowsProps<T> & {
  /** 'Quitar orden' shows only when it would change the order (not for the default one). */
  sortRemovable: boolean;
}) {
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  const sort = table.state.sorting[0];
  const sortedBy = sortable.find((column) => column.id === sort?.id);
  const rows = table.getRowModel().rows;
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
                  {sortedBy ? `Orden: ${headerText(sortedBy)} ${sort?.desc ? '(desc.)' : '(asc.)'}` : 'Ordenar'}
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
                      onSelect={() => table.setSorting([{ id: column.id, desc }])}
                    >
                      {desc ? <ArrowDownIcon aria-hidden="true" /> : <ArrowUpIcon aria-hidden="true" />}
                      {headerText(column)} ({desc ? 'descendente' : 'ascendente'})
                      {active && <CheckIcon aria-hidden="true" className="ml-auto" />}
                    </DropdownMenuItem>
                  );
                }),
              )}
              {sortRemovable && (
                <>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem onSelect={() => table.setSorting([])}>Quitar orden</DropdownMenuItem>
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
          {rows.map((row) => {
            const selected = row.getIsSelected();
            const label = rowLabel(row.original);
            const actions = actionsFor?.(row.original) ?? [];
            const [primary, ...rest] = row.getAllCells();
            return (
              <li
                key={row.id}
                data-state={selected ? 'selected' : undefined}
                className="flex gap-3 p-3 data-[state=selected]:bg-muted"
              >
                <Checkbox
                  className="mt-0.5"
                  checked={selected}
                  onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                  aria-label={`Seleccionar ${label}`}
                />
                <dl className="grid min-w-0 flex-1 gap-1.5 text-sm [overflow-wrap:anywhere] [&_.truncate]:whitespace-normal [&_[data-truncado]]:line-clamp-none [&_[data-truncado]]:[word-break:normal]">
                  {primary && (
                    <div className="min-w-0 font-medium">
                      <dt className="sr-only">{headerText(primary.column)}</dt>
                      <dd className="min-w-0">{renderCell(primary)}</dd>
                    </div>
                  )}
                  {rest.map((cell) => (
                    <div key={cell.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
                      <dt className="text-xs text-muted-foreground">{headerText(cell.column)}</dt>
                      <dd className="max-w-full min-w-0">{renderCell(cell)}</dd>
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
          })}
        </ul>
      )}
    </div>
  );
}
