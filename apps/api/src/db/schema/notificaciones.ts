import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';

/** In-app notifications for one user of one company (the header bell counts the unread ones). */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    mensaje: text('mensaje').notNull().default(''),
    /** In-app path the notification leads to (e.g. /flujo-documental/revision). */
    enlace: text('enlace'),
    leida_at: timestamp('leida_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('notificaciones_empresa_usuario_idx').on(t.empresa_id, t.usuario_id, t.leida_at)],
);

/**
 * Outgoing mail. Every message is written here first (in the transaction that caused it); the
 * mail job sends it over SMTP when `SMTP_URL` is set, otherwise it stays here for admins to read.
 */
export const correos = pgTable(
  'correos',
  {
    id: id(),
    empresa_id: integer('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    cuerpo: text('cuerpo').notNull(),
    /** pendiente | enviado | sin_smtp | fallido */
    estado: text('estado').notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    ultimo_error: text('ultimo_error'),
    enviado_at: timestamp('enviado_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('correos_empresa_created_idx').on(t.empresa_id, t.created_at),
    index('correos_estado_idx').on(t.estado),
  ],
);
