import { z } from 'zod';
import { datosPersonaJuridicaSchema, datosPersonaNaturalSchema } from '@atalaya/shared/contracts/consultas-admiral';
import { perfilDueDiligenceSchema } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type {
  CausasJudiciales,
  EstadoCedula,
  EstadoPep,
  FichaPersona,
  PerfilEmpresa,
  SituacionFinanciera,
} from '../proveedor';

/*
 * What the production provider's HTTP API must answer, checked before anything is cached or
 * used: a malformed answer is a provider failure, not data.
 */

const perfil = perfilDueDiligenceSchema.shape;

export const fichaPersonaSchema: z.ZodType<FichaPersona> = z.object({
  rut: z.string(),
  person_type: z.enum(['natural', 'juridica']),
  location: z.object({ address: z.string(), commune: z.string(), city: z.string(), region: z.string().default('') }),
  economic_activities: z.array(z.object({ code: z.string(), description: z.string() })).default([]),
  professions: z.array(z.string()).default([]),
  updated_at: z.string(),
  data: z.union([datosPersonaNaturalSchema, datosPersonaJuridicaSchema]),
});

export const perfilEmpresaSchema: z.ZodType<PerfilEmpresa> = z.object({
  razon_social: z.string(),
  nombre_fantasia: z.string().default(''),
  fecha_constitucion: perfil.fecha_constitucion,
  fecha_de_inicio_de_actividad: perfil.fecha_de_inicio_de_actividad,
  actividad_economica: perfil.actividad_economica,
  sociedades: perfil.sociedades,
  medios_y_redes_sociales: perfil.medios_y_redes_sociales,
});

const total = z.number().int().min(0);
export const causasSchema: z.ZodType<CausasJudiciales> = z.object({
  civil: total,
  laboral: total,
  penal: total,
  cobranza: total,
});

export const situacionFinancieraSchema: z.ZodType<SituacionFinanciera> = perfil.situacion_financiera;

export const estadoPepSchema: z.ZodType<EstadoPep> = z.object({
  es_pep: z.boolean(),
  cargo: z.string().nullable().default(null),
});

export const estadoCedulaSchema: z.ZodType<EstadoCedula> = z.object({
  rut: z.string(),
  serial_number: z.string(),
  is_valid: z.boolean(),
  updated_at: z.string(),
});
