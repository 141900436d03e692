import { describe, expect, it, vi } from 'vitest';

import { EXPORT_PAGE_LIMIT, exportFile, exportTable, fetchAllRows, toCsv } from './export';
import type { ListColumn, ListPageParams } from './types';

describe('fetchAllRows', () => {
  it('fetches every page of the filtered set, 100 rows at a time, with the same search and filters', async () => {
    const all = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));
    const fetchPage = vi.fn(async ({ skip, limit }: ListPageParams) => ({
      data: all.slice(skip, skip + limit),
      total: all.length,
    }));

    const rows = await fetchAllRows(fetchPage, { q: 'ana', filters: { estado: 'activo' } });

    expect(rows).toHaveLength(250);
    expect(fetchPage.mock.calls.map(([params]) => params)).toEqual(
      [0, 100, 200].map((skip) => ({ q: 'ana', filters: { estado: 'activo' }, skip, limit: EXPORT_PAGE_LIMIT })),
    );
  });

  it('stops when the server runs out of rows before the announced total', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce({ data: [{ id: 1 }], total: 500 })
      .mockResolvedValue({ data: [], total: 500 });
    expect(await fetchAllRows(fetchPage, { q: '', filters: {} })).toEqual([{ id: 1 }]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops at the deepest page the API serves when the total is capped (más de 10.000)', async () => {
    const fetchPage = vi.fn(async ({ skip, limit }: ListPageParams) => ({
      data: Array.from({ length: limit }, (_, i) => ({ id: skip + i + 1 })),
      total: 10_001,
    }));
    const rows = await fetchAllRows(fetchPage, { q: '', filters: {} });
    expect(Math.max(...fetchPage.mock.calls.map(([params]) => params.skip))).toBe(10_000);
    expect(rows).toHaveLength(10_100);
  });
});

describe('toCsv', () => {
  it('writes what Excel es-CL opens: BOM, semicolons, CRLF, decimal comma', () => {
    const csv = toCsv(
      ['Nombre', 'Monto', 'Nota'],
      [
        ['Peña; Hnos.', 1234.5, 'dijo "hola"\nadiós'],
        ['=HYPERLINK("x")', null, undefined],
      ],
    );
    expect(csv).toBe(
      '\uFEFFNombre;Monto;Nota\r\n' + '"Peña; Hnos.";1234,5;"dijo ""hola""\nadiós"\r\n' + '"\'=HYPERLINK(""x"")";;\r\n',
    );
  });
});

describe('exportTable and exportFile', () => {
  const columns: ListColumn<{ id: number; nombre: string }>[] = [
    { id: 'nombre', header: 'Nombre', cell: (r) => r.nombre, exportValue: (r) => r.nombre },
    { id: 'acciones', header: 'Acciones', cell: () => null },
    { id: 'id', header: 'ID', cell: (r) => r.id, exportValue: (r) => r.id },
  ];

  it('exports only the columns with an export value', () => {
    expect(exportTable(columns, [{ id: 7, nombre: 'Ana' }])).toEqual({ header: ['Nombre', 'ID'], cells: [['Ana', 7]] });
  });

  it('names the file after the list and the day', async () => {
    const table = exportTable(columns, [{ id: 7, nombre: 'Ana' }]);
    const now = new Date(2026, 0, 5, 10, 30);

    const csv = await exportFile('Mis trabajadores', 'csv', table, now);
    expect(csv.name).toBe('mis-trabajadores-2026-01-05.csv');
    expect(csv.blob.type).toBe('text/csv;charset=utf-8');
    expect(new Uint8Array(await csv.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));

    const xlsx = await exportFile('Mis trabajadores', 'xlsx', table, now);
    expect(xlsx.name).toBe('mis-trabajadores-2026-01-05.xlsx');
    const bytes = new Uint8Array(await xlsx.blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
  });
});
