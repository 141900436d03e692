// Gzip size of the JavaScript a browser downloads for a route: the entry chunk plus the route's
// lazy chunk and everything they import statically, from Vite's build manifest. Prints JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function gzipKb(files: Set<string>): number {
  let bytes = 0;
  for (const f of files) bytes += gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length;
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Route name → the source modules whose lazy chunks that route loads. */
const ROUTES: Record<string, string[]> = {
  login: ['src/features/auth/login-page.tsx'],
  dashboard: [
    'src/features/auth/require-auth.tsx',
    'src/components/layout/app-shell.tsx',
    'src/features/dashboard/dashboard-page.tsx',
  ],
};

export async function bundleSize() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)![0];
  const routes: Record<string, { gzip_kb: number; files: number }> = {};
  for (const [name, modules] of Object.entries(ROUTES)) {
    const present = modules.filter((m) => manifest[m]);
    const files = closure(manifest, [entry, ...present]);
    routes[name] = { gzip_kb: gzipKb(files), files: files.size };
  }
  return { bench: 'bundle-size', routes, goals_kb: { login: 150, dashboard: 300 } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bundleSize(), null, 2));
}
