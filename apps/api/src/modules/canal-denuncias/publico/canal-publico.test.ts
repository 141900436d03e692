import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CODIGO_DENUNCIA_RE,
  MENSAJE_CANAL_NO_DISPONIBLE,
  MENSAJE_CREDENCIALES_INVALIDAS,
  MENSAJE_LIMITE_PUBLICO,
  MENSAJE_REQUIERE_IDENTIFICACION,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { MENSAJE_DESAFIO_REQUERIDO } from '@atalaya/shared/contracts/prueba-trabajo';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import type { DatabaseHandle } from '../../../db/client';
import {
  archivos,
  audit_log,
  canales_denuncia,
  categoria_denuncia_receptores,
  categorias_denuncia,
  comentarios,
  denuncia_eventos,
  denuncia_exclusiones,
  denuncias,
  empresas,
  evidencias_denuncia,
  notificaciones,
  usuarios,
} from '../../../db/schema/index';
import { cifrarTexto, descifrarArchivo } from '../../../platform/crypto/cifrado';
import { jpegConGps } from '../../../platform/storage/muestras-imagenes';
import { HTML, PDF } from '../../../platform/storage/test-samples';
import { freshDatabase, multipart, TestClock } from '../../../test/test-app';
import { AAD } from '../denuncias/cifrado-denuncia';
import { huellaCoincide, leerNombre } from './metadatos-evidencia';

/*
 * Public whistleblower channel over HTTP, on the real app and database: submission with evidence
 * (encrypted, metadata stripped), lookup with code + password and its lockout, replies, evidence
 * from the reporter, other companies' tokens, and anonymity (no address or user agent in the
 * database or in the logs, no-store / no-referrer, rate limits).
 */

const IP = '203.0.113.77';
const UA = 'AgenteUnico/9.9-prueba';
const PASS = 'clave-segura-2024';
const RELATO = 'El supervisor Zacarías Quintanilla retuvo pagos de horas extra en la bodega norte.';
const NOMBRE = 'Eulalia Villavicencio';
const RUT = '12.345.678-5';
const EMAIL = 'eulalia.denuncia@example.cl';
const PDF_EVIDENCIA = Buffer.concat([PDF, Buffer.from('%contenido-pdf-reservado\n')]);

let app: FastifyInstance;
let handle: DatabaseHandle;
let clock: TestClock;
let dataDir: string;
const logs: string[] = [];

let demoId = 0;
let otraId = 0;
let tokenDemo = '';
let tokenOtra = '';
const cat = { karin: 0, fraude: 0, otro: 0, otra: 0 };
const usuario: Record<string, number> = {};

beforeAll(async () => {
  handle = await freshDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-canal-'));
  clock = new TestClock();
  app = await buildApp({
    // TRUST_PROXY: the request address comes from X-Forwarded-For, as behind a real proxy.
    config: testConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'trace',
      TRUST_PROXY: 1,
    }),
    db: handle.db,
    dbEngine: handle.engine,
    clock: clock.now,
    logStream: { write: (linea: string) => void logs.push(linea) },
  });
  await app.ready();

  const db = handle.db;
  const emp = await db.select().from(empresas);
  const demo = emp.find((e) => e.nombre === 'Empresa Demo SpA')!;
  const otra = emp.find((e) => e.nombre === 'Otra Empresa Ltda.')!;
  demoId = demo.id;
  otraId = otra.id;
  tokenDemo = demo.token_canal;
  tokenOtra = otra.token_canal;
  for (const u of await db.select().from(usuarios)) usuario[u.email] = u.id;

  for (const empresa_id of [demoId, otraId]) {
    await db
      .insert(canales_denuncia)
      .values({ empresa_id, titulo: 'Canal de prueba', introduccion: 'Bienvenida', permite_anonimo: true })
      .onConflictDoUpdate({
        target: canales_denuncia.empresa_id,
        set: { habilitado: true, permite_anonimo: true, titulo: 'Canal de prueba' },
      });
  }
  const nueva = async (empresa_id: number, nombre: string, tipo: string, requiere_identificacion = false) =>
    (
      await db
        .insert(categorias_denuncia)
        .values({ empresa_id, nombre, tipo, requiere_identificacion, orden: 900 })
        .returning()
    )[0]!.id;
  cat.karin = await nueva(demoId, 'Prueba acoso (Ley Karin)', 'ley_karin', true);
  cat.fraude = await nueva(demoId, 'Prueba fraude', 'ley_20393');
  cat.otro = await nueva(demoId, 'Prueba otro', 'otro');
  cat.otra = await nueva(otraId, 'Prueba de otra empresa', 'otro');
  await db.insert(categoria_denuncia_receptores).values([
    { empresa_id: demoId, categoria_id: cat.fraude, usuario_id: usuario['denuncias@demo.cl']! },
    { empresa_id: demoId, categoria_id: cat.fraude, usuario_id: usuario['revisor@demo.cl']! },
  ]);
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Campos = Record<string, string | string[] | undefined>;

function camposDenuncia(extra: Campos = {}): Campos {
  return {
    token: tokenDemo,
    categoria_id: String(cat.otro),
    relato: RELATO,
    fecha_hechos: '2024-03-04',
    lugar: 'Bodega norte',
    personas_involucradas: 'Zacarías Quintanilla',
    testigos: '',
    anonima: 'true',
    pass_denuncia: PASS,
    pass_denuncia_confirmacion: PASS,
    ...extra,
  };
}

function enviarForm(
  url: string,
  campos: Campos,
  archivosForm: { filename: string; content: Buffer; type?: string }[] = [],
  ip = IP,
  ua = 'Mozilla/5.0',
) {
  const partes = Object.entries(campos).flatMap(([name, v]) =>
    v === undefined ? [] : (Array.isArray(v) ? v : [v]).map((content) => ({ name, content })),
  );
  const body = multipart([...partes, ...archivosForm.map((a) => ({ name: 'evidencias', ...a }))]);
  return app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': ip, 'user-agent': ua },
  });
}

const enviar = (
  campos: Campos,
  files: { filename: string; content: Buffer; type?: string }[] = [],
  ip = IP,
  ua?: string,
) => enviarForm('/canal-denuncia/canal-denuncia/', campos, files, ip, ua);

function consultar(codigo: string, pass: string, ip: string, token?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${encodeURIComponent(codigo)}`,
    payload: { pass_denuncia: pass, ...(token ? { token } : {}) },
    headers: { 'x-forwarded-for': ip },
  });
}

async function archivosGuardados(): Promise<number> {
  const contar = async (dir: string): Promise<number> => {
    let n = 0;
    for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      n += e.isDirectory() ? await contar(path.join(dir, e.name)) : 1;
    }
    return n;
  };
  return contar(path.join(dataDir, 'files'));
}

async function contarDenuncias(): Promise<number> {
  const [fila] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(denuncias);
  return Number(fila!.n);
}

async function leerGuardado(storageKey: string): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of await app.fileStore.read(storageKey)) partes.push(p as Buffer);
  return Buffer.concat(partes);
}

function esperarSinCache(res: { headers: Record<string, unknown> }) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('página pública del canal', () => {
  it('shows the channel with its categories and receivers (names only), without caching', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/canal-denuncia/public/${tokenDemo}` });
    expect(res.statusCode).toBe(200);
    esperarSinCache(res);
    const canal = res.json();
    expect(canal.empresa.nombre).toBe('Empresa Demo SpA');
    expect(canal.titulo).toBe('Canal de prueba');
    expect(canal.limites).toMatchObject({ max_archivos: 10, max_mb: 25 });
    expect(canal.limites.extensiones).toEqual(expect.arrayContaining(['pdf', 'jpg', 'png']));
    const fraude = canal.categorias.find((c: { id: number }) => c.id === cat.fraude);
    expect(fraude.receptores.map((r: { nombre: string }) => r.nombre).sort()).toEqual([
      'Ignacio Pérez',
      'Rodrigo Fuentes',
    ]);
    expect(Object.keys(fraude.receptores[0]).sort()).toEqual(['id', 'nombre']);
    const karin = canal.categorias.find((c: { id: number }) => c.id === cat.karin);
    expect(karin).toMatchObject({ tipo: 'ley_karin', requiere_identificacion: true });
    expect(canal.categorias.some((c: { id: number }) => c.id === cat.otra)).toBe(false);

    const lista = await app.inject({
      method: 'GET',
      url: `/api/v1/categoria-denuncias/categoria-denuncias/?token=${tokenDemo}`,
    });
    expect(lista.statusCode).toBe(200);
    esperarSinCache(lista);
    expect(lista.json().data.map((c: { id: number }) => c.id)).toEqual(
      expect.arrayContaining([cat.karin, cat.fraude, cat.otro]),
    );
  });

  it('answers 404 for an unknown token, a disabled channel or an inactive company', async () => {
    const desconocido = await app.inject({
      method: 'GET',
      url: '/api/v1/canal-denuncia/public/00000000-0000-4000-8000-000000000000',
    });
    expect(desconocido.statusCode).toBe(404);
    expect(desconocido.json().mensaje).toBe(MENSAJE_CANAL_NO_DISPONIBLE);
    esperarSinCache(desconocido);
    expect((await app.inject({ method: 'GET', url: '/api/v1/canal-denuncia/public/no-es-token' })).statusCode).toBe(
      400,
    );

    await handle.db.update(canales_denuncia).set({ habilitado: false }).where(eq(canales_denuncia.empresa_id, otraId));
    try {
      const res = await app.inject({ method: 'GET', url: `/api/v1/canal-denuncia/public/${tokenOtra}` });
      expect(res.statusCode).toBe(404);
      const cats = await app.inject({
        method: 'GET',
        url: `/api/v1/categoria-denuncias/categoria-denuncias/?token=${tokenOtra}`,
      });
      expect(cats.statusCode).toBe(404);
      const envio = await enviar(
        camposDenuncia({ token: tokenOtra, categoria_id: String(cat.otra) }),
        [],
        '192.0.2.30',
      );
      expect(envio.statusCode).toBe(404);
      expect(envio.json().mensaje).toBe(MENSAJE_CANAL_NO_DISPONIBLE);
    } finally {
      await handle.db.update(canales_denuncia).set({ habilitado: true }).where(eq(canales_denuncia.empresa_id, otraId));
    }
    await handle.db.update(empresas).set({ activo: false }).where(eq(empresas.id, otraId));
    try {
      expect((await app.inject({ method: 'GET', url: `/api/v1/canal-denuncia/public/${tokenOtra}` })).statusCode).toBe(
        404,
      );
    } finally {
      await handle.db.update(empresas).set({ activo: true }).where(eq(empresas.id, otraId));
    }
  });
});

describe('envío de una denuncia con evidencia', () => {
  let codigo = '';
  let denunciaId = 0;
  const jpeg = jpegConGps();

  beforeAll(async () => {
    logs.length = 0;
    const res = await enviar(
      camposDenuncia({
        categoria_id: String(cat.fraude),
        anonima: 'false',
        nombre: NOMBRE,
        rut: RUT,
        email: EMAIL,
        excluir_ids: [String(usuario['revisor@demo.cl']), String(usuario['admin@demo.cl'])],
      }),
      [
        { filename: 'foto bodega.jpg', content: jpeg, type: 'image/jpeg' },
        { filename: 'liquidacion.pdf', content: PDF_EVIDENCIA, type: 'application/pdf' },
      ],
      IP,
      UA,
    );
    expect(res.statusCode, res.body).toBe(201);
    esperarSinCache(res);
    codigo = res.json().codigo;
    const [fila] = await handle.db
      .select({ id: denuncias.id })
      .from(denuncias)
      .where(eq(denuncias.empresa_id, demoId))
      .orderBy(sql`${denuncias.id} desc`)
      .limit(1);
    denunciaId = fila!.id;
  });

  it('answers a well-formed code and the creation time', async () => {
    expect(codigo).toMatch(CODIGO_DENUNCIA_RE);
    const [fila] = await handle.db.select().from(denuncias).where(eq(denuncias.id, denunciaId));
    expect(fila!.codigo_hash).toBe(createHash('sha256').update(codigo.replaceAll('-', '')).digest('hex'));
    expect(fila).toMatchObject({ estado: 'recibida', anonima: false, tipo: 'ley_20393', categoria_id: cat.fraude });
    expect(fila!.pass_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('stores no plaintext of the report or the reporter in the row', async () => {
    const [fila] = await handle.db
      .execute<{ t: string }>(sql`SELECT row_to_json(d)::text AS t FROM denuncias d WHERE id = ${denunciaId}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { t: string }[] }).rows));
    const texto = fila!.t;
    for (const secreto of [
      RELATO.slice(0, 30),
      'Quintanilla',
      'Bodega norte',
      NOMBRE,
      'Villavicencio',
      '12.345.678',
      EMAIL,
      PASS,
      codigo.replaceAll('-', ''),
    ]) {
      expect(texto, secreto).not.toContain(secreto);
    }
    expect(texto).toContain('v1.');
  });

  it('keeps only exclusions among the category receivers, and notifies the other receivers only', async () => {
    const excl = await handle.db
      .select({ id: denuncia_exclusiones.usuario_id })
      .from(denuncia_exclusiones)
      .where(eq(denuncia_exclusiones.denuncia_id, denunciaId));
    expect(excl.map((e) => e.id)).toEqual([usuario['revisor@demo.cl']]);
    const avisos = await handle.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.empresa_id, demoId), eq(notificaciones.titulo, 'Nueva denuncia recibida')));
    const delCaso = avisos.filter((a) => a.enlace === `/canal-denuncias/pendientes/${denunciaId}`);
    expect(delCaso.map((a) => a.usuario_id)).toEqual([usuario['denuncias@demo.cl']]);
    expect(delCaso[0]!.mensaje).toMatch(/DEN-\d{6}/);
    expect(delCaso[0]!.mensaje).toContain('Prueba fraude');
    expect(delCaso[0]!.mensaje).not.toContain('Quintanilla');
  });

  it('writes the received event and an audit row without content', async () => {
    const eventos = await handle.db.select().from(denuncia_eventos).where(eq(denuncia_eventos.denuncia_id, denunciaId));
    expect(eventos.map((e) => e.tipo)).toEqual(['recibida']);
    const [auditoria] = await handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'denuncia'), eq(audit_log.entidad_id, String(denunciaId))));
    expect(auditoria).toMatchObject({ accion: 'crear', usuario_id: null, empresa_id: demoId });
    expect(JSON.stringify(auditoria!.cambios)).not.toMatch(/Quintanilla|Eulalia|bodega/i);
  });

  it('stores the evidence encrypted; the photo decrypts without its EXIF/GPS block', async () => {
    const filas = await handle.db
      .select({ evidencia: evidencias_denuncia, archivo: archivos })
      .from(evidencias_denuncia)
      .innerJoin(archivos, eq(archivos.id, evidencias_denuncia.archivo_id))
      .where(eq(evidencias_denuncia.denuncia_id, denunciaId))
      .orderBy(evidencias_denuncia.id);
    const clave = await app.claves.de(demoId);
    // The names are stored encrypted, the hashes keyed (issue 24 F4; metadatos-evidencia.pglite.test.ts).
    expect(filas.map((f) => f.archivo.nombre_original).join()).not.toMatch(/bodega|liquidacion/);
    expect(
      filas.map((f) => [
        leerNombre(clave, f.archivo.storage_key, f.archivo.nombre_original),
        f.archivo.content_type,
        f.evidencia.tipo_usuario,
      ]),
    ).toEqual([
      ['foto bodega.jpg', 'image/jpeg', 'denunciante'],
      ['liquidacion.pdf', 'application/pdf', 'denunciante'],
    ]);
    const [foto, pdf] = filas;
    const fotoGuardada = await leerGuardado(foto!.archivo.storage_key);
    expect(fotoGuardada.includes(Buffer.from('Exif'))).toBe(false);
    expect(fotoGuardada.includes(Buffer.from('JFIF'))).toBe(false);
    const fotoPlana = descifrarArchivo(clave, fotoGuardada);
    expect(fotoPlana.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(fotoPlana.includes(Buffer.from('Exif'))).toBe(false);
    expect(fotoPlana.includes(Buffer.from('Canon'))).toBe(false);
    expect(fotoPlana.length).toBeLessThan(jpeg.length);
    expect(foto!.archivo.tamano).toBe(fotoPlana.length);
    expect(foto!.archivo.sha256).not.toBe(createHash('sha256').update(fotoPlana).digest('hex'));
    expect(huellaCoincide(clave, foto!.archivo.sha256, fotoPlana)).toBe(true);

    const pdfGuardado = await leerGuardado(pdf!.archivo.storage_key);
    expect(pdfGuardado.includes(Buffer.from('%PDF'))).toBe(false);
    expect(pdfGuardado.includes(Buffer.from('contenido-pdf-reservado'))).toBe(false);
    expect(descifrarArchivo(clave, pdfGuardado).equals(PDF_EVIDENCIA)).toBe(true);
  });

  it('keeps no address or user agent anywhere in the database', async () => {
    const tablas = await handle.db.execute<{ schema: string; tabla: string }>(sql`
      SELECT table_schema AS schema, table_name AS tabla FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`);
    const lista = Array.isArray(tablas) ? tablas : (tablas as { rows: { schema: string; tabla: string }[] }).rows;
    expect(lista.length).toBeGreaterThan(20);
    for (const t of lista) {
      const q = sql.raw(
        `SELECT count(*)::int AS n FROM "${t.schema}"."${t.tabla}" x WHERE x::text LIKE '%${IP}%' OR x::text ILIKE '%AgenteUnico%'`,
      );
      const r = await handle.db.execute<{ n: number }>(q);
      const n = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows)[0]!.n;
      expect(n, `${t.schema}.${t.tabla}`).toBe(0);
    }
    // Every text/jsonb column, by name, as the issue asks (the row scan above covers them too).
    const columnas = await handle.db.execute<{ s: string; t: string; c: string }>(sql`
      SELECT table_schema AS s, table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
        AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'inet', 'ARRAY')`);
    const cols = Array.isArray(columnas)
      ? columnas
      : (columnas as { rows: { s: string; t: string; c: string }[] }).rows;
    expect(cols.some((c) => c.t === 'denuncias' && c.c === 'contenido_cifrado')).toBe(true);
    for (const c of cols) {
      const r = await handle.db.execute<{ n: number }>(
        sql.raw(
          `SELECT count(*)::int AS n FROM "${c.s}"."${c.t}" WHERE "${c.c}"::text LIKE '%${IP}%' OR "${c.c}"::text ILIKE '%AgenteUnico%'`,
        ),
      );
      expect((Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows)[0]!.n, `${c.t}.${c.c}`).toBe(0);
    }
  });

  it('logs neither the address, the user agent, the code nor the password', async () => {
    // A lookup with the password in the query string (SPEC's GET) is logged too.
    const get = await app.inject({
      method: 'GET',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}?pass_denuncia=${encodeURIComponent(PASS)}`,
      headers: { 'x-forwarded-for': IP, 'user-agent': UA },
    });
    expect(get.statusCode).toBe(200);
    // The same route through an encoded path: the log still shows only the pattern.
    const codificada = await app.inject({
      method: 'GET',
      url: `/%61pi/v1/canal-denuncia/canal-denuncia/consulta/${codigo}?pass_denuncia=${encodeURIComponent(PASS)}`,
      headers: { 'x-forwarded-for': IP, 'user-agent': UA },
    });
    expect(codificada.statusCode).toBe(200);
    const salida = logs.join('');
    expect(salida).toContain('/api/v1/canal-denuncia/canal-denuncia/consulta/:codigo');
    expect(salida).toContain('incoming request');
    for (const secreto of [
      IP,
      'AgenteUnico',
      codigo,
      codigo.replaceAll('-', ''),
      PASS,
      'Quintanilla',
      NOMBRE,
      tokenDemo,
    ]) {
      expect(salida, secreto).not.toContain(secreto);
    }
  });

  it('lets the reporter look it up with code and password (POST and GET)', async () => {
    const res = await consultar(codigo.toLowerCase().replaceAll('-', ' '), PASS, '198.51.100.1', tokenDemo);
    expect(res.statusCode, res.body).toBe(200);
    esperarSinCache(res);
    const c = res.json();
    expect(c).toMatchObject({
      estado: 'recibida',
      estado_label: 'Recibida',
      categoria: 'Prueba fraude',
      anonima: false,
      cerrada_at: null,
      mensaje_cierre: null,
      mensajes: [],
    });
    expect(c.evidencias.map((e: { nombre: string }) => e.nombre)).toEqual(['foto bodega.jpg', 'liquidacion.pdf']);
    expect(c.plazos.map((p: { clave: string }) => p.clave)).toEqual(['acuse', 'respuesta']);
  });

  it('messages: the reporter answers (encrypted, team notified) and reads only what is addressed to them', async () => {
    const clave = await app.claves.de(demoId);
    // The team writes one internal note and one message to the reporter (as the private side does).
    for (const [visibilidad, texto] of [
      ['interno', 'Nota interna: revisar cámaras'],
      ['denunciante', 'Gracias, estamos revisando su denuncia.'],
    ] as const) {
      const [fila] = await handle.db
        .insert(comentarios)
        .values({
          empresa_id: demoId,
          commentable_id: denunciaId,
          tipo_usuario: 'usuario',
          usuario_id: usuario['denuncias@demo.cl']!,
          visibilidad,
          texto_cifrado: '',
          created_at: clock.now(),
        })
        .returning();
      await handle.db
        .update(comentarios)
        .set({ texto_cifrado: cifrarTexto(clave, texto, AAD.comentario(fila!.id)) })
        .where(eq(comentarios.id, fila!.id));
    }
    const respuesta = await app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}/mensajes`,
      payload: { pass_denuncia: PASS, token: tokenDemo, texto: 'Adjunto la planilla de turnos de marzo.' },
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(respuesta.statusCode, respuesta.body).toBe(201);
    const mensajeId = respuesta.json().id;
    const [guardado] = await handle.db.select().from(comentarios).where(eq(comentarios.id, mensajeId));
    expect(guardado).toMatchObject({ tipo_usuario: 'denunciante', visibilidad: 'denunciante', usuario_id: null });
    expect(guardado!.texto_cifrado).not.toContain('planilla');

    const avisos = await handle.db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.titulo, 'Respuesta del denunciante'));
    expect(avisos.map((a) => a.usuario_id)).toEqual([usuario['denuncias@demo.cl']]);

    // A file for that message, then one for the report itself; password before the files.
    const conMensaje = await enviarForm(
      `/canal-denuncia/canal-denuncia/${tokenDemo}/${codigo}/evidencias`,
      { pass_denuncia: PASS, comentario_id: String(mensajeId) },
      [{ filename: 'turnos.pdf', content: PDF_EVIDENCIA }],
      '198.51.100.3',
    );
    expect(conMensaje.statusCode, conMensaje.body).toBe(201);
    const suelta = await enviarForm(
      `/canal-denuncia/canal-denuncia/${tokenDemo}/${codigo}/evidencias`,
      { pass_denuncia: PASS },
      [{ filename: 'otra foto.jpg', content: jpegConGps() }],
      '198.51.100.3',
    );
    expect(suelta.statusCode, suelta.body).toBe(201);
    esperarSinCache(suelta);

    const c = (await consultar(codigo, PASS, '198.51.100.2')).json();
    expect(c.mensajes.map((m: { autor: string; texto: string }) => [m.autor, m.texto])).toEqual([
      ['empresa', 'Gracias, estamos revisando su denuncia.'],
      ['denunciante', 'Adjunto la planilla de turnos de marzo.'],
    ]);
    expect(c.mensajes[1].evidencias.map((e: { nombre: string }) => e.nombre)).toEqual(['turnos.pdf']);
    expect(c.evidencias.map((e: { nombre: string }) => e.nombre)).toEqual([
      'foto bodega.jpg',
      'liquidacion.pdf',
      'otra foto.jpg',
    ]);

    // Download: the reporter's own file, decrypted and clean; a staff-only file is not theirs.
    const foto = c.evidencias[2];
    const descarga = await app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}/evidencias/${foto.id}/descarga`,
      payload: { pass_denuncia: PASS },
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-type']).toBe('image/jpeg');
    esperarSinCache(descarga);
    expect(descarga.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(descarga.rawPayload.includes(Buffer.from('Exif'))).toBe(false);

    const [interna] = await handle.db
      .insert(archivos)
      .values({
        empresa_id: demoId,
        nombre_original: 'informe interno.pdf',
        storage_key: '2026/01/00000000-0000-4000-8000-000000000001',
        content_type: 'application/pdf',
        tamano: 1,
        sha256: '0',
        contexto: 'denuncia',
      })
      .returning();
    const [evInterna] = await handle.db
      .insert(evidencias_denuncia)
      .values({ empresa_id: demoId, denuncia_id: denunciaId, archivo_id: interna!.id, tipo_usuario: 'usuario' })
      .returning();
    const ajena = await app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}/evidencias/${evInterna!.id}/descarga`,
      payload: { pass_denuncia: PASS },
      headers: { 'x-forwarded-for': '198.51.100.2' },
    });
    expect(ajena.statusCode).toBe(404);
  });

  it('refuses another company: its token with this code, and unknown tokens', async () => {
    const conOtra = await consultar(codigo, PASS, '198.51.100.4', tokenOtra);
    expect(conOtra.statusCode).toBe(401);
    expect(conOtra.json().mensaje).toBe(MENSAJE_CREDENCIALES_INVALIDAS);
    const subirOtra = await enviarForm(
      `/canal-denuncia/canal-denuncia/${tokenOtra}/${codigo}/evidencias`,
      { pass_denuncia: PASS },
      [{ filename: 'x.pdf', content: PDF }],
      '198.51.100.4',
    );
    expect(subirOtra.statusCode).toBe(401);
    const subirDesconocido = await enviarForm(
      `/canal-denuncia/canal-denuncia/00000000-0000-4000-8000-000000000000/${codigo}/evidencias`,
      { pass_denuncia: PASS },
      [{ filename: 'x.pdf', content: PDF }],
      '198.51.100.4',
    );
    expect(subirDesconocido.statusCode).toBe(404);
    expect(subirDesconocido.json().mensaje).toBe(MENSAJE_CANAL_NO_DISPONIBLE);
    // A report of company A sent with B's token and B's category is refused; A's category with B's token too.
    const cruzada = await enviar(
      camposDenuncia({ token: tokenOtra, categoria_id: String(cat.otro) }),
      [],
      '198.51.100.4',
    );
    expect(cruzada.statusCode).toBe(400);
    expect(cruzada.json().errores.categoria_id).toBe('Seleccione una categoría.');
  });
});

describe('consulta: credenciales y bloqueo', () => {
  let codigo = '';
  beforeAll(async () => {
    const res = await enviar(camposDenuncia(), [], '192.0.2.10');
    expect(res.statusCode, res.body).toBe(201);
    codigo = res.json().codigo;
  });

  it('answers the same 401 for a wrong password and an unknown code', async () => {
    const mal = await consultar(codigo, 'otra-clave-999', '192.0.2.11');
    const desconocido = await consultar('ABCD-EFGH-JKMN-PQRS', PASS, '192.0.2.11');
    const basura = await consultar('no-es-un-codigo', PASS, '192.0.2.11');
    for (const res of [mal, desconocido, basura]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        mensaje: MENSAJE_CREDENCIALES_INVALIDAS,
        detail: MENSAJE_CREDENCIALES_INVALIDAS,
        codigo: 'CREDENCIALES_INVALIDAS',
      });
      esperarSinCache(res);
    }
    // The failed attempt above is forgiven by a right one.
    expect((await consultar(codigo, PASS, '192.0.2.11')).statusCode).toBe(200);
  });

  it('never locks a code: after 3 failures it asks for a challenge, even the right password (prueba-trabajo.test.ts)', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await consultar(codigo, `mala-clave-${i}x`, '192.0.2.12')).statusCode).toBe(401);
    const correcta = await consultar(codigo, PASS, '192.0.2.12');
    expect(correcta.statusCode).toBe(429);
    expect(correcta.json().codigo).toBe('DESAFIO_REQUERIDO');
    expect(correcta.json().mensaje).toBe(MENSAJE_DESAFIO_REQUERIDO);
    esperarSinCache(correcta);
    const [fila] = await handle.db
      .select({ n: denuncias.intentos_fallidos, hasta: denuncias.bloqueada_hasta })
      .from(denuncias)
      .where(eq(denuncias.codigo_hash, createHash('sha256').update(codigo.replaceAll('-', '')).digest('hex')));
    expect(fila).toEqual({ n: 3, hasta: null });
  });

  it('asks the same of unknown codes, so the challenge reveals nothing', async () => {
    const inventado = 'ZZZZ-YYYY-XXXX-WWWW';
    for (let i = 1; i <= 3; i++) expect((await consultar(inventado, PASS, '192.0.2.14')).statusCode).toBe(401);
    expect((await consultar(inventado, PASS, '192.0.2.14')).json().codigo).toBe('DESAFIO_REQUERIDO');
  });
});

describe('validación del envío', () => {
  it('refuses an anonymous Ley Karin report with the explanation, storing nothing', async () => {
    const antes = await archivosGuardados();
    const denunciasAntes = await contarDenuncias();
    const res = await enviar(
      camposDenuncia({ categoria_id: String(cat.karin), anonima: 'true' }),
      [{ filename: 'foto.jpg', content: jpegConGps() }],
      '192.0.2.20',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe(MENSAJE_REQUIERE_IDENTIFICACION);
    expect(res.json().errores.anonima).toBe(MENSAJE_REQUIERE_IDENTIFICACION);
    expect(await archivosGuardados()).toBe(antes);
    const denunciasDespues = await contarDenuncias();
    expect(denunciasDespues).toBe(denunciasAntes);

    const identificada = await enviar(
      camposDenuncia({
        categoria_id: String(cat.karin),
        anonima: 'false',
        nombre: NOMBRE,
        telefono: '+56 9 1234 5678',
      }),
      [],
      '192.0.2.20',
    );
    expect(identificada.statusCode, identificada.body).toBe(201);
  });

  it('keeps no identity for an anonymous report, even if identity fields were sent', async () => {
    const res = await enviar(camposDenuncia({ anonima: 'true', nombre: NOMBRE, email: EMAIL }), [], '192.0.2.23');
    expect(res.statusCode, res.body).toBe(201);
    const [fila] = await handle.db
      .select()
      .from(denuncias)
      .where(
        eq(denuncias.codigo_hash, createHash('sha256').update(res.json().codigo.replaceAll('-', '')).digest('hex')),
      );
    expect(fila).toMatchObject({ anonima: true, identidad_cifrada: null });
  });

  it('answers Spanish field messages for bad input', async () => {
    const res = await enviar(
      camposDenuncia({
        relato: 'corto',
        anonima: 'false',
        rut: '12.345.678-9',
        pass_denuncia: 'solo-letras-aqui',
        pass_denuncia_confirmacion: 'otra',
      }),
      [],
      '192.0.2.21',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      relato: 'Describa lo ocurrido con al menos 20 caracteres.',
      nombre: 'Indique su nombre.',
      rut: 'RUT inválido',
      email: 'Indique un correo o un teléfono de contacto.',
      pass_denuncia: 'La contraseña debe tener al menos 10 caracteres, con letras y números.',
    });
  });

  it('is all or nothing: a refused second file leaves no stored file and no report', async () => {
    const antes = await archivosGuardados();
    const denunciasAntes = await contarDenuncias();
    // Names are stored encrypted: the rows are counted, not looked up by name.
    const filasArchivos = async () => (await handle.db.select({ id: archivos.id }).from(archivos)).length;
    const filasAntes = await filasArchivos();
    const res = await enviar(
      camposDenuncia(),
      [
        { filename: 'bien.pdf', content: PDF_EVIDENCIA },
        { filename: 'falso.pdf', content: HTML },
      ],
      '192.0.2.22',
    );
    expect(res.statusCode).toBe(415);
    expect(await archivosGuardados()).toBe(antes);
    const denunciasDespues = await contarDenuncias();
    expect(denunciasDespues).toBe(denunciasAntes);
    expect(await filasArchivos()).toBe(filasAntes);
  });
});

describe('límite de solicitudes por origen', () => {
  it('answers 429 after 10 submissions in an hour from one origin, and again after the hour', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 10; i++) {
      expect((await enviar({ token: tokenDemo }, [], ip)).statusCode).toBe(400);
    }
    const res = await enviar({ token: tokenDemo }, [], ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().mensaje).toBe(MENSAJE_LIMITE_PUBLICO);
    esperarSinCache(res);
    // Another origin is not affected.
    expect((await enviar({ token: tokenDemo }, [], '192.0.2.98')).statusCode).toBe(400);
    clock.advance(60 * 60 * 1000);
    expect((await enviar({ token: tokenDemo }, [], ip)).statusCode).toBe(400);
  });
});
