// Server for Playwright: the built app on a brand-new embedded database with the demo seed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcProvider } from './oidc-local.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atalaya-e2e-'));
// e2e/sso.spec.ts signs in through a real local OIDC provider, on the app's port + 1 by default.
const appPort = Number(process.env.PORT ?? 3000);
const idp = await startOidcProvider({
  port: Number(process.env.OIDC_LOCAL_PORT ?? appPort + 1),
  redirectUris: [`http://127.0.0.1:${appPort}/api/v1/auth/callback/microsoft`],
});
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    // Specs sign in as admin@atalaya.cl with a password alone; e2e/dos-factores.spec.ts enrols its own user.
    TOTP_PLATAFORMA_OBLIGATORIO: 'false',
    // Every spec signs in from 127.0.0.1, and several fail on purpose: the address's threshold
    // would otherwise put a proof of work in front of the API sign-ins of later specs.
    LOGIN_FALLOS_POR_ORIGEN: '1000',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
