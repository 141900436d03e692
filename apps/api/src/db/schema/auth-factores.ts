import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { usuarios } from './core';

/*
 * Second factors and single sign-on (issue 9). TOTP secrets are stored encrypted with the
 * platform key; recovery codes and one-time tokens only as SHA-256 hashes.
 */

/** A user's TOTP enrolment: pending until the first code confirms it (`activado_at`). */
export const usuario_totp = pgTable('usuario_totp', {
  usuario_id: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  /** Base32 secret, encrypted (platform/crypto cifrar). */
  secreto_cifrado: text('secreto_cifrado').notNull(),
  activado_at: timestamp('activado_at', { withTimezone: true, mode: 'date' }),
  /** Last accepted RFC 6238 time step: a code of this step or an earlier one is refused (no replay). */
  ultimo_paso: integer('ultimo_paso'),
  ...timestamps,
});

/** Recovery codes, shown once at enrolment; each works once. */
export const usuario_codigos_recuperacion = pgTable(
  'usuario_codigos_recuperacion',
  {
    id: id(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    codigo_hash: text('codigo_hash').notNull(),
    usado_at: timestamp('usado_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('usuario_codigos_recuperacion_usuario_idx').on(t.usuario_id)],
);

/**
 * Short-lived, single-use steps of a sign-in: `totp` (password accepted, waiting for the code),
 * `oidc_estado` (an authorization request in flight: nonce and PKCE verifier in `datos`) and
 * `oidc_sesion` (the `code_session` handed to the opener window). Looked up by token hash.
 */
export const auth_desafios = pgTable(
  'auth_desafios',
  {
    token_hash: text('token_hash').primaryKey(),
    /** totp | oidc_estado | oidc_sesion */
    tipo: text('tipo').notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    datos: jsonb('datos').$type<Record<string, string>>(),
    intentos: integer('intentos').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usado_at: timestamp('usado_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('auth_desafios_expires_idx').on(t.expires_at)],
);
