import { FASE_ETIQUETAS, type Fase } from '../phases';
import { rechazo, type Resultado } from './resultado';

/*
 * The document flow as a pure transition table (DESIGN §6, ISO 9001 §7.5: approval before issue).
 * The API's service loads the flow and its document, asks `evaluarTransicion`, and applies the
 * result, its side effects and the audit row in one transaction.
 */

/** Who may perform a move. */
type Quien =
  /** Any company user who is not the assigned revisor or aprobador (they become the author). */
  | 'iniciador'
  /** The author of this version. */
  | 'autor'
  /** The assigned revisor, never the author. */
  | 'revisor'
  /** The assigned aprobador, never the author. */
  | 'aprobador';

interface Regla {
  quien: Quien;
  /** Rejections need a comment for the author. */
  requiereComentario?: boolean;
  /** The version must have its principal file. */
  requierePrincipal?: boolean;
  /** Only for documents with (true) or without (false) the review/approval flow. */
  conFlujo?: boolean;
}

export const TRANSICIONES: Readonly<Record<Fase, Partial<Record<Fase, Regla>>>> = {
  no_iniciado: { borrador: { quien: 'iniciador' } },
  borrador: {
    revision: { quien: 'autor', requierePrincipal: true, conFlujo: true },
    publicacion: { quien: 'autor', requierePrincipal: true, conFlujo: false },
  },
  revision: {
    en_aprobacion: { quien: 'revisor' },
    rechazado: { quien: 'revisor', requiereComentario: true },
  },
  en_aprobacion: {
    publicacion: { quien: 'aprobador' },
    rechazado: { quien: 'aprobador', requiereComentario: true },
  },
  rechazado: {
    borrador: { quien: 'autor' },
    revision: { quien: 'autor', requierePrincipal: true, conFlujo: true },
  },
  // Only publishing a later version makes a version obsolete (a side effect, never a request).
  publicacion: {},
  obsoleto: {},
};

export interface ContextoTransicion {
  actorId: number;
  /** Author of the version (null until someone starts it). */
  autorId: number | null;
  revisorId: number | null;
  aprobadorId: number | null;
  workflowEnabled: boolean;
  tienePrincipal: boolean;
  comentario: string;
}

export type ResultadoTransicion = Resultado<{ regla: Regla; autorId: number }>;

export const MENSAJES_FLUJO = {
  transicionInvalida: (desde: Fase, hacia: Fase) =>
    `No se puede pasar un documento de «${FASE_ETIQUETAS[desde]}» a «${FASE_ETIQUETAS[hacia]}».`,
  sinFlujo: 'Este documento no usa el flujo de revisión y aprobación: se publica directamente.',
  conFlujo: 'Este documento usa el flujo de revisión y aprobación: debe pasar por revisión antes de publicarse.',
  soloAutor: 'Solo el autor de esta versión puede hacer este cambio.',
  soloRevisor: 'Solo el revisor asignado puede aprobar o rechazar la revisión.',
  soloAprobador: 'Solo el aprobador asignado puede aprobar o rechazar la publicación.',
  autorNoRevisa: 'El autor de una versión no puede revisarla ni aprobarla.',
  responsableNoInicia: 'El revisor y el aprobador asignados no pueden ser autores del documento.',
  comentarioRequerido: 'El rechazo requiere un comentario que explique qué corregir.',
  faltaPrincipal: 'Suba el archivo principal antes de continuar.',
  faltanResponsables: 'Asigne un revisor y un aprobador al documento antes de enviarlo a revisión.',
} as const;

/** Whether `ctx.actorId` may move a flow from `desde` to `hacia`, and why not. Pure. */
export function evaluarTransicion(desde: Fase, hacia: Fase, ctx: ContextoTransicion): ResultadoTransicion {
  const regla = TRANSICIONES[desde][hacia];
  if (!regla) return rechazo('CONFLICTO', MENSAJES_FLUJO.transicionInvalida(desde, hacia));
  if (regla.conFlujo !== undefined && regla.conFlujo !== ctx.workflowEnabled) {
    return rechazo('CONFLICTO', ctx.workflowEnabled ? MENSAJES_FLUJO.conFlujo : MENSAJES_FLUJO.sinFlujo);
  }

  switch (regla.quien) {
    case 'iniciador':
      if (ctx.actorId === ctx.revisorId || ctx.actorId === ctx.aprobadorId) {
        return rechazo('PROHIBIDO', MENSAJES_FLUJO.responsableNoInicia);
      }
      break;
    case 'autor':
      if (ctx.actorId !== ctx.autorId) return rechazo('PROHIBIDO', MENSAJES_FLUJO.soloAutor);
      break;
    case 'revisor':
    case 'aprobador': {
      if (ctx.actorId === ctx.autorId) return rechazo('PROHIBIDO', MENSAJES_FLUJO.autorNoRevisa);
      const asignado = regla.quien === 'revisor' ? ctx.revisorId : ctx.aprobadorId;
      if (ctx.actorId !== asignado) {
        return rechazo(
          'PROHIBIDO',
          regla.quien === 'revisor' ? MENSAJES_FLUJO.soloRevisor : MENSAJES_FLUJO.soloAprobador,
        );
      }
      break;
    }
  }

  if (regla.requiereComentario && ctx.comentario.trim() === '') {
    const mensaje = MENSAJES_FLUJO.comentarioRequerido;
    return rechazo('VALIDACION', mensaje, { comentario: mensaje });
  }
  if (regla.requierePrincipal && !ctx.tienePrincipal) return rechazo('CONFLICTO', MENSAJES_FLUJO.faltaPrincipal);
  if (hacia === 'revision' && (ctx.revisorId === null || ctx.aprobadorId === null)) {
    return rechazo('CONFLICTO', MENSAJES_FLUJO.faltanResponsables);
  }
  if (hacia === 'revision' && (ctx.revisorId === ctx.autorId || ctx.aprobadorId === ctx.autorId)) {
    return rechazo('PROHIBIDO', MENSAJES_FLUJO.autorNoRevisa);
  }
  return { ok: true, regla, autorId: regla.quien === 'iniciador' ? ctx.actorId : (ctx.autorId ?? ctx.actorId) };
}

/** Phases where the version's files may still change (published versions are immutable). */
export function archivosEditables(fase: Fase): boolean {
  return fase === 'no_iniciado' || fase === 'borrador' || fase === 'rechazado';
}
