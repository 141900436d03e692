import {
  ACCION_DENUNCIA_ETIQUETAS,
  ACCIONES_DENUNCIA,
  ESTADO_DENUNCIA_ETIQUETAS,
  type AccionDenuncia,
  type EstadoDenuncia,
  type TipoDenuncia,
} from '../contracts/canal-denuncias/denuncias';
import { rechazo, type Resultado } from './resultado';

/*
 * The case flow of a report as a pure table (issue 6): for each action, the states it is allowed
 * in and the state it leaves the case in, plus its preconditions. The API loads the case and
 * its counts, asks `evaluarAccion`, and apply the result with its audit and timeline rows in one
 * transaction; the detail answers `accionesPermitidas` so screens offer only what would pass.
 *
 *   recibida ─clasificar→ en_revision ─investigar | derivar_dt (Ley Karin)→ investigacion
 *   ─planificar (≥1 causa raíz)→ plan_accion ─implementar | registrar_implementacion (≥1 plan)→
 *   implementacion ─cerrar→ cerrada;   en_revision ─desestimar (not Ley Karin)→ cerrada;
 *   en_revision ─desclasificar→ recibida.
 */

/** Conditions an action needs beyond the case's state. */
type Condicion =
  /** Only Ley Karin cases. */
  | 'ley_karin'
  /** Never Ley Karin cases (they must be investigated or referred). */
  | 'no_ley_karin'
  /** At least one root cause recorded. */
  | 'causa_raiz'
  /** At least one action plan recorded. */
  | 'plan_accion'
  /** Not yet referred to the Dirección del Trabajo. */
  | 'no_derivada';

interface Regla {
  /** Allowed states → the state the case is left in. */
  desde: Partial<Record<EstadoDenuncia, EstadoDenuncia>>;
  requiere?: readonly Condicion[];
}

const ABIERTOS = ['recibida', 'en_revision', 'investigacion', 'plan_accion', 'implementacion'] as const;
const igual = (...estados: EstadoDenuncia[]) =>
  Object.fromEntries(estados.map((e) => [e, e])) as Partial<Record<EstadoDenuncia, EstadoDenuncia>>;

export const FLUJO_DENUNCIA: Readonly<Record<AccionDenuncia, Regla>> = {
  clasificar: { desde: { recibida: 'en_revision' } },
  reclasificar: { desde: igual('en_revision', 'investigacion', 'plan_accion', 'implementacion') },
  desclasificar: { desde: { en_revision: 'recibida' } },
  derivar_dt: {
    desde: { en_revision: 'investigacion', investigacion: 'investigacion' },
    requiere: ['ley_karin', 'no_derivada'],
  },
  investigar: { desde: { en_revision: 'investigacion', ...igual('investigacion', 'plan_accion') } },
  editar_investigacion: { desde: igual('investigacion', 'plan_accion', 'implementacion') },
  registrar_causa: { desde: igual('investigacion', 'plan_accion') },
  planificar: { desde: { investigacion: 'plan_accion', plan_accion: 'plan_accion' }, requiere: ['causa_raiz'] },
  editar_plan: { desde: igual('plan_accion', 'implementacion') },
  implementar: { desde: { plan_accion: 'implementacion' }, requiere: ['plan_accion'] },
  registrar_implementacion: {
    desde: { plan_accion: 'implementacion', implementacion: 'implementacion' },
    requiere: ['plan_accion'],
  },
  cerrar: { desde: { implementacion: 'cerrada' } },
  desestimar: { desde: { en_revision: 'cerrada' }, requiere: ['no_ley_karin'] },
  registrar_medida: { desde: igual(...ABIERTOS), requiere: ['ley_karin'] },
  comentar: { desde: igual(...ABIERTOS, 'cerrada') },
};

/** What the table needs to know about the case besides its state. */
export interface ContextoDenuncia {
  tipo: TipoDenuncia;
  causasRaiz: number;
  planesAccion: number;
  derivadaDt: boolean;
}

export type ResultadoAccion = Resultado<{ hacia: EstadoDenuncia; cambiaEstado: boolean }>;

export const MENSAJES_FLUJO_DENUNCIA = {
  noDisponible: (accion: AccionDenuncia, estado: EstadoDenuncia) =>
    `No se puede «${ACCION_DENUNCIA_ETIQUETAS[accion]}» una denuncia en estado «${ESTADO_DENUNCIA_ETIQUETAS[estado]}».`,
  soloLeyKarinDt: 'Solo las denuncias de tipo Ley Karin se derivan a la Dirección del Trabajo.',
  soloLeyKarinMedidas: 'Las medidas de resguardo se registran solo en denuncias de tipo Ley Karin.',
  leyKarinNoDesestimar:
    'Una denuncia Ley Karin no puede desestimarse: debe investigarse o derivarse a la Dirección del Trabajo.',
  faltaCausaRaiz: 'Registre al menos una causa raíz antes de agregar un plan de acción.',
  faltaPlan: 'Registre al menos un plan de acción antes de pasar a implementación.',
  yaDerivada: 'La denuncia ya fue derivada a la Dirección del Trabajo.',
} as const;

function incumplida(condicion: Condicion, accion: AccionDenuncia, ctx: ContextoDenuncia): string | null {
  switch (condicion) {
    case 'ley_karin':
      if (ctx.tipo === 'ley_karin') return null;
      return accion === 'registrar_medida'
        ? MENSAJES_FLUJO_DENUNCIA.soloLeyKarinMedidas
        : MENSAJES_FLUJO_DENUNCIA.soloLeyKarinDt;
    case 'no_ley_karin':
      return ctx.tipo === 'ley_karin' ? MENSAJES_FLUJO_DENUNCIA.leyKarinNoDesestimar : null;
    case 'causa_raiz':
      return ctx.causasRaiz > 0 ? null : MENSAJES_FLUJO_DENUNCIA.faltaCausaRaiz;
    case 'plan_accion':
      return ctx.planesAccion > 0 ? null : MENSAJES_FLUJO_DENUNCIA.faltaPlan;
    case 'no_derivada':
      return ctx.derivadaDt ? MENSAJES_FLUJO_DENUNCIA.yaDerivada : null;
  }
}

/** Whether `accion` may be done on a case in `estado`, the state it leaves, and why not. Pure. */
export function evaluarAccion(estado: EstadoDenuncia, accion: AccionDenuncia, ctx: ContextoDenuncia): ResultadoAccion {
  const regla = FLUJO_DENUNCIA[accion];
  const hacia = regla.desde[estado];
  if (!hacia) return rechazo('CONFLICTO', MENSAJES_FLUJO_DENUNCIA.noDisponible(accion, estado));
  for (const condicion of regla.requiere ?? []) {
    const mensaje = incumplida(condicion, accion, ctx);
    if (mensaje) return rechazo('CONFLICTO', mensaje);
  }
  return { ok: true, hacia, cambiaEstado: hacia !== estado };
}

/** Actions allowed now, in the table's order (what the detail screen offers). */
export function accionesPermitidas(estado: EstadoDenuncia, ctx: ContextoDenuncia): AccionDenuncia[] {
  return ACCIONES_DENUNCIA.filter((accion) => evaluarAccion(estado, accion, ctx).ok);
}

/** POST /denuncias/{id}/cerrar/ closes a finished case, or dismisses one still in revision. */
export function accionDeCierre(estado: EstadoDenuncia): 'cerrar' | 'desestimar' {
  return estado === 'en_revision' ? 'desestimar' : 'cerrar';
}
