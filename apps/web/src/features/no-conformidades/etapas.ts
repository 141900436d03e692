import { ETAPAS_NC, type AccionNc, type EtapaNc } from '@atalaya/shared/contracts/no-conformidades';
import { MENSAJES_FLUJO_NC } from '@atalaya/shared/flujos/no-conformidad';

export type EstadoPaso = 'hecho' | 'actual' | 'pendiente';

/** How stage `paso` reads on the stepper of a non-conformity in `actual`. */
export function estadoPaso(actual: EtapaNc, paso: EtapaNc): EstadoPaso {
  const i = ETAPAS_NC.indexOf(paso);
  const j = ETAPAS_NC.indexOf(actual);
  return i < j ? 'hecho' : i === j ? 'actual' : 'pendiente';
}

/** Whether a non-conformity in `actual` has gone past stage `paso` (its record is final for this cycle). */
export const superada = (actual: EtapaNc, paso: EtapaNc) => estadoPaso(actual, paso) === 'hecho';

/** 'Ciclo 1 (sin reaperturas)', 'Ciclo 2 · 1 verificación no eficaz reabrió el análisis de causa'… */
export function textoCiclo(reaperturas: number): string {
  if (reaperturas === 0) return 'Ciclo 1 (sin reaperturas)';
  const veces =
    reaperturas === 1 ? '1 verificación no eficaz reabrió' : `${reaperturas} verificaciones no eficaces reabrieron`;
  return `Ciclo ${reaperturas + 1} · ${veces} el análisis de causa`;
}

/** Why 'Enviar a verificación' is not possible yet (the API's words), or null. */
export function motivoSinEnvio(acciones: readonly Pick<AccionNc, 'estado'>[]): string | null {
  if (acciones.length === 0) return MENSAJES_FLUJO_NC.sinAcciones;
  if (acciones.some((a) => a.estado !== 'completada')) return MENSAJES_FLUJO_NC.accionesPendientes;
  return null;
}
