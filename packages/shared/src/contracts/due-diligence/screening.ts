import { z } from 'zod';
import { isValidRut, normalizeRut } from '../../rut';

/**
 * Ad-hoc screening of a name against the sanctions lists (issue 7 §7):
 * `POST /due-diligence/screening`. Every hit carries the list's own identifier of the entry, the
 * list's name and version, and the explanation of its score (its `aporte`s add up to `score`).
 */

export const UMBRAL_SCREENING_POR_DEFECTO = 0.7;

const MENSAJE_FECHA_NACIMIENTO = 'La fecha de nacimiento debe tener el formato AAAA-MM-DD o AAAA.';
const MENSAJE_UMBRAL = 'El umbral debe ser un número entre 0,5 y 1.';

/** A form's empty field means "not given". */
const opcional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** 'YYYY' or an existing calendar date 'YYYY-MM-DD' (lists often give only the year). */
function esFechaNacimiento(valor: string): boolean {
  if (/^\d{4}$/.test(valor)) return Number(valor) >= 1900 && Number(valor) <= 2100;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1900 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export const TIPOS_SCREENING = ['natural', 'juridica'] as const;

export const screeningInputSchema = z.object({
  nombre: z
    .string({ error: 'El nombre es obligatorio.' })
    .trim()
    .min(1, { error: 'El nombre es obligatorio.' })
    .min(2, { error: 'El nombre debe tener al menos 2 caracteres.' })
    .max(300, { error: 'Máximo 300 caracteres.' }),
  fecha_nacimiento: opcional(
    z.string({ error: MENSAJE_FECHA_NACIMIENTO }).trim().refine(esFechaNacimiento, { error: MENSAJE_FECHA_NACIMIENTO }),
  ),
  nacionalidad: opcional(
    z.string({ error: 'La nacionalidad debe ser texto.' }).trim().max(100, { error: 'Máximo 100 caracteres.' }),
  ),
  rut: opcional(
    z.string({ error: 'RUT inválido' }).trim().refine(isValidRut, { error: 'RUT inválido' }).transform(normalizeRut),
  ),
  tipo: opcional(z.enum(TIPOS_SCREENING, { error: 'El tipo debe ser natural o juridica.' })),
  umbral: z
    .number({ error: MENSAJE_UMBRAL })
    .min(0.5, { error: MENSAJE_UMBRAL })
    .max(1, { error: MENSAJE_UMBRAL })
    .default(UMBRAL_SCREENING_POR_DEFECTO),
});
export type ScreeningInput = z.infer<typeof screeningInputSchema>;

/** A loaded list as shown in every screening answer and report. */
export const listaScreeningSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  /** The list's own publication date when it has one, else the file date (YYYY-MM-DD). */
  version: z.string(),
  sha256: z.string(),
  entradas: z.number().int(),
});
export type ListaScreening = z.infer<typeof listaScreeningSchema>;

export const factorScreeningSchema = z.object({
  factor: z.string(),
  /** Contribution to the score; a hit's factors add up to its score. */
  aporte: z.number(),
  detalle: z.string(),
});

export const hitScreeningSchema = z.object({
  score: z.number().min(0).max(1),
  /** Primary name as the list writes it. */
  nombre_listado: z.string(),
  /** The primary name or alias that matched. */
  nombre_coincidente: z.string(),
  alias: z.array(z.string()),
  tipo: z.enum(['persona', 'entidad', 'nave', 'aeronave', 'desconocido']),
  lista: z.object({ codigo: z.string(), nombre: z.string(), version: z.string() }),
  /** The list's own identifier of the entry (OFAC ent_num, UN reference number, CSL id). */
  id_en_lista: z.string(),
  programas: z.array(z.string()),
  /** As precise as the list gives them: 'YYYY-MM-DD', 'YYYY-MM' or 'YYYY'. */
  fechas_nacimiento: z.array(z.string()),
  nacionalidades: z.array(z.string()),
  explicacion: z.array(factorScreeningSchema),
});
export type HitScreening = z.infer<typeof hitScreeningSchema>;

export const screeningResponseSchema = z.object({
  /** The query as screened (trimmed, RUT normalized). */
  consulta: z.object({
    nombre: z.string(),
    fecha_nacimiento: z.string().optional(),
    nacionalidad: z.string().optional(),
    rut: z.string().optional(),
    tipo: z.enum(TIPOS_SCREENING).optional(),
  }),
  umbral: z.number(),
  listas: z.array(listaScreeningSchema),
  /** Best first. */
  hits: z.array(hitScreeningSchema),
});
export type ScreeningResponse = z.infer<typeof screeningResponseSchema>;
