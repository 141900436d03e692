import { z } from 'zod';

/*
 * GET /dashboard (issue 8 §4; SPEC §2 /dashboard, §3 'Dashboard mock fields'): figures computed
 * from the company's data. A section the caller's roles or the company's plan do not allow is
 * null, and so is its series in the trend; the client shows no card for it.
 */

const entero = z.number().int();
const porcentaje = z.number().describe('Porcentaje 0–100, un decimal.');

/** Stages of a non-conformity still open (every stage but cerrada), in workflow order. */
export const ETAPAS_NC_ABIERTAS = [
  'abierta',
  'correccion',
  'analisis_causa',
  'clasificacion',
  'acciones',
  'verificacion',
] as const;
export type EtapaNcAbierta = (typeof ETAPAS_NC_ABIERTAS)[number];

export const dashboardDocumentosSchema = z.object({
  compliance_rate: porcentaje.describe('Requisitos aplicables cubiertos por un documento publicado vigente.'),
  requisitos_total: entero,
  requisitos_cubiertos: entero,
  documents_to_expire: entero.describe('Versiones vigentes por vencer (días de aviso de la empresa).'),
  documentos_vencidos: entero,
  dias_aviso_vencimiento: entero,
  completion_rate: porcentaje.describe('Flujos documentales completados (publicados) sobre los iniciados.'),
  flujos_iniciados: entero.describe('Versiones cuyo flujo salió de No Iniciado.'),
  flujos_completados: entero.describe('Versiones que llegaron a publicación (también las hoy obsoletas).'),
});

export const dashboardRiesgosSchema = z.object({
  unresolved_risks: entero.describe('Riesgos cuyo estado no es Cubierto.'),
  no_cubiertos: entero,
  en_proceso: entero,
  total: entero,
});

export const dashboardContratistasSchema = z.object({
  active: entero,
  blocked: entero,
  validation: entero,
  total: entero,
});

export const dashboardDenunciasSchema = z.object({
  abiertas: entero.describe('Denuncias no cerradas que el usuario puede ver.'),
  pendientes: entero.describe('Recibidas, aún sin clasificar.'),
  por_vencer: entero.describe('Abiertas con un plazo legal por vencer (y ninguno vencido).'),
  vencidas: entero.describe('Abiertas con algún plazo legal vencido.'),
});

export const dashboardDueDiligenceSchema = z.object({
  pendientes: entero,
  en_progreso: entero.describe('Procesando o en revisión de un analista.'),
  terminadas: entero,
  riesgo: z.object({ bajo: entero, monitoreo: entero, alto: entero }).describe('Reportes publicados por nivel.'),
});

export const dashboardNoConformidadesSchema = z.object({
  abiertas: entero.describe('No conformidades no cerradas.'),
  cerradas: entero,
  por_etapa: z.object({
    abierta: entero,
    correccion: entero,
    analisis_causa: entero,
    clasificacion: entero,
    acciones: entero,
    verificacion: entero,
  }),
});

const serie = entero.nullable();

export const dashboardMesSchema = z.object({
  mes: z.string().describe("'YYYY-MM' en la zona horaria America/Santiago."),
  denuncias_recibidas: serie,
  documentos_publicados: serie,
  nc_abiertas: serie,
  nc_cerradas: serie,
  dd_solicitadas: serie,
});

export const dashboardSchema = z.object({
  documentos: dashboardDocumentosSchema.nullable(),
  riesgos: dashboardRiesgosSchema.nullable(),
  contratistas: dashboardContratistasSchema.nullable(),
  denuncias: dashboardDenunciasSchema.nullable(),
  due_diligence: dashboardDueDiligenceSchema.nullable(),
  no_conformidades: dashboardNoConformidadesSchema.nullable(),
  tendencia: z.array(dashboardMesSchema).describe('Los últimos 12 meses, del más antiguo al actual.'),
  generado_at: z.string(),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardMes = z.infer<typeof dashboardMesSchema>;
