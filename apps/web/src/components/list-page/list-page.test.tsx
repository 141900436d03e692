import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ListPage } from './list-page';
import type { CreateModalProps, ListFilter, ListPageParams, ListPageProps, ListPageResult } from './types';

interface Trabajador {
  id: number;
  nombre: string;
  estado: 'activo' | 'inactivo';
  area: string;
}

function trabajadores(count: number): Trabajador[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    nombre: `Persona ${i + 1}`,
    estado: i % 2 === 0 ? 'activo' : 'inactivo',
    area: i % 3 === 0 ? 'Finanzas' : 'Operaciones',
  }));
}

/** Stands in for the server: searches by name, filters by equality, pages with skip/limit. */
function fakeServer(rows: Trabajador[]) {
  return vi.fn(async (params: ListPageParams): Promise<ListPageResult<Trabajador>> => {
    const matching = rows.filter(
      (row) =>
        row.nombre.toLowerCase().includes(params.q.toLowerCase()) &&
        Object.entries(params.filters).every(([key, value]) => String(row[key as keyof Trabajador]) === value),
    );
    return { data: matching.slice(params.skip, params.skip + params.limit), total: matching.length };
  });
}

const filters: ListFilter[] = [
  {
    id: 'estado',
    label: 'Estado',
    type: 'select',
    options: [
      { value: 'activo', label: 'Activo' },
      { value: 'inactivo', label: 'Inactivo' },
    ],
  },
  { id: 'area', label: 'Área', type: 'text' },
];

function renderList(props: Partial<ListPageProps<Trabajador>>, url = '/trabajadores') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/trabajadores',
        element: (
          <ListPage<Trabajador>
            title="Trabajadores"
            subtitle="Personas de la empresa"
            entity={{ singular: 'trabajador', plural: 'trabajadores' }}
            queryKey={['trabajadores', 'list']}
            fetchPage={fakeServer([])}
            rowLabel={(t) => t.nombre}
            search={{ placeholder: 'Buscar por nombre' }}
            filters={filters}
            columns={[
              { id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, exportValue: (t) => t.nombre },
              { id: 'estado', header: 'Estado', cell: (t) => t.estado },
            ]}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const params = () => new URLSearchParams(router.state.location.search);
  return { user: userEvent.setup(), router, params, queryClient };
}

const lastCall = (fetchPage: ReturnType<typeof fakeServer>) => fetchPage.mock.lastCall![0];

describe('ListPage', () => {
  it('shows a skeleton and announces the loading while the first page arrives', () => {
    renderList({ fetchPage: vi.fn(() => new Promise<never>(() => {})) });

    expect(screen.getByRole('table', { name: 'Trabajadores' })).toBeTruthy();
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThanOrEqual(10);
    expect(screen.getByText('Cargando trabajadores...').getAttribute('aria-live')).toBe('polite');
  });

  it('shows the rows, the total in the title and no pagination for a single page', async () => {
    renderList({ fetchPage: fakeServer(trabajadores(3)) });

    expect(await screen.findByRole('cell', { name: 'Persona 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trabajadores Total: 3');
    expect(screen.getByText('Personas de la empresa')).toBeTruthy();
    expect(screen.getByText('Mostrando 1 a 3 de 3 trabajadores')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Agregar/ })).toBeNull();
  });

  it('shows a capped total as 10.000+ and pages only up to the 10.000th row', async () => {
    const fetchPage = vi.fn(async (params: ListPageParams) => ({
      data: trabajadores(10).map((t) => ({ ...t, id: params.skip + t.id })),
      total: 10_001,
    }));
    const { user } = renderList({ fetchPage });
    expect(await screen.findByRole('cell', { name: 'Persona 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trabajadores Total: 10.000+');
    expect(screen.getByText('Mostrando 1 a 10 de más de 10.000 trabajadores')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const pages = within(nav).getAllByRole('button', { name: /^Página \d/ });
    expect(pages.at(-1)?.textContent).toBe('1000');

    await user.click(pages.at(-1)!);
    expect(
      await screen.findByText(
        'Mostrando 9991 a 10000 de más de 10.000 trabajadores. Para ver resultados más allá de los primeros 10.000, acote la búsqueda o use los filtros.',
      ),
    ).toBeTruthy();
  });

  it('explains a load failure and loads again on Reintentar', async () => {
    const fetchPage = vi
      .fn<ListPageProps<Trabajador>['fetchPage']>()
      .mockRejectedValueOnce(new Error('Error de comunicación con el servidor'))
      .mockResolvedValue({ data: trabajadores(1), total: 1 });
    const { user } = renderList({ fetchPage });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error al cargar los datos. Intente nuevamente más tarde.')).toBeTruthy();
    expect(within(panel).getByText('Error de comunicación con el servidor')).toBeTruthy();
    expect(within(panel).getByText('No se pudieron cargar los datos. Por favor, intente de nuevo.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('cell', { name: 'Persona 1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('says there is nothing registered when the list is empty without search or filters', async () => {
    renderList({ fetchPage: fakeServer([]) });

    expect(await screen.findByText('No hay trabajadores registrados')).toBeTruthy();
    expect(screen.queryByText('No se encontraron resultados')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
  });

  it('uses the feminine form for feminine entities', async () => {
    renderList({
      fetchPage: fakeServer([]),
      entity: { singular: 'notificación', plural: 'notificaciones', feminine: true },
    });
    expect(await screen.findByText('No hay notificaciones registradas')).toBeTruthy();
  });

  it('says what a slice of a list lacks instead, where one is given (a stage of non-conformities)', async () => {
    renderList({ fetchPage: fakeServer([]), emptyTitle: 'Ninguna no conformidad espera clasificación' });
    expect(await screen.findByText('Ninguna no conformidad espera clasificación')).toBeTruthy();
    expect(screen.queryByText('No hay trabajadores registrados')).toBeNull();
  });

  it('offers to clear the search and the filters when they leave no results', async () => {
    const fetchPage = fakeServer(trabajadores(12));
    const { user, params } = renderList({ fetchPage }, '/trabajadores?q=zzz&estado=activo');

    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();
    expect(lastCall(fetchPage)).toMatchObject({ q: 'zzz', filters: { estado: 'activo' } });

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(params().get('q')).toBeNull();
    expect(params().get('estado')).toBe('activo');
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('');
    expect(await screen.findByRole('cell', { name: 'Persona 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Quitar filtro Estado' }));
    await screen.findByRole('cell', { name: 'Persona 2' });
    expect(lastCall(fetchPage)).toMatchObject({ q: '', filters: {} });
  });

  it('shows only Limpiar filtros when just a filter is active', async () => {
    renderList({ fetchPage: fakeServer([]) }, '/trabajadores?area=Ventas');

    expect(await screen.findByText('No se encontraron resultados')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeTruthy();
  });

  it('shows a removable chip per active filter and clears them all', async () => {
    const fetchPage = fakeServer(trabajadores(12));
    const { user, params } = renderList({ fetchPage }, '/trabajadores?estado=activo&area=Finanzas&page=2');

    const chips = await screen.findByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Estado: Activo', 'Área: Finanzas']);
    expect(screen.getByRole('button', { name: 'Filtros 2 activos' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Quitar filtro Área' }));
    expect(params().get('area')).toBeNull();
    expect(params().get('estado')).toBe('activo');
    // A filter change goes back to page 1.
    expect(params().get('page')).toBeNull();
    await waitFor(() => expect(lastCall(fetchPage)).toMatchObject({ skip: 0, filters: { estado: 'activo' } }));
    expect(within(screen.getByRole('list', { name: 'Filtros activos' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Limpiar todos' }));
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).toBeNull();
    expect(params().toString()).toBe('');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeTruthy();
  });

  it('applies filters from the Filtros form and returns to page 1', async () => {
    const fetchPage = fakeServer(trabajadores(30));
    const { user, params } = renderList({ fetchPage }, '/trabajadores?page=3');
    await screen.findByRole('cell', { name: 'Persona 21' });

    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.type(screen.getByRole('textbox', { name: 'Área' }), 'Finanzas');
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    expect(params().get('area')).toBe('Finanzas');
    expect(params().get('page')).toBeNull();
    expect(await screen.findByText('Área:')).toBeTruthy();
    await waitFor(() => expect(lastCall(fetchPage)).toMatchObject({ skip: 0, filters: { area: 'Finanzas' } }));
  });

  it('shows date filters as dd/mm/aaaa on their chip', async () => {
    const fetchPage = fakeServer([]);
    renderList(
      { fetchPage, filters: [{ id: 'desde', label: 'Desde', type: 'date' }] },
      '/trabajadores?desde=2026-01-05',
    );
    const chips = await screen.findByRole('list', { name: 'Filtros activos' });
    expect(chips.textContent).toBe('Desde: 05/01/2026');
    expect(lastCall(fetchPage).filters).toEqual({ desde: '2026-01-05' });
  });

  it('exports the whole filtered set and stays busy for at least 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const createObjectURL = vi.fn((_blob: Blob) => 'blob:export');
      vi.stubGlobal(
        'URL',
        class extends URL {
          static override createObjectURL = createObjectURL;
          static override revokeObjectURL = vi.fn();
        },
      );
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      const fetchPage = fakeServer(trabajadores(130));
      renderList({ fetchPage }, '/trabajadores?estado=activo');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await screen.findByRole('cell', { name: 'Persona 1' });

      await user.click(screen.getByRole('button', { name: 'Exportar' }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));

      const busy = await screen.findByRole('button', { name: 'Exportando...' });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      await waitFor(() => expect(fetchPage).toHaveBeenCalledWith(expect.objectContaining({ skip: 0, limit: 100 })));
      expect(fetchPage.mock.calls.filter(([p]) => p.limit === 100).map(([p]) => [p.skip, p.filters])).toEqual([
        [0, { estado: 'activo' }],
      ]);
      expect(click).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
      const csv = await createObjectURL.mock.calls[0]![0].text();
      expect(csv.split('\r\n').slice(0, 2)).toEqual(['Nombre', 'Persona 1']);
      expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 65);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores unknown select values in the URL', async () => {
    const fetchPage = fakeServer(trabajadores(2));
    renderList({ fetchPage }, '/trabajadores?estado=borrado');
    await screen.findByRole('cell', { name: 'Persona 1' });
    expect(lastCall(fetchPage).filters).toEqual({});
    expect(screen.queryByRole('list', { name: 'Filtros activos' })).toBeNull();
  });

  it('select-all toggles every row of the page', async () => {
    const { user } = renderList({ fetchPage: fakeServer(trabajadores(3)) });
    await screen.findByRole('cell', { name: 'Persona 1' });

    const all = screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' });
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Seleccionar Persona/ });
    const states = () => rowBoxes().map((box) => box.getAttribute('aria-checked'));

    await user.click(all);
    expect(states()).toEqual(['true', 'true', 'true']);
    expect(all.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/3 seleccionados/)).toBeTruthy();

    await user.click(all);
    expect(states()).toEqual(['false', 'false', 'false']);

    await user.click(rowBoxes()[1]!);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    await user.click(all);
    expect(states()).toEqual(['true', 'true', 'true']);
  });

  it('submitting a search goes back to page 1 and asks the server', async () => {
    const fetchPage = fakeServer(trabajadores(25));
    const { user, params } = renderList({ fetchPage }, '/trabajadores?page=3');
    await screen.findByRole('cell', { name: 'Persona 21' });
    expect(lastCall(fetchPage)).toMatchObject({ skip: 20, limit: 10, q: '' });

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Persona 1');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(params().get('q')).toBe('Persona 1');
    expect(params().get('page')).toBeNull();
    await waitFor(() => expect(lastCall(fetchPage)).toMatchObject({ skip: 0, q: 'Persona 1' }));
    expect(await screen.findByText('Mostrando 1 a 10 de 11 trabajadores')).toBeTruthy();
  });

  it('keeps the page in the URL and shows the pagination for more than one page', async () => {
    const fetchPage = fakeServer(trabajadores(60));
    const { user, params, router } = renderList({ fetchPage }, '/trabajadores?page=2');

    expect(await screen.findByRole('cell', { name: 'Persona 11' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Página \d/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '6']);

    await user.click(within(nav).getByRole('button', { name: 'Página 6' }));
    expect(params().get('page')).toBe('6');
    expect(await screen.findByRole('cell', { name: 'Persona 51' })).toBeTruthy();
    expect(lastCall(fetchPage)).toMatchObject({ skip: 50, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(params().get('page')).toBe('6');

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(params().get('page')).toBe('5');

    await router.navigate(-1);
    expect(await screen.findByRole('cell', { name: 'Persona 51' })).toBeTruthy();
  });

  it('moves to the last page that exists when the page in the URL is past the end', async () => {
    const { params } = renderList({ fetchPage: fakeServer(trabajadores(15)) }, '/trabajadores?page=9');
    expect(await screen.findByRole('cell', { name: 'Persona 11' })).toBeTruthy();
    expect(params().get('page')).toBe('2');
  });

  it('sorts by a sortable column through the URL', async () => {
    const fetchPage = fakeServer(trabajadores(3));
    const { user, params } = renderList({
      fetchPage,
      columns: [{ id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, sortable: true }],
    });
    await screen.findByRole('cell', { name: 'Persona 1' });

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(params().get('sort')).toBe('nombre');
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(lastCall(fetchPage).sort).toEqual({ id: 'nombre', desc: false }));

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(params().get('dir')).toBe('desc');
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(params().get('sort')).toBeNull();
  });

  it('shows the default order as the current sort, and a click on its column turns it around', async () => {
    const fetchPage = fakeServer(trabajadores(3));
    const { user, params } = renderList({
      fetchPage,
      defaultSort: { id: 'nombre', desc: false },
      columns: [{ id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, sortable: true }],
    });
    await screen.findByRole('cell', { name: 'Persona 1' });
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe('ascending');

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(params().get('sort')).toBe('nombre');
    expect(params().get('dir')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(params().get('sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Nombre' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('hides the columns of priority 2 and 3 where the table is narrow, never the ones of priority 1', async () => {
    renderList({
      fetchPage: fakeServer(trabajadores(1)),
      onDelete: async () => {},
      columns: [
        { id: 'nombre', header: 'Nombre', cell: (t) => t.nombre },
        { id: 'area', header: 'Área', cell: (t) => t.area, priority: 2, className: 'max-w-32' },
        { id: 'id', header: 'Número', cell: (t) => t.id, priority: 3 },
        { id: 'estado', header: 'Estado', cell: (t) => t.estado, priority: 1 },
      ],
    });
    await screen.findByRole('cell', { name: 'Persona 1' });

    // jsdom lays nothing out: the container queries are checked on the classes (and in the browser by e2e shots).
    const frame = screen.getByRole('table', { name: 'Trabajadores' }).closest('.rounded-md');
    expect(frame?.classList.contains('@container/tabla')).toBe(true);
    const classesOf = (name: string) => [
      screen.getByRole('columnheader', { name }).className,
      screen.getAllByRole('cell')[screen.getAllByRole('columnheader').findIndex((h) => h.textContent === name)]!
        .className,
    ];
    for (const classes of classesOf('Área')) {
      expect(classes).toContain('hidden @min-[60rem]/tabla:table-cell');
      expect(classes).toContain('max-w-32');
    }
    for (const classes of classesOf('Número')) expect(classes).toContain('hidden @min-[68rem]/tabla:table-cell');
    for (const name of ['Nombre', 'Estado']) {
      for (const classes of classesOf(name)) expect(classes).not.toMatch(/(^|\s)hidden(\s|$)/);
    }
  });

  it('hides search and filters the screen does not configure', async () => {
    renderList({ fetchPage: fakeServer(trabajadores(1)), search: undefined, filters: undefined }, '/trabajadores?q=x');
    await screen.findByRole('cell', { name: 'Persona 1' });
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filtros' })).toBeNull();
  });

  it('after a create goes to page 1 and reloads', async () => {
    const fetchPage = fakeServer(trabajadores(25));
    function CreateDialog({ open, onSuccess }: CreateModalProps) {
      return open ? (
        <div role="dialog" aria-label="Nuevo trabajador">
          <button onClick={onSuccess}>Guardar</button>
        </div>
      ) : null;
    }
    const { user, params } = renderList(
      { fetchPage, renderCreate: (props) => <CreateDialog {...props} /> },
      '/trabajadores?page=2',
    );
    await screen.findByRole('cell', { name: 'Persona 11' });

    await user.click(screen.getByRole('button', { name: 'Agregar trabajador' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Nuevo trabajador' })).getByRole('button'));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(params().get('page')).toBeNull();
    expect(await screen.findByRole('cell', { name: 'Persona 1' })).toBeTruthy();
  });

  it('deletes a row after confirmation and reloads the current page', async () => {
    const rows = trabajadores(15);
    const fetchPage = fakeServer(rows);
    const onDelete = vi.fn(async (row: Trabajador) => {
      rows.splice(
        rows.findIndex((r) => r.id === row.id),
        1,
      );
    });
    const { user, params } = renderList({ fetchPage, onDelete }, '/trabajadores?page=2');
    await screen.findByRole('cell', { name: 'Persona 12' });

    await user.click(screen.getByRole('button', { name: 'Acciones de Persona 12' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar trabajador?' });
    expect(within(confirm).getByText('Se eliminará «Persona 12». Esta acción no se puede deshacer.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Persona 12' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Persona 13' })).toBeTruthy();
    expect(params().get('page')).toBe('2');
  });

  it('offers only the configured row actions', async () => {
    const { user } = renderList({
      fetchPage: fakeServer(trabajadores(1)),
      renderView: ({ row, open }) => (open ? <div role="dialog" aria-label={row.nombre} /> : null),
      rowActions: [{ label: 'Desactivar', onSelect: () => {}, hidden: (t) => t.estado !== 'activo' }],
    });
    await screen.findByRole('cell', { name: 'Persona 1' });

    await user.click(screen.getByRole('button', { name: 'Acciones de Persona 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Ver', 'Desactivar']);

    await user.click(items[0]!);
    expect(screen.getByRole('dialog', { name: 'Persona 1' })).toBeTruthy();
  });
});

describe('ListPage on a phone (below 768 px)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card with every column, its checkbox and its actions, and no table', async () => {
    const onDelete = vi.fn(async () => {});
    const { user } = renderList({ fetchPage: fakeServer(trabajadores(2)), onDelete });

    await screen.findByRole('checkbox', { name: 'Seleccionar Persona 1' });
    const list = screen.getByRole('list', { name: 'Trabajadores' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Persona 1')).toBeTruthy();
    expect(first.getByText('Estado').tagName).toBe('DT');
    expect(first.getByText('activo').closest('dd')).toBeTruthy();
    expect(first.getByRole('checkbox', { name: 'Seleccionar Persona 1' })).toBeTruthy();

    await user.click(first.getByRole('button', { name: 'Acciones de Persona 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar trabajador?' })).toBeTruthy();
  });

  it('selects the whole page from the bar above the cards', async () => {
    const { user } = renderList({
      fetchPage: fakeServer(trabajadores(3)),
      bulkActions: [{ label: 'Desactivar', onRun: async () => {} }],
    });
    await screen.findByRole('checkbox', { name: 'Seleccionar Persona 1' });

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de la página' }));
    expect(screen.getByRole('region', { name: 'Acciones sobre la selección' }).textContent).toContain(
      '3 seleccionados',
    );
  });

  it('sorts from the Ordenar menu through the URL', async () => {
    const fetchPage = fakeServer(trabajadores(3));
    const { user, params } = renderList({
      fetchPage,
      columns: [
        { id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, sortable: true },
        { id: 'estado', header: 'Estado', cell: (t) => t.estado },
      ],
    });
    await screen.findByRole('checkbox', { name: 'Seleccionar Persona 1' });

    await user.click(screen.getByRole('button', { name: 'Ordenar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Nombre (descendente)' }));
    expect(params().get('sort')).toBe('nombre');
    expect(params().get('dir')).toBe('desc');
    await waitFor(() => expect(lastCall(fetchPage).sort).toEqual({ id: 'nombre', desc: true }));
    expect(screen.getByRole('button', { name: 'Orden: Nombre (desc.)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Orden: Nombre (desc.)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quitar orden' }));
    expect(params().get('sort')).toBeNull();
    expect(params().get('dir')).toBeNull();
  });

  it('offers Quitar orden only when the order is not the default one', async () => {
    const fetchPage = fakeServer(trabajadores(3));
    const { user, params } = renderList({
      fetchPage,
      defaultSort: { id: 'nombre', desc: false },
      columns: [{ id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, sortable: true }],
    });
    await screen.findByRole('checkbox', { name: 'Seleccionar Persona 1' });

    await user.click(screen.getByRole('button', { name: 'Orden: Nombre (asc.)' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Nombre (ascendente)', 'Nombre (descendente)']);

    await user.click(screen.getByRole('menuitem', { name: 'Nombre (descendente)' }));
    await user.click(screen.getByRole('button', { name: 'Orden: Nombre (desc.)' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quitar orden' }));
    expect(params().get('sort')).toBeNull();
    expect(screen.getByRole('button', { name: 'Orden: Nombre (asc.)' })).toBeTruthy();
  });

  it('offers no Quitar orden when the URL asks for the default order itself', async () => {
    const { user } = renderList(
      {
        fetchPage: fakeServer(trabajadores(3)),
        defaultSort: { id: 'nombre', desc: false },
        columns: [{ id: 'nombre', header: 'Nombre', cell: (t) => t.nombre, sortable: true }],
      },
      '/trabajadores?sort=nombre',
    );
    await screen.findByRole('checkbox', { name: 'Seleccionar Persona 1' });

    await user.click(screen.getByRole('button', { name: 'Orden: Nombre (asc.)' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).not.toContain('Quitar orden');
  });

  it('says there is nothing registered when the list is empty', async () => {
    renderList({ fetchPage: fakeServer([]) });
    expect(await screen.findByText('No hay trabajadores registrados')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
