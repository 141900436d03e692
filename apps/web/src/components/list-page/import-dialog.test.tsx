import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';

import { renderWithQuery } from '@/components/records/form-test-utils';
import { ImportDialog } from './import-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Answer = { status: number; body: unknown };

/** Stands in for XMLHttpRequest: records each upload and answers the queued responses in order. */
class FakeXhr {
  static answers: Answer[] = [];
  static sent: Array<{ url: string; modo: string; archivo: string }> = [];
  upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    FakeXhr.sent.push({
      url: this.url,
      modo: String(form.get('modo')),
      archivo: (form.get('archivo') as File).name,
    });
    const answer = FakeXhr.answers.shift();
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
      this.upload.onload?.();
      if (!answer) return this.onerror?.();
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

const columnas = [
  { campo: 'rut', columna: 'RUT' },
  { campo: 'nombres', columna: 'Nombres' },
  { campo: 'cargo', columna: 'Cargo' },
];
const conError = {
  filas: 2,
  validas: 1,
  errores: [{ fila: 3, campo: 'rut', columna: 'RUT', mensaje: 'RUT inválido' }],
  errores_total: 1,
  muestra: [
    { fila: 2, valida: true, datos: { rut: '30.111.222-K', nombres: 'Camila', cargo: '' } },
    { fila: 3, valida: false, datos: { rut: '12.345.678-9', nombres: 'Ana', cargo: '' } },
  ],
  columnas,
  columnas_desconocidas: ['Observaciones'],
};
const sinError = {
  ...conError,
  validas: 2,
  errores: [],
  errores_total: 0,
  muestra: conError.muestra.map((m) => ({ ...m, valida: true })),
  columnas_desconocidas: [],
};

function renderDialog() {
  const onDone = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithQuery(
    <ImportDialog
      open
      onOpenChange={onOpenChange}
      title="Importar trabajadores"
      endpoint="/trabajadores/import"
      entity={{ singular: 'trabajador', plural: 'trabajadores' }}
      templateColumns={['RUT', 'Nombres']}
      onDone={onDone}
    />,
  );
  return { ...view, onDone, onOpenChange };
}

const csv = (name: string) => new File(['RUT;Nombres\n'], name, { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.answers = [];
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
});

describe('ImportDialog', () => {
  it('previews a file with a bad row: lists the error, keeps import disabled, then imports the fixed file', async () => {
    FakeXhr.answers.push({ status: 200, body: conError });
    const { user, onDone, onOpenChange } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Importar trabajadores' });
    expect(within(dialog).getByRole('button', { name: 'Importar trabajadores' })).toHaveProperty('disabled', true);

    await user.upload(screen.getByLabelText('Archivo a importar'), csv('malo.csv'));
    const heading = await screen.findByRole('heading', { name: 'Vista previa: 2 trabajadores en el archivo' });
    // Focus moves to the result, so a screen reader reads it at once.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(FakeXhr.sent).toEqual([{ url: '/api/v1/trabajadores/import', modo: 'vista_previa', archivo: 'malo.csv' }]);
    const errores = screen.getByRole('list', { name: /1 error en 1 fila/ });
    expect(within(errores).getByRole('listitem').textContent).toBe('Fila 3 · RUT: RUT inválido');
    expect(screen.getByText('Columnas no reconocidas (se ignoran): Observaciones.')).toBeTruthy();
    const sample = screen.getByRole('table', { name: 'Primeras filas del archivo' });
    expect(
      within(sample)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fila', 'RUT', 'Nombres', 'Resultado']);
    expect(within(sample).getAllByRole('row')[2]!.textContent).toBe('312.345.678-9AnaCon errores');
    const importar = screen.getByRole('button', { name: 'Importar 2 trabajadores' });
    expect(importar).toHaveProperty('disabled', true);

    // Remove the file and choose the corrected one: a new preview, now without errors.
    FakeXhr.answers.push({ status: 200, body: sinError }, { status: 200, body: { importados: 2 } });
    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    await user.upload(screen.getByLabelText('Archivo a importar'), csv('bueno.csv'));
    expect(await screen.findByText('Todas las filas son válidas')).toBeTruthy();
    expect(screen.queryByText(/RUT inválido/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Importar 2 trabajadores' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(FakeXhr.sent.map((s) => `${s.modo} ${s.archivo}`)).toEqual([
      'vista_previa malo.csv',
      'vista_previa bueno.csv',
      'confirmar bueno.csv',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Se importaron 2 trabajadores');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's Spanish message when the file is refused", async () => {
    FakeXhr.answers.push({
      status: 400,
      body: { codigo: 'VALIDACION', mensaje: 'El archivo no es un CSV ni un Excel (.xlsx) válido.' },
    });
    const { user, onDone } = renderDialog();
    await user.upload(screen.getByLabelText('Archivo a importar'), csv('datos.csv'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('El archivo no es un CSV ni un Excel (.xlsx) válido.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('button', { name: 'Importar trabajadores' })).toHaveProperty('disabled', true);
    expect(onDone).not.toHaveBeenCalled();
  });
});
