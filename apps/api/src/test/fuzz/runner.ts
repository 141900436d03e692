import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '@atalaya/shared/contracts/common';
import type { Database } from '../../db/client';
import { DEMO_PASSWORD } from '../../seed/demo';
import { requestArb, type FuzzRequest, type Identity } from './generate';
import { collectTenantData } from './markers';
import type { FuzzRoute } from './routes';

const ACCOUNTS: Record<Exclude<Identity, 'anonimo'>, string> = {
  demo: 'admin@demo.cl',
  otra: 'admin@otra.cl',
  atalaya: 'admin@atalaya.cl',
};

/**
 * Routes that could lock the fuzzer's own accounts out (delete their company, deactivate them,
 * strip their role or plan): ids of those rows are swapped for one that does not exist.
 */
const IDENTITY_CRITICAL = /^\/api\/v1\/(empresas|usuarios-globales|usuarios|roles|planes)(\/|\?|$)/;
const MISSING_ID = 987_654;

export interface FuzzFailure {
  index: number;
  identity: Identity;
  method: string;
  url: string;
  input: unknown;
  status: number;
  response: string;
}

export interface FuzzReport {
  engine: string;
  seed: number;
  requests: number;
  routes: number;
  routesHit: number;
  byStatus: Record<string, number>;
  byIdentity: Record<string, Record<string, number>>;
  errors5xx: FuzzFailure[];
  schemaBreaking: (FuzzFailure & { issues: string })[];
  leakedRows: (FuzzFailure & { marker: string })[];
  markers: { demo: number; otra: number };
  /** Requests after which an identity's session was gone and it signed in again. */
  relogins: { identity: Identity; method: string; url: string }[];
  durationMs: number;
}

const cut = (s: string, n = 600) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

function scrubIds(value: unknown, protectedIds: Set<number>): unknown {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    return protectedIds.has(Number(value)) ? (typeof value === 'number' ? MISSING_ID : String(MISSING_ID)) : value;
  }
  if (Array.isArray(value)) return value.map((v) => scrubIds(v, protectedIds));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubIds(v, protectedIds)]));
  }
  return value;
}

function protectUrl(url: string, protectedIds: Set<number>) {
  const [path, query] = url.split('?');
  const safePath = path!
    .split('/')
    .map((seg) => (/^\d+$/.test(seg) && protectedIds.has(Number(seg)) ? String(MISSING_ID) : seg))
    .join('/');
  if (!query) return safePath;
  const sp = new URLSearchParams(query);
  for (const [k, v] of [...sp]) if (/^\d+$/.test(v) && protectedIds.has(Number(v))) sp.set(k, String(MISSING_ID));
  return `${safePath}?${sp.toString()}`;
}

/** The first marker found in a response body, as raw text or JSON-escaped. */
export function findMarker(text: string, markers: string[]): string | undefined {
  return markers.find((m) => text.includes(m) || text.includes(JSON.stringify(m).slice(1, -1)));
}

export async function login(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: new URLSearchParams({ username: email, password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
  return res.cookies
    .filter((c) => c.value)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

function multipartBody(parts: NonNullable<FuzzRequest['multipart']>) {
  const boundary = '----atalayafuzz7d1e';
  const chunks = parts.map((p) => {
    const disposition =
      p.filename === undefined
        ? `form-data; name="${p.name}"`
        : `form-data; name="${p.name}"; filename="${p.filename}"`;
    const type = p.filename !== undefined ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${p.content}\r\n`;
  });
  return {
    payload: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * Sends `runs` generated requests (reproducible from `seed`) and checks every answer: no 5xx,
 * the body matches the route's declared schema for that status, and no row of the other tenant
 * (nor, to anonymous callers, of any tenant) shows up.
 */
export async function runFuzz(
  app: FastifyInstance,
  db: Database,
  routes: FuzzRoute[],
  opts: { runs: number; seed: number; engine: string },
): Promise<FuzzReport> {
  const started = Date.now();
  const data = await collectTenantData(db);
  const protectedIds = new Set<number>([data.demo.id, data.otra.id]);
  for (const table of ['usuarios', 'roles', 'planes', 'empresas']) {
    const res = (await db.execute(sql.raw(`SELECT id FROM ${table}`))) as unknown as { rows: { id: number }[] };
    if (table !== 'usuarios') res.rows.forEach((r) => protectedIds.add(Number(r.id)));
  }
  const cookies: Record<Identity, string> = { anonimo: '', demo: '', otra: '', atalaya: '' };
  const accounts = Object.entries(ACCOUNTS) as [Exclude<Identity, 'anonimo'>, string][];
  for (const [id, email] of accounts) cookies[id] = await login(app, email);
  const ids = (await db.execute(
    sql`SELECT id FROM usuarios WHERE email IN ('admin@demo.cl', 'admin@otra.cl', 'admin@atalaya.cl')`,
  )) as unknown as { rows: { id: number }[] };
  ids.rows.forEach((r) => protectedIds.add(Number(r.id)));

  const ctx = { demoIds: data.demo.ids, otraIds: data.otra.ids, tokens: data.tokens };
  const requests = fc.sample(requestArb(routes, ctx), { seed: opts.seed, numRuns: opts.runs });
  const report: FuzzReport = {
    engine: opts.engine,
    seed: opts.seed,
    requests: 0,
    routes: routes.length,
    routesHit: 0,
    byStatus: {},
    byIdentity: {},
    errors5xx: [],
    schemaBreaking: [],
    leakedRows: [],
    markers: { demo: data.demo.markers.length, otra: data.otra.markers.length },
    relogins: [],
    durationMs: 0,
  };
  const hit = new Set<number>();
  // What each identity must never see.
  const forbidden: Record<Identity, string[]> = {
    anonimo: [...data.demo.privateMarkers, ...data.otra.privateMarkers],
    demo: data.otra.markers,
    otra: data.demo.markers,
    atalaya: [],
  };
  const forbiddenOnPublic: Record<Identity, string[]> = {
    anonimo: forbidden.anonimo,
    demo: data.otra.privateMarkers,
    otra: data.demo.privateMarkers,
    atalaya: [],
  };

  for (const [index, generated] of requests.entries()) {
    const route = routes[generated.route]!;
    let { url, body } = generated;
    let identity = generated.identity;
    // Signing out would end the fuzzer's own session: only anonymous callers log out.
    if (route.url.endsWith('/auth/logout')) identity = 'anonimo';
    if (IDENTITY_CRITICAL.test(route.url) && route.method !== 'GET') {
      url = protectUrl(url, protectedIds);
      body = scrubIds(body, protectedIds);
    }
    const headers: Record<string, string> = {};
    if (cookies[identity]) headers.cookie = cookies[identity];
    let payload: string | Buffer | undefined;
    if (generated.multipart) {
      const mp = multipartBody(generated.multipart);
      payload = mp.payload;
      headers['content-type'] = mp.contentType;
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: route.method as 'GET', url, headers, payload });
    // Like a browser: a rotated session cookie (refresh, company switch) replaces the old one.
    if (identity !== 'anonimo') {
      const jar = new Map(cookies[identity].split('; ').map((c) => c.split('=', 2) as [string, string]));
      for (const c of res.cookies) {
        if (c.value) jar.set(c.name, c.value);
        else jar.delete(c.name);
      }
      cookies[identity] = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    report.requests++;
    hit.add(generated.route);
    const status = res.statusCode;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    const perId = (report.byIdentity[identity] ??= {});
    perId[status] = (perId[status] ?? 0) + 1;
    const failure = (): FuzzFailure => ({
      index,
      identity,
      method: route.method,
      url: cut(url, 300),
      input: generated.multipart
        ? { multipart: generated.multipart.map((p) => ({ ...p, content: cut(p.content, 80) })) }
        : typeof body === 'string'
          ? cut(body, 300)
          : body === undefined
            ? undefined
            : JSON.parse(cut(JSON.stringify(body), 100_000)),
      status,
      response: cut(res.body),
    });
    if (status >= 500) report.errors5xx.push(failure());
    const type = String(res.headers['content-type'] ?? '');
    // Undeclared error statuses still owe the common error body (DESIGN §4).
    const schema = route.response[String(status)] ?? (status >= 400 ? errorBodySchema : undefined);
    if (schema && type.includes('json')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(res.body);
      } catch {
        parsed = Symbol('no-json');
      }
      const check = schema.safeParse(parsed);
      if (!check.success) {
        report.schemaBreaking.push({ ...failure(), issues: cut(JSON.stringify(check.error.issues), 800) });
      }
    }
    // Public routes (the report channel) show any company's name and categories to anyone.
    const mustNotSee = route.access?.kind === 'public' ? forbiddenOnPublic[identity] : forbidden[identity];
    if (/json|text|html|svg|csv/.test(type) && mustNotSee.length) {
      const marker = findMarker(res.body, mustNotSee);
      if (marker) report.leakedRows.push({ ...failure(), marker });
    }
    // A generated request may still end a session (e.g. a company setting); sign in again.
    if (status === 401 && identity !== 'anonimo' && route.access?.kind === 'session') {
      const check = await app.inject({ method: 'GET', url: '/api/v1/auth/check-session', headers });
      if (check.statusCode === 401) {
        cookies[identity] = await login(app, ACCOUNTS[identity]);
        report.relogins.push({ identity, method: route.method, url: cut(url, 200) });
      }
    }
  }
  report.routesHit = hit.size;
  report.durationMs = Date.now() - started;
  return report;
}
