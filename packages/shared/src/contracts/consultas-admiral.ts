import { z } from 'zod';
import { TIPOS_PERSONA } from '../due-diligence';
import { desplazamientoSchema, listResponse, paginationSchema } from './common';
import { rutSchema } from './due-diligence/solicitudes';

/*
 * Consultas Admiral (issue 7 §10; SPEC §3 person directory and identification-document status,
 * §7 'Admin queries', GET /rutificador/?rut, and the mock/production data-source setting).
 */

export const MENSAJE_ERROR_RUTIFICADOR = 'Error al obtener información del RUT';
export const MENSAJE_PRODUCCION_NO_CONFIGURADA = 'El proveedor de producción no está configurado.';
export const MENSAJE_SERIE_OBLIGATORIA = 'El número de serie es obligatorio.';
export const MENSAJE_SERIE_INVALIDA =
  'Número de serie inválido: son 9 dígitos, con o sin una letra inicial (p. ej. 123.456.789 o A123456789).';

/** SPEC §7 'Admin queries' pagination: offset, limit and a free-text search. */
export const consultaListaQuerySchema = z.object({
  offset: desplazamientoSchema('offset'),
  limit: paginationSchema.shape.limit,
  search: z.string().trim().max(100, { error: 'Máximo 100 caracteres.' }).optional(),
});
export type ConsultaListaQuery = z.infer<typeof consultaListaQuerySchema>;

/** Who ran a lookup; null once that user is deleted. */
export const autorConsultaSchema = z.object({ id: z.number().int(), nombre: z.string() }).nullable();

// ── Person directory ───────────────────────────────────────────────────────────────────────────

export const personaDirectorioInputSchema = z.object({ rut: rutSchema });

/** SPEC §3 person directory `data.data` of a natural person (dates 'YYYY-MM-DD'). */
export const datosPersonaNaturalSchema = z.object({
  names: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string(),
  /** Current year − birth year (SPEC §9), as of the lookup; screens recompute it. */
  age: z.number().int(),
  birthdate: z.string(),
  gender: z.string(),
  wedding_date: z.string().nullable(),
  deceased_date: z.string().nullable(),
  is_chilean_national: z.boolean(),
  marital_status: z.string(),
});
export type DatosPersonaNatural = z.infer<typeof datosPersonaNaturalSchema>;

export const datosPersonaJuridicaSchema = z.object({ company_name: z.string() });

/** SPEC §3 person directory `data`. */
export const fichaPersonaSchema = z.object({
  rut: z.string(),
  person_type: z.enum(TIPOS_PERSONA),
  location: z.object({ address: z.string(), commune: z.string(), city: z.string(), region: z.string() }),
  economic_activities: z.array(z.object({ code: z.string(), description: z.string() })),
  professions: z.array(z.string()),
  /** When the provider's data was obtained (ISO date-time). */
  updated_at: z.string(),
  data: z.union([datosPersonaNaturalSchema, datosPersonaJuridicaSchema]),
});
export type FichaPersona = z.infer<typeof fichaPersonaSchema>;

/** GET /due-diligence-proxy/person-directory/{id} (SPEC §3). */
export const personaDirectorioSchema = z.object({
  id: z.number().int(),
  made_by: autorConsultaSchema,
  /** mock | production: where the answer came from. */
  fuente: z.string(),
  data: fichaPersonaSchema,
});
export type PersonaDirectorio = z.infer<typeof personaDirectorioSchema>;

/** A row of the person directory list. */
export const personaDirectorioItemSchema = z.object({
  id: z.number().int(),
  rut: z.string(),
  person_type: z.enum(TIPOS_PERSONA),
  /** Full name of a natural person, company name of a legal one. */
  nombre: z.string(),
  made_by: autorConsultaSchema,
  fuente: z.string(),
  updated_at: z.string(),
});
export type PersonaDirectorioItem = z.infer<typeof personaDirectorioItemSchema>;
export const personasDirectorioResponseSchema = listResponse(personaDirectorioItemSchema);

// ── Identification document (cédula) ─────────────────────────────────────────────────────────

/**
 * Serial number of a Chilean identity card: 9 digits (cards since 2013, printed 123.456.789) or a
 * letter and 9 digits (older cards, A123456789). Dots and spaces are dropped; stored upper case.
 */
export const numeroSerieSchema = z
  .string({ error: MENSAJE_SERIE_OBLIGATORIA })
  .transform((v) => v.replace(/[.\s]/g, '').toUpperCase())
  .refine((v) => v.length > 0, { error: MENSAJE_SERIE_OBLIGATORIA })
  .refine((v) => /^[A-Z]?\d{9}$/.test(v), { error: MENSAJE_SERIE_INVALIDA });

export const cedulaInputSchema = z.object({ rut: rutSchema, serial_number: numeroSerieSchema });
export type CedulaInput = z.infer<typeof cedulaInputSchema>;

/** GET /due-diligence-proxy/identification-doc/{id} (SPEC §3). */
export const estadoCedulaSchema = z.object({
  id: z.number().int(),
  made_by: autorConsultaSchema,
  fuente: z.string(),
  data: z.object({ rut: z.string(), is_valid: z.boolean(), updated_at: z.string(), serial_number: z.string() }),
});
export type EstadoCedula = z.infer<typeof estadoCedulaSchema>;

export const estadoCedulaItemSchema = z.object({
  id: z.number().int(),
  rut: z.string(),
  serial_number: z.string(),
  is_valid: z.boolean(),
  made_by: autorConsultaSchema,
  fuente: z.string(),
  created_at: z.string(),
});
export type EstadoCedulaItem = z.infer<typeof estadoCedulaItemSchema>;
export const estadosCedulaResponseSchema = listResponse(estadoCedulaItemSchema);

// ── Rutificador ────────────────────────────────────────────────────────────────────────────────

export const rutificadorQuerySchema = z.object({ rut: rutSchema });

/** GET /rutificador/?rut: who a RUT is, to fill forms (the names of a person, or the company name). */
export const rutificadorResponseSchema = z.object({
  rut: z.string(),
  person_type: z.enum(TIPOS_PERSONA),
  /** Full name or company name, ready to show. */
  nombre: z.string(),
  names: z.string().nullable(),
  paternal_surname: z.string().nullable(),
  maternal_surname: z.string().nullable(),
  company_name: z.string().nullable(),
  address: z.string(),
  commune: z.string(),
});
export type RutificadorResponse = z.infer<typeof rutificadorResponseSchema>;

// ── Data source and dashboard ──────────────────────────────────────────────────────────────────

export const FUENTES_DATOS = ['mock', 'production'] as const;
export type FuenteDatos = (typeof FUENTES_DATOS)[number];

export const fuenteDatosInputSchema = z.object({
  fuente: z.enum(FUENTES_DATOS, { error: 'La fuente de datos debe ser mock o production.' }),
});

export const fuenteDatosSchema = z.object({
  fuente: z.enum(FUENTES_DATOS),
  /** Whether DD_PROVIDER_URL is set, i.e. 'production' can be chosen. */
  produccion_configurada: z.boolean(),
});
export type FuenteDatosEstado = z.infer<typeof fuenteDatosSchema>;

/** GET /consultas/resumen: counts for the Consultas dashboard. */
export const resumenConsultasSchema = z.object({
  personas: z.object({ total: z.number().int(), naturales: z.number().int(), juridicas: z.number().int() }),
  cedulas: z.object({ total: z.number().int(), vigentes: z.number().int(), no_vigentes: z.number().int() }),
  /** Lookups of either kind in the last 30 days. */
  ultimos_30_dias: z.number().int(),
});
export type ResumenConsultas = z.infer<typeof resumenConsultasSchema>;
