import { z } from 'zod';
import { PLAN_MODULES, type PlanModule } from '../../roles';
import { listResponse, paginationSchema } from '../common';
import { batchDeleteSchema, batchResultSchema } from '../mi-empresa/empresa';
import { obligatorio, opcionalTexto } from '../fields';

/*
 * Globales → planes (issue 4, admin_atalaya only): which modules a plan enables for its
 * companies, how many due-diligence credits it includes and what each report type costs. GET /planes/?skip=0&limit=99.
 */

/** Spanish labels of the modules a plan can enable, for checkboxes and chips. */
export const PLAN_MODULE_LABELS: Record<PlanModule, string> = {
  mi_empresa: 'Mi Empresa',
  documentos: 'Documentos',
  canal_denuncias: 'Canal de denuncias',
  due_diligence: 'Due diligence',
  no_conformidades: 'No conformidades',
};
export const PLAN_MODULE_OPCIONES = PLAN_MODULES.map((id) => ({ id, nombre: PLAN_MODULE_LABELS[id] }));

export const MENSAJES_PLANES = {
  duplicado: 'Ya existe un plan con ese nombre.',
  enUso: 'El plan está asignado a empresas; cámbielas de plan antes de eliminarlo.',
} as const;

/** Credits one due diligence of a kind spends (SPEC §3 credits; issue 7). */
const costoReporte = (tipo: 'lite' | 'full', porDefecto: number) => {
  const mensaje = `El costo de un reporte ${tipo} debe ser un número entero de créditos, 0 o más.`;
  return z.coerce
    .number({ error: mensaje })
    .int({ error: mensaje })
    .min(0, { error: mensaje })
    .max(1_000, { error: 'Máximo 1.000 créditos por reporte.' })
    .default(porDefecto);
};

export const planInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio', 100),
  descripcion: opcionalTexto(1000),
  modulos: z
    .array(z.enum(PLAN_MODULES, { error: 'Seleccione módulos válidos' }), { error: 'Seleccione módulos válidos' })
    .default([])
    .transform((m) => PLAN_MODULES.filter((x) => m.includes(x))),
  creditos_due_diligence: z.coerce
    .number({ error: 'Los créditos deben ser un número entero.' })
    .int({ error: 'Los créditos deben ser un número entero.' })
    .min(0, { error: 'Los créditos no pueden ser negativos.' })
    .max(1_000_000, { error: 'Máximo 1.000.000 créditos.' })
    .default(0),
  costo_dd_lite: costoReporte('lite', 1),
  costo_dd_full: costoReporte('full', 3),
  activo: z.boolean({ error: 'Indique si el plan está activo.' }).default(true),
});
export type PlanInput = z.input<typeof planInputSchema>;

export const planFiltrosSchema = paginationSchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  activo: z
    .enum(['true', 'false'], { error: 'El filtro activo debe ser true o false.' })
    .transform((v) => v === 'true')
    .optional(),
});

export const planSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  modulos: z.array(z.enum(PLAN_MODULES)),
  creditos_due_diligence: z.number().int(),
  costo_dd_lite: z.number().int(),
  costo_dd_full: z.number().int(),
  activo: z.boolean(),
  /** Companies on this plan. */
  empresas: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;
export const planesResponseSchema = listResponse(planSchema);

export const planesBatchDeleteSchema = batchDeleteSchema;
export const planesBatchResultSchema = batchResultSchema;
