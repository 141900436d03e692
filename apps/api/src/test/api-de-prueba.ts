import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { empresas } from '../db/schema/index';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from './test-app';

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The preamble of an API test file: one test app for the file with each of `usuarios` (demo
 * accounts) signed in, opened in beforeAll and closed in afterAll. Register further beforeAll
 * hooks after calling it; they run once the app and the sessions are ready.
 *
 * `who` in the helpers is one of `usuarios`, a raw Cookie header, or null/undefined (anonymous).
 */
export function apiDePrueba<const U extends string>(usuarios: readonly U[]) {
  let ctx: TestContext | undefined;
  const cookies: Record<string, string> = {};
  let demoId = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const email of usuarios) cookies[email] = cookieHeader(await loginAs(ctx.app, email));
    const [demo] = await ctx.handle.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.nombre, 'Empresa Demo SpA'));
    demoId = demo!.id;
  });
  afterAll(() => ctx?.close());

  const t = () => {
    if (!ctx) throw new Error('La app de prueba se abre en beforeAll');
    return ctx;
  };
  const headers = (who?: U | string | null): Record<string, string> => (who ? { cookie: cookies[who] ?? who } : {});
  const call = (method: Metodo, url: string, who?: U | string | null, payload?: object) =>
    t().app.inject({ method, url: `/api/v1${url}`, headers: headers(who), payload });

  return {
    /** The open test app (app, handle.db, clock). */
    get t() {
      return t();
    },
    /** Cookie header of each signed-in user. */
    cookies: cookies as Readonly<Record<U, string>>,
    /** Id of 'Empresa Demo SpA'. */
    get demoId() {
      return demoId;
    },
    headers,
    /** A JSON (or empty) request to /api/v1{url}. */
    call,
    /** The same, answering the parsed body. */
    json: async (method: Metodo, url: string, who?: U | string | null, payload?: object) =>
      (await call(method, url, who, payload)).json(),
    /** Each route answers 401 without a session and 403 to `who` (an empty JSON body is sent). */
    async rechazos(rutas: readonly (readonly [Metodo, string])[], who: U) {
      for (const [method, url] of rutas) {
        expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
        expect((await call(method, url, who, {})).statusCode, `${method} ${url}`).toBe(403);
      }
    },
    /**
     * POST /api/v1{url} as multipart/form-data: plain `campos` (undefined ones left out) and then
     * the file in the field `archivo` (CSV unless `type` says otherwise).
     */
    subir(
      url: string,
      archivo: { content: string | Buffer; filename: string; type?: string },
      campos: Record<string, string | undefined>,
      who?: U | string | null,
    ) {
      const body = multipart([
        ...Object.entries(campos).flatMap(([name, content]) => (content === undefined ? [] : [{ name, content }])),
        { name: 'archivo', filename: archivo.filename, content: archivo.content, type: archivo.type ?? 'text/csv' },
      ]);
      return t().app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        payload: body.payload,
        headers: { ...body.headers, ...headers(who) },
      });
    },
  };
}
