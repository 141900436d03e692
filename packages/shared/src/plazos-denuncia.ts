/**
 * Legal clocks of a whistleblower report (issue 6), pure and dependency-free so the API and the
 * web compute the same deadlines.
 *
 * - acuse: 7 calendar days from reception (EU Directive 2019/1937 art. 9.1.b).
 * - respuesta: 3 calendar months from the acknowledgement, or from the end of the 7-day period when
 *   there was none or it came late (art. 9.1.f).
 * - Ley Karin only (Ley 21.643, DS 21/2024): karin_inicio, 3 working days from reception to open an
 *   internal investigation or refer the case to the Dirección del Trabajo; karin_investigacion,
 *   30 working days from the start of the investigation to finish it.
 *
 * Dates are America/Santiago calendar dates; counting starts the day after the triggering event
 * (as Chilean administrative terms do) and a deadline ends at 23:59:59 Santiago of its last day.
 * Working days are Monday–Friday minus the holidays passed in (`'YYYY-MM-DD'`, national + the
 * company's region; the holiday list is reference data, never code).
 */

import { diasHabilesEntre, fechaSantiago, sumarDias, sumarDiasHabiles } from './dias-habiles';

export type ClavePlazo = 'acuse' | 'respuesta' | 'karin_inicio' | 'karin_investigacion';
export type UnidadPlazo = 'dias_corridos' | 'dias_habiles';
export type EstadoPlazo = 'pendiente' | 'por_vencer' | 'vencido' | 'cumplido' | 'cumplido_tarde';
export type AlertaPlazos = 'ok' | 'por_vencer' | 'vencido';

export interface Plazo {
  clave: ClavePlazo;
  etiqueta: string;
  /** ISO instant: 23:59:59 Santiago of the last day. */
  vence: string;
  unidad: UnidadPlazo;
  cumplido_at: string | null;
  estado: EstadoPlazo;
  /**
   * Days left in the plazo's unit counted from today (Santiago): 0 = due today; negative = calendar
   * days overdue; null once fulfilled.
   */
  dias_restantes: number | null;
}

export const ETIQUETAS_PLAZO: Record<ClavePlazo, string> = {
  acuse: 'Acuse de recibo (7 días)',
  respuesta: 'Respuesta al denunciante (3 meses)',
  karin_inicio: 'Inicio de investigación o derivación a la DT (3 días hábiles)',
  karin_investigacion: 'Investigación (30 días hábiles)',
};

export const ETIQUETAS_ESTADO_PLAZO: Record<EstadoPlazo, string> = {
  pendiente: 'En plazo',
  por_vencer: 'Por vencer',
  vencido: 'Vencido',
  cumplido: 'Cumplido',
  cumplido_tarde: 'Cumplido fuera de plazo',
};

/** Fraction of a plazo's span left at which it becomes 'por_vencer'. */
export const UMBRAL_POR_VENCER = 0.25;

type Momento = Date | string | null | undefined;

export interface DatosPlazosDenuncia {
  created_at: Date | string;
  tipo: string;
  acuse_at?: Momento;
  primera_respuesta_at?: Momento;
  investigacion_iniciada_at?: Momento;
  derivada_dt_at?: Momento;
  investigacion_cerrada_at?: Momento;
  cerrada_at?: Momento;
}

// ---------------------------------------------------------------------------------------------
// Santiago calendar dates

const DIA_MS = 86_400_000;

function aFecha(valor: Date | string): Date {
  return valor instanceof Date ? valor : new Date(valor);
}

function utcDeFecha(fecha: string): number {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** Adds calendar months; the day is clamped to the target month's last day (30-Nov + 3 → 28-Feb). */
export function sumarMeses(fecha: string, n: number): string {
  const [y, m, d] = fecha.split('-').map(Number) as [number, number, number];
  const ultimoDia = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, ultimoDia))).toISOString().slice(0, 10);
}

/**
 * Last instant (to the second) whose Santiago date is `fecha`. Found by bisection instead of adding
 * an offset, so DST changes at midnight (a skipped or a repeated hour) are handled.
 */
export function finDelDiaSantiago(fecha: string): Date {
  const siguiente = sumarDias(fecha, 1);
  let bajo = utcDeFecha(siguiente) - 15 * 3_600_000; // still `fecha` in any offset ≥ UTC-15
  let alto = utcDeFecha(siguiente) + 15 * 3_600_000; // already `siguiente`
  while (alto - bajo > 1000) {
    const medio = Math.floor((bajo + alto) / 2000) * 1000;
    if (fechaSantiago(new Date(medio)) >= siguiente) alto = medio;
    else bajo = medio;
  }
  return new Date(alto - 1000);
}

// ---------------------------------------------------------------------------------------------
// Plazos

function momento(valor: Momento): Date | null {
  if (valor === null || valor === undefined) return null;
  const fecha = aFecha(valor);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

function primero(...valores: Momento[]): Date | null {
  const fechas = valores.map(momento).filter((f): f is Date => f !== null);
  if (fechas.length === 0) return null;
  return fechas.reduce((a, b) => (b.getTime() < a.getTime() ? b : a));
}

function construir(
  clave: ClavePlazo,
  unidad: UnidadPlazo,
  inicio: Date,
  ultimoDia: string,
  cumplidoAt: Date | null,
  feriados: ReadonlySet<string>,
  ahora: Date,
): Plazo {
  const vence = finDelDiaSantiago(ultimoDia);
  const base = { clave, etiqueta: ETIQUETAS_PLAZO[clave], vence: vence.toISOString(), unidad };
  if (cumplidoAt) {
    return {
      ...base,
      cumplido_at: cumplidoAt.toISOString(),
      estado: cumplidoAt.getTime() <= vence.getTime() ? 'cumplido' : 'cumplido_tarde',
      dias_restantes: null,
    };
  }
  const hoy = fechaSantiago(ahora);
  const restante = vence.getTime() - ahora.getTime();
  const lapso = Math.max(vence.getTime() - inicio.getTime(), 1);
  let diasRestantes: number;
  if (hoy > ultimoDia) diasRestantes = -Math.round((utcDeFecha(hoy) - utcDeFecha(ultimoDia)) / DIA_MS);
  else if (unidad === 'dias_habiles') diasRestantes = diasHabilesEntre(hoy, ultimoDia, feriados);
  else diasRestantes = Math.round((utcDeFecha(ultimoDia) - utcDeFecha(hoy)) / DIA_MS);
  return {
    ...base,
    cumplido_at: null,
    estado: restante < 0 ? 'vencido' : restante <= lapso * UMBRAL_POR_VENCER ? 'por_vencer' : 'pendiente',
    dias_restantes: diasRestantes,
  };
}

/**
 * The report's deadlines at `ahora`. Closing a case stops every clock (its closing message reaches
 * the reporter), so an open step counts as fulfilled at `cerrada_at`. karin_investigacion appears
 * once the internal investigation has started (a case referred to the DT is investigated there).
 */
export function calcularPlazos(d: DatosPlazosDenuncia, feriados: ReadonlySet<string>, ahora: Date): Plazo[] {
  const recibida = aFecha(d.created_at);
  const fechaRecepcion = fechaSantiago(recibida);
  const cerrada = momento(d.cerrada_at);
  const plazos: Plazo[] = [];

  const ultimoAcuse = sumarDias(fechaRecepcion, 7);
  const acuse = momento(d.acuse_at);
  plazos.push(construir('acuse', 'dias_corridos', recibida, ultimoAcuse, primero(acuse, cerrada), feriados, ahora));

  // From the acknowledgement, or from the end of the 7 days if there was none or it was late.
  const finAcuse = finDelDiaSantiago(ultimoAcuse);
  const baseRespuesta = acuse && acuse.getTime() <= finAcuse.getTime() ? acuse : finAcuse;
  plazos.push(
    construir(
      'respuesta',
      'dias_corridos',
      baseRespuesta,
      sumarMeses(fechaSantiago(baseRespuesta), 3),
      primero(d.primera_respuesta_at, cerrada),
      feriados,
      ahora,
    ),
  );

  if (d.tipo === 'ley_karin') {
    plazos.push(
      construir(
        'karin_inicio',
        'dias_habiles',
        recibida,
        sumarDiasHabiles(fechaRecepcion, 3, feriados),
        primero(d.investigacion_iniciada_at, d.derivada_dt_at, cerrada),
        feriados,
        ahora,
      ),
    );
    const iniciada = momento(d.investigacion_iniciada_at);
    if (iniciada) {
      plazos.push(
        construir(
          'karin_investigacion',
          'dias_habiles',
          iniciada,
          sumarDiasHabiles(iniciada, 30, feriados),
          primero(d.investigacion_cerrada_at, cerrada),
          feriados,
          ahora,
        ),
      );
    }
  }
  return plazos;
}

/** Worst state among a report's plazos, for inbox flags and the bell. */
export function alertaDePlazos(plazos: readonly Pick<Plazo, 'estado'>[]): AlertaPlazos {
  if (plazos.some((p) => p.estado === 'vencido')) return 'vencido';
  if (plazos.some((p) => p.estado === 'por_vencer')) return 'por_vencer';
  return 'ok';
}
