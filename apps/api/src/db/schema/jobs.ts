import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Job queue on the database itself (claimed with FOR UPDATE SKIP LOCKED), so any number of API
 * or worker instances share it without a broker, on PGlite and PostgreSQL alike.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cola: text('cola').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** pendiente → en_curso → completado | fallido (pendiente again while retries remain). */
    estado: text('estado').notNull().default('pendiente'),
    run_at: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    intentos: integer('intentos').notNull().default(0),
    max_intentos: integer('max_intentos').notNull().default(5),
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true, mode: 'date' }),
    /** Deduplication key: one pending/running job per key (e.g. a daily reminder). */
    clave_unica: text('clave_unica'),
    ultimo_error: text('ultimo_error'),
    ...timestamps,
  },
  (t) => [
    index('jobs_cola_estado_run_idx').on(t.cola, t.estado, t.run_at),
    index('jobs_clave_unica_idx').on(t.clave_unica),
  ],
);
