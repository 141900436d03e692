import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Two builds into dist/: the signed-in app (index.html), then the light public entry
 * (publico.html: login and the channel's public pages, issue 25 §2), built on its own so that
 * `react-router` and `@tanstack/react-query` resolve to the small stand-ins in src/publico/ there,
 * and React to Preact's compatibility layer, while the app keeps the real ones. The server picks
 * the HTML by path (@atalaya/shared/rutas-publicas).
 */
const PUBLICO = process.env.ATALAYA_WEB_ENTRADA === 'publico';
const configFile = fileURLToPath(import.meta.url);
const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

/** The chunk of the public entry a module goes in (null: where the bundler puts it). */
function grupoPublico(id: string): string | null {
  if (
    /[\\/]features[\\/]auth[\\/](totp-step|codigos-recuperacion|dos-factores)/.test(id) ||
    /node_modules[\\/]sonner/.test(id)
  ) {
    return null; // the second step of a sign-in: only once a password is accepted
  }
  // The channel's pages also use the one upload helper and the one attachments list; the report
  // form's react-hook-form goes with them (the login page is a plain form).
  if (
    /[\\/]canal-denuncias[\\/]publico[\\/]|[\\/]src[\\/]lib[\\/](format|subir-archivos)|[\\/]components[\\/]lista-archivos|node_modules[\\/](date-fns|react-hook-form)/.test(
      id,
    )
  )
    return 'publico-canal';
  if (/[\\/]features[\\/]auth[\\/](?!recaptcha)|[\\/]shell[\\/]session/.test(id)) return 'publico-login';
  if (/\.css$/.test(id)) return null;
  return 'publico-base';
}

/** After the app's build, the public entry's (same config file, other entry). */
function entradaPublica(): Plugin {
  return {
    name: 'atalaya-entrada-publica',
    apply: 'build',
    async closeBundle() {
      process.env.ATALAYA_WEB_ENTRADA = 'publico';
      try {
        await build({ configFile, mode: this.environment?.config.mode });
      } finally {
        delete process.env.ATALAYA_WEB_ENTRADA;
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of the text assets (index.html included), served as they are by the
    // API's @fastify/static (preCompressed): the best compression once at build, none per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    ...(PUBLICO ? [] : [entradaPublica()]),
  ],
  resolve: {
    alias: [
      ...(PUBLICO
        ? [
            { find: /^react-router$/, replacement: src('publico/mini-router.tsx') },
            { find: /^@tanstack\/react-query$/, replacement: src('publico/mini-query.ts') },
            // Preact's React compatibility layer instead of React DOM (~50 KB less on the wire;
            // Preact 11 passes `ref` as a prop, as React 19 does, which the ui components rely on;
            // react-preact.ts adds React 19's <title>/<meta> in the head).
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react$/, replacement: src('publico/react-preact.ts') },
          ]
        : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // bench/bundle-size.ts follows the manifests to weigh each route's JavaScript.
    manifest: PUBLICO ? '.vite/manifest-publico.json' : true,
    ...(PUBLICO
      ? {
          emptyOutDir: false,
          rolldownOptions: {
            input: fileURLToPath(new URL('./publico.html', import.meta.url)),
            // Few requests, no chains: what every page uses in one chunk beside the entry, the
            // channel's five pages in one more, the login page in its own.
            output: { codeSplitting: { groups: [{ name: grupoPublico }] } },
          },
        }
      : {}),
  },
});
