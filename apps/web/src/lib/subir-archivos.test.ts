import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, servidorDeSubidas } from '@/test/servidor-subidas';
import { datosDeError, subirMultipart, SubidaSinRespuesta } from './subir-archivos';

type Servidor = Awaited<ReturnType<typeof servidorDeSubidas>>;
let servidor: Servidor | undefined;
afterEach(async () => {
  document.cookie = 'sesion=; max-age=0';
  await servidor?.cerrar();
  servidor = undefined;
});

const cuerpo = () => {
  const form = new FormData();
  form.append('denuncia_id', '7');
  form.append('comentario_id', '3');
  form.append('file', new File(['x'.repeat(300_000)], 'informe.pdf', { type: 'application/pdf' }));
  return form;
};

describe('subirMultipart', () => {
  it('posts the fields before the file under /api/v1, with the session, reporting progress up to 1', async () => {
    servidor = await servidorDeSubidas(() => json(201, { id: 5 }));
    document.cookie = 'sesion=abc';
    const fracciones: number[] = [];
    let enviado = false;
    const respuesta = await subirMultipart('/evidencias-comentario/', cuerpo(), {
      onProgress: (f) => fracciones.push(f),
      onEnviado: () => (enviado = true),
    });
    expect(respuesta).toEqual({ status: 201, cuerpo: { id: 5 } });
    expect(servidor.recibidas).toEqual([
      {
        metodo: 'POST',
        ruta: '/api/v1/evidencias-comentario/',
        partes: ['denuncia_id', 'comentario_id', 'file'],
        cookie: 'sesion=abc',
      },
    ]);
    expect(fracciones.length).toBeGreaterThan(0);
    expect(fracciones.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(fracciones.at(-1)).toBe(1);
    expect(enviado).toBe(true);
  });

  it('sends no session for the public channel (anonima)', async () => {
    servidor = await servidorDeSubidas(() => json(201, {}));
    document.cookie = 'sesion=abc';
    await subirMultipart('/canal-denuncia/canal-denuncia/', cuerpo(), { anonima: true });
    expect(servidor.recibidas[0]?.cookie).toBeUndefined();
  });

  it('resolves with any answer: a 413 with its JSON, a proxy page as no body', async () => {
    const rechazo = {
      mensaje: 'El archivo supera 25 MB',
      detail: 'El archivo supera 25 MB',
      codigo: 'ARCHIVO_DEMASIADO_GRANDE',
    };
    servidor = await servidorDeSubidas(({ ruta }) =>
      ruta.endsWith('/grande')
        ? json(413, rechazo)
        : { status: 502, cuerpo: '<html>Bad gateway</html>', tipo: 'text/html' },
    );
    expect(await subirMultipart('/grande', cuerpo())).toEqual({ status: 413, cuerpo: rechazo });
    expect(await subirMultipart('/proxy', cuerpo())).toEqual({ status: 502, cuerpo: undefined });
  });

  it('rejects with the signal’s reason when cancelled, and never sends a cancelled-before-start upload', async () => {
    servidor = await servidorDeSubidas(() => 'colgar');
    const control = new AbortController();
    const subida = subirMultipart('/lento', cuerpo(), { signal: control.signal });
    await vi.waitFor(() => expect(servidor?.recibidas).toHaveLength(1));
    control.abort();
    await expect(subida).rejects.toMatchObject({ name: 'AbortError' });

    const recibidas = servidor.recibidas.length;
    await expect(subirMultipart('/lento', cuerpo(), { signal: control.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(servidor.recibidas.length).toBe(recibidas);
  });

  it('rejects with SubidaSinRespuesta (red) when the connection drops', async () => {
    servidor = await servidorDeSubidas(() => 'cortar');
    const error = await subirMultipart('/cortada', cuerpo()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SubidaSinRespuesta);
    expect(error).toMatchObject({ motivo: 'red', message: 'Error de comunicación con el servidor' });
  });
});

describe('datosDeError', () => {
  it('reads mensaje (or detail), codigo and the string field errors', () => {
    expect(
      datosDeError({ mensaje: 'Datos inválidos', codigo: 'VALIDACION', errores: { titulo: 'Requerido', n: 3 } }),
    ).toEqual({ mensaje: 'Datos inválidos', codigo: 'VALIDACION', errores: { titulo: 'Requerido' } });
    expect(datosDeError({ mensaje: ' ', detail: 'Tipo de archivo no permitido' }).mensaje).toBe(
      'Tipo de archivo no permitido',
    );
    expect(datosDeError(undefined)).toEqual({ mensaje: undefined, codigo: undefined, errores: undefined });
  });
});
