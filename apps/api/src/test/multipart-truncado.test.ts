import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES } from '@atalaya/shared/messages';
import {
  archivos,
  canales_denuncia,
  categorias_denuncia,
  denuncias,
  empresas,
  evidencias_denuncia,
  evidencias_nc,
} from '../db/schema/index';
import { PDF } from '../platform/storage/test-samples';
import { apiDePrueba } from './api-de-prueba';
import { multipart } from './test-app';

/*
 * A form whose text fields are valid and whose first file is accepted (encrypted or stored) but
 * whose body breaks off inside the second file: the "formulario dañado" 400, and the first file
 * is gone again — no stored file, no row. On the anonymous report form and on a staff upload
 * that takes several files.
 */

const ADMIN = 'admin@demo.cl';
const api = apiDePrueba([ADMIN]);
const db = () => api.t.handle.db;

type Campos = Record<string, string>;

/** The form with two PDFs in `campoArchivo`; `cortado`: the body ends inside the second one. */
function formulario(campos: Campos, campoArchivo: string, cortado: boolean) {
  const { payload, headers } = multipart([
    ...Object.entries(campos).map(([name, content]) => ({ name, content })),
    { name: campoArchivo, filename: 'uno.pdf', content: PDF, type: 'application/pdf' },
    { name: campoArchivo, filename: 'dos.pdf', content: PDF, type: 'application/pdf' },
  ]);
  // Closing delimiter, the CRLF before it and half of the second PDF.
  const corte = payload.length - (headers['content-type'].split('boundary=')[1]!.length + 8) - PDF.length / 2;
  return { payload: cortado ? payload.subarray(0, corte) : payload, headers };
}

async function archivosGuardados() {
  const dir = path.join(api.t.app.config.DATA_DIR, 'files');
  const entradas = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entradas.filter((e) => e.isFile()).length;
}

const filas = async (tabla: typeof archivos | typeof denuncias | typeof evidencias_denuncia | typeof evidencias_nc) =>
  (await db().select({ n: count() }).from(tabla))[0]!.n;

async function esperarDanadoSinRastro(enviar: () => Promise<{ statusCode: number; json(): unknown }>) {
  const antes = {
    archivos: await archivosGuardados(),
    filas: [
      await filas(archivos),
      await filas(denuncias),
      await filas(evidencias_denuncia),
      await filas(evidencias_nc),
    ],
  };
  const res = await enviar();
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ codigo: 'FORMULARIO_DANADO', mensaje: MENSAJES.formularioDanado });
  expect(await archivosGuardados(), 'archivo huérfano').toBe(antes.archivos);
  expect([
    await filas(archivos),
    await filas(denuncias),
    await filas(evidencias_denuncia),
    await filas(evidencias_nc),
  ]).toEqual(antes.filas);
}

describe('un formulario válido que se corta dentro del segundo archivo', () => {
  let token = '';
  let categoria = 0;
  let ncId = 0;

  beforeAll(async () => {
    const [demo] = await db()
      .select({ id: empresas.id, token: empresas.token_canal })
      .from(empresas)
      .where(eq(empresas.nombre, 'Empresa Demo SpA'));
    token = demo!.token;
    await db()
      .insert(canales_denuncia)
      .values({ empresa_id: demo!.id, titulo: 'Canal de prueba', introduccion: 'Bienvenida', permite_anonimo: true })
      .onConflictDoUpdate({ target: canales_denuncia.empresa_id, set: { habilitado: true, permite_anonimo: true } });
    const [cat] = await db()
      .insert(categorias_denuncia)
      .values({ empresa_id: demo!.id, nombre: 'Prueba multipart', tipo: 'otro', orden: 901 })
      .returning({ id: categorias_denuncia.id });
    categoria = cat!.id;

    const fuentes = (await api.json('GET', '/fuente-no-conformidad/?limit=100', ADMIN)) as { data: { id: number }[] };
    const nc = await api.call('POST', '/no-conformidad/', ADMIN, {
      fuente_id: fuentes.data[0]!.id,
      descripcion: 'Orden de compra emitida sin las tres cotizaciones exigidas.',
      fecha_deteccion: '2026-01-15',
    });
    expect(nc.statusCode, nc.body).toBe(201);
    ncId = (nc.json() as { id: number }).id;
    // Root-cause files are taken from the analysis stage on: accept it and record the correction.
    expect((await api.call('POST', `/no-conformidad/${ncId}/aceptar`, ADMIN, {})).statusCode).toBeLessThan(300);
    const correccion = { correccion: 'Se anuló la orden.', correccion_fecha: new Date().toISOString().slice(0, 10) };
    expect((await api.call('PUT', `/no-conformidad/correccion/${ncId}`, ADMIN, correccion)).statusCode).toBe(200);
  });

  const denuncia = (): Campos => ({
    token,
    categoria_id: String(categoria),
    relato: 'Se retuvieron pagos de horas extra en la bodega norte durante tres meses.',
    fecha_hechos: '2024-03-04',
    lugar: 'Bodega norte',
    personas_involucradas: 'Supervisor de turno',
    testigos: '',
    anonima: 'true',
    pass_denuncia: 'clave-segura-2024',
    pass_denuncia_confirmacion: 'clave-segura-2024',
  });
  const enviarDenuncia = (cortado: boolean, ip: string) => {
    const { payload, headers } = formulario(denuncia(), 'evidencias', cortado);
    return api.t.app.inject({
      method: 'POST',
      url: '/api/v1/canal-denuncia/canal-denuncia/',
      payload,
      headers,
      remoteAddress: ip,
    });
  };

  it('denuncia anónima con evidencias: el formulario completo se recibe; el cortado, 400 y nada guardado', async () => {
    const completo = await enviarDenuncia(false, '198.51.100.1');
    expect(completo.statusCode, completo.body).toBe(201);
    await esperarDanadoSinRastro(() => enviarDenuncia(true, '198.51.100.2'));
  });

  const enviarNc = (cortado: boolean) => {
    const { payload, headers } = formulario({ id_no_conformidad: String(ncId) }, 'files', cortado);
    return api.t.app.inject({
      method: 'POST',
      url: '/api/v1/evidencia-no-conformidad/upload',
      payload,
      headers: { ...headers, ...api.headers(ADMIN) },
    });
  };

  it('evidencias de una no conformidad: el formulario completo se recibe; el cortado, 400 y nada guardado', async () => {
    const completo = await enviarNc(false);
    expect(completo.statusCode, completo.body).toBe(201);
    const subidas = await db()
      .select({ n: count() })
      .from(evidencias_nc)
      .where(eq(evidencias_nc.no_conformidad_id, ncId));
    expect(subidas[0]!.n).toBe(2);
    await esperarDanadoSinRastro(() => enviarNc(true));
  });
});
