import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema/index';
import type { TenantTable } from '../../../platform/crud/resource';
import { cookieHeader, createTestApp, loginAs, type TestContext } from '../../../test/test-app';

/*
 * Tenant isolation, walked over every company-scoped route the app registers (CISO Assistant
 * style): Otra Empresa's administrator aims each `/:id` route at ids that belong to Empresa Demo
 * in some tenant table and must get 404 (or 403), never the data (a 2xx is only accepted for an
 * id that Otra Empresa itself owns in another table); Empresa Demo's rows must stay untouched. New routes are covered without touching this file.
 */

let t: TestContext;
let otra: string;
let demoId: number;
let otraId: number;
/** Every tenant table (has empresa_id and id). */
const tenantTables = (Object.values(schema) as unknown[]).filter(
  (v): v is TenantTable => is(v, PgTable) && 'empresa_id' in getTableColumns(v) && 'id' in getTableColumns(v),
);
let probeIds: number[] = [];
/**
 * Ids Otra Empresa owns in some tenant table, and its administrator's own user id: a 2xx on those
 * may be its own row, and a 409 its own account (nobody deletes themselves).
 */
let ownIds = new Set<number>();
const refused = (status: number, id: number) =>
  [403, 404].includes(status) || ((status < 300 || status === 409) && ownIds.has(id));

async function demoCounts() {
  const counts: number[] = [];
  for (const table of tenantTables) {
    const [row] = await t.handle.db.select({ n: count() }).from(table).where(eq(table.empresa_id, demoId));
    counts.push(row!.n);
  }
  return counts;
}

beforeAll(async () => {
  t = await createTestApp();
  otra = cookieHeader(await loginAs(t.app, 'admin@otra.cl'));
  const empresaIds = async (nombre: string) =>
    (await t.handle.db.select().from(schema.empresas).where(eq(schema.empresas.nombre, nombre)))[0]!.id;
  demoId = await empresaIds('Empresa Demo SpA');
  otraId = await empresaIds('Otra Empresa Ltda.');
  const demo = new Set<number>([demoId]);
  const [yo] = await t.handle.db.select().from(schema.usuarios).where(eq(schema.usuarios.email, 'admin@otra.cl'));
  const own = new Set<number>([otraId, yo!.id]);
  for (const table of tenantTables) {
    const rows = await t.handle.db.select({ id: table.id, empresa_id: table.empresa_id }).from(table).orderBy(table.id);
    for (const r of rows as { id: number; empresa_id: number }[]) {
      if (r.empresa_id === otraId) own.add(r.id);
    }
    const demoRows = (rows as { id: number; empresa_id: number }[]).filter((r) => r.empresa_id === demoId);
    // Up to ten per table, spread over its ids.
    const step = Math.max(1, Math.floor(demoRows.length / 10));
    for (let i = 0; i < demoRows.length; i += step) demo.add(demoRows[i]!.id);
  }
  probeIds = [...demo];
  ownIds = own;
});
afterAll(() => t.close());

const companyRoutes = () =>
  t.app.routeAccessTable.filter((r) => r.access.kind === 'session' && r.access.tenant === 'empresa');

describe('tenant isolation over every company-scoped route', () => {
  it('finds the Mi Empresa routes and ids to probe', () => {
    const urls = companyRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('GET /api/v1/trabajadores/:id');
    expect(urls).toContain('POST /api/v1/departamentos/batch-delete');
    expect(probeIds.length).toBeGreaterThan(15);
    expect(probeIds.filter((id) => !ownIds.has(id)).length).toBeGreaterThan(5);
  });

  it('GET and DELETE on /:id with Empresa Demo ids answer 404 or 403 to Otra Empresa', async () => {
    const before = await demoCounts();
    const leaks: string[] = [];
    for (const route of companyRoutes()) {
      if (!route.url.includes('/:id') || !['GET', 'DELETE'].includes(route.method)) continue;
      for (const id of probeIds) {
        // Other path parameters (e.g. /canal-denuncia/canal-denuncia/:empresa/:id) name Empresa Demo too.
        const url = route.url.replace(':id', String(id)).replace(/:empresa\b/, String(demoId));
        const res = await t.app.inject({ method: route.method as 'GET' | 'DELETE', url, headers: { cookie: otra } });
        if (!refused(res.statusCode, id)) leaks.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await demoCounts()).toEqual(before);
    // A sweep over every route × probe id: hundreds of requests, slow on a loaded machine.
  }, 120_000);

  it('batch deletes with Empresa Demo ids answer 404 and delete nothing', async () => {
    const before = await demoCounts();
    const leaks: string[] = [];
    for (const route of companyRoutes()) {
      if (!route.url.endsWith('/batch-delete')) continue;
      for (const id of probeIds) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { cookie: otra },
          payload: { ids: [id] },
        });
        if (!refused(res.statusCode, id)) leaks.push(`${route.url} [${id}] → ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await demoCounts()).toEqual(before);
    // A sweep over every route × probe id: hundreds of requests, slow on a loaded machine.
  }, 120_000);

  it('naming Empresa Demo in empresa_id never answers Empresa Demo’s data', async () => {
    const leaks: string[] = [];
    for (const route of companyRoutes()) {
      if (route.method !== 'GET' || route.url.includes(':')) continue;
      const get = (qs: string) => t.app.inject({ method: 'GET', url: `${route.url}${qs}`, headers: { cookie: otra } });
      const res = await get(`?empresa_id=${demoId}`);
      if ([403, 404].includes(res.statusCode)) continue;
      // A route that ignores the parameter must answer exactly its caller's own data.
      if (res.body !== (await get('')).body) leaks.push(`${route.url} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it('Mi Empresa lists refuse another company’s empresa_id with 404', async () => {
    for (const path of ['departamentos', 'centros', 'proceso', 'trabajadores', 'recursos']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${path}/?empresa_id=${demoId}`,
        headers: { cookie: otra },
      });
      expect(res.statusCode, path).toBe(404);
    }
  });
});
