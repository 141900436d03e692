import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import cookiePlugin from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { usuarios } from '../../db/schema/index';
import { testConfig } from '../../config';
import { departamentosResource } from '../../modules/mi-empresa/empresa/empresa.resources';
import { freshDatabase } from '../../test/test-app';
import { accessGuard, SESSION_COOKIE } from '../access';
import { createSession, sessionPolicy } from '../auth/sessions';
import { registerErrorHandler } from '../errors';
import { registerCrudRoutes } from './crud.routes';
import { crudService } from './crud.service';
import { listCachePlugin } from './list-cache';
import { escriturasPlugin } from '../escrituras';
import { tiposRequisitoResource } from '../../modules/globales/catalogo/catalogo.resources';

/*
 * The generic layer's own options on a bare app: PATCH updates (SPEC's categories) take the
 * partial body without defaults, and a resource without `lote` gets no batch-update route.
 */

let handle: DatabaseHandle;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  handle = await freshDatabase();
  const config = testConfig();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('clock', () => new Date());
  app.decorate('sessionPolicy', sessionPolicy(config));
  registerErrorHandler(app, { uploadLimitMb: 1 });
  await app.register(cookiePlugin);
  await app.register(escriturasPlugin);
  await app.register(accessGuard);
  await app.register(listCachePlugin, { ttlMs: 0 });
  const { lote: _lote, ...contracts } = departamentosResource.contracts;
  await app.register(
    async (i) =>
      registerCrudRoutes(i, {
        ...departamentosResource,
        path: 'areas',
        contracts: { ...contracts, update: 'PATCH' as const },
      }),
    { prefix: '/api/v1' },
  );
  await app.ready();
  const [admin] = await handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
  const tokens = await createSession(handle.db, app.sessionPolicy, {
    usuarioId: admin!.id,
    empresaId: admin!.empresa_id,
    now: new Date(),
  });
  cookie = `${SESSION_COOKIE}=${tokens.accessToken}`;
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});

const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, payload });

describe('registerCrudRoutes options', () => {
  it('PATCH changes only the fields sent', async () => {
    const [dep] = (await call('GET', '/areas/?q=cumplimiento')).json().data;
    const res = await call('PATCH', `/areas/${dep.id}`, { descripcion: 'Nueva descripción' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      nombre: 'Cumplimiento',
      descripcion: 'Nueva descripción',
      parent_id: dep.parent_id,
      responsable_id: dep.responsable_id,
    });
    const bad = await call('PATCH', `/areas/${dep.id}`, { nombre: ' ' });
    expect(bad.json().errores).toEqual({ nombre: 'El nombre es obligatorio' });
    expect((await call('PUT', `/areas/${dep.id}`, { nombre: 'X' })).statusCode).toBe(404);
  });

  it('refuses a global resource on a tenant table and a tenant resource on a global table', () => {
    expect(() => crudService({ ...departamentosResource, alcance: 'global' })).toThrow(/empresa_id/);
    expect(() => crudService({ ...tiposRequisitoResource, alcance: 'empresa' })).toThrow(/empresa_id/);
    expect(() => crudService(tiposRequisitoResource)).not.toThrow();
  });

  it('registers no batch-update without `lote`', async () => {
    const urls = app.routeAccessTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toContain('POST /api/v1/areas/batch-delete');
    expect(urls).not.toContain('PUT /api/v1/areas/batch-update');
  });
});
