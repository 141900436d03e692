import { z } from 'zod';
import { PLATFORM_ROLE, ROLES } from '../roles';

/*
 * Batch import (SPEC §7 'POST /import', issue 4 'Batch work'): a CSV or XLSX file is sent as
 * multipart (`archivo`, plus `modo`). `vista_previa` validates every row and writes nothing;
 * `confirmar` validates again and inserts all rows in one transaction, or none (400 with the
 * errors). Rows are numbered as the spreadsheet shows them: the header is row 1.
 */

export const MODOS_IMPORTACION = ['vista_previa', 'confirmar'] as const;
export type ModoImportacion = (typeof MODOS_IMPORTACION)[number];

/** Limits of an imported file (zip bombs and abuse). */
export const IMPORT_LIMITES = {
  /** Upload size. */
  maxBytes: 10 * 1024 * 1024,
  /**
   * Sum of the uncompressed parts of an .xlsx: 20,000 rows of a dozen columns take ~15 MB; the
   * inflated bytes and their text are both in memory, so this bounds a request to ~100 MB.
   */
  maxDescomprimido: 32 * 1024 * 1024,
  /** Entries of the .xlsx zip. */
  maxEntradas: 2000,
  /** Data rows (the header not counted). */
  maxFilas: 20_000,
} as const;

/** Querystring of POST /{recurso}/import (the mode may also come as a multipart field). */
export const importQuerySchema = z.object({
  modo: z.enum(MODOS_IMPORTACION, { error: 'El modo debe ser vista_previa o confirmar.' }).optional(),
  empresa_id: z.coerce
    .number({ error: 'empresa_id debe ser numérico.' })
    .int({ error: 'empresa_id debe ser numérico.' })
    .positive({ error: 'empresa_id debe ser numérico.' })
    .optional(),
});

/** One problem of one row: `fila` as numbered in the file, `campo` the field, `columna` its header. */
export const errorFilaSchema = z.object({
  fila: z.number().int(),
  campo: z.string(),
  columna: z.string(),
  mensaje: z.string(),
});
export type ErrorFila = z.infer<typeof errorFilaSchema>;

/** A row of the preview: the file's cells by field (as text), and whether the row is valid. */
export const filaMuestraSchema = z.object({
  fila: z.number().int(),
  valida: z.boolean(),
  datos: z.record(z.string(), z.string()),
});
export type FilaMuestra = z.infer<typeof filaMuestraSchema>;

/** Answer of `vista_previa` (and body of the 400 of `confirmar`, with `codigo` and `mensaje`). */
export const importPreviewSchema = z.object({
  filas: z.number().int(),
  validas: z.number().int(),
  /** At most MAX_ERRORES_INFORMADOS; `errores_total` counts them all. */
  errores: z.array(errorFilaSchema),
  errores_total: z.number().int(),
  /** The first 20 rows. */
  muestra: z.array(filaMuestraSchema),
  /** Importable fields: key and Spanish header, in template order (the preview's columns). */
  columnas: z.array(z.object({ campo: z.string(), columna: z.string() })),
  /** Headers of the file that match no field; their cells are ignored. */
  columnas_desconocidas: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const MAX_ERRORES_INFORMADOS = 1000;

/** Answer of `confirmar`. */
export const importResultSchema = z.object({ importados: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** Body of the 400 of `confirmar` when a row is invalid: the usual error body plus the preview. */
export const importRechazoSchema = importPreviewSchema.extend({
  mensaje: z.string(),
  detail: z.string(),
  codigo: z.string(),
});

// ---- usuarios: batch update -------------------------------------------------------------------

const idsUsuarios = z
  .array(z.number({ error: 'Cada identificador debe ser numérico.' }).int().positive(), {
    error: 'Indique los registros a procesar.',
  })
  .min(1, { error: 'Seleccione al menos un registro.' })
  .max(100, { error: 'Se pueden procesar hasta 100 registros a la vez.' });

/** PUT /usuarios/batch-update: activate/deactivate and/or replace the roles of several users. */
export const usuarioLoteSchema = z.object({
  ids: idsUsuarios,
  cambios: z
    .object({
      activo: z.boolean({ error: 'activo debe ser verdadero o falso.' }).optional(),
      roles: z
        .array(z.enum(ROLES, { error: 'Seleccione roles válidos' }), { error: 'Seleccione al menos un rol' })
        .min(1, { error: 'Seleccione al menos un rol' })
        .refine((roles) => !roles.includes(PLATFORM_ROLE), {
          error: 'El rol admin_atalaya es exclusivo de la plataforma y no puede asignarse a usuarios de una empresa.',
        })
        .transform((roles) => [...new Set(roles)])
        .optional(),
    })
    .refine((c) => c.activo !== undefined || c.roles !== undefined, { error: 'Indique al menos un cambio.' }),
});
export type UsuarioLote = z.input<typeof usuarioLoteSchema>;
