import { z } from 'zod';

/** Error body of every non-2xx answer (DESIGN §4). */
export const errorBodySchema = z.object({
  mensaje: z.string(),
  detail: z.string(),
  codigo: z.string(),
  errores: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'El identificador debe ser numérico.' }).int().positive({
    error: 'El identificador debe ser un número positivo.',
  }),
});

/** skip/limit pagination (SPEC §9: page size 10, limit capped at 100). */
export const paginationSchema = z.object({
  skip: z.coerce.number().int().min(0, { error: 'skip no puede ser negativo.' }).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit debe ser al menos 1.' })
    .max(100, { error: 'limit no puede superar 100.' })
    .default(10),
});

export const okSchema = z.object({ ok: z.literal(true) });

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int() });
}
