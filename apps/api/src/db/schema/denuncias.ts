import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archivos } from './archivos';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';

/*
 * Whistleblower channel (issue 6). What could identify a reporter or reveal a report — its text,
 * the reporter's identity, messages, resolution, evidence bytes — is stored encrypted
 * (AES-256-GCM with the company's data key, itself wrapped by a master key kept outside the
 * database): columns ending in `_cifrado` hold `v1.<iv>.<tag>.<ciphertext>` (base64url).
 * Nothing here stores an IP address or a user agent.
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });
const usuarioRef = (name: string) => integer(name).references(() => usuarios.id, { onDelete: 'set null' });
const momento = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Each company's data key, wrapped (encrypted) by the master key. */
export const empresa_claves = pgTable('empresa_claves', {
  empresa_id: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  clave_envuelta: text('clave_envuelta').notNull(),
  ...timestamps,
});

/** Public channel configuration, one per company (its public token is empresas.token_canal). */
export const canales_denuncia = pgTable('canales_denuncia', {
  empresa_id: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  habilitado: boolean('habilitado').notNull().default(true),
  /** First segment of the report form URL: /{slug}/{token}. */
  slug: text('slug').notNull().default('denuncia'),
  titulo: text('titulo').notNull().default('Canal de denuncias'),
  introduccion: text('introduccion').notNull().default(''),
  que_denunciar: text('que_denunciar').notNull().default(''),
  anonimato: text('anonimato').notNull().default(''),
  seguimiento: text('seguimiento').notNull().default(''),
  canales_externos: text('canales_externos').notNull().default(''),
  permite_anonimo: boolean('permite_anonimo').notNull().default(true),
  /** Months a closed case is kept before it may be purged. */
  retencion_meses: integer('retencion_meses').notNull().default(60),
  ...timestamps,
});

export const categorias_denuncia = pgTable(
  'categorias_denuncia',
  {
    id: id(),
    empresa_id: empresaId(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    /** ley_karin | ley_20393 | laboral | otro — Ley Karin reports must identify the reporter. */
    tipo: text('tipo').notNull().default('otro'),
    requiere_identificacion: boolean('requiere_identificacion').notNull().default(false),
    activa: boolean('activa').notNull().default(true),
    orden: integer('orden').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('categorias_denuncia_empresa_idx').on(t.empresa_id, t.orden)],
);

/** Who receives the reports of a category (empty → every channel user of the company). */
export const categoria_denuncia_receptores = pgTable(
  'categoria_denuncia_receptores',
  {
    empresa_id: empresaId(),
    categoria_id: integer('categoria_id')
      .notNull()
      .references(() => categorias_denuncia.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoria_id, t.usuario_id] }),
    index('categoria_denuncia_receptores_empresa_idx').on(t.empresa_id, t.usuario_id),
  ],
);

export const denuncias = pgTable(
  'denuncias',
  {
    id: id(),
    empresa_id: empresaId(),
    /** Staff reference, sequential per company (shown as DEN-000123). */
    numero: integer('numero').notNull(),
    /** SHA-256 of the normalized report code (the code itself is shown to the reporter once). */
    codigo_hash: text('codigo_hash').notNull(),
    /** argon2id of the reporter's password. */
    pass_hash: text('pass_hash').notNull(),
    categoria_id: integer('categoria_id').references(() => categorias_denuncia.id, { onDelete: 'set null' }),
    /** recibida | en_revision | investigacion | plan_accion | implementacion | cerrada */
    estado: text('estado').notNull().default('recibida'),
    anonima: boolean('anonima').notNull(),
    /** JSON {relato, fecha_hechos, lugar, personas_involucradas, testigos}, encrypted. */
    contenido_cifrado: text('contenido_cifrado').notNull(),
    /** JSON {nombre, rut, email, telefono}, encrypted; null when anonymous. */
    identidad_cifrada: text('identidad_cifrada'),
    // Classification
    /** ley_karin | ley_20393 | laboral | otro */
    tipo: text('tipo').notNull().default('otro'),
    /** baja | media | alta | critica */
    gravedad: text('gravedad'),
    investigador_id: usuarioRef('investigador_id'),
    clasificada_at: momento('clasificada_at'),
    // Legal clocks (deadlines are computed from these with Chilean working days)
    acuse_at: momento('acuse_at'),
    primera_respuesta_at: momento('primera_respuesta_at'),
    investigacion_iniciada_at: momento('investigacion_iniciada_at'),
    derivada_dt_at: momento('derivada_dt_at'),
    investigacion_cerrada_at: momento('investigacion_cerrada_at'),
    /** Deadline notices already sent, e.g. {"acuse:por_vencer": "2026-11-20T…"}. */
    avisos_plazo: jsonb('avisos_plazo').notNull().default({}),
    // Closure
    resolucion_cifrada: text('resolucion_cifrada'),
    /** What the reporter reads on closure, encrypted. */
    mensaje_cierre_cifrado: text('mensaje_cierre_cifrado'),
    cerrada_at: momento('cerrada_at'),
    // Reporter lookup: failures since the last right password (3+ → proof of work); bloqueada_hasta unused since issue 24
    intentos_fallidos: integer('intentos_fallidos').notNull().default(0),
    bloqueada_hasta: momento('bloqueada_hasta'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('denuncias_codigo_hash_unique').on(t.codigo_hash),
    uniqueIndex('denuncias_empresa_numero_unique').on(t.empresa_id, t.numero),
    index('denuncias_empresa_estado_idx').on(t.empresa_id, t.estado, t.created_at),
    // The inbox: its page walks this backwards and stops after a page; its count reads only the
    // index (the case rows are wide: the encrypted report).
    index('denuncias_empresa_creada_idx').on(t.empresa_id, t.created_at, t.id, t.estado, t.categoria_id),
  ],
);

/** Users kept out of a report (e.g. people it involves); they never see it. */
export const denuncia_exclusiones = pgTable(
  'denuncia_exclusiones',
  {
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.denuncia_id, t.usuario_id] }),
    index('denuncia_exclusiones_empresa_usuario_idx').on(t.empresa_id, t.usuario_id),
  ],
);

/** Timeline of a case: every step, message and access, without sensitive content. */
export const denuncia_eventos = pgTable(
  'denuncia_eventos',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    /** e.g. recibida, clasificada, comentario, evidencia, investigacion, cerrada, abierta, descarga */
    tipo: text('tipo').notNull(),
    /** null = the reporter or the system */
    usuario_id: usuarioRef('usuario_id'),
    detalle: jsonb('detalle').notNull().default({}),
    created_at: momento('created_at').notNull().defaultNow(),
  },
  (t) => [index('denuncia_eventos_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id, t.created_at)],
);

/** Comments (SPEC: commentable_type 'denuncia'); internal, or to/from the reporter. */
export const comentarios = pgTable(
  'comentarios',
  {
    id: id(),
    empresa_id: empresaId(),
    commentable_type: text('commentable_type').notNull().default('denuncia'),
    commentable_id: integer('commentable_id').notNull(),
    /** usuario | denunciante */
    tipo_usuario: text('tipo_usuario').notNull(),
    usuario_id: usuarioRef('usuario_id'),
    /** interno (staff only) | denunciante (the reporter reads it) */
    visibilidad: text('visibilidad').notNull().default('interno'),
    texto_cifrado: text('texto_cifrado').notNull(),
    ...timestamps,
  },
  (t) => [index('comentarios_empresa_commentable_idx').on(t.empresa_id, t.commentable_type, t.commentable_id)],
);

export const investigaciones = pgTable(
  'investigaciones',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    hallazgos: text('hallazgos').notNull().default(''),
    investigador_id: usuarioRef('investigador_id'),
    fecha_inicio: date('fecha_inicio', { mode: 'string' }),
    fecha_termino: date('fecha_termino', { mode: 'string' }),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('investigaciones_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id)],
);

export const causas_raiz = pgTable(
  'causas_raiz',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    /** cinco_porques | ishikawa | otro */
    metodo: text('metodo').notNull().default('otro'),
    descripcion: text('descripcion').notNull(),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('causas_raiz_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id)],
);

export const planes_accion = pgTable(
  'planes_accion',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    responsable_id: usuarioRef('responsable_id'),
    plazo: date('plazo', { mode: 'string' }),
    /** pendiente | en_curso | completada */
    estado: text('estado').notNull().default('pendiente'),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('planes_accion_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id)],
);

export const implementaciones = pgTable(
  'implementaciones',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    plan_accion_id: integer('plan_accion_id').references(() => planes_accion.id, { onDelete: 'set null' }),
    descripcion: text('descripcion').notNull(),
    fecha: date('fecha', { mode: 'string' }),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('implementaciones_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id)],
);

/** Ley Karin protective measures (separation of spaces, schedule changes, leave…). */
export const medidas_resguardo = pgTable(
  'medidas_resguardo',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    medida: text('medida').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    responsable_id: usuarioRef('responsable_id'),
    created_by: usuarioRef('created_by'),
    ...timestamps,
  },
  (t) => [index('medidas_resguardo_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id)],
);

/**
 * Evidence of a report, of a comment, of an investigation or of an action plan. The bytes in the
 * FileStore are encrypted with the company key (archivos.sha256 is of the plain content).
 */
export const evidencias_denuncia = pgTable(
  'evidencias_denuncia',
  {
    id: id(),
    empresa_id: empresaId(),
    denuncia_id: integer('denuncia_id')
      .notNull()
      .references(() => denuncias.id, { onDelete: 'cascade' }),
    archivo_id: integer('archivo_id')
      .notNull()
      .references(() => archivos.id, { onDelete: 'restrict' }),
    /** denuncia | comentario | investigacion | plan_accion */
    origen: text('origen').notNull().default('denuncia'),
    comentario_id: integer('comentario_id').references(() => comentarios.id, { onDelete: 'cascade' }),
    investigacion_id: integer('investigacion_id').references(() => investigaciones.id, { onDelete: 'cascade' }),
    plan_accion_id: integer('plan_accion_id').references(() => planes_accion.id, { onDelete: 'cascade' }),
    /** denunciante | usuario */
    tipo_usuario: text('tipo_usuario').notNull(),
    titulo: text('titulo').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('evidencias_denuncia_empresa_denuncia_idx').on(t.empresa_id, t.denuncia_id),
    uniqueIndex('evidencias_denuncia_archivo_unique').on(t.archivo_id),
    index('evidencias_denuncia_origen_idx')
      .on(t.comentario_id)
      .where(sql`${t.comentario_id} is not null`),
  ],
);
