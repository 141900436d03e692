// Bytes a browser is actually sent for a page of the built web app: its HTML entry, the entry
// chunk, the route's chunks and everything they import statically, and the CSS, each counted as
// the server sends it to a browser that accepts brotli — the .br copy the build wrote beside it
// (served as is by @fastify/static, preCompressed), or the file itself when it was too small to get
// one. Followed through Vite's two build manifests: the signed-in app (index.html) and the light
// public entry (publico.html: login and the channel's public pages). Response headers and API
// answers are not counted (bench/lighthouse.ts counts everything). Prints JSON.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** Size as sent with `Accept-Encoding: br`. */
function sentBytes(file: string): number {
  const full = path.join(dist, file);
  return existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
}

function weigh(html: string, files: Set<string>) {
  const all = [html, ...files];
  const bytes = all.reduce((sum, f) => sum + sentBytes(f), 0);
  return { brotli_kb: Math.round((bytes / 1024) * 10) / 10, brotli_bytes: bytes, files: all.length };
}

/** The manifest key of a chunk of the public build, by its group name (vite.config.ts). */
function group(manifest: Manifest, name: string): string[] {
  return Object.keys(manifest).filter((k) => k.startsWith(`_${name}-`));
}

export async function bundleSize() {
  const app = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const appEntry = Object.entries(app).find(([, c]) => c.isEntry)![0];
  const appRoutes: Record<string, string[]> = {
    // The signed-in app still has the login page, for a session that ends while it is open.
    login: ['src/features/auth/login-page.tsx'],
    dashboard: [
      'src/features/auth/require-auth.tsx',
      'src/shell/layout/app-shell.tsx',
      'src/features/dashboard/dashboard-page.tsx',
    ],
  };
  const signedInApp: Record<string, ReturnType<typeof weigh>> = {};
  for (const [name, modules] of Object.entries(appRoutes)) {
    signedInApp[name] = weigh('index.html', closure(app, [appEntry, ...modules.filter((m) => app[m])]));
  }

  const publicManifest = path.join(dist, '.vite/manifest-publico.json');
  const publicEntry: Record<string, ReturnType<typeof weigh>> = {};
  if (existsSync(publicManifest)) {
    const pub = JSON.parse(readFileSync(publicManifest, 'utf8')) as Manifest;
    const entry = Object.entries(pub).find(([, c]) => c.isEntry)![0];
    publicEntry.login = weigh('publico.html', closure(pub, [entry, ...group(pub, 'publico-login')]));
    // The five channel pages share one chunk: the same bytes for each.
    publicEntry['canal, formulario, consulta, exitosa, error'] = weigh(
      'publico.html',
      closure(pub, [entry, ...group(pub, 'publico-canal')]),
    );
  }
  return {
    bench: 'bundle-size',
    encoding: 'br (as served)',
    public_entry: publicEntry,
    signed_in_app: signedInApp,
    goals_kb: { public_report_form_all_transferred: 120, dashboard: 300 },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bundleSize(), null, 2));
}
