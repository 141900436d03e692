import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUNDLED_REFERENCE_DIR, REPO_ROOT as repoRoot } from './paths';
import { UMBRAL_FALLOS_ORIGEN } from '@atalaya/shared/contracts/prueba-trabajo';
import { leerTrustProxy, type ProxyConfiable } from './platform/proxy-confiable';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SEED: z.enum(['demo', 'none', 'auto']).default('auto'),
  ATALAYA_ADMIN_EMAIL: z.string().email().optional(),
  ATALAYA_ADMIN_PASSWORD: z.string().min(12).optional(),
  REFERENCE_DATA_DIR: z.string().optional(),
  /** Health turns 'degraded' when a sanctions list's own date is older than this many days (0: not checked). */
  SANCTIONS_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(0),
  /** Daily download of the sanctions lists from their publication addresses (needs internet). */
  SANCTIONS_AUTO_UPDATE: booleanFlag.default(false),
  /** Each file of a list download must arrive within this, else the list in service stays. */
  SANCTIONS_DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  /** A downloaded list file larger than this (decompressed) is refused. */
  SANCTIONS_DOWNLOAD_MAX_MB: z.coerce.number().positive().default(200),
  /** A list's publication address instead of the official one: a folder ending in '/' holding its official file names, or its one file's address. */
  SANCTIONS_URL_OFAC_SDN: z.string().url().optional(),
  SANCTIONS_URL_OFAC_CONS: z.string().url().optional(),
  SANCTIONS_URL_ONU: z.string().url().optional(),
  SANCTIONS_URL_US_CSL: z.string().url().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(25),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  COOKIE_SECURE: booleanFlag.optional(),
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses/CIDRs; `true` is refused (platform/proxy-confiable.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): ProxyConfiable => {
      const leido = leerTrustProxy(v);
      if (typeof leido === 'object' && !Array.isArray(leido)) {
        ctx.addIssue({ code: 'custom', message: leido.error });
        return z.NEVER;
      }
      return leido;
    }),
  /**
   * Failed sign-ins from one client address in 15 minutes before every sign-in from it needs the
   * proof of work (README: no lockouts). Raise it for many people behind one address (an office).
   */
  LOGIN_FALLOS_POR_ORIGEN: z.coerce.number().int().min(1).default(UMBRAL_FALLOS_ORIGEN),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** admin_atalaya must enrol TOTP before signing in with a password (issue 9). Tests and e2e turn it off. */
  TOTP_PLATAFORMA_OBLIGATORIO: booleanFlag.default(true),
  /** Single sign-on (OIDC, Microsoft Entra ID by default): on when issuer, client id and secret are set. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Comma-separated email domains allowed to sign in with SSO; unset → any domain. */
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  /** Provider name on the button: 'Iniciar sesión con {OIDC_NOMBRE}'. */
  OIDC_NOMBRE: z.string().default('Microsoft'),
  /** Company that gets an account created on a first SSO sign-in from an allowed domain; unset → never. */
  OIDC_JIT_EMPRESA_ID: z.coerce.number().int().positive().optional(),
  OIDC_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The app's public origin (https://host): SSO redirect URI and postMessage target; unset → from the request. */
  PUBLIC_URL: z.string().url().optional(),
  /** base64 of 32 bytes; unset → a key file under DATA_DIR/secretos (see platform/crypto/claves.ts). */
  DENUNCIAS_MASTER_KEY: z.string().optional(),
  JOBS_IN_PROCESS: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), { message: 'SMTP_URL debe empezar con smtp:// o smtps://' })
    .optional(),
  MAIL_FROM: z.string().default('Atalaya <no-responder@atalaya.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  /** Due-diligence data source until an admin picks one in Consultas (ajustes_plataforma 'fuente_datos'). */
  DD_PROVIDER: z.enum(['mock', 'production']).default('mock'),
  DD_PROVIDER_URL: z.string().url().optional(),
  DD_PROVIDER_KEY: z.string().optional(),
  DD_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DD_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  DD_PROVIDER_CACHE_HOURS: z.coerce.number().min(0).default(24),
  /**
   * PostgreSQL: at start-up, files without a row (left by a crash) are deleted only when older than
   * this, since another instance sharing DATA_DIR/files may be mid-upload; 0 for a single instance.
   * Embedded PGlite has one process by construction and always sweeps at once.
   */
  FILES_ORPHAN_GRACE_MINUTES: z.coerce.number().min(0).default(10),
  /** PostgreSQL: a statement running longer is cancelled and the request answered 503; 0 → no limit. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** PostgreSQL: connections per server process for statements outside transactions (the reads). */
  DB_POOL_SIZE: z.coerce.number().int().positive().default(10),
  /** PostgreSQL: connections per server process for transactions (the writes), a pool of their own. */
  DB_POOL_TRANSACCIONES: z.coerce.number().int().positive().default(5),
  /** PostgreSQL: how long a request waits for a free connection before a 503; 0 → forever. */
  DB_POOL_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /** Overload (@fastify/under-pressure): 503 once the mean event-loop delay has exceeded this for more than one sample; 0 → off; unset → 200 on PostgreSQL, off on PGlite. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).optional(),
  /** Overload: 503 once the event loop has been busy more than this fraction (0–1) of each sample, for more than one; 0 → off. */
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0),
  /** Overload: how often the event loop is sampled. */
  PRESSURE_SAMPLE_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  /** Overload: the Retry-After (seconds) of a 503. */
  PRESSURE_RETRY_AFTER_SECONDS: z.coerce.number().int().positive().default(5),
  /** How long a list page may be answered from memory when no write of its company came in between; 0 turns it off. */
  LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** How long a session read may be reused from memory (this instance's writes clear it at once); 0 turns it off. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
});

export type Config = z.infer<typeof envSchema> & { referenceDataDir: string | null };

/** loadConfig for a process entry point: a bad variable is a sentence for a person, not a stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    console.error(`No se pudo iniciar Atalaya: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set" (as in docker-compose files and CI matrices).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  // A deployment may point REFERENCE_DATA_DIR at its own copy; else the one shipped with the code.
  const referenceDataDir =
    parsed.data.REFERENCE_DATA_DIR ?? (existsSync(BUNDLED_REFERENCE_DIR) ? BUNDLED_REFERENCE_DIR : null);
  return { ...parsed.data, referenceDataDir };
}

/**
 * Tests share one fixed whistleblower master key: the template database's seeded reports then open
 * in every test app, whatever its data dir (and no key file is written under the repo's ./data).
 */
export const TEST_DENUNCIAS_MASTER_KEY = Buffer.alloc(32, 'atalaya-test').toString('base64');

/** Test configuration: in-memory database, quiet logs, temp data dir given by the caller. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DENUNCIAS_MASTER_KEY: TEST_DENUNCIAS_MASTER_KEY,
      // Existing tests sign in as admin@atalaya.cl with a password alone; the 2FA tests turn it on.
      TOTP_PLATAFORMA_OBLIGATORIO: 'false',
      // A test worker's event loop stalls on PGlite and on a loaded machine: no load shedding unless a
      // test asks for it (platform/sobrecarga.test.ts).
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_EVENT_LOOP_UTILIZATION: '0',
      // Tests write rows straight into the database and read them back through the lists at once.
      LIST_CACHE_MS: '0',
      SESSION_CACHE_MS: '0',
    }),
    ...overrides,
  };
}
