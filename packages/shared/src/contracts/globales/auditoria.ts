import { z } from 'zod';

export const chainReportSchema = z.object({
  empresa_id: z.number().int().nullable(),
  filas: z.number().int(),
  ok: z.boolean(),
  primer_error: z.object({ id: z.number().int(), motivo: z.string() }).optional(),
});

/** GET /auditoria/verificar: one report per hash chain (platform + each company). */
export const verifyResponseSchema = z.object({ ok: z.boolean(), cadenas: z.array(chainReportSchema) });
