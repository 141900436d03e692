import { z } from 'zod';
import { listResponse } from './common';

/** Reference data (DESIGN §8): regions, communes, legal holidays and imported sources. */

export const MENSAJE_FECHA_INVALIDA = 'La fecha debe tener el formato AAAA-MM-DD.';

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD' that exists (2026-02-30 is rejected). */
export const fechaSchema = z
  .string({ error: MENSAJE_FECHA_INVALIDA })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MENSAJE_FECHA_INVALIDA })
  .refine(isCalendarDate, { error: 'La fecha no existe en el calendario.', abort: true });

export const regionCodigoSchema = z
  .string({ error: 'El código de región debe tener 2 dígitos.' })
  .regex(/^\d{2}$/, { error: 'El código de región debe tener 2 dígitos.' });

export const comunaCodigoSchema = z
  .string({ error: 'El código de comuna debe tener 5 dígitos.' })
  .regex(/^\d{5}$/, { error: 'El código de comuna debe tener 5 dígitos.' });

export const regionIsoSchema = z
  .string({ error: 'El código ISO de región debe tener el formato CL-XX.' })
  .trim()
  .toUpperCase()
  .regex(/^CL-[A-Z]{2}$/, { error: 'El código ISO de región debe tener el formato CL-XX.' });

export const regionSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  nombre_oficial: z.string(),
  romano: z.string(),
  iso_3166_2: z.string(),
  orden: z.number().int(),
});
export type Region = z.infer<typeof regionSchema>;
export const regionesResponseSchema = listResponse(regionSchema);

export const comunaBreveSchema = z.object({ codigo: z.string(), nombre: z.string() });
export type ComunaBreve = z.infer<typeof comunaBreveSchema>;

export const regionComunaSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  romano: z.string(),
  comunas: z.array(comunaBreveSchema),
});
export type RegionComuna = z.infer<typeof regionComunaSchema>;
export const regionComunaResponseSchema = z.object({ data: z.array(regionComunaSchema) });

export const alcanceFeriadoSchema = z.enum(['nacional', 'regional', 'comunal']);

export const feriadoSchema = z.object({
  fecha: z.string(),
  nombre: z.string(),
  tipo: z.string(),
  irrenunciable: z.boolean(),
  alcance: z.string(),
  /** ISO 3166-2 of the region ('' for national holidays). */
  region_iso: z.string(),
  /** Comma-separated commune CUT codes of a communal holiday ('' otherwise). */
  comunas: z.string(),
  base_legal: z.string().nullable(),
});
export type Feriado = z.infer<typeof feriadoSchema>;
export const feriadosResponseSchema = listResponse(feriadoSchema);

/**
 * GET /feriados/: `desde`/`hasta` default to the current year. Without `region_iso` or `comuna`
 * every holiday is listed; with one of them only those applying to that place.
 */
export const feriadosQuerySchema = z
  .object({
    desde: fechaSchema.optional(),
    hasta: fechaSchema.optional(),
    region_iso: regionIsoSchema.optional(),
    comuna: comunaCodigoSchema.optional(),
  })
  .refine((q) => !q.desde || !q.hasta || q.desde <= q.hasta, {
    error: 'La fecha "desde" no puede ser posterior a la fecha "hasta".',
    path: ['hasta'],
  });
export type FeriadosQuery = z.infer<typeof feriadosQuerySchema>;

export const referenciaSchema = z.object({
  nombre: z.string(),
  fuente: z.string(),
  archivo: z.string(),
  fecha_fuente: z.string().nullable(),
  hash: z.string(),
  filas: z.number().int(),
  /** ISO 8601 instant. */
  importado_en: z.string(),
});
export type Referencia = z.infer<typeof referenciaSchema>;
export const referenciaResponseSchema = listResponse(referenciaSchema);
