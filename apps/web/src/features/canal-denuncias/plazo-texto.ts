import type { PlazoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { fechaSantiago } from '@atalaya/shared/dias-habiles';
import { ETIQUETAS_ESTADO_PLAZO } from '@atalaya/shared/plazos-denuncia';
import { formatDate } from '@/lib/format';

export type { PlazoDenuncia };

const ABIERTOS = new Set<PlazoDenuncia['estado']>(['pendiente', 'por_vencer', 'vencido']);
/** Most urgent first: overdue, then about to expire, then in time. */
const URGENCIA: Record<PlazoDenuncia['estado'], number> = {
  vencido: 0,
  por_vencer: 1,
  pendiente: 2,
  cumplido_tarde: 3,
  cumplido: 4,
};

export const estadoPlazoEtiqueta = (estado: PlazoDenuncia['estado']) => ETIQUETAS_ESTADO_PLAZO[estado];

/** 'N día(s)' or 'N día(s) hábil(es)' in the plazo's unit. */
function dias(n: number, unidad: PlazoDenuncia['unidad']): string {
  const uno = n === 1;
  if (unidad === 'dias_habiles') return `${n} ${uno ? 'día hábil' : 'días hábiles'}`;
  return `${n} ${uno ? 'día' : 'días'}`;
}

/** The last day of a plazo as 'dd/mm/aaaa' on the Santiago calendar (it ends at 23:59:59 there). */
export function fechaVencimiento(plazo: Pick<PlazoDenuncia, 'vence'>): string {
  return formatDate(fechaSantiago(plazo.vence));
}

/**
 * How much time is left, in words: 'vence hoy', 'vence en 5 días', 'vence en 2 días hábiles',
 * 'vencido hace 3 días' (overdue is counted in calendar days), 'cumplido el 05/01/2026',
 * 'cumplido fuera de plazo el 05/01/2026'.
 */
export function tiempoPlazo(plazo: PlazoDenuncia): string {
  const n = plazo.dias_restantes;
  switch (plazo.estado) {
    case 'cumplido':
      return plazo.cumplido_at ? `cumplido el ${formatDate(fechaSantiago(plazo.cumplido_at))}` : 'cumplido';
    case 'cumplido_tarde':
      return plazo.cumplido_at
        ? `cumplido fuera de plazo el ${formatDate(fechaSantiago(plazo.cumplido_at))}`
        : 'cumplido fuera de plazo';
    case 'vencido':
      return n !== null && n < 0 ? `vencido hace ${dias(-n, 'dias_corridos')}` : 'vencido';
    case 'pendiente':
    case 'por_vencer':
      if (n === null) return `vence el ${fechaVencimiento(plazo)}`;
      return n <= 0 ? 'vence hoy' : `vence en ${dias(n, plazo.unidad)}`;
  }
}

/**
 * The plazo a case's row shows: the most urgent open one (overdue, then about to expire, then the
 * nearest deadline); null when every plazo is fulfilled.
 */
export function plazoMasUrgente(plazos: readonly PlazoDenuncia[]): PlazoDenuncia | null {
  const abiertos = plazos.filter((p) => ABIERTOS.has(p.estado));
  if (abiertos.length === 0) return null;
  return [...abiertos].sort((a, b) => URGENCIA[a.estado] - URGENCIA[b.estado] || a.vence.localeCompare(b.vence))[0]!;
}

/** Text for a case with no open plazo. */
export function resumenCumplidos(plazos: readonly PlazoDenuncia[]): string {
  if (plazos.length === 0) return 'Sin plazos';
  return plazos.some((p) => p.estado === 'cumplido_tarde')
    ? 'Plazos cumplidos (alguno fuera de plazo)'
    : 'Plazos cumplidos';
}
