import type { DashboardMes } from '@atalaya/shared/contracts/dashboard';

/*
 * es-CL formats of the dashboard: percentages ('33,3%') and the trend's months ('sept 2025' on the
 * axis, 'septiembre de 2025' in the text alternative). The API sends months as 'YYYY-MM'.
 */

const porcentaje = new Intl.NumberFormat('es-CL', { style: 'percent', maximumFractionDigits: 1 });
const mesCorto = new Intl.DateTimeFormat('es-CL', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const mesLargo = new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A 0–100 rate as an es-CL percentage: 33.3 → '33,3%'. */
export function formatPorcentaje(valor: number): string {
  return porcentaje.format(valor / 100);
}

function fechaDeMes(mes: string): Date | null {
  const m = /^(\d{4})-(\d{2})$/.exec(mes);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : null;
}

/** '2025-09' → 'sept 2025'. */
export function etiquetaMesCorta(mes: string): string {
  const fecha = fechaDeMes(mes);
  return fecha ? mesCorto.format(fecha) : mes;
}

/** '2025-09' → 'septiembre de 2025'; `mayuscula` capitalises the first letter only ('Septiembre de 2025'). */
export function etiquetaMesLarga(mes: string, { mayuscula = false } = {}): string {
  const fecha = fechaDeMes(mes);
  const texto = fecha ? mesLargo.format(fecha) : mes;
  return mayuscula ? texto.charAt(0).toUpperCase() + texto.slice(1) : texto;
}

/** The trend's series, in the order they are drawn. */
export const SERIES_TENDENCIA = [
  { clave: 'denuncias_recibidas', nombre: 'Denuncias recibidas', corto: 'Denuncias', color: 'var(--chart-4)' },
  {
    clave: 'documentos_publicados',
    nombre: 'Documentos publicados',
    corto: 'Documentos publicados',
    color: 'var(--chart-1)',
  },
  { clave: 'nc_abiertas', nombre: 'No conformidades abiertas', corto: 'NC abiertas', color: 'var(--chart-3)' },
  { clave: 'nc_cerradas', nombre: 'No conformidades cerradas', corto: 'NC cerradas', color: 'var(--chart-2)' },
  { clave: 'dd_solicitadas', nombre: 'Due diligence solicitadas', corto: 'DD solicitadas', color: 'var(--chart-5)' },
] as const satisfies ReadonlyArray<{
  clave: Exclude<keyof DashboardMes, 'mes'>;
  nombre: string;
  corto: string;
  color: string;
}>;

export type SerieTendencia = (typeof SERIES_TENDENCIA)[number];

/** The series the user may see (the API sends null for the others). */
export function seriesVisibles(meses: readonly DashboardMes[]): SerieTendencia[] {
  return SERIES_TENDENCIA.filter((s) => meses.some((m) => m[s.clave] !== null));
}

/** Whether there is anything to draw: some visible series has a month above zero. */
export function hayActividad(meses: readonly DashboardMes[]): boolean {
  return meses.some((m) => SERIES_TENDENCIA.some((s) => (m[s.clave] ?? 0) > 0));
}
