import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { Link, MiniRouter, useLocation, useNavigate, useParams } from './mini-router';
import { useQuery, useQueryClient } from './mini-query';

const UUID = '537ff110-0daa-427e-8a24-b49f3b3fdbb8';

function Donde() {
  const location = useLocation();
  const params = useParams();
  const navegar = useNavigate();
  return (
    <div>
      <p>ruta {location.pathname}</p>
      <p>token {params.token ?? '-'}</p>
      <p>estado {JSON.stringify(location.state)}</p>
      <Link to={`/consulta-denuncia/${UUID}`}>Consultar</Link>
      <button type="button" onClick={() => navegar(`/denuncia-error/${UUID}`, { state: { mensaje: 'falló' } })}>
        Error
      </button>
    </div>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the public entry’s router', () => {
  it('reads the page and its token from the address, and moves between public pages without a reload', async () => {
    window.history.replaceState({ usr: { from: 'x' }, key: 'k' }, '', `/canal/${UUID}`);
    render(<MiniRouter>{(ruta) => (ruta ? <Donde /> : <p>sin página</p>)}</MiniRouter>);
    expect(screen.getByText(`ruta /canal/${UUID}`)).toBeTruthy();
    expect(screen.getByText(`token ${UUID}`)).toBeTruthy();
    // State left by the signed-in app's router (history.state.usr) survives the reload.
    expect(screen.getByText('estado {"from":"x"}')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Consultar' }));
    expect(window.location.pathname).toBe(`/consulta-denuncia/${UUID}`);
    expect(screen.getByText(`ruta /consulta-denuncia/${UUID}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consultar' }).getAttribute('href')).toBe(`/consulta-denuncia/${UUID}`);

    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    expect(screen.getByText('estado {"mensaje":"falló"}')).toBeTruthy();

    act(() => window.history.back());
    await waitFor(() => expect(screen.getByText(`ruta /consulta-denuncia/${UUID}`)).toBeTruthy());
  });
});

describe('the public entry’s query cache', () => {
  it('loads once, retries as told, and shows data set by hand', async () => {
    let llamadas = 0;
    function Datos() {
      const q = useQuery({
        queryKey: ['prueba', 1],
        queryFn: async () => {
          llamadas++;
          if (llamadas === 1) throw new Error('falla transitoria');
          return 'hola';
        },
        retry: (intentos: number) => intentos < 1,
      });
      const cliente = useQueryClient();
      return (
        <div>
          <p>{q.isPending ? 'cargando' : q.isError ? `error ${q.error?.message}` : `dato ${String(q.data)}`}</p>
          <button type="button" onClick={() => cliente.setQueryData(['prueba', 1], 'otro')}>
            Cambiar
          </button>
        </div>
      );
    }
    render(<Datos />);
    expect(screen.getByText('cargando')).toBeTruthy();
    expect(await screen.findByText('dato hola', {}, { timeout: 3000 })).toBeTruthy();
    expect(llamadas).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar' }));
    expect(screen.getByText('dato otro')).toBeTruthy();
  });

  it('a failure that is not retried is an error', async () => {
    function Falla() {
      const q = useQuery({
        queryKey: ['prueba', 2],
        queryFn: () => Promise.reject(new Error('no existe')),
        retry: false,
      });
      return <p>{q.isError ? `error ${q.error?.message}` : 'cargando'}</p>;
    }
    render(<Falla />);
    expect(await screen.findByText('error no existe')).toBeTruthy();
  });
});
