import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from './columns';

/** Commercial plans: which modules a company may use and its due-diligence credits. */
export const planes = pgTable('planes', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  modulos: text('modulos')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  creditos_due_diligence: integer('creditos_due_diligence').notNull().default(0),
  /** Credits one due diligence of each kind spends. */
  costo_dd_lite: integer('costo_dd_lite').notNull().default(1),
  costo_dd_full: integer('costo_dd_full').notNull().default(3),
  activo: boolean('activo').notNull().default(true),
  ...timestamps,
});

/** Tenants. `token_canal` is the public whistleblower channel token (uuid in public URLs). */
export const empresas = pgTable(
  'empresas',
  {
    id: id(),
    /** Razón social. */
    nombre: text('nombre').notNull(),
    nombre_fantasia: text('nombre_fantasia').notNull().default(''),
    rut: text('rut').notNull(),
    /** SII economic-activity code (reference table actividades_economicas). */
    actividad_codigo: text('actividad_codigo'),
    direccion: text('direccion').notNull().default(''),
    region_codigo: text('region_codigo'),
    comuna_codigo: text('comuna_codigo'),
    logo_url: text('logo_url'),
    plan_id: integer('plan_id').references(() => planes.id, { onDelete: 'restrict' }),
    token_canal: uuid('token_canal').notNull().unique().defaultRandom(),
    creditos_due_diligence: integer('creditos_due_diligence').notNull().default(0),
    /** A published document is 'por vencer' this many days before it expires. */
    dias_aviso_vencimiento: integer('dias_aviso_vencimiento').notNull().default(30),
    /**
     * Which notice categories reach this company's users by bell and by mail, e.g.
     * `{ "documentos": { "campana": true, "correo": false } }`; a missing category means both on.
     */
    preferencias_notificacion: jsonb('preferencias_notificacion')
      .$type<Record<string, { campana: boolean; correo: boolean }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    es_plataforma: boolean('es_plataforma').notNull().default(false),
    /** Every password sign-in of this company's users needs a TOTP code (issue 9). */
    exigir_2fa: boolean('exigir_2fa').notNull().default(false),
    /** E-mail domains bound to this company (issue 24 F7 part B); empty = not bound. */
    dominios_correo: text('dominios_correo')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activo: boolean('activo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('empresas_rut_unique').on(t.rut),
    index('empresas_nombre_trgm').using('gin', sql`${t.nombre} gin_trgm_ops`),
  ],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull().default(''),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    activo: boolean('activo').notNull().default(true),
    ultimo_acceso: timestamp('ultimo_acceso', { withTimezone: true, mode: 'date' }),
    /**
     * Invited and not yet accepted (issue 24 F7): cannot sign in, by password or SSO, until the
     * owner of the address opens the link and sets a password (or signs in by SSO in time).
     */
    invitacion_pendiente: boolean('invitacion_pendiente').notNull().default(false),
    /**
     * An invitation of an address that belongs to another company's account: shown to the
     * inviting company like any pending invitation so creation reveals nothing, but it has no
     * link and never activates. Exempt from the global e-mail uniqueness and from every
     * sign-in look-up by e-mail.
     */
    invitacion_inerte: boolean('invitacion_inerte').notNull().default(false),
    /** SHA-256 of the one-time invitation token (the token itself travels only in the mail). */
    invitacion_token_hash: text('invitacion_token_hash'),
    invitacion_expira: timestamp('invitacion_expira', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('usuarios_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`NOT ${t.invitacion_inerte}`),
    uniqueIndex('usuarios_empresa_email_unique').on(t.empresa_id, sql`lower(${t.email})`),
    uniqueIndex('usuarios_invitacion_token_unique')
      .on(t.invitacion_token_hash)
      .where(sql`${t.invitacion_token_hash} IS NOT NULL`),
    check('usuarios_invitacion_inerte_pendiente', sql`NOT ${t.invitacion_inerte} OR ${t.invitacion_pendiente}`),
    index('usuarios_empresa_idx').on(t.empresa_id, t.apellido),
    index('usuarios_nombre_trgm').using('gin', sql`(${t.nombre} || ' ' || ${t.apellido}) gin_trgm_ops`),
  ],
);

export const roles = pgTable('roles', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  descripcion: text('descripcion').notNull().default(''),
  ...timestamps,
});

export const usuario_roles = pgTable(
  'usuario_roles',
  {
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    rol_id: integer('rol_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    created_at: timestamps.created_at,
  },
  (t) => [primaryKey({ columns: [t.usuario_id, t.rol_id] })],
);

/**
 * Server-side sessions. One row is one login (a refresh-token family): the access token is
 * short-lived, the refresh token rotates on every use, and reuse of a spent one revokes the row.
 * Only SHA-256 hashes of tokens are stored.
 */
export const sesiones = pgTable(
  'sesiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** Company the session acts on: the user's own, or the one a platform admin switched to. */
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    access_hash: text('access_hash').notNull(),
    access_expires_at: timestamp('access_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revoked_reason: text('revoked_reason'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sesiones_access_hash_unique').on(t.access_hash),
    index('sesiones_empresa_idx').on(t.empresa_id, t.usuario_id),
    index('sesiones_expires_idx').on(t.expires_at),
  ],
);

export const refresh_tokens = pgTable(
  'refresh_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    sesion_id: uuid('sesion_id')
      .notNull()
      .references(() => sesiones.id, { onDelete: 'cascade' }),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('refresh_tokens_sesion_idx').on(t.sesion_id)],
);

/** Failed and successful sign-ins, for the per-account and per-IP lockout window. */
export const login_intentos = pgTable(
  'login_intentos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    exito: boolean('exito').notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('login_intentos_email_idx').on(t.email, t.created_at),
    index('login_intentos_ip_idx').on(t.ip, t.created_at),
  ],
);

/**
 * Append-only audit trail, hash-chained per tenant (empresa_id null = platform chain):
 * hash = sha256(prev_hash + canonical row), so editing or deleting a row breaks the chain.
 */
export const audit_log = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    empresa_id: integer('empresa_id').references(() => empresas.id, { onDelete: 'restrict' }),
    usuario_id: integer('usuario_id'),
    accion: text('accion').notNull(),
    entidad: text('entidad').notNull(),
    entidad_id: text('entidad_id'),
    cambios: jsonb('cambios'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    prev_hash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_empresa_idx').on(t.empresa_id, t.id)],
);
