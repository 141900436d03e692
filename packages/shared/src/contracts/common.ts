import { z } from 'zod';

/** Error body of every non-2xx answer (DESIGN §4). */
export const errorBodySchema = z.object({
  mensaje: z.string(),
  detail: z.string(),
  codigo: z.string(),
  errores: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Largest id a PostgreSQL integer column holds: a larger one must be a 400, not a database error. */
export const ID_MAXIMO = 2_147_483_647;

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'El identificador debe ser numérico.' })
    .int()
    .positive({ error: 'El identificador debe ser un número positivo.' })
    .max(ID_MAXIMO, { error: 'El identificador no es válido.' }),
});

/**
 * List totals are exact up to this many rows; beyond it the API counts at most TOTAL_MAXIMO + 1
 * (so a count stays fast on millions of rows) and screens show '10.000+'. Pages past it are refused.
 */
export const TOTAL_MAXIMO = 10_000;
export const MENSAJE_PAGINA_PROFUNDA =
  'Para ver resultados más allá de los primeros 10.000, acote la búsqueda o use los filtros.';

/** How many rows a page skips, under the query-string name `campo` (skip, offset), capped at TOTAL_MAXIMO. */
export const desplazamientoSchema = (campo: string) =>
  z.coerce
    .number()
    .int()
    .min(0, { error: `${campo} no puede ser negativo.` })
    .max(TOTAL_MAXIMO, { error: MENSAJE_PAGINA_PROFUNDA })
    .default(0);

/** skip/limit pagination (SPEC §9: page size 10, limit capped at 100, skip capped at TOTAL_MAXIMO). */
export const paginationSchema = z.object({
  skip: desplazamientoSchema('skip'),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit debe ser al menos 1.' })
    .max(100, { error: 'limit no puede superar 100.' })
    .default(10),
});

export const okSchema = z.object({ ok: z.literal(true) });

/**
 * `{ data, total }` of every list. `total` is exact up to TOTAL_MAXIMO; `total > TOTAL_MAXIMO`
 * (it is then TOTAL_MAXIMO + 1) means "más de 10.000" and screens show '10.000+'.
 */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z
      .number()
      .int()
      .describe('Exacto hasta 10.000; si es mayor que 10.000 (TOTAL_MAXIMO) significa "más de 10.000".'),
  });
}
