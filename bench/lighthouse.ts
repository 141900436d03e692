// Lighthouse 12.2.3 (default mobile profile: simulated slow 4G, 4× CPU slowdown) on the public
// pages and the login page, in Debian's Chromium, against the production build served the way
// `npm start` serves it (apps/api/dist/server.mjs with apps/web/dist). Builds nothing: run
// `npm run build` first. Each page is audited BENCH_RUNS times (default 3); the median run (by
// performance score) is reported. Prints JSON.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, waitForExit } from '../apps/api/src/test/spawn-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_PASSWORD = 'Atalaya.Demo.2026';
const GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  report_form_max_transferred_bytes: 120 * 1024,
};

interface PageResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp_ms: number;
  fcp_ms: number;
  tbt_ms: number;
  cls: number;
  transferred_bytes: number;
  /** Audits of the three categories that did not pass, for the reader to act on. */
  failed_audits: string[];
  /** What the console errors and browser issues were (best practices). */
  issues: string[];
  /** Each response: url path and bytes transferred. */
  requests?: { url: string; bytes: number }[];
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

/** The demo company's channel token and slug, as its admin sees them in the channel configuration. */
async function canalDemo(base: string): Promise<{ token: string; slug: string }> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin@demo.cl', password: ADMIN_PASSWORD }),
  });
  await login.arrayBuffer();
  if (!login.ok) throw new Error(`login del administrador demo: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const config = await fetch(`${base}/api/v1/canal-denuncia/configuracion`, { headers: { cookie } });
  if (!config.ok) throw new Error(`configuración del canal: ${config.status}`);
  return (await config.json()) as { token: string; slug: string };
}

async function audit(port: number, name: string, base: string, pagePath: string): Promise<PageResult> {
  const result = await lighthouse(
    `${base}${pagePath}`,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
    undefined,
  );
  if (!result) throw new Error(`${name}: Lighthouse no devolvió resultado`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const failed = new Set<string>();
  for (const cat of ['performance', 'accessibility', 'best-practices']) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const au = a[ref.id];
      if (au && ref.weight > 0 && au.score !== null && au.score < 0.9) failed.add(`${ref.id} (${score(au.score)})`);
    }
  }
  const issues: string[] = [];
  for (const id of ['errors-in-console', 'inspector-issues']) {
    const items = (a[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
    for (const item of items) {
      const sub = (item.subItems as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      issues.push(
        `${id}: ${String(item.description ?? item.issueType ?? '')} ${String(item.sourceLocation ? JSON.stringify(item.sourceLocation) : (item.url ?? ''))} ${sub.map((x) => JSON.stringify(x)).join(' ')}`.slice(
          0,
          400,
        ),
      );
    }
  }
  const requests = (
    (a['network-requests']?.details as { items?: { url: string; transferSize?: number }[] } | undefined)?.items ?? []
  ).map((r) => ({ url: r.url.replace(base, ''), bytes: r.transferSize ?? 0 }));
  return {
    page: name,
    path: pagePath,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    lcp_ms: Math.round(a['largest-contentful-paint']?.numericValue ?? NaN),
    fcp_ms: Math.round(a['first-contentful-paint']?.numericValue ?? NaN),
    tbt_ms: Math.round(a['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((a['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    transferred_bytes: Math.round(a['total-byte-weight']?.numericValue ?? NaN),
    failed_audits: [...failed],
    issues,
    ...(process.env.BENCH_LH_REQUESTS ? { requests } : {}),
  };
}

/** Lighthouse sometimes fails to record the trace on a loaded machine (NO_NAVSTART): try again. */
async function auditConReintento(port: number, name: string, base: string, pagePath: string): Promise<PageResult> {
  for (let intento = 1; ; intento++) {
    try {
      return await audit(port, name, base, pagePath);
    } catch (error) {
      if (intento >= 3) throw error;
      console.error(`${name}: ${(error as Error).message}; otro intento`);
    }
  }
}

export async function lighthouseBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-lighthouse-'));
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      SEED: 'demo',
      NODE_ENV: 'production',
      JOBS_IN_PROCESS: 'false',
      // Page loads are measured, not load shedding on a busy bench machine.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    60_000,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { token, slug } = await canalDemo(server.url);
    const pages: [string, string][] = [
      ['login', '/login'],
      ['canal', `/canal/${token}`],
      ['formulario', `/${slug}/${token}`],
      ['consulta', `/consulta-denuncia/${token}`],
    ];
    const results: PageResult[] = [];
    for (const [name, pagePath] of pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditConReintento(chrome.port, name, server.url, pagePath));
      runs.sort((x, y) => x.performance - y.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      results.push({ ...median, performance_runs: runs.map((r) => r.performance) } as PageResult);
    }
    const form = results.find((r) => r.page === 'formulario')!;
    return {
      bench: 'lighthouse',
      lighthouse: '12.2.3',
      profile: 'default mobile (simulated slow 4G, 4x CPU slowdown)',
      runs_per_page: RUNS,
      load_average: os.loadavg().map((x) => Math.round(x * 100) / 100),
      pages: results,
      goals: GOALS,
      goals_met: {
        scores: results.every(
          (r) =>
            r.performance >= GOALS.performance &&
            r.accessibility >= GOALS.accessibility &&
            r.bestPractices >= GOALS.bestPractices,
        ),
        report_form_transferred: form.transferred_bytes <= GOALS.report_form_max_transferred_bytes,
      },
    };
  } finally {
    chrome.kill();
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await lighthouseBench(), null, 2));
}
