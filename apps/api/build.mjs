// Bundles the API (our TypeScript, @atalaya/shared and most dependencies) into dist/ for
// production start-up: no on-the-fly transpiling and far fewer module look-ups (cold start).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Fresh bundle each time; the PGlite template (named by migrations hash) is kept.
for (const f of (existsSync('dist') ? readdirSync('dist', { withFileTypes: true }) : []).filter(
  (e) => !e.name.startsWith('pglite-template-'),
)) {
  rmSync(`dist/${f.name}`, { recursive: true, force: true });
}

// Packages that load files beside themselves (wasm, native addons, static assets, worker
// threads) stay external; everything else is bundled.
const KEEP_EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  '@fastify/static',
  'pg-native',
  'pino',
  'thread-stream',
  'esbuild',
  'pdfkit',
];

await build({
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'audit-verify': 'src/scripts/audit-verify.ts',
    'reference-import': 'src/scripts/reference-import.ts',
    'reference-update': 'src/scripts/reference-update.ts',
    'build-template': 'src/scripts/build-template.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS dependencies still call require().
  banner: {
    js: "import { createRequire as __atalayaRequire } from 'node:module'; const require = __atalayaRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          KEEP_EXTERNAL.some((p) => args.path === p || args.path.startsWith(`${p}/`))
            ? { path: args.path, external: true }
            : undefined,
        );
      },
    },
  ],
});

// A migrated, empty PGlite cluster for new data directories (skipped when already current).
execFileSync(process.execPath, ['dist/build-template.mjs'], { stdio: 'inherit' });
