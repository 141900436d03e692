/**
 * The floor plan's import rules (issue 26 §5; ARCHITECTURE.md). `npm run check:deps` fails on a
 * new violation; the ones that predate a rule are listed in .dependency-cruiser-known-violations.json
 * and may only shrink (regenerate it with `npm run check:deps:baseline` after removing some).
 */
const WEB = '^apps/web/src/';
const API = '^apps/api/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-no-importa-apps',
      comment: 'packages/shared is the contract both sides read: it knows neither the API nor the web.',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-y-api-separados',
      comment: 'The web and the API meet only through packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-y-web-separados',
      comment: 'The web and the API meet only through packages/shared.',
      severity: 'error',
      // The import tests feed the API a workbook the web's own export wrote (the round trip users make).
      from: { path: '^apps/api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'plataforma-no-importa-modulos',
      comment: 'platform/ is what every area stands on: it must not reach up into an area.',
      severity: 'error',
      // A platform test may use an area as its fixture.
      from: { path: `${API}platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${API}modules/` },
    },
    {
      name: 'db-no-importa-modulos',
      comment: 'db/ (client, schema, migrations) describes tables; areas read it, never the other way round.',
      severity: 'error',
      from: { path: `${API}db/` },
      to: { path: `${API}modules/` },
    },
    {
      name: 'consultas-en-repositorios',
      comment:
        'Every query of an area is in its *.repository.ts (or a generic-CRUD *.resource(s).ts that declares its table); services, routes and jobs call those.',
      severity: 'error',
      from: { path: `${API}modules/`, pathNot: '(\\.repository|\\.resources?|\\.test|\\.fixtures)\\.ts$' },
      to: { path: ['^node_modules/drizzle-orm', `${API}db/schema/`] },
    },
    {
      name: 'shell-no-importa-features',
      comment: 'The shell (layout, session, error pages, bell) frames every feature and imports none.',
      severity: 'error',
      from: { path: `${WEB}shell/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'componentes-no-importan-shell',
      comment: 'components/, lib/ and hooks/ sit below the shell that frames the screens.',
      severity: 'error',
      from: { path: [`${WEB}components/`, `${WEB}lib/`, `${WEB}hooks/`] },
      to: { path: `${WEB}shell/` },
    },
    {
      name: 'ui-no-importa-capas-superiores',
      comment: 'components/ui are primitives: only lib/ and hooks/ are below them.',
      severity: 'error',
      from: { path: `${WEB}components/ui/` },
      to: { path: WEB, pathNot: [`${WEB}components/ui/`, `${WEB}lib/`, `${WEB}hooks/`] },
    },
    {
      name: 'componentes-no-importan-features',
      comment: 'components/ are shared by the features, so they import none of them.',
      severity: 'error',
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}features/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '\\.dist-test-', '^apps/api/drizzle/'] },
    tsPreCompilationDeps: true,
    // Resolves the web's `@/` imports.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: false,
  },
};
