import { describe, expect, it } from 'vitest';
import { apiDePrueba } from '../test/api-de-prueba';

/*
 * A JSON or form body over the request body limit (1 MB) is not a file: it answers its own 413,
 * naming that limit, not the upload message with MAX_UPLOAD_MB.
 */
const api = apiDePrueba(['admin@demo.cl']);
const MENSAJE = 'Los datos enviados superan el tamaño máximo permitido (1 MB).';
const SOBRE_EL_LIMITE = 'x'.repeat(1_048_576 + 10);

describe('cuerpo sobre el límite de la solicitud', () => {
  it('JSON de una ruta con sesión → 413 DATOS_DEMASIADO_GRANDES con el límite real', async () => {
    const res = await api.t.app.inject({
      method: 'PUT',
      url: '/api/v1/configuracion/empresa',
      headers: { cookie: api.cookies['admin@demo.cl'], 'content-type': 'application/json' },
      payload: JSON.stringify({ nombre: SOBRE_EL_LIMITE }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ codigo: 'DATOS_DEMASIADO_GRANDES', mensaje: MENSAJE });
  });

  it('formulario urlencoded de una ruta pública → el mismo 413', async () => {
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: SOBRE_EL_LIMITE, password: 'x' }).toString(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ codigo: 'DATOS_DEMASIADO_GRANDES', mensaje: MENSAJE });
  });
});
