import { z } from 'zod';
import { ORIGENES_LISTA } from './due-diligence/listas';

/*
 * GET /health and /health/ready: what the service depends on and whether each part is in place.
 * `degraded` means the service answers but something a user relies on is missing or too old
 * (reference data, a sanctions list); `motivos` says what, in Spanish, for the platform admins'
 * banner and for operators.
 */

export const estadoServicioSchema = z.enum(['ok', 'degraded']);

export const estadoDependenciaSchema = z.enum(['ok', 'falta', 'antigua', 'cargando', 'error']);

export const datoReferenciaSaludSchema = z.object({
  nombre: z.string(),
  tema: z.string(),
  estado: estadoDependenciaSchema,
  filas: z.number().int(),
  fecha_fuente: z.string().nullable(),
  importado_en: z.string().nullable(),
});

export const listaSancionesSaludSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  estado: estadoDependenciaSchema,
  version: z.string().nullable(),
  /** Days since the list's own date (its version), null when unknown. */
  antiguedad_dias: z.number().int().nullable(),
  origen: z.enum(ORIGENES_LISTA).nullable(),
});

export const healthSchema = z.object({
  status: estadoServicioSchema,
  database: z.enum(['pglite', 'postgres']),
  motivos: z.array(z.string()),
  dependencias: z.object({
    base_datos: z.object({ estado: estadoDependenciaSchema }),
    almacenamiento: z.object({ estado: estadoDependenciaSchema }),
    /** The due-diligence data source chosen in Consultas (mock: needs the reference data; production: its URL). */
    proveedor_due_diligence: z.object({ estado: estadoDependenciaSchema }),
    datos_referencia: z.array(datoReferenciaSaludSchema),
    listas_sanciones: z.array(listaSancionesSaludSchema),
    /** The age above which a list counts as too old (SANCTIONS_MAX_AGE_DAYS); null when not checked. */
    antiguedad_maxima_dias: z.number().int().nullable(),
  }),
});

export type EstadoDependencia = z.infer<typeof estadoDependenciaSchema>;
export type DatoReferenciaSalud = z.infer<typeof datoReferenciaSaludSchema>;
export type ListaSancionesSalud = z.infer<typeof listaSancionesSaludSchema>;
export type HealthResponse = z.infer<typeof healthSchema>;
