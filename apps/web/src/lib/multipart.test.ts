import { afterEach, describe, expect, it, vi } from 'vitest';

import { ERROR_SUBIR_PRINCIPAL } from '@/features/documentos/flujo/upload';
import { json, servidorDeSubidas, type Respuesta } from '@/test/servidor-subidas';
import { ApiError } from './api';
import { postMultipart } from './multipart';

type Servidor = Awaited<ReturnType<typeof servidorDeSubidas>>;
let servidor: Servidor | undefined;

/** The page's relative fetch (lib/api) against the test server: Node's fetch has no page to resolve it from. */
async function iniciar(responder: Parameters<typeof servidorDeSubidas>[0]) {
  servidor = await servidorDeSubidas(responder);
  const real = globalThis.fetch;
  const base = servidor.url;
  vi.stubGlobal('fetch', (ruta: string, init: RequestInit) => real(new URL(ruta, base), init));
  return servidor;
}
afterEach(async () => {
  await servidor?.cerrar();
  servidor = undefined;
});

const armar = vi.fn(() => {
  const form = new FormData();
  form.append('archivo', new File(['%PDF-1.4'], 'logo.pdf', { type: 'application/pdf' }));
  return form;
});

describe('postMultipart', () => {
  it('renews the session on a 401 and sends a fresh body once more', async () => {
    let intentos = 0;
    const s = await iniciar(({ ruta }): Respuesta => {
      if (ruta === '/api/v1/auth/check-session') return json(200, { valid: true });
      return ++intentos === 1 ? json(401, { mensaje: 'No autenticado' }) : json(200, { id: 9 });
    });
    armar.mockClear();
    const porcentajes: number[] = [];
    await expect(
      postMultipart('/configuracion/logo', armar, 'Error al subir el archivo', (p) => porcentajes.push(p)),
    ).resolves.toEqual({
      id: 9,
    });
    expect(s.recibidas.map((r) => `${r.metodo} ${r.ruta}`)).toEqual([
      'POST /api/v1/configuracion/logo',
      'GET /api/v1/auth/check-session',
      'POST /api/v1/configuracion/logo',
    ]);
    expect(armar).toHaveBeenCalledTimes(2);
    expect(porcentajes.at(-1)).toBe(100);
  });

  it.each([
    [413, 'ARCHIVO_DEMASIADO_GRANDE', 'El archivo supera el máximo de 25 MB'],
    [415, 'TIPO_ARCHIVO_NO_PERMITIDO', 'Tipo de archivo no permitido'],
  ])('turns a %i into an ApiError with the server’s mensaje and codigo', async (status, codigo, mensaje) => {
    await iniciar(() => json(status, { mensaje, detail: mensaje, codigo }));
    const error = await postMultipart('/no-conformidades/1/evidencias', armar, 'Error subiendo evidencia').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: mensaje, status, codigo });
  });

  it('falls back to the caller’s SPEC §8 message when the server gives none, or does not answer', async () => {
    await iniciar(({ ruta }) =>
      ruta.endsWith('/cortada') ? 'cortar' : { status: 502, cuerpo: '<html>Bad gateway</html>', tipo: 'text/html' },
    );
    await expect(postMultipart('/upload-documento/upload', armar, ERROR_SUBIR_PRINCIPAL)).rejects.toMatchObject({
      message: 'Error al subir el archivo principal',
      status: 502,
    });
    await expect(postMultipart('/cortada', armar, ERROR_SUBIR_PRINCIPAL)).rejects.toMatchObject({
      message: 'Error al subir el archivo principal',
      status: 500,
    });
  });
});
