import { z } from 'zod';
import { listResponse, paginationSchema } from '../common';
import {
  batchDeleteSchema,
  batchResultSchema,
  batchUpdateSchema,
  referenciaSchema,
  rutSchema,
} from '../mi-empresa/empresa';
import { idFiltro, obligatorio, opcionalTexto } from '../fields';

/*
 * Globales → empresas (issue 4, admin_atalaya only): the platform's tenants. `nombre` is the razón
 * social; the RUT is validated and stored normalized (12345678-5); actividad_codigo is an SII
 * code (GET /actividades-economicas/); region/comuna are CUT codes (GET /region_comuna).
 */

/** GET /empresas/creditos/{id}: due-diligence credits left for a company and where they come from. */
export const creditosResponseSchema = z.object({
  empresa_id: z.number().int(),
  creditos_disponibles: z.number().int(),
  plan: z.object({ nombre: z.string(), creditos_incluidos: z.number().int() }).nullable(),
});
export type CreditosResponse = z.infer<typeof creditosResponseSchema>;

export const MENSAJES_EMPRESAS = {
  rutDuplicado: 'Ya existe una empresa con este RUT.',
  conDatos: 'La empresa tiene datos asociados; desactívela en su lugar.',
  plataformaNoEliminable: 'La empresa de la plataforma no puede eliminarse.',
  plataformaNoDesactivable: 'La empresa de la plataforma no puede desactivarse.',
  logoTipo: 'El logo debe ser una imagen PNG, JPG o WebP.',
  logoTamano: 'El logo no puede superar 2 MB.',
  /** 409 on Globales → empresas (platform admins only: naming the other company is fine there). */
  dominioAsignado: (dominio: string, empresa: string) =>
    `El dominio ${dominio} ya está asignado a otra empresa (${empresa}).`,
  /** What the SSO popup hands back when the address is outside its company's domains. */
  ssoFueraDeDominio: 'Su correo no pertenece a los dominios de su empresa. Consulte a su administrador.',
} as const;

/**
 * E-mail domains bound to a company (issue 24 F7): its users' addresses must be of one of them and
 * no other company may bind the same domain. Empty = no restriction. Exact match: a subdomain
 * (rrhh.demo.cl) is a domain of its own.
 */
export const DOMINIOS_CORREO_MAX = 20;
/** Lowercase hostname: labels of 1–63 letters, digits or inner hyphens; at least two; a letter TLD (or xn--). */
const DOMINIO_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** '  @Demo.CL ' → 'demo.cl' (people paste the part after the @ with it). */
export const normalizarDominio = (d: string) => d.trim().toLowerCase().replace(/^@/, '');
/** The domain of an address, lowercase ('' without an @). */
export const dominioDeCorreo = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : normalizarDominio(email.slice(at + 1));
};

/** A list, or one text with the domains separated by commas, semicolons, spaces or lines (the form's textarea). */
export const dominiosCorreoSchema = z
  .union([z.string(), z.array(z.string({ error: 'Cada dominio debe ser texto.' }))], {
    error: 'Indique los dominios de correo como una lista.',
  })
  .transform((v) => (typeof v === 'string' ? v.split(/[\s,;]+/) : v).map(normalizarDominio).filter((d) => d !== ''))
  .superRefine((dominios, ctx) => {
    const invalido = dominios.find((d) => !DOMINIO_RE.test(d));
    if (invalido !== undefined) {
      const muestra = invalido.length > 60 ? `${invalido.slice(0, 60)}…` : invalido;
      ctx.addIssue({ code: 'custom', message: `«${muestra}» no es un dominio válido (ej.: empresa.cl).` });
      return;
    }
    const repetido = dominios.find((d, i) => dominios.indexOf(d) !== i);
    if (repetido !== undefined) {
      ctx.addIssue({ code: 'custom', message: `El dominio ${repetido} está repetido.` });
      return;
    }
    if (dominios.length > DOMINIOS_CORREO_MAX) {
      ctx.addIssue({ code: 'custom', message: `Indique como máximo ${DOMINIOS_CORREO_MAX} dominios.` });
    }
  });

/** Logo upload limits (POST /empresas/{id}/logo, multipart field `archivo`). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TIPOS = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** '' (an empty form input) or null means "none". */
const vacioEsNulo = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .default(null);

const creditos = z.coerce
  .number({ error: 'Los créditos deben ser un número entero.' })
  .int({ error: 'Los créditos deben ser un número entero.' })
  .min(0, { error: 'Los créditos no pueden ser negativos.' })
  .max(1_000_000, { error: 'Máximo 1.000.000 créditos.' });

const planId = z.coerce
  .number({ error: 'Seleccione un plan' })
  .int({ error: 'Seleccione un plan' })
  .positive({ error: 'Seleccione un plan' });

/**
 * POST /empresas/ and PUT /empresas/{id} (PUT takes the same body). Without
 * `creditos_due_diligence` a new company starts with its plan's credits and an edit keeps them.
 */
export const empresaInputSchema = z.object({
  rut: rutSchema,
  nombre: obligatorio('La razón social es obligatoria'),
  nombre_fantasia: opcionalTexto(200),
  actividad_codigo: vacioEsNulo(
    z
      .string({ error: 'Seleccione una actividad económica válida' })
      .trim()
      .regex(/^\d{6}$/, { error: 'Seleccione una actividad económica válida' }),
  ),
  direccion: opcionalTexto(300),
  region_codigo: vacioEsNulo(
    z
      .string({ error: 'Seleccione una región válida' })
      .trim()
      .regex(/^\d{2}$/, { error: 'Seleccione una región válida' }),
  ),
  comuna_codigo: vacioEsNulo(
    z
      .string({ error: 'Seleccione una comuna válida para la región' })
      .trim()
      .regex(/^\d{5}$/, { error: 'Seleccione una comuna válida para la región' }),
  ),
  plan_id: planId,
  activa: z.boolean({ error: 'Indique si la empresa está activa.' }).default(true),
  creditos_due_diligence: creditos.optional(),
  /** Without it a new company has none and an edit keeps them. */
  dominios_correo: dominiosCorreoSchema.optional(),
});
export type EmpresaInput = z.input<typeof empresaInputSchema>;

export const empresaFiltrosSchema = paginationSchema.extend({
  /** Razón social, nombre de fantasía or RUT (with or without dots). */
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  activa: z
    .enum(['true', 'false'], { error: 'El filtro activa debe ser true o false.' })
    .transform((v) => v === 'true')
    .optional(),
  plan_id: idFiltro,
  region_codigo: z
    .string()
    .trim()
    .regex(/^\d{2}$/, { error: 'Seleccione una región válida' })
    .optional(),
});
export type EmpresaFiltros = z.input<typeof empresaFiltrosSchema>;

/** PUT /empresas/batch-update `cambios`. */
export const empresaLoteSchema = z.object({
  activa: z.boolean({ error: 'Indique si las empresas quedan activas.' }).optional(),
  plan_id: planId.optional(),
});
export const empresasBatchDeleteSchema = batchDeleteSchema;
export const empresasBatchUpdateSchema = batchUpdateSchema(empresaLoteSchema);
export const empresasBatchResultSchema = batchResultSchema;

const codigoNombre = z.object({ codigo: z.string(), nombre: z.string() });

export const empresaSchema = z.object({
  id: z.number().int(),
  rut: z.string(),
  /** Razón social. */
  nombre: z.string(),
  nombre_fantasia: z.string(),
  actividad_codigo: z.string().nullable(),
  actividad: z.object({ codigo: z.string(), descripcion: z.string() }).nullable(),
  direccion: z.string(),
  region_codigo: z.string().nullable(),
  region: codigoNombre.nullable(),
  comuna_codigo: z.string().nullable(),
  comuna: codigoNombre.nullable(),
  plan_id: z.number().int().nullable(),
  plan: referenciaSchema.nullable(),
  /** Relative URL of the logo (GET /api/v1/empresas/{id}/logo?v=…), null without one. */
  logo_url: z.string().nullable(),
  /** Public whistleblower-channel token (uuid used in the public URLs). */
  token_canal: z.string(),
  creditos_due_diligence: z.number().int(),
  /** E-mail domains its users' addresses must belong to; empty = no restriction. */
  dominios_correo: z.array(z.string()),
  /** The platform's own company (Atalaya): cannot be deleted or deactivated. */
  es_plataforma: z.boolean(),
  activa: z.boolean(),
  /** Number of user accounts of the company. */
  usuarios: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Empresa = z.infer<typeof empresaSchema>;
export const empresasResponseSchema = listResponse(empresaSchema);

/** SII economic-activity code (GET /actividades-economicas/, the company form's combobox). */
export const actividadEconomicaSchema = z.object({
  codigo: z.string(),
  descripcion: z.string(),
  afecto_iva: z.boolean().nullable(),
  categoria_tributaria: z.string().nullable(),
  grupo: z.string(),
  seccion: z.string(),
});
export type ActividadEconomica = z.infer<typeof actividadEconomicaSchema>;
export const actividadesEconomicasResponseSchema = listResponse(actividadEconomicaSchema);

/** q matches the code's start or the accent-folded description. */
export const actividadesEconomicasQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  skip: z.coerce.number().int().min(0, { error: 'skip no puede ser negativo.' }).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: 'limit debe ser al menos 1.' })
    .max(100, { error: 'limit no puede superar 100.' })
    .default(20),
});
