import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { empresas, usuarios } from './core';

/**
 * Metadata of every stored file. The bytes live in the FileStore under `storage_key`, a
 * server-generated name; `nombre_original` is only ever shown, never used as a path.
 */
export const archivos = pgTable(
  'archivos',
  {
    id: id(),
    empresa_id: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'restrict' }),
    nombre_original: text('nombre_original').notNull(),
    storage_key: text('storage_key').notNull(),
    content_type: text('content_type').notNull(),
    tamano: integer('tamano').notNull(),
    sha256: text('sha256').notNull(),
    /** What kind of record the file belongs to (e.g. 'documento', 'denuncia'). */
    contexto: text('contexto').notNull().default('general'),
    /** The id of that record (the document, case, ticket…); null for files of no record (POST /archivos/). */
    dueno_id: integer('dueno_id'),
    created_by: integer('created_by').references(() => usuarios.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('archivos_empresa_idx').on(t.empresa_id, t.contexto),
    index('archivos_dueno_idx').on(t.empresa_id, t.contexto, t.dueno_id),
    uniqueIndex('archivos_storage_key_unique').on(t.storage_key),
  ],
);
