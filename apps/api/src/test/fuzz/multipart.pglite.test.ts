import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { MENSAJES } from '@atalaya/shared/messages';
import type { RoleName } from '@atalaya/shared/roles';
import type { DatabaseHandle } from '../../db/client';
import * as schema from '../../db/schema/index';
import { PDF } from '../../platform/storage/test-samples';
import { freshDatabase } from '../test-app';
import { fromSchema } from './generate';
import type { FuzzRoute } from './routes';
import { login } from './runner';
import { buildFuzzApp } from './setup';

/*
 * Malformed multipart bodies on EVERY route that declares `consumes: multipart/form-data` (taken
 * from the app's route table, so a new upload route is covered without editing this file), each
 * sent by a user the route lets in (anonymously on public routes): never a 5xx, the Spanish
 * "formulario dañado" 400 wherever the parser itself fails, and nothing left behind — no stored
 * file, no row.
 */

const B = 'atalayaFuzzLimite';
const CRLF = '\r\n';

const parte = (nombre: string, contenido: string, filename?: string) =>
  `--${B}${CRLF}Content-Disposition: form-data; name="${nombre}"` +
  (filename === undefined ? '' : `; filename="${filename}"${CRLF}Content-Type: application/pdf`) +
  `${CRLF}${CRLF}${contenido}${CRLF}`;
const cierre = `--${B}--${CRLF}`;
const multipartDe = (boundary: string) => `multipart/form-data; boundary=${boundary}`;

interface Caso {
  nombre: string;
  contentType: string;
  body: Buffer | string;
  /** The parser cannot read it, whatever the route does: the "formulario dañado" 400. */
  danado: boolean;
}

/** Cases whose body does not depend on the route's file field. */
const CASOS_FIJOS: Caso[] = [
  // The reported one: binary garbage under a multipart content type.
  {
    nombre: 'basura binaria',
    contentType: multipartDe('x'),
    body: Buffer.from([0xcd, 0xb5, 0x92, 0x44]),
    danado: true,
  },
  {
    nombre: 'sin boundary',
    contentType: 'multipart/form-data',
    body: parte('modo', 'vista_previa') + cierre,
    danado: true,
  },
  {
    nombre: 'boundary equivocado',
    contentType: multipartDe('otroLimite'),
    body: parte('modo', 'vista_previa') + cierre,
    danado: true,
  },
  {
    nombre: 'boundary de más de 70 caracteres',
    contentType: multipartDe('b'.repeat(300)),
    body: `--${'b'.repeat(300)}${CRLF}Content-Disposition: form-data; name="a"${CRLF}${CRLF}1${CRLF}--${'b'.repeat(300)}--`,
    danado: true,
  },
  {
    nombre: 'truncado en un campo',
    contentType: multipartDe(B),
    body: `--${B}${CRLF}Content-Disposition: form-data; name="modo"${CRLF}${CRLF}vista_pr`,
    danado: true,
  },
  {
    nombre: 'truncado en la cabecera de una parte',
    contentType: multipartDe(B),
    body: `--${B}${CRLF}Content-Disposition: form-da`,
    danado: true,
  },
  { nombre: 'cuerpo vacío', contentType: multipartDe(B), body: '', danado: false },
  {
    nombre: 'cabecera de parte enorme',
    contentType: multipartDe(B),
    body: `--${B}${CRLF}Content-Disposition: form-data; name="x"; filename="${'a'.repeat(120_000)}.pdf"${CRLF}${CRLF}x${CRLF}${cierre}`,
    danado: false,
  },
  {
    nombre: 'archivo antes de los campos',
    contentType: multipartDe(B),
    // Not a real PDF: no route may accept it, so nothing may be stored.
    body: parte('file', 'no es un pdf', 'a.pdf') + parte('modo', 'vista_previa') + parte('titulo', 'x') + cierre,
    danado: false,
  },
  {
    nombre: 'parte sin Content-Disposition',
    contentType: multipartDe(B),
    body: `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}hola${CRLF}${cierre}`,
    danado: false,
  },
];

/**
 * A file the body breaks off in. Routes that read the file first stream it into their store
 * before the break (the field name makes no difference to them); routes that want their text
 * fields first refuse it before storing a byte.
 */
const campo = 'file';
const CASOS_ARCHIVO: Caso[] = [
  {
    nombre: 'archivo truncado a la mitad',
    contentType: multipartDe(B),
    body: `--${B}${CRLF}Content-Disposition: form-data; name="${campo}"; filename="a.pdf"${CRLF}Content-Type: application/pdf${CRLF}${CRLF}%PDF-1.4\n${'x'.repeat(20_000)}`,
    danado: false,
  },
  {
    // A real PDF (which may already be stored) followed by a second file the body cuts short.
    nombre: 'un archivo válido y otro truncado',
    contentType: multipartDe(B),
    body: Buffer.concat([
      Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="${campo}"; filename="a.pdf"${CRLF}${CRLF}`),
      PDF,
      Buffer.from(
        `${CRLF}--${B}${CRLF}Content-Disposition: form-data; name="${campo}"; filename="b.pdf"${CRLF}${CRLF}`,
      ),
      PDF.subarray(0, 40),
    ]),
    danado: false,
  },
];

const ES_MULTIPART = (r: FuzzRoute) => r.consumes.includes('multipart/form-data');

/** One demo account per role (Empresa Demo's plan includes every module). */
const CUENTA_DEL_ROL: Record<RoleName, string> = {
  admin_atalaya: 'admin@atalaya.cl',
  admin_empresa: 'admin@demo.cl',
  admin_tekemi: 'tekemi@demo.cl',
  admin_user_denuncias: 'denuncias@demo.cl',
  admin_user_due_diligence: 'dd@demo.cl',
};

/** A demo account the route lets in (null: anonymous, for public routes). */
function cuentaPara(route: FuzzRoute): string | null {
  const a = route.access;
  if (!a || a.kind === 'public') return null;
  if (a.roles === 'any' || a.roles.includes('admin_empresa')) return CUENTA_DEL_ROL.admin_empresa;
  return CUENTA_DEL_ROL[a.roles[0]!];
}

async function contarArchivos(dir: string): Promise<number> {
  const entradas = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entradas.filter((e) => e.isFile()).length;
}

// Parsing does not depend on the database engine: one engine (this file is *.pglite.test.ts) keeps
// the CI time down.
describe('multipart mal formado en cada ruta de subida', () => {
  let handle: DatabaseHandle;
  let fuzzApp: Awaited<ReturnType<typeof buildFuzzApp>>;
  let demoId = 0;
  let tokenCanal = '';

  beforeAll(async () => {
    handle = await freshDatabase();
    fuzzApp = await buildFuzzApp(handle);
    const [demo] = await handle.db
      .select({ id: schema.empresas.id, token: schema.empresas.token_canal })
      .from(schema.empresas)
      .where(eq(schema.empresas.nombre, 'Empresa Demo SpA'));
    demoId = demo!.id;
    tokenCanal = demo!.token;
  });
  afterAll(async () => {
    await fuzzApp?.close();
    await handle?.close();
  });

  /**
   * The route's URL with parameters the schema accepts (a refused parameter would answer before
   * the body is read): company parameters name Empresa Demo, a token is its channel's, other ids
   * are looked up only after the parse.
   */
  function rellenar(route: FuzzRoute) {
    const ctx = { demoIds: [demoId], otraIds: [demoId], tokens: [tokenCanal] };
    return route.url.replace(/:([A-Za-z_]+)/g, (_, p: string) => {
      if (/^empresa(_id)?$/.test(p)) return String(demoId);
      const s = route.params?.properties?.[p];
      if (!s || s.type === 'integer' || s.type === 'number') return '1';
      return encodeURIComponent(String(fc.sample(fromSchema(s, ctx, p), { seed: 1, numRuns: 1 })[0]));
    });
  }

  /** Row counts of every table: a refused upload must not change any. */
  async function conteos() {
    const tablas = Object.entries(schema).filter(([, v]) => is(v, PgTable)) as [string, PgTable][];
    const out: Record<string, number> = {};
    for (const [nombre, tabla] of tablas) {
      const [fila] = await handle.db.select({ n: count() }).from(tabla);
      out[nombre] = fila!.n;
    }
    return out;
  }

  it('ningún 5xx, el 400 "formulario dañado" donde el analizador falla, y nada a medio escribir', async () => {
    const { app, routes } = fuzzApp;
    const multipartRoutes = routes.filter(ES_MULTIPART);
    // The uploads and imports of the whole API (public channel, staff evidence, documents, DD…).
    expect(multipartRoutes.length).toBeGreaterThanOrEqual(20);

    const cookies: Record<string, string> = {};
    for (const r of multipartRoutes) {
      const cuenta = cuentaPara(r);
      if (cuenta) cookies[cuenta] ??= await login(app, cuenta);
    }
    const archivosDir = path.join(app.config.DATA_DIR, 'files');
    const archivosAntes = await contarArchivos(archivosDir);
    const filasAntes = await conteos();

    const fallos: string[] = [];
    let danados = 0;
    let n = 0;
    for (const route of multipartRoutes) {
      const cuenta = cuentaPara(route);
      const url = rellenar(route);
      for (const caso of [...CASOS_FIJOS, ...CASOS_ARCHIVO]) {
        n++;
        const res = await app.inject({
          method: route.method as 'POST',
          url,
          // One address per request: the public channel's per-address limit must not answer 429 instead.
          remoteAddress: `10.5.${n >> 8}.${n & 255}`,
          payload: caso.body,
          headers: { 'content-type': caso.contentType, ...(cuenta ? { cookie: cookies[cuenta]! } : {}) },
        });
        const donde = `${route.method} ${route.url} [${caso.nombre}] → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) fallos.push(donde);
        else if (caso.danado) {
          danados++;
          const cuerpo = res.json() as { codigo?: string; mensaje?: string };
          const esperado = cuerpo.codigo === 'FORMULARIO_DANADO' && cuerpo.mensaje === MENSAJES.formularioDanado;
          if (res.statusCode !== 400 || !esperado) fallos.push(donde);
        } else if (res.statusCode < 400) fallos.push(`aceptado: ${donde}`);
      }
    }
    expect(fallos).toEqual([]);
    expect(danados).toBe(multipartRoutes.length * CASOS_FIJOS.filter((c) => c.danado).length);
    expect(await contarArchivos(archivosDir), 'archivos huérfanos').toBe(archivosAntes);
    const filasDespues = await conteos();
    const cambios = Object.keys(filasAntes).filter((t) => filasAntes[t] !== filasDespues[t]);
    expect(cambios.map((t) => `${t}: ${filasAntes[t]} → ${filasDespues[t]}`)).toEqual([]);
  }, 60_000);
});
