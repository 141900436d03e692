// `npm start`: builds the web app when its sources are newer than the build and bundles the API,
// then runs the server (API + web), forwarding signals for a graceful shutdown.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/publico.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(path.join(root, p))));
if (sourcesAt > builtAt) {
  console.log('Construyendo la aplicación web…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@atalaya/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API bundle takes a fraction of a second to build: always rebuild it.
const api = spawnSync('npm', ['run', 'build', '-w', '@atalaya/api', '--silent'], { cwd: root, stdio: 'inherit' });
if (api.status !== 0) process.exit(api.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
