import { useMutation } from '@tanstack/react-query';
import { DownloadIcon, FileSpreadsheetIcon, FileTextIcon, Loader2Icon } from 'lucide-react';
import { toast } from 'sonner';

import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import { downloadBlob, EXPORT_MIN_BUSY_MS, exportFile, exportTable, fetchAllRows, type ExportFormat } from './export';
import type { FetchPage, ListColumn, ListPageParams } from './types';
import { formatNumber } from '@/lib/format';

const MENSAJE_EXPORTACION_PARCIAL =
  'Hay más de 10.000 resultados: acote la búsqueda o use los filtros para exportar el resto.';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Exportar' as CSV or XLSX: every row of the current search and filters, not just the page.
 * Failures reach the user through the query client's central error toast (it is a mutation).
 */
export function ExportMenu<T>({
  fetchPage,
  params,
  columns,
  fileBase,
}: {
  fetchPage: FetchPage<T>;
  params: Omit<ListPageParams, 'skip' | 'limit'>;
  columns: ListColumn<T>[];
  fileBase: string;
}) {
  const exporting = useMutation({
    mutationFn: async (exportFormat: ExportFormat) => {
      const [rows] = await Promise.all([fetchAllRows(fetchPage, params), wait(EXPORT_MIN_BUSY_MS)]);
      const { name, blob } = await exportFile(fileBase, exportFormat, exportTable(columns, rows));
      downloadBlob(name, blob);
      return rows.length;
    },
    onSuccess: (count) => {
      if (count > TOTAL_MAXIMO) {
        toast.warning(`Se exportaron los primeros ${formatNumber(count)} registros`, {
          description: MENSAJE_EXPORTACION_PARCIAL,
        });
      } else {
        toast.success(count === 1 ? 'Se exportó 1 registro' : `Se exportaron ${formatNumber(count)} registros`);
      }
    },
  });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={exporting.isPending}>
        <Button variant="outline" aria-busy={exporting.isPending}>
          {exporting.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          {exporting.isPending ? 'Exportando...' : 'Exportar'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => exporting.mutate('csv')}>
          <FileTextIcon aria-hidden="true" />
          CSV
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exporting.mutate('xlsx')}>
          <FileSpreadsheetIcon aria-hidden="true" />
          Excel (.xlsx)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
