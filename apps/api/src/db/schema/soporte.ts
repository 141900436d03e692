import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { archivos } from './archivos';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';
import { foldedText } from './empresa';

/*
 * Support tickets (issue 8 §3): a company's users open them, platform admins (admin_atalaya)
 * answer, assign and move them abierto → en_progreso → resuelto → cerrado. Internal notes are
 * messages the company never sees.
 */

const empresaId = () =>
  integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' });

const usuarioRef = (name: string) => integer(name).references(() => usuarios.id, { onDelete: 'set null' });

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    empresa_id: empresaId(),
    creado_por: usuarioRef('creado_por'),
    asunto: text('asunto').notNull(),
    descripcion: text('descripcion').notNull(),
    /** consulta | problema | facturacion | mejora_plan | sugerencia */
    categoria: text('categoria').notNull(),
    /** baja | media | alta | urgente */
    prioridad: text('prioridad').notNull().default('media'),
    /** abierto | en_progreso | resuelto | cerrado */
    estado: text('estado').notNull().default('abierto'),
    asignado_a: usuarioRef('asignado_a'),
    cerrado_at: timestamp('cerrado_at', { withTimezone: true, mode: 'date' }),
    /** The folded text `q` and the header search read, stored (see no_conformidades.busqueda). */
    busqueda: text('busqueda').generatedAlwaysAs((): SQL => foldedText(tickets.asunto, tickets.descripcion)),
    ...timestamps,
  },
  (t) => [
    index('tickets_empresa_idx').on(t.empresa_id, t.created_at),
    index('tickets_estado_idx').on(t.estado, t.created_at),
    // The list's `q` and the header search (GET /busqueda): subject and description, folded.
    index('tickets_empresa_busqueda_trgm').using('gin', t.empresa_id, sql`${t.busqueda} gin_trgm_ops`),
  ],
);

export const ticket_mensajes = pgTable(
  'ticket_mensajes',
  {
    id: id(),
    empresa_id: empresaId(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    autor_id: usuarioRef('autor_id'),
    texto: text('texto').notNull(),
    /** An internal note of the platform team: never shown to the company. */
    interno: boolean('interno').notNull().default(false),
    created_at: timestamps.created_at,
  },
  (t) => [index('ticket_mensajes_empresa_ticket_idx').on(t.empresa_id, t.ticket_id, t.created_at)],
);

export const ticket_archivos = pgTable(
  'ticket_archivos',
  {
    id: id(),
    empresa_id: empresaId(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The message it came with; null for the ticket's own attachment. */
    mensaje_id: integer('mensaje_id').references(() => ticket_mensajes.id, { onDelete: 'cascade' }),
    archivo_id: integer('archivo_id')
      .notNull()
      .references(() => archivos.id, { onDelete: 'restrict' }),
    created_at: timestamps.created_at,
  },
  (t) => [index('ticket_archivos_empresa_ticket_idx').on(t.empresa_id, t.ticket_id)],
);
