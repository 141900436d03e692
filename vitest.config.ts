import { defineConfig } from 'vitest/config';

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    // Tests of the embedded engine's own behaviour (crash recovery) run once, on PGlite.
    exclude: engine === 'postgres' ? ['src/**/*.pglite.test.ts'] : [],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Unit + API tests; API tests run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL too. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      './apps/web',
    ],
  },
});
