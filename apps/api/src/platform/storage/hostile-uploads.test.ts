import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { constants as zlibConst, deflateRawSync } from 'node:zlib';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@atalaya/shared/contracts/globales/empresas';
import { IMPORT_LIMITES } from '@atalaya/shared/contracts/importacion';
import {
  archivos,
  audit_log,
  canales_denuncia,
  categorias_denuncia,
  denuncias,
  documento_archivos,
  empresas,
  evidencias_denuncia,
  evidencias_nc,
  ticket_archivos,
  tickets,
  trabajadores,
  usuarios,
} from '../../db/schema/index';
import { leerNombre } from '../../modules/canal-denuncias/publico/metadatos-evidencia';
import { crearDocumento } from '../../modules/documentos/flujo.fixtures';
import { cookieHeader, createTestApp, ENGINE, loginAs, multipart, type TestContext } from '../../test/test-app';
import { CSV, HTML, JPEG, PDF, PNG, zipEntry } from './test-samples';
import { zipDePrueba as zip } from '../import/zip-de-prueba';

/*
 * Hostile uploads against every route that accepts a file (issue 10 §4): documents, public-channel
 * evidence, NC evidence, the company logo, support tickets, the sanctions-list upload and the batch
 * import. Each hostile file is refused with a Spanish 4xx (`mensaje`) and leaves nothing behind: no
 * new row, no new file or temp file under DATA_DIR, nothing outside it. Polyglots whose magic bytes
 * are genuine (a real `%PDF-` header that also carries HTML) are accepted: they are neutralised on
 * download (attachment, nosniff, CSP sandbox), which is asserted instead.
 */

const MAX_MB = 1;
const ADMIN = 'admin@demo.cl';
const PLATAFORMA = 'admin@atalaya.cl';
const MARCA = `atalaya-hostil-${randomUUID().slice(0, 8)}`;
const PASS = 'clave-segura-2024';
const DEMASIADAS_PARTES = 'El formulario tiene demasiados campos o archivos.';

let t: TestContext;
const cookie: Record<string, string> = {};
let demoId = 0;
let tokenCanal = '';
let categoriaCanal = 0;
let flujoId = 0;
let ncId = 0;
let ip = 0;

type Parte = { name: string; filename?: string; content: Buffer | string; type?: string };
interface Archivo {
  filename: string;
  content: Buffer;
  type?: string;
}

function post(url: string, partes: Parte[], headers: Record<string, string>) {
  const body = multipart(partes);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const get = (url: string, who = ADMIN) => t.app.inject({ method: 'GET', url, headers: { cookie: cookie[who]! } });

/** Every route that takes a file: its fields (sent first) and the name of its file field. */
interface Destino {
  nombre: string;
  /** Sends `extra` plain fields after the route's own, then the files. */
  enviar(files: Archivo[], extra?: Parte[]): Promise<LightMyRequestResponse>;
}

const campos = (o: Record<string, string>): Parte[] => Object.entries(o).map(([name, content]) => ({ name, content }));
const archivosEn = (campo: string | ((i: number) => string), files: Archivo[]): Parte[] =>
  files.map((f, i) => ({ name: typeof campo === 'string' ? campo : campo(i), type: 'application/octet-stream', ...f }));

const DOCUMENTO: Destino = {
  nombre: 'documentos',
  enviar: (files, extra = []) =>
    post(
      '/upload-documento/upload-draft',
      [
        ...campos({ documentFlowId: String(flujoId) }),
        ...extra,
        ...archivosEn((i) => (i === 0 ? 'primaryFile' : 'files'), files),
      ],
      { cookie: cookie[ADMIN]! },
    ),
};
const CANAL: Destino = {
  nombre: 'canal público',
  enviar: (files, extra = []) =>
    post(
      '/canal-denuncia/canal-denuncia/',
      [
        ...campos({
          token: tokenCanal,
          categoria_id: String(categoriaCanal),
          relato: 'Se retienen pagos de horas extra en la bodega norte sin justificación.',
          fecha_hechos: '2024-03-04',
          anonima: 'true',
          pass_denuncia: PASS,
          pass_denuncia_confirmacion: PASS,
        }),
        ...extra,
        ...archivosEn('evidencias', files),
      ],
      // One address per request: the channel's rate limit must not be what refuses the file.
      { 'x-forwarded-for': `198.51.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` },
    ),
};
const NC: Destino = {
  nombre: 'no conformidades',
  enviar: (files, extra = []) =>
    post(
      '/evidencia-no-conformidad/upload',
      [...campos({ id_no_conformidad: String(ncId), tipo: 'analisis_causa' }), ...extra, ...archivosEn('files', files)],
      { cookie: cookie[ADMIN]! },
    ),
};
const LOGO: Destino = {
  nombre: 'logo',
  enviar: (files, extra = []) =>
    post('/configuracion/logo', [...extra, ...archivosEn('archivo', files)], { cookie: cookie[ADMIN]! }),
};
const SOPORTE: Destino = {
  nombre: 'soporte',
  enviar: (files, extra = []) =>
    post(
      '/support/tickets',
      [
        ...campos({ asunto: 'Adjunto', descripcion: 'Adjunto un respaldo del problema.', categoria: 'problema' }),
        ...extra,
        ...archivosEn('archivo', files),
      ],
      { cookie: cookie[ADMIN]! },
    ),
};
const LISTAS: Destino = {
  nombre: 'listas de sanciones',
  enviar: (files, extra = []) =>
    post('/due-diligence/screening/listas/onu', [...extra, ...archivosEn('file', files)], {
      cookie: cookie[PLATAFORMA]!,
    }),
};
const IMPORTACION: Destino = {
  nombre: 'importación',
  enviar: (files, extra = []) =>
    post('/trabajadores/import', [...campos({ modo: 'confirmar' }), ...extra, ...archivosEn('archivo', files)], {
      cookie: cookie[ADMIN]!,
    }),
};
const GENERAL: Destino = {
  nombre: 'archivos (general)',
  enviar: (files, extra = []) =>
    post('/archivos/', [...extra, ...archivosEn('file', files)], { cookie: cookie[ADMIN]! }),
};
const TODOS = [DOCUMENTO, CANAL, NC, LOGO, SOPORTE, LISTAS, IMPORTACION, GENERAL];
/** Routes that store the file through the FileStore and check its type by content. */
const ALMACENADOS = [DOCUMENTO, CANAL, NC, SOPORTE, GENERAL];

// ---- what a refusal must leave behind: nothing -------------------------------------------------

async function archivosEnDisco(): Promise<string[]> {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(t.dataDir, path.join(e.parentPath, e.name)))
    .sort();
}

const TABLAS = {
  archivos,
  documento_archivos,
  evidencias_denuncia,
  denuncias,
  evidencias_nc,
  tickets,
  ticket_archivos,
  trabajadores,
  audit_log,
};

async function estado() {
  const filas: Record<string, number> = {};
  for (const [nombre, tabla] of Object.entries(TABLAS)) {
    filas[nombre] = (await t.handle.db.select({ n: count() }).from(tabla))[0]!.n;
  }
  return { filas, disco: await archivosEnDisco() };
}

/** English (or framework) words a Spanish message must not contain. */
const INGLES = /\b(the|file|request|too large|limit|invalid|unexpected|error occurred)\b/i;

async function esperarRechazo(
  res: LightMyRequestResponse,
  statuses: number[],
  antes: Awaited<ReturnType<typeof estado>>,
  contexto: string,
) {
  expect(statuses, `${contexto}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
  const body = res.json();
  expect(typeof body.mensaje, contexto).toBe('string');
  expect(body.mensaje.length, contexto).toBeGreaterThan(5);
  expect(body.mensaje, contexto).not.toMatch(INGLES);
  expect(await estado(), contexto).toEqual(antes);
}

/** Submits and expects a refusal with one of `statuses`, nothing stored. */
async function rechaza(destino: Destino, files: Archivo[], statuses: number[], extra?: Parte[]) {
  const antes = await estado();
  const res = await destino.enviar(files, extra);
  await esperarRechazo(res, statuses, antes, destino.nombre);
  return res.json();
}

// ---- samples -----------------------------------------------------------------------------------

const SCRIPT = '<script>fetch("/api/v1/auth/me").then(r=>r.text()).then(alert)</script>';
const SVG = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
);
/** A real PDF header followed by HTML: passes magic-byte sniffing, is also a web page to a sniffer. */
const PDF_HTML = Buffer.concat([Buffer.from(`%PDF-1.4\n<html><body>${SCRIPT}</body></html>\n`), PDF.subarray(9)]);
/** JPEG + ZIP (+ HTML) polyglot, GIFAR style. */
const JPEG_ZIP = Buffer.concat([JPEG, zipEntry('index.html', `<html>${SCRIPT}</html>`)]);

/** Names that would escape a naive `path.join(dir, filename)`. */
const NOMBRES_HOSTILES = [
  `../../../../../../../../../tmp/${MARCA}-a.pdf`,
  `/tmp/${MARCA}-b.pdf`,
  `..\\..\\..\\..\\${MARCA}-c.pdf`,
  `${MARCA}\u0000-d\u0001\u0007\u001b[31m\u202e.pdf`,
  `${'a'.repeat(996)}.pdf`,
];

/** Every place the hostile names could land if a path were built from them. */
function rutasFuera(): string[] {
  const bases = [t.dataDir, path.join(t.dataDir, 'files'), os.tmpdir(), '/tmp', process.cwd(), '/'];
  const rutas: string[] = [];
  for (const base of bases) {
    for (const sufijo of ['a', 'b', 'c', 'd']) rutas.push(path.join(base, `${MARCA}-${sufijo}.pdf`));
  }
  return rutas;
}

// ---- set-up ------------------------------------------------------------------------------------

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_MB: MAX_MB, TRUST_PROXY: 1 });
  for (const email of [ADMIN, PLATAFORMA]) cookie[email] = cookieHeader(await loginAs(t.app, email));
  const db = t.handle.db;
  const [demo] = await db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
  demoId = demo!.id;
  tokenCanal = demo!.token_canal;
  const ids = Object.fromEntries(
    (await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios)).map((u) => [u.email, u.id]),
  );

  await db
    .insert(canales_denuncia)
    .values({ empresa_id: demoId, titulo: 'Canal', introduccion: 'Bienvenida', permite_anonimo: true })
    .onConflictDoUpdate({ target: canales_denuncia.empresa_id, set: { habilitado: true, permite_anonimo: true } });
  categoriaCanal = (
    await db
      .insert(categorias_denuncia)
      .values({ empresa_id: demoId, nombre: 'Prueba cargas hostiles', tipo: 'otro', orden: 900 })
      .returning()
  )[0]!.id;

  flujoId = (await crearDocumento(db, { empresaId: demoId, solicitanteId: ids[ADMIN]!, creadoPor: ids[ADMIN]! }))
    .flujoId;

  // An NC in the root-cause stage (the stage that takes backup files).
  const h = { cookie: cookie[ADMIN]! };
  const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, headers: h, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const fuente = (await api('GET', '/fuente-no-conformidad/?limit=100')).data[0].id;
  const nc = await api('POST', '/no-conformidad/', {
    fuente_id: fuente,
    descripcion: 'Orden de compra emitida sin cotizaciones.',
    fecha_deteccion: '2026-01-15',
  });
  ncId = nc.id;
  await api('POST', `/no-conformidad/${ncId}/aceptar`);
  await api('PUT', `/no-conformidad/correccion/${ncId}`, {
    correccion: 'Se anuló la orden.',
    correccion_fecha: new Date().toISOString().slice(0, 10),
  });
}, 120_000);

afterAll(() => t?.close());

// ---- type checks ---------------------------------------------------------------------------------

describe('content that is not what its name says', () => {
  it.each(ALMACENADOS.map((d) => [d.nombre, d] as const))('%s: HTML renamed .pdf → 415', async (_, d) => {
    const body = await rechaza(d, [{ filename: 'informe.pdf', content: HTML, type: 'application/pdf' }], [415]);
    expect(body.codigo).toBe('TIPO_ARCHIVO_NO_PERMITIDO');
  });

  it.each(ALMACENADOS.map((d) => [d.nombre, d] as const))('%s: SVG with script as .png or .svg → 415', async (_, d) => {
    await rechaza(d, [{ filename: 'foto.png', content: SVG, type: 'image/png' }], [415]);
    await rechaza(d, [{ filename: 'foto.svg', content: SVG, type: 'image/svg+xml' }], [415]);
  });

  it('logo: SVG or HTML with script, whatever the name and type, → 415', async () => {
    for (const [filename, content, type] of [
      ['logo.svg', SVG, 'image/svg+xml'],
      ['logo.png', SVG, 'image/png'],
      ['logo.png', HTML, 'image/png'],
      ['logo.jpg', PDF_HTML, 'image/jpeg'],
    ] as const) {
      const body = await rechaza(LOGO, [{ filename, content, type }], [415]);
      expect(body.codigo).toBe('TIPO_ARCHIVO_NO_PERMITIDO');
    }
  });

  it('sanctions list: HTML instead of the official XML → 400, nothing written', async () => {
    await rechaza(LISTAS, [{ filename: 'consolidated.xml', content: HTML, type: 'application/xml' }], [400, 415]);
  });

  it('import: HTML renamed .csv, a PDF/HTML polyglot and a ZIP/HTML polyglot → 400', async () => {
    for (const [filename, content] of [
      ['nomina.csv', HTML],
      ['nomina.pdf', PDF_HTML],
      ['nomina.xlsx', JPEG_ZIP.subarray(JPEG.length)],
      ['nomina.xlsx', JPEG_ZIP],
    ] as const) {
      await rechaza(IMPORTACION, [{ filename, content }], [400, 415]);
    }
  });
});

// ---- polyglots with genuine magic bytes: stored, but inert when served -------------------------

describe('polyglots with a genuine header are accepted and served inert', () => {
  /** What makes a stored file harmless in a browser whatever it also contains. */
  function esperarDescargaInerte(res: LightMyRequestResponse, contentType: string) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(contentType);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment;/);
    expect(String(res.headers['content-security-policy'])).toMatch(/(^|;\s*)sandbox(;|$)/);
  }

  it('documentos: a %PDF- file carrying HTML is stored as application/pdf and downloads as a sandboxed attachment', async () => {
    const res = await DOCUMENTO.enviar([{ filename: 'poliglota.pdf', content: PDF_HTML, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(201);
    const archivo = res.json().archivos.find((a: { nombre: string }) => a.nombre === 'poliglota.pdf');
    expect(archivo.content_type).toBe('application/pdf');
    const descarga = await get(archivo.download_url);
    esperarDescargaInerte(descarga, 'application/pdf');
    expect(descarga.rawPayload.equals(PDF_HTML)).toBe(true);
    // The inline preview keeps the PDF type (never text/html) and nosniff, so no browser runs it as a page.
    const vista = await get(`${archivo.download_url}?inline=1`);
    expect(vista.headers['content-type']).toBe('application/pdf');
    expect(vista.headers['x-content-type-options']).toBe('nosniff');
  });

  it('no conformidades, soporte and archivos: the same polyglot downloads as a sandboxed attachment', async () => {
    const nc = await NC.enviar([{ filename: 'poliglota.pdf', content: PDF_HTML, type: 'text/html' }]);
    expect(nc.statusCode, nc.body).toBe(201);
    esperarDescargaInerte(await get(nc.json()[0].download_url), 'application/pdf');

    const ticket = await SOPORTE.enviar([{ filename: 'poliglota.pdf', content: PDF_HTML, type: 'text/html' }]);
    expect(ticket.statusCode, ticket.body).toBe(201);
    const adjunto = ticket.json().archivos[0];
    expect(adjunto.content_type).toBe('application/pdf');
    esperarDescargaInerte(await get(adjunto.download_url), 'application/pdf');

    const general = await GENERAL.enviar([{ filename: 'poliglota.pdf', content: PDF_HTML, type: 'text/html' }]);
    expect(general.statusCode, general.body).toBe(201);
    esperarDescargaInerte(await get(general.json().download_url), 'application/pdf');
  });

  it('canal público: the polyglot is accepted and only its ciphertext reaches the disk', async () => {
    const antes = new Set(await archivosEnDisco());
    const res = await CANAL.enviar([{ filename: 'poliglota.pdf', content: PDF_HTML, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(201);
    const nuevos = (await archivosEnDisco()).filter((f) => !antes.has(f));
    expect(nuevos).toHaveLength(1);
    const [evidencia] = await t.handle.db
      .select()
      .from(evidencias_denuncia)
      .orderBy(desc(evidencias_denuncia.id))
      .limit(1);
    const [fila] = await t.handle.db.select().from(archivos).where(eq(archivos.id, evidencia!.archivo_id));
    expect(fila!.content_type).toBe('application/pdf');
    const guardado: Buffer[] = [];
    for await (const p of await t.app.fileStore.read(fila!.storage_key)) guardado.push(p as Buffer);
    expect(Buffer.concat(guardado).includes('<script')).toBe(false);
  });

  it('logo: a JPEG+ZIP polyglot is an image/jpeg served with nosniff and a deny-all CSP', async () => {
    const res = await LOGO.enviar([{ filename: 'logo.jpg', content: JPEG_ZIP, type: 'image/jpeg' }]);
    expect(res.statusCode, res.body).toBe(200);
    const logo = await get(res.json().logo_url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'");
  });
});

// ---- names -------------------------------------------------------------------------------------

describe('path traversal, control characters and very long names', () => {
  const validos: [Destino, Buffer][] = [
    [DOCUMENTO, PDF],
    [NC, PDF],
    [SOPORTE, PDF],
    [CANAL, PDF],
    [GENERAL, PDF],
  ];

  it.each(validos.map(([d, c]) => [d.nombre, d, c] as const))(
    '%s: stored under a server key, the name sanitised for display only',
    async (_, d, content) => {
      for (const filename of NOMBRES_HOSTILES) {
        const antes = new Set(await archivosEnDisco());
        const res = await d.enviar([{ filename, content, type: 'application/pdf' }]);
        expect([200, 201], `${filename.slice(0, 40)}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        const nuevos = (await archivosEnDisco()).filter((f) => !antes.has(f));
        expect(nuevos).toHaveLength(1);
        // The key is YYYY/MM/<uuid> under files/: nothing of the client's name reaches the path.
        expect(nuevos[0]).toMatch(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
        const [fila] = await t.handle.db.select().from(archivos).orderBy(desc(archivos.id)).limit(1);
        // Whistleblower evidence keeps its name encrypted (issue 24 F4): checked once decrypted.
        const nombre =
          fila!.contexto === 'denuncia'
            ? leerNombre(await t.app.claves.de(fila!.empresa_id), fila!.storage_key, fila!.nombre_original)
            : fila!.nombre_original;
        expect(nombre).not.toMatch(/[/\\]/);
        expect(nombre).not.toMatch(/^\./);
        expect(nombre).not.toMatch(/[\p{Cc}\p{Cf}]/u);
        expect(Array.from(nombre).length).toBeLessThanOrEqual(200);
        expect(nombre).toMatch(/\.pdf$/);
      }
      for (const ruta of rutasFuera()) expect(existsSync(ruta), ruta).toBe(false);
    },
  );

  it('logo, sanctions list and import: hostile names write nothing outside the data directory', async () => {
    for (const filename of NOMBRES_HOSTILES) {
      const logo = await LOGO.enviar([{ filename, content: PNG, type: 'image/png' }]);
      expect(logo.statusCode, logo.body).toBe(200);
      const [fila] = await t.handle.db.select().from(archivos).orderBy(desc(archivos.id)).limit(1);
      expect(fila!.nombre_original).toBe('logo.png');
      // Not a list: refused whatever the name, and nothing written (not even under listas-screening).
      await rechaza(LISTAS, [{ filename, content: CSV }], [400]);
      // The import only reads the file; its name goes nowhere near the disk.
      const antes = await estado();
      const res = await post(
        '/trabajadores/import',
        [
          { name: 'modo', content: 'vista_previa' },
          { name: 'archivo', filename, content: CSV },
        ],
        { cookie: cookie[ADMIN]! },
      );
      expect(res.statusCode).toBeLessThan(500);
      expect(await estado()).toEqual(antes);
    }
    for (const ruta of rutasFuera()) expect(existsSync(ruta), ruta).toBe(false);
  });
});

// ---- sizes and counts ----------------------------------------------------------------------------

describe('empty, oversize and too many parts', () => {
  it.each(TODOS.map((d) => [d.nombre, d] as const))('%s: a 0-byte file → 400', async (_, d) => {
    await rechaza(d, [{ filename: d === LOGO ? 'logo.png' : 'vacio.pdf', content: Buffer.alloc(0) }], [400]);
  });

  it.each(TODOS.map((d) => [d.nombre, d] as const))('%s: a file over the limit → 413', async (_, d) => {
    const limite = d === LOGO ? LOGO_MAX_BYTES : d === IMPORTACION ? IMPORT_LIMITES.maxBytes : MAX_MB * 1024 * 1024;
    const cabeza = d === LOGO ? PNG : d === IMPORTACION ? CSV : PDF;
    const grande = Buffer.concat([cabeza, Buffer.alloc(limite + 1 - cabeza.length, 0x20)]);
    const body = await rechaza(d, [{ filename: d === LOGO ? 'logo.png' : 'grande.pdf', content: grande }], [413]);
    expect(body.codigo).toBe('ARCHIVO_DEMASIADO_GRANDE');
  });

  it.each(TODOS.map((d) => [d.nombre, d] as const))('%s: 500 form fields → clean 4xx', async (_, d) => {
    const extra = Array.from({ length: 500 }, (_, i) => ({ name: `campo${i}`, content: 'x' }));
    const file = d === LOGO ? PNG : d === IMPORTACION ? CSV : PDF;
    const body = await rechaza(d, [{ filename: d === LOGO ? 'logo.png' : 'a.pdf', content: file }], [413], extra);
    expect(body.mensaje).toBe(DEMASIADAS_PARTES);
  });

  it.each(TODOS.map((d) => [d.nombre, d] as const))('%s: 30 files in one request → clean 4xx', async (_, d) => {
    const file = d === LOGO ? PNG : d === IMPORTACION ? CSV : PDF;
    const files = Array.from({ length: 30 }, (_, i) => ({
      filename: d === LOGO ? `logo${i}.png` : `a${i}.pdf`,
      content: file,
    }));
    const body = await rechaza(d, files, [400, 413]);
    // One-file routes say so; the others hit the parser's 10-file cap. Never a size message.
    expect(body.mensaje).toBe(
      d === LOGO || d === SOPORTE || d === GENERAL ? 'Adjunte un solo archivo.' : DEMASIADAS_PARTES,
    );
  });
});

// ---- import: zip bombs and huge lines -----------------------------------------------------------

/** Raw deflate of cabeza + relleno×veces + cola without ever holding the inflated data (full-flush segments repeat). */
function deflateRepetido(cabeza: string, relleno: Buffer, veces: number, cola: string): Buffer {
  const segmento = (b: Buffer) => deflateRawSync(b, { finishFlush: zlibConst.Z_FULL_FLUSH });
  const medio = segmento(relleno);
  return Buffer.concat([
    segmento(Buffer.from(cabeza)),
    ...Array<Buffer>(veces).fill(medio),
    deflateRawSync(Buffer.from(cola)),
  ]);
}

const WORKBOOK = Buffer.from(
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="H" sheetId="1"/></sheets></workbook>',
);

/** An .xlsx whose sheet inflates to `mb` MB (one huge cell), with the uncompressed size declared as `declarado`. */
function bomba(mb: number, declarado: (real: number) => number): Buffer {
  const cabeza = '<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>';
  const cola = '</t></is></c></row></sheetData></worksheet>';
  const relleno = Buffer.alloc(4 * 1024 * 1024, 0x41);
  const veces = Math.ceil(mb / 4);
  const real = cabeza.length + veces * relleno.length + cola.length;
  return zip([
    { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
    { nombre: 'xl/workbook.xml', datos: WORKBOOK },
    {
      nombre: 'xl/worksheets/sheet1.xml',
      comprimido: deflateRepetido(cabeza, relleno, veces, cola),
      declarado: declarado(real),
    },
  ]);
}

/**
 * Time and RSS growth of `fn`. With HOSTILE_UPLOADS_FIGURES=<file> each measure is also appended
 * there as a JSON line (the figures quoted in the issue note).
 */
async function medir<T>(caso: string, fn: () => Promise<T>) {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let pico = rss0;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 5);
  const t0 = performance.now();
  try {
    const valor = await fn();
    const ms = performance.now() - t0;
    const crecimientoMb = (Math.max(pico, process.memoryUsage().rss) - rss0) / 2 ** 20;
    const destino = process.env.HOSTILE_UPLOADS_FIGURES;
    if (destino) {
      const fila = { engine: ENGINE, caso, ms: Math.round(ms), rss_mb: Math.round(crecimientoMb) };
      appendFileSync(destino, `${JSON.stringify(fila)}\n`);
    }
    return { valor, ms, crecimientoMb };
  } finally {
    clearInterval(muestreo);
  }
}

describe('import: zip bombs, hostile entry names and huge lines', () => {
  const casos: [string, Buffer][] = [
    ['declares its real size (500 MB)', bomba(500, (real) => real)],
    ['lies: declares 1 KB, inflates to 500 MB', bomba(500, () => 1024)],
    ['declares just under the budget, inflates to 500 MB', bomba(500, () => IMPORT_LIMITES.maxDescomprimido - 2 ** 20)],
    ['declares 4 GB − 1', bomba(500, () => 0xfffffffe)],
  ];

  it.each(casos)('an .xlsx bomb that %s → 400 fast, bounded memory', async (caso, archivo) => {
    expect(archivo.length).toBeLessThan(1024 * 1024);
    const antes = await estado();
    const {
      valor: res,
      ms,
      crecimientoMb,
    } = await medir(`xlsx bomb: ${caso}`, () => IMPORTACION.enviar([{ filename: 'nomina.xlsx', content: archivo }]));
    await esperarRechazo(res, [400, 413], antes, 'bomba');
    expect(res.json().errores?.archivo ?? res.json().mensaje).toMatch(/Excel|archivo/);
    expect(ms).toBeLessThan(5000);
    expect(crecimientoMb).toBeLessThan(100);
  });

  it('an .xlsx that honestly inflates to the uncompressed budget (one huge cell) → 400, bounded memory', async () => {
    const archivo = bomba(IMPORT_LIMITES.maxDescomprimido / 2 ** 20 - 4, (real) => real);
    const antes = await estado();
    const {
      valor: res,
      ms,
      crecimientoMb,
    } = await medir('xlsx: honest, at the budget', () =>
      IMPORTACION.enviar([{ filename: 'nomina.xlsx', content: archivo }]),
    );
    await esperarRechazo(res, [400], antes, 'xlsx grande');
    expect(ms).toBeLessThan(5000);
    expect(crecimientoMb).toBeLessThan(100);
  });

  it('a zip entry named ../ (and a workbook pointing outside the package) writes nothing anywhere', async () => {
    const fuera = `../../../../../../tmp/${MARCA}-zip`;
    const archivo = zip([
      { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
      { nombre: 'xl/workbook.xml', datos: WORKBOOK },
      { nombre: fuera, datos: Buffer.from('pwned') },
      { nombre: `/tmp/${MARCA}-abs`, datos: Buffer.from('pwned') },
      {
        nombre: 'xl/_rels/workbook.xml.rels',
        datos: Buffer.from(`<Relationships><Relationship Id="rId1" Target="${fuera}"/></Relationships>`),
      },
    ]);
    // workbook.xml has no r:id, so the default sheet path is used and it is missing: not a table.
    await rechaza(IMPORTACION, [{ filename: '../../nomina.xlsx', content: archivo }], [400]);
    const conHoja = zip([
      { nombre: '[Content_Types].xml', datos: Buffer.from('<Types/>') },
      {
        nombre: 'xl/workbook.xml',
        datos: Buffer.from('<workbook><sheets><sheet name="H" sheetId="1" r:id="rId1"/></sheets></workbook>'),
      },
      {
        nombre: 'xl/_rels/workbook.xml.rels',
        datos: Buffer.from(`<Relationships><Relationship Id="rId1" Target="${fuera}"/></Relationships>`),
      },
      { nombre: fuera, datos: Buffer.from('<worksheet><sheetData/></worksheet>') },
    ]);
    await rechaza(IMPORTACION, [{ filename: 'nomina.xlsx', content: conHoja }], [400]);
    for (const ruta of [`/tmp/${MARCA}-zip`, `/tmp/${MARCA}-abs`, path.join(t.dataDir, `${MARCA}-zip`)]) {
      expect(existsSync(ruta), ruta).toBe(false);
    }
  });

  it('a CSV with one huge line (9 MB, 4.5 million columns) → 400 fast, bounded memory', async () => {
    const linea = Buffer.alloc(9 * 1024 * 1024, ';a');
    const antes = await estado();
    const {
      valor: res,
      ms,
      crecimientoMb,
    } = await medir('csv: 9 MB single line', () => IMPORTACION.enviar([{ filename: 'nomina.csv', content: linea }]));
    await esperarRechazo(res, [400, 413], antes, 'csv');
    expect(ms).toBeLessThan(5000);
    expect(crecimientoMb).toBeLessThan(100);
  });

  it('an inch mark inside a cell followed by 100 KB of rows is not mistaken for a huge quoted cell', async () => {
    const cabecera = 'RUT;Nombres;Apellido paterno;Cargo\n';
    const filas = Array.from({ length: 2000 }, (_, i) => `1-9;Ana ${i};Soto;Operaria de 5" y "turno"\n`).join('');
    const res = await post(
      '/trabajadores/import',
      [
        { name: 'modo', content: 'vista_previa' },
        { name: 'archivo', filename: 'nomina.csv', content: cabecera + filas },
      ],
      { cookie: cookie[ADMIN]! },
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().filas).toBe(2000);
  });

  it('a CSV with one huge quoted cell that never closes → 400 fast', async () => {
    const celda = Buffer.concat([Buffer.from('RUT;Nombres\n"'), Buffer.alloc(9 * 1024 * 1024, 'a')]);
    const antes = await estado();
    const { valor: res, ms } = await medir('csv: 9 MB unclosed quoted cell', () =>
      IMPORTACION.enviar([{ filename: 'nomina.csv', content: celda }]),
    );
    await esperarRechazo(res, [400, 413], antes, 'csv comillas');
    expect(ms).toBeLessThan(5000);
  });
});
