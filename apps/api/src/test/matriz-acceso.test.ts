import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { PLAN_MODULES, ROLES, type RoleName } from '@atalaya/shared/roles';
import * as schema from '../db/schema/index';
import { createUsuario } from '../seed/demo';
import type { RouteAccess } from '../platform/access';
import type { TenantTable } from '../platform/crud/resource';
import { MATRIZ_ESPERADA, type AccesoEsperado } from './matriz-acceso.esperado';
import { cookieHeader, createTestApp, loginAs, type TestContext } from './test-app';

/*
 * Authorization matrix (issue 10 §3), generated from the app's route table and the roles of
 * @atalaya/shared/roles: every route × every role × {own company, other company, anonymous}.
 * (a) the routes equal the reviewed contract in matriz-acceso.esperado.ts, (b) each route declares
 * the access the contract says, (c) requests answer what that access means: anonymous → 401, wrong
 * role → 403 PROHIBIDO, module outside the plan → 403 MODULO_NO_HABILITADO, allowed role → neither
 * 401/403 nor 5xx, another company's ids → 404/403. One app, sessions opened once, all in-process.
 */

/** An id no table reaches: allowed-role requests must never change demo data. */
const NO_EXISTE = '2147480000';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** These end or rotate the caller's session: run last, once every other request is done. */
const CIERRAN_SESION = ['POST /api/v1/auth/refresh', 'POST /api/v1/auth/logout'];
/**
 * Public routes that need a credential other than the session (a refresh cookie, a pending TOTP
 * challenge): without it, 401 is their correct answer.
 */
const PUBLICA_CON_CREDENCIAL = new Set(['POST /api/v1/auth/refresh']);

/** Single-role users: Empresa Demo SpA (plan Empresa, every module) and the platform admin. */
const DEMO: Record<RoleName, string> = {
  admin_atalaya: 'admin@atalaya.cl',
  admin_empresa: 'admin@demo.cl',
  admin_tekemi: 'tekemi@demo.cl',
  admin_user_denuncias: 'denuncias@demo.cl',
  admin_user_due_diligence: 'dd@demo.cl',
};
/** Otra Empresa Ltda. (plan Profesional: no due_diligence); the last three are created here. */
const OTRA: Partial<Record<RoleName, string>> = {
  admin_empresa: 'admin@otra.cl',
  admin_tekemi: 'tekemi@otra.cl',
  admin_user_denuncias: 'denuncias@otra.cl',
  admin_user_due_diligence: 'dd@otra.cl',
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The route's declared access in the contract's vocabulary. */
function comoEsperado(a: RouteAccess): AccesoEsperado | { tipo: 'no reconocido'; declarado: RouteAccess } {
  if (a.kind === 'public') return { tipo: 'publica' };
  if (a.roles === 'any' && !a.module) return { tipo: a.tenant === 'none' ? 'autenticada' : 'sesion' };
  if (a.roles !== 'any' && a.tenant === 'none' && !a.module && a.roles.join() === 'admin_atalaya') {
    return { tipo: 'plataforma' };
  }
  if (a.roles !== 'any' && a.tenant === 'empresa') {
    return { tipo: 'empresa', roles: [...a.roles].sort(), ...(a.module ? { modulo: a.module } : {}) };
  }
  return { tipo: 'no reconocido', declarado: a };
}
const ordenado = (e: AccesoEsperado) => (e.tipo === 'empresa' ? { ...e, roles: [...e.roles].sort() } : e);

function permitido(e: AccesoEsperado, role: RoleName) {
  if (e.tipo === 'plataforma') return role === 'admin_atalaya';
  if (e.tipo === 'empresa') return e.roles.includes(role);
  return true;
}

let t: TestContext;
const cookies: Record<string, string> = {};
const empresaDe: Record<string, number> = {};
let demoId = 0;
let otraId = 0;
/** Demo ids to aim at routes with no list to read a real id from: one per tenant table. */
let candidatos: number[] = [];
/** Ids Otra Empresa owns somewhere: a 2xx on those may be its own row, not a leak. */
let propios = new Set<number>();
const tenantTables = (Object.values(schema) as unknown[]).filter(
  (v): v is TenantTable => is(v, PgTable) && 'empresa_id' in getTableColumns(v) && 'id' in getTableColumns(v),
);

/** Fills a route's parameters: company parameters with `empresa`, `:id` with `id`, the rest unknown. */
function rellenar(url: string, empresa: number, id: string = NO_EXISTE) {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    /^empresa(_id)?$/.test(name) ? String(empresa) : name === 'id' ? id : NO_EXISTE,
  );
}

function enviar(method: string, url: string, email?: string) {
  const payload =
    !MUTATING.has(method) || method === 'DELETE'
      ? undefined
      : url.endsWith('/batch-delete')
        ? { ids: [Number(NO_EXISTE)] }
        : {};
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: email ? { cookie: cookies[email]! } : {},
    ...(payload ? { payload } : {}),
  });
}

const codigo = (res: { body: string }) => {
  try {
    return (JSON.parse(res.body) as { codigo?: string }).codigo;
  } catch {
    return undefined;
  }
};
const resumen = (res: { statusCode: number; body: string }) => `${res.statusCode} ${codigo(res) ?? ''}`.trim();

async function conteosDemo() {
  const counts: number[] = [];
  for (const table of tenantTables) {
    const [row] = await t.handle.db.select({ n: count() }).from(table).where(eq(table.empresa_id, demoId));
    counts.push(row!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  const idDe = async (nombre: string) =>
    (await db.select().from(schema.empresas).where(eq(schema.empresas.nombre, nombre)))[0]!.id;
  demoId = await idDe('Empresa Demo SpA');
  otraId = await idDe('Otra Empresa Ltda.');
  // One user per role in Otra Empresa, with admin@otra.cl's password.
  const [admin] = await db.select().from(schema.usuarios).where(eq(schema.usuarios.email, 'admin@otra.cl'));
  for (const [role, email] of Object.entries(OTRA)) {
    if (role === 'admin_empresa') continue;
    const [nombre, apellido] = ['Prueba', role];
    await createUsuario(
      db,
      otraId,
      { email: email!, nombre, apellido, roles: [role as RoleName], passwordHash: admin!.password_hash! },
      new Date(),
    );
  }
  for (const email of [...Object.values(DEMO), ...Object.values(OTRA)] as string[]) {
    cookies[email] = cookieHeader(await loginAs(t.app, email));
    const [u] = await db.select().from(schema.usuarios).where(eq(schema.usuarios.email, email));
    empresaDe[email] = u!.empresa_id;
  }
  for (const table of tenantTables) {
    const rows = (await db.select({ id: table.id, empresa_id: table.empresa_id }).from(table).orderBy(table.id)) as {
      id: number;
      empresa_id: number;
    }[];
    for (const r of rows) if (r.empresa_id === otraId) propios.add(r.id);
    const demo = rows.find((r) => r.empresa_id === demoId);
    // (Tables keyed by something else than a positive integer are not what `:id` routes serve.)
    if (demo && Number.isInteger(demo.id) && demo.id > 0) candidatos.push(demo.id);
  }
  candidatos = [...new Set([demoId, ...candidatos])];
  propios = new Set([otraId, ...propios]);
}, 120_000);
afterAll(() => t?.close());

/** Every route but those ending the caller's session (run last, in their own test). */
const rutas = () => t.app.routeAccessTable.filter((r) => !CIERRAN_SESION.includes(key(r)));
const esperado = (r: { method: string; url: string }) => MATRIZ_ESPERADA[key(r)]!;

describe('authorization matrix over every route', () => {
  it('(a) the routes are exactly those of the reviewed contract', () => {
    const actuales = new Set(t.app.routeAccessTable.map(key));
    const contrato = new Set(Object.keys(MATRIZ_ESPERADA));
    const sinDeclarar = [...actuales].filter((k) => !contrato.has(k));
    const eliminadas = [...contrato].filter((k) => !actuales.has(k));
    expect(
      sinDeclarar,
      'Ruta(s) nueva(s) sin declarar: agregue cada una a MATRIZ_ESPERADA en apps/api/src/test/matriz-acceso.esperado.ts con el acceso revisado',
    ).toEqual([]);
    expect(eliminadas, 'Ruta(s) que ya no existen: quítelas de apps/api/src/test/matriz-acceso.esperado.ts').toEqual(
      [],
    );
    expect(actuales.size).toBeGreaterThan(300);
  });

  it('(b) each route declares the access of its contract entry', () => {
    const distintas = t.app.routeAccessTable
      .filter((r) => MATRIZ_ESPERADA[key(r)])
      .map((r) => ({ ruta: key(r), declarado: comoEsperado(r.access), esperado: ordenado(esperado(r)) }))
      .filter((d) => JSON.stringify(d.declarado) !== JSON.stringify(d.esperado));
    expect(distintas).toEqual([]);
  });

  it('the users are one per role, single-role, in the companies the matrix assumes', async () => {
    const db = t.handle.db;
    for (const [grupo, empresaId] of [
      [DEMO, demoId],
      [OTRA, otraId],
    ] as const) {
      for (const [role, email] of Object.entries(grupo)) {
        const [u] = await db.select().from(schema.usuarios).where(eq(schema.usuarios.email, email));
        const rs = await db
          .select({ nombre: schema.roles.nombre })
          .from(schema.usuario_roles)
          .innerJoin(schema.roles, eq(schema.roles.id, schema.usuario_roles.rol_id))
          .where(eq(schema.usuario_roles.usuario_id, u!.id));
        expect(
          rs.map((r) => r.nombre),
          email,
        ).toEqual([role]);
        if (role !== 'admin_atalaya') expect(u!.empresa_id, email).toBe(empresaId);
      }
    }
    expect(Object.keys(DEMO).sort()).toEqual([...ROLES].sort());
    // Empresa Demo's plan has every module, Otra Empresa's lacks due_diligence only.
    const modulos = async (id: number) =>
      (
        await db
          .select({ m: schema.planes.modulos })
          .from(schema.empresas)
          .innerJoin(schema.planes, eq(schema.planes.id, schema.empresas.plan_id))
          .where(eq(schema.empresas.id, id))
      )[0]!.m;
    expect([...(await modulos(demoId))].sort()).toEqual([...PLAN_MODULES].sort());
    expect([...(await modulos(otraId))].sort()).toEqual(PLAN_MODULES.filter((m) => m !== 'due_diligence').sort());
  });

  it('(c) anonymous: 401 on every non-public route; public routes answer without 401/403/5xx', async () => {
    const fallos: string[] = [];
    await enParalelo(rutas(), async (r) => {
      const res = await enviar(r.method, rellenar(r.url, demoId));
      const e = esperado(r);
      if (e.tipo !== 'publica') {
        if (res.statusCode !== 401 || codigo(res) !== 'NO_AUTENTICADO') fallos.push(`${key(r)} → ${resumen(res)}`);
      } else if (res.statusCode >= 500 || res.statusCode === 403) {
        fallos.push(`${key(r)} → ${resumen(res)}`);
      } else if (res.statusCode === 401 && !PUBLICA_CON_CREDENCIAL.has(key(r))) {
        fallos.push(`${key(r)} → ${resumen(res)}`);
      }
    });
    expect(fallos).toEqual([]);
  });

  it('(c) every role in its own company: wrong role 403 PROHIBIDO, allowed role no 401/403/5xx', async () => {
    const antes = await conteosDemo();
    const fallos: string[] = [];
    let n = 0;
    for (const r of rutas()) {
      const e = esperado(r);
      // The five roles at once: placeholder ids, so their requests cannot interfere.
      await Promise.all(
        ROLES.map(async (role) => {
          const email = DEMO[role];
          const res = await enviar(r.method, rellenar(r.url, empresaDe[email]!), email);
          n++;
          const ok = permitido(e, role)
            ? res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403
            : res.statusCode === 403 && codigo(res) === 'PROHIBIDO';
          if (!ok) fallos.push(`${key(r)} como ${role} → ${resumen(res)}`);
        }),
      );
    }
    expect(fallos).toEqual([]);
    expect(n).toBe((t.app.routeAccessTable.length - CIERRAN_SESION.length) * ROLES.length);
    // Placeholder ids: nothing of Empresa Demo was deleted by the allowed-role requests (a request
    // that succeeds on no id, such as marking all notifications read, may add its audit row).
    const despues = await conteosDemo();
    expect(despues.filter((n, i) => n < antes[i]!)).toEqual([]);
  }, 120_000);

  it('(c) a module outside the plan: 403 MODULO_NO_HABILITADO to every allowed role of Otra Empresa', async () => {
    const fallos: string[] = [];
    let n = 0;
    for (const r of rutas()) {
      const e = esperado(r);
      if (e.tipo !== 'empresa' || e.modulo !== 'due_diligence') continue;
      for (const [role, email] of Object.entries(OTRA) as [RoleName, string][]) {
        const res = await enviar(r.method, rellenar(r.url, otraId), email);
        n++;
        const want = permitido(e, role) ? 'MODULO_NO_HABILITADO' : 'PROHIBIDO';
        if (res.statusCode !== 403 || codigo(res) !== want) fallos.push(`${key(r)} como ${role} → ${resumen(res)}`);
      }
    }
    expect(fallos).toEqual([]);
    expect(n).toBeGreaterThan(40);
  });

  it('(c) another company: Otra Empresa aimed at Empresa Demo ids gets 404/403, never 2xx', async () => {
    const db = t.handle.db;
    const otra = OTRA.admin_empresa!;
    // For this part Otra's plan gets every module, so due-diligence routes are probed for isolation too.
    const [{ planId }] = (await db
      .select({ planId: schema.empresas.plan_id })
      .from(schema.empresas)
      .where(eq(schema.empresas.id, otraId))) as [{ planId: number }];
    const [plan] = await db.select().from(schema.planes).where(eq(schema.planes.id, planId));
    await db
      .update(schema.planes)
      .set({ modulos: [...PLAN_MODULES] })
      .where(eq(schema.planes.id, planId));
    const gets = new Set(t.app.routeAccessTable.filter((r) => r.method === 'GET').map((r) => r.url));
    const cache = new Map<string, number | undefined>();

    /** A real Empresa Demo id for a GET route with `:id`: read from its list, else probed. */
    async function idReal(url: string): Promise<number | undefined> {
      if (cache.has(url)) return cache.get(url);
      const ok = async (id: number) =>
        (await enviar('GET', rellenar(url, demoId, String(id)), DEMO.admin_empresa)).statusCode < 300;
      let found: number | undefined;
      const base = url.replace(/\/:id$/, '');
      for (const lista of base !== url ? [`${base}/`, base] : []) {
        if (found !== undefined || !gets.has(lista) || lista === url) continue;
        const res = await enviar('GET', rellenar(lista, demoId), DEMO.admin_empresa);
        const id = primerId(res.statusCode < 300 ? (JSON.parse(res.body) as unknown) : null);
        if (id !== undefined && (await ok(id))) found = id;
      }
      for (const id of found === undefined ? candidatos : []) {
        if (await ok(id)) {
          found = id;
          break;
        }
      }
      cache.set(url, found);
      return found;
    }
    /** For a write, the id of the GET route it acts on (same URL, or the longest `…/:id` prefix). */
    async function idParaEscritura(url: string) {
      const g = [...gets]
        .filter((u) => u.endsWith('/:id') && (u === url || url.startsWith(`${u}/`)))
        .sort((a, b) => b.length - a.length)[0];
      return g ? idReal(g) : undefined;
    }

    // First the ids to aim at (discovery reads Empresa Demo as its admin, and reading some
    // records, e.g. a report, is itself logged), then Demo's counts, then Otra Empresa's requests.
    const plan_: { r: (typeof t.app.routeAccessTable)[number]; ids: number[]; real?: number }[] = [];
    for (const r of rutas()) {
      const e = esperado(r);
      if ((e.tipo !== 'empresa' && e.tipo !== 'sesion') || !r.url.includes(':') || !permitido(e, 'admin_empresa')) {
        continue;
      }
      if (!r.url.includes(':id')) {
        plan_.push({ r, ids: [Number(NO_EXISTE)] });
        continue;
      }
      const real = r.method === 'GET' ? await idReal(r.url) : await idParaEscritura(r.url);
      plan_.push({ r, ids: real !== undefined ? [real] : candidatos, real });
    }
    const antes = await conteosDemo();
    const fallos: string[] = [];
    const soloValidacion: string[] = [];
    const conIdReal = plan_.filter((p) => p.real !== undefined).length;
    let n = 0;
    for (const { r, ids, real } of plan_) {
      for (const id of ids) {
        const url = rellenar(r.url, demoId, String(id));
        const res = await enviar(r.method, url, otra);
        n++;
        if (res.statusCode === 403 || res.statusCode === 404) continue;
        // A 2xx on an id Otra Empresa owns (when the route's own table is unknown) is its own row.
        if (res.statusCode < 300 && real === undefined && propios.has(id)) continue;
        // Refused by body validation before the handler: isolation not reached (counted, listed).
        if (res.statusCode === 400 && codigo(res) === 'VALIDACION') {
          soloValidacion.push(`${r.method} ${r.url}`);
          continue;
        }
        fallos.push(`${r.method} ${url} → ${resumen(res)}`);
      }
    }
    await db.update(schema.planes).set({ modulos: plan!.modulos }).where(eq(schema.planes.id, planId));
    console.info(
      `matriz: ${n} solicitudes de otra empresa; ${conIdReal} rutas con id real de Empresa Demo; ` +
        `${new Set(soloValidacion).size} rutas rechazadas por validación antes del handler` +
        (process.env.MATRIZ_DETALLE ? `: ${[...new Set(soloValidacion)].join(', ')}` : ''),
    );
    expect(fallos).toEqual([]);
    expect(conIdReal).toBeGreaterThan(40);
    expect(await conteosDemo()).toEqual(antes);
  }, 120_000);

  it('(c) session-ending routes, last: no 5xx for anyone, and they really end or rotate the session', async () => {
    const fallos: string[] = [];
    for (const k of CIERRAN_SESION) {
      const [method, url] = k.split(' ') as [string, string];
      const anon = await enviar(method, url);
      if (
        anon.statusCode >= 500 ||
        anon.statusCode === 403 ||
        (anon.statusCode === 401 && !PUBLICA_CON_CREDENCIAL.has(k))
      ) {
        fallos.push(`${k} anónimo → ${resumen(anon)}`);
      }
      for (const email of [...Object.values(DEMO), ...Object.values(OTRA)] as string[]) {
        const res = await enviar(method, url, email);
        if (res.statusCode >= 300) fallos.push(`${k} como ${email} → ${resumen(res)}`);
      }
    }
    // After refresh (rotation) and logout, the session cookies opened in beforeAll are dead.
    for (const email of [...Object.values(DEMO), ...Object.values(OTRA)] as string[]) {
      const res = await enviar('GET', '/api/v1/auth/check-session', email);
      if (res.statusCode !== 401) fallos.push(`sesión de ${email} sigue viva → ${resumen(res)}`);
    }
    expect(fallos).toEqual([]);
  });
});

/** Runs `fn` over `items`, four at a time. */
async function enParalelo<T>(items: T[], fn: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += 4) await Promise.all(items.slice(i, i + 4).map(fn));
}

/** The first row id of a list response (an array, or the first array inside an object). */
function primerId(body: unknown): number | undefined {
  const lista = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? Object.values(body).find((v) => Array.isArray(v))
      : undefined;
  const id = (lista as { id?: unknown }[] | undefined)?.[0]?.id;
  return typeof id === 'number' ? id : undefined;
}
