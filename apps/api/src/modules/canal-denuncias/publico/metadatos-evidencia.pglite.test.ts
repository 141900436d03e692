import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { openDatabase, type DatabaseHandle } from '../../../db/client';
import { archivos, canales_denuncia, denuncias, empresas, evidencias_denuncia } from '../../../db/schema/index';
import { PDF } from '../../../platform/storage/test-samples';
import { cookieHeader, loginAs, multipart, TestClock } from '../../../test/test-app';
import { crearCategoriaPrueba, crearDenunciaPrueba, idDeUsuario } from '../denuncias/denuncias.fixtures';
import { protegerMetadatosEvidencias } from './migrar-metadatos-evidencia';

/*
 * Issue 24 F4: nothing of a whistleblower's evidence metadata lies in clear on disk. Evidence of
 * every path (public form, later public upload, staff comment, investigation and action plan)
 * goes in under a unique marker name; after a CHECKPOINT the PGlite data directory (heap and WAL)
 * and the upload folder hold neither a marker name nor the plain SHA-256 of a file, while the
 * entitled users still get the names and bytes back.
 */

const PASS = 'clave-segura-2024';
const YO = 'denuncias@demo.cl';
const IP = '203.0.113.90';

let dir = '';
let handle: DatabaseHandle;
let app: FastifyInstance;
let cookie = '';
let demoId = 0;
let token = '';
let categoria = 0;
/** What the case fixtures need of a test app. */
let ctx: Parameters<typeof crearCategoriaPrueba>[0];

/** One evidence file: a marker name and bytes of its own. */
function muestra(donde: string) {
  const nombre = `marcador-F4-${donde}-${randomBytes(6).toString('hex')}.pdf`;
  const bytes = Buffer.concat([PDF, Buffer.from(`%${randomBytes(16).toString('hex')}\n`)]);
  return { nombre, bytes, sha: createHash('sha256').update(bytes).digest('hex') };
}
type Muestra = ReturnType<typeof muestra>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-f4-'));
  // On disk, unlike the other API tests: what is tested is what the files hold.
  const tar = await readFile(inject('pgliteTemplate'));
  handle = await openDatabase({ dataDir: path.join(dir, 'pglite'), loadDataDir: new Blob([tar]) });
  const clock = new TestClock();
  app = await buildApp({
    config: testConfig({ DATA_DIR: dir, WEB_DIST_DIR: path.join(dir, 'no-web') }),
    db: handle.db,
    dbEngine: handle.engine,
    clock: clock.now,
  });
  await app.ready();
  cookie = cookieHeader(await loginAs(app, YO));
  const [demo] = await handle.db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
  demoId = demo!.id;
  token = demo!.token_canal;
  await handle.db
    .insert(canales_denuncia)
    .values({ empresa_id: demoId, titulo: 'Canal F4', introduccion: 'x', permite_anonimo: true })
    .onConflictDoUpdate({ target: canales_denuncia.empresa_id, set: { habilitado: true, permite_anonimo: true } });
  ctx = { app, handle, clock, dataDir: dir, close: async () => {} };
  categoria = await crearCategoriaPrueba(ctx, demoId, { nombre: 'Prueba F4', tipo: 'laboral' });
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

function enviar(url: string, campos: Record<string, string>, archivos: Muestra[], campoArchivo = 'evidencias') {
  const body = multipart([
    ...Object.entries(campos).map(([name, content]) => ({ name, content })),
    ...archivos.map((a) => ({ name: campoArchivo, filename: a.nombre, content: a.bytes, type: 'application/pdf' })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': IP, ...(campoArchivo === 'file' ? { cookie } : {}) },
  });
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

/** Every file under `raiz` holding `aguja` (bytes, as PostgreSQL or the store would write text). */
async function archivosCon(raiz: string, agujas: readonly string[]): Promise<string[]> {
  const hallados: string[] = [];
  const recorrer = async (d: string) => {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const ruta = path.join(d, e.name);
      if (e.isDirectory()) await recorrer(ruta);
      else if (e.isFile()) {
        const datos = await readFile(ruta);
        for (const a of agujas) if (datos.includes(Buffer.from(a))) hallados.push(`${path.relative(raiz, ruta)}: ${a}`);
      }
    }
  };
  await recorrer(raiz);
  return hallados;
}

describe('metadatos de evidencias de denuncias en disco (PGlite)', () => {
  const subidas: Muestra[] = [];

  it('stores no file name nor plain SHA-256 of any evidence; users still get names and bytes', async () => {
    const inicial = muestra('formulario');
    const envio = await enviar(
      '/canal-denuncia/canal-denuncia/',
      {
        token,
        categoria_id: String(categoria),
        relato: 'Relato de prueba F4 con más de veinte caracteres.',
        fecha_hechos: '2024-03-04',
        lugar: 'Bodega',
        personas_involucradas: '',
        testigos: '',
        anonima: 'true',
        pass_denuncia: PASS,
        pass_denuncia_confirmacion: PASS,
      },
      [inicial],
    );
    expect(envio.statusCode, envio.body).toBe(201);
    const codigo = envio.json().codigo as string;
    const posterior = muestra('publica');
    const segunda = await enviar(
      `/canal-denuncia/canal-denuncia/${token}/${codigo}/evidencias`,
      { pass_denuncia: PASS },
      [posterior],
    );
    expect(segunda.statusCode, segunda.body).toBe(201);
    expect(segunda.json().evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([posterior.nombre]);

    const [caso] = await handle.db
      .select({ id: denuncias.id })
      .from(denuncias)
      .where(eq(denuncias.empresa_id, demoId))
      .orderBy(sql`${denuncias.id} desc`)
      .limit(1);
    const id = caso!.id;
    const tekemi = await idDeUsuario(ctx, 'tekemi@demo.cl');
    const clasificar = await staff('POST', `/denuncias/${id}/clasificar/`, {
      tipo: 'laboral',
      gravedad: 'alta',
      investigador_id: tekemi,
    });
    expect(clasificar.statusCode, clasificar.body).toBe(200);
    const comentario = await staff('POST', '/comentarios/', { commentable_id: id, texto: 'Adjunto acta' });
    expect(comentario.statusCode, comentario.body).toBe(201);
    const enComentario = muestra('comentario');
    const r1 = await enviar(
      '/evidencias-comentario/',
      {
        empresa_id: String(demoId),
        tipo_usuario: 'usuario',
        denuncia_id: String(id),
        comentario_id: String(comentario.json().id),
      },
      [enComentario],
      'file',
    );
    expect(r1.statusCode, r1.body).toBe(201);
    const inv = await staff('POST', '/investigaciones/', {
      denuncia_id: id,
      titulo: 'Entrevistas',
      descripcion: '',
      investigador_id: tekemi,
      fecha_inicio: '2026-11-02',
    });
    expect(inv.statusCode, inv.body).toBe(201);
    const enInvestigacion = muestra('investigacion');
    const r2 = await enviar(
      '/evidencias-investigacion/',
      { titulo: 'Acta', descripcion: '', investigacion_id: String(inv.json().id) },
      [enInvestigacion],
      'file',
    );
    expect(r2.statusCode, r2.body).toBe(201);
    const causa = await staff('POST', '/causa-raiz/', { denuncia_id: id, metodo: 'cinco_porques', descripcion: 'x' });
    expect(causa.statusCode, causa.body).toBe(201);
    const plan = await staff('POST', '/plan-acciones/', {
      denuncia_id: id,
      titulo: 'Capacitación',
      plazo: '2026-12-15',
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const enPlan = muestra('plan');
    const r3 = await enviar(
      '/evidencias-plan-accion/',
      { titulo: 'Lista', descripcion: '', empresa_id: String(demoId), plan_accion_id: String(plan.json().id) },
      [enPlan],
      'file',
    );
    expect(r3.statusCode, r3.body).toBe(201);
    subidas.push(inicial, posterior, enComentario, enInvestigacion, enPlan);

    // What the entitled users see: the names in every listing, the name and bytes on download.
    const detalle = (await staff('GET', `/canal-denuncia/canal-denuncia/${demoId}/${id}`)).json();
    const nombres = detalle.evidencias.map((e: { nombre: string }) => e.nombre);
    expect(nombres).toEqual(subidas.map((s) => s.nombre));
    const investigaciones = (await staff('GET', `/investigaciones/?denuncia_id=${id}`)).json();
    expect(investigaciones.data[0].evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([
      enInvestigacion.nombre,
    ]);
    const planes = (await staff('GET', `/plan-acciones/?denuncia_id=${id}&offset=0&limit=10`)).json();
    expect(planes.data[0].evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([enPlan.nombre]);
    const hilo = (await staff('GET', `/comentarios/?commentable_id=${id}`)).json();
    expect(hilo.data[0].evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([enComentario.nombre]);
    for (const [i, e] of (detalle.evidencias as { download_url: string }[]).entries()) {
      const res = await staff('GET', e.download_url.replace('/api/v1', ''));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(subidas[i]!.nombre);
      expect(res.rawPayload.equals(subidas[i]!.bytes)).toBe(true);
    }
    const consulta = await app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}`,
      payload: { pass_denuncia: PASS, token },
      headers: { 'x-forwarded-for': IP },
    });
    expect(consulta.statusCode, consulta.body).toBe(200);
    const propias = consulta.json().evidencias as { id: number; nombre: string }[];
    expect(propias.map((e) => e.nombre)).toEqual([inicial.nombre, posterior.nombre]);
    const bajada = await app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}/evidencias/${propias[0]!.id}/descarga`,
      payload: { pass_denuncia: PASS, token },
      headers: { 'x-forwarded-for': IP },
    });
    expect(bajada.statusCode, bajada.body).toBe(200);
    expect(bajada.headers['content-disposition']).toContain(inicial.nombre);
    expect(bajada.rawPayload.equals(inicial.bytes)).toBe(true);

    // On disk: heap and WAL written out, then every file of the data directory searched. A value
    // written in clear on purpose shows that the search finds what is there.
    const testigo = `testigo-F4-${randomBytes(6).toString('hex')}`;
    await handle.db.execute(sql`create table f4_testigo (t text)`);
    await handle.db.execute(sql`insert into f4_testigo values (${testigo})`);
    await handle.db.execute(sql`CHECKPOINT`);
    expect((await archivosCon(path.join(dir, 'pglite'), [testigo])).length).toBeGreaterThan(0);
    const agujas = subidas.flatMap((s) => [s.nombre, s.nombre.replace(/\.pdf$/, ''), s.sha]);
    expect(await archivosCon(path.join(dir, 'pglite'), agujas)).toEqual([]);
    expect(await archivosCon(path.join(dir, 'files'), agujas)).toEqual([]);
  });

  it('converts rows of the old format in place, once; they keep working before and after', async () => {
    const vieja = muestra('legado');
    const { id, evidenciaId } = await crearDenunciaPrueba(ctx, {
      empresaId: demoId,
      categoriaId: categoria,
      tipo: 'laboral',
      evidencia: { nombre: vieja.nombre, bytes: vieja.bytes },
    });
    const fila = async () =>
      (
        await handle.db
          .select({ nombre: archivos.nombre_original, sha256: archivos.sha256 })
          .from(archivos)
          .innerJoin(evidencias_denuncia, eq(evidencias_denuncia.archivo_id, archivos.id))
          .where(eq(evidencias_denuncia.id, evidenciaId!))
      )[0]!;
    // Written the old way (plain name, plain hash), as the fixture does.
    expect(await fila()).toEqual({ nombre: vieja.nombre, sha256: vieja.sha });
    const ver = async () => {
      const detalle = (await staff('GET', `/canal-denuncia/canal-denuncia/${demoId}/${id}`)).json();
      expect(detalle.evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([vieja.nombre]);
      const res = await staff('GET', `/evidencias-denuncia/${evidenciaId}/descarga`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(vieja.nombre);
      expect(res.rawPayload.equals(vieja.bytes)).toBe(true);
    };
    await ver();

    expect(await protegerMetadatosEvidencias({ db: handle.db, claves: app.claves })).toBe(1);
    expect(await protegerMetadatosEvidencias({ db: handle.db, claves: app.claves })).toBe(0);
    const convertida = await fila();
    expect(convertida.nombre).toMatch(/^v1\./);
    expect(convertida.sha256).toMatch(/^h1:[0-9a-f]{64}$/);
    expect(convertida.sha256).not.toContain(vieja.sha);
    await ver();

    await handle.db.execute(sql`CHECKPOINT`);
    const agujas = [vieja.nombre, vieja.sha];
    expect(await archivosCon(path.join(dir, 'pglite', 'base'), agujas)).toEqual([]);
    expect(await archivosCon(path.join(dir, 'files'), agujas)).toEqual([]);
  });

  it('the generic file routes answer 404 for whistleblower evidence (its metadata and ciphertext)', async () => {
    const [fila] = await handle.db
      .select({ id: archivos.id })
      .from(archivos)
      .innerJoin(evidencias_denuncia, eq(evidencias_denuncia.archivo_id, archivos.id))
      .where(eq(archivos.empresa_id, demoId))
      .limit(1);
    const otro = cookieHeader(await loginAs(app, 'dd@demo.cl'));
    for (const who of [cookie, otro]) {
      for (const url of [`/api/v1/archivos/${fila!.id}`, `/api/v1/archivos/${fila!.id}/descarga`]) {
        const res = await app.inject({ method: 'GET', url, headers: { cookie: who } });
        expect(res.statusCode, url).toBe(404);
      }
    }
  });
});
