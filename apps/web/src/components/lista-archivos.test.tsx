import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ListaArchivos, type ArchivoListado } from './lista-archivos';

const archivos: ArchivoListado[] = [
  { id: 1, nombre: 'informe-final.pdf', tamano: 1_572_864, created_at: '2026-03-05T14:07:00' },
  { id: 2, nombre: 'foto.png', tamano: 2048 },
];

/** A promise the test settles by hand, to see the button while the work runs. */
function pendiente() {
  let terminar!: () => void;
  const promesa = new Promise<void>((resolve) => (terminar = resolve));
  return { promesa, terminar };
}

describe('ListaArchivos', () => {
  it('lists each file with its size in es-CL, its date and a named download link', () => {
    render(
      <ListaArchivos
        archivos={archivos}
        etiqueta="Archivos del documento"
        descarga={{ enlace: (a) => `/api/v1/a/${a.id}` }}
      />,
    );
    const lista = screen.getByRole('list', { name: 'Archivos del documento' });
    const [primero, segundo] = within(lista).getAllByRole('listitem');
    expect(primero!.textContent).toContain('informe-final.pdf');
    expect(primero!.textContent).toContain('1,5 MB');
    expect(within(primero!).getByText('05/03/2026 14:07').tagName).toBe('TIME');
    const enlace = within(primero!).getByRole('link', { name: 'Descargar informe-final.pdf' });
    expect(enlace.getAttribute('href')).toBe('/api/v1/a/1');
    expect(enlace.getAttribute('download')).toBe('informe-final.pdf');
    expect(segundo!.textContent).toContain('2 KB');
    expect(segundo!.querySelector('time')).toBeNull();
  });

  it('shows the empty state, or nothing without one', () => {
    const { container, rerender } = render(
      <ListaArchivos
        archivos={[]}
        etiqueta="Evidencias"
        vacio="La denuncia no tiene evidencias."
        descarga={{ enlace: () => '' }}
      />,
    );
    expect(screen.getByText('La denuncia no tiene evidencias.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<ListaArchivos archivos={[]} etiqueta="Evidencias" descarga={{ enlace: () => '' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('downloads and removes from the keyboard, each button busy while its work runs', async () => {
    const user = userEvent.setup();
    const bajada = pendiente();
    const quitada = pendiente();
    const descargar = vi.fn(() => bajada.promesa);
    const quitar = vi.fn(() => quitada.promesa);
    render(
      <ListaArchivos
        archivos={archivos}
        etiqueta="Archivos adjuntos"
        descarga={{ accion: descargar }}
        quitar={{ verbo: 'Eliminar', accion: quitar }}
      />,
    );
    await user.tab();
    const bajar = screen.getByRole('button', { name: 'Descargar informe-final.pdf' });
    expect(document.activeElement).toBe(bajar);
    await user.keyboard('{Enter}');
    expect(descargar).toHaveBeenCalledWith(archivos[0]);
    expect(bajar.hasAttribute('disabled')).toBe(true);
    expect(bajar.getAttribute('aria-busy')).toBe('true');
    // The other file's download is still available.
    expect(screen.getByRole('button', { name: 'Descargar foto.png' }).hasAttribute('disabled')).toBe(false);
    bajada.terminar();
    await vi.waitFor(() => expect(bajar.hasAttribute('disabled')).toBe(false));

    const eliminar = screen.getByRole('button', { name: 'Eliminar foto.png' });
    expect(eliminar.textContent).toBe('Eliminar');
    await user.click(eliminar);
    expect(quitar).toHaveBeenCalledWith(archivos[1]);
    expect(eliminar.hasAttribute('disabled')).toBe(true);
    quitada.terminar();
    await vi.waitFor(() => expect(eliminar.hasAttribute('disabled')).toBe(false));
  });

  it('frees the button when the work fails (its caller reports the error)', async () => {
    const user = userEvent.setup();
    render(
      <ListaArchivos
        archivos={archivos.slice(0, 1)}
        etiqueta="Archivos"
        descarga={{ accion: () => Promise.reject(new Error('No se pudo descargar el archivo.')) }}
      />,
    );
    const bajar = screen.getByRole('button', { name: 'Descargar informe-final.pdf' });
    await user.click(bajar);
    await vi.waitFor(() => expect(bajar.hasAttribute('disabled')).toBe(false));
  });

  it('adds the caller’s title, detail and actions', () => {
    render(
      <ListaArchivos
        archivos={archivos.slice(0, 1)}
        etiqueta="Evidencias"
        descarga={{ enlace: () => '/x' }}
        titulo={() => 'Cotización del proveedor'}
        detalle={() => <span>Enviada por el denunciante</span>}
        acciones={(a) => <a href={`/ver/${a.id}`}>Ver</a>}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('Cotización del proveedor');
    expect(item.textContent).toContain('Enviada por el denunciante');
    expect(within(item).getByRole('link', { name: 'Ver' }).getAttribute('href')).toBe('/ver/1');
    // The download keeps the file's own name.
    expect(within(item).getByRole('link', { name: 'Descargar informe-final.pdf' })).toBeTruthy();
  });
});
