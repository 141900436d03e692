// Bundles the API's TypeScript (and @atalaya/shared) into dist/ for production start-up:
// no on-the-fly transpiling, far fewer module look-ups. node_modules stay external.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Fresh bundle each time; the PGlite template (named by migrations hash) is kept.
for (const f of (existsSync('dist') ? readdirSync('dist', { withFileTypes: true }) : []).filter(
  (e) => !e.name.startsWith('pglite-template-'),
)) {
  rmSync(`dist/${f.name}`, { recursive: true, force: true });
}

await build({
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    'audit-verify': 'src/scripts/audit-verify.ts',
    'reference-import': 'src/scripts/reference-import.ts',
    'build-template': 'src/scripts/build-template.ts',
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
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        // Bundle our own workspace packages (TypeScript sources); leave every npm package external.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@atalaya/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// A migrated, empty PGlite cluster for new data directories (skipped when already current).
execFileSync(process.execPath, ['dist/build-template.mjs'], { stdio: 'inherit' });
