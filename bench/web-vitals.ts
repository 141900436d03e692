// Largest Contentful Paint and Cumulative Layout Shift of the built web app on loopback, in
// Debian's Chromium through Playwright: the login page, the dashboard of a signed-in admin and a
// list page (/mi-empresa/trabajadores). Each run is a fresh browser context (cold cache, as a first
// visit); the median of BENCH_RUNS runs is compared with web.dev's "good" thresholds. Builds the
// web first and adds the per-route gzip sizes of bench/bundle-size.ts. Prints JSON.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions } from '@playwright/test';
import { startServer, waitForExit } from '../apps/api/src/test/spawn-server';
import { bundleSize } from './bundle-size';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'Atalaya.Demo.2026';
const GOALS = { lcp_ms: 2500, cls: 0.1 };

/**
 * Runs in the page before any script: buffered observers keep the last LCP candidate and the CLS
 * as web-vitals computes it (largest session window: shifts < 1 s apart, window ≤ 5 s, shifts
 * right after input excluded).
 */
const OBSERVE = `(() => {
  const v = (window.__vitals = { lcp: null, lcpElement: null, cls: 0, fcp: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.startTime;
      const el = e.element;
      v.lcpElement = el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 3).join('.') : '') : null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (windowValue && e.startTime - last < 1000 && e.startTime - windowStart < 5000) windowValue += e.value;
      else { windowValue = e.value; windowStart = e.startTime; }
      last = e.startTime;
      v.cls = Math.max(v.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

interface Vitals {
  lcp: number | null;
  lcpElement: string | null;
  cls: number;
  fcp: number | null;
}

interface Route {
  name: string;
  path: string;
  /** Visible once the page has its content. */
  ready: string;
  signedIn: boolean;
}

const ROUTES: Route[] = [
  { name: 'login', path: '/login', ready: 'button:has-text("Iniciar sesión")', signedIn: false },
  { name: 'dashboard', path: '/dashboard', ready: 'h1:has-text("Bienvenido")', signedIn: true },
  { name: 'trabajadores', path: '/mi-empresa/trabajadores', ready: 'table tbody tr', signedIn: true },
];

async function measure(browser: Browser, url: string, route: Route, session: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    storageState: route.signedIn ? session : undefined,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    await page.goto(`${url}${route.path}`, { waitUntil: 'load' });
    await page.locator(route.ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    if (!page.url().endsWith(route.path)) throw new Error(`${route.name}: terminó en ${page.url()}`);
    // Late shifts (fonts, data, lazy chunks arriving) count too: let the page settle before
    // reading (network idle at best; a polling request may keep it busy, so bounded).
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(1000);
    const v = (await page.evaluate('window.__vitals')) as Vitals;
    return {
      lcp_ms: v.lcp === null ? null : Math.round(v.lcp),
      fcp_ms: v.fcp === null ? null : Math.round(v.fcp),
      cls: Math.round(v.cls * 10_000) / 10_000,
      lcp_element: v.lcpElement,
    };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function webVitals() {
  // Build output goes to stderr: stdout is the JSON result.
  execFileSync('npm', ['run', 'build', '-w', '@atalaya/web'], { cwd: root, stdio: ['ignore', 2, 2] });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-vitals-'));
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    // One sign-in through the form; every signed-in run reuses its cookies in a fresh context.
    const login = await browser.newContext();
    const page = await login.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Correo electrónico').fill('admin@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    const session = await login.storageState();
    await login.close();

    const routes: Record<string, unknown> = {};
    for (const route of ROUTES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, route, session));
      const lcp = median(runs.map((r) => r.lcp_ms ?? Infinity));
      const cls = median(runs.map((r) => r.cls));
      routes[route.name] = {
        path: route.path,
        lcp_ms_median: lcp,
        cls_median: cls,
        fcp_ms_median: median(runs.map((r) => r.fcp_ms ?? Infinity)),
        lcp_ok: lcp <= GOALS.lcp_ms,
        cls_ok: cls <= GOALS.cls,
        runs,
      };
    }
    return {
      bench: 'web-vitals',
      browser: `chromium ${browser.version()}`,
      viewport: '1366x768',
      runs_per_route: RUNS,
      load_average: os.loadavg().map((x) => Math.round(x * 100) / 100),
      routes,
      goals: GOALS,
      bundle: await bundleSize(),
    };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await webVitals(), null, 2));
}
