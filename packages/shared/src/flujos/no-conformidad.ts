import { rechazo, type Resultado } from './resultado';

/*
 * The non-conformity (CAPA, ISO 9001 §10.2) workflow as a pure table (issue 8 §1). The stage is
 * the step the non-conformity is waiting for:
 *
 *   abierta ─aceptar→ correccion ─registrar_correccion→ analisis_causa ─completar_analisis (analysis
 *   with ≥1 why or ≥1 Ishikawa cause and a root cause)→ clasificacion ─clasificar→ acciones
 *   ─enviar_verificacion (≥1 action, every one completada)→ verificacion;
 *   verificacion ─verificar(eficaz=false)→ analisis_causa (reopened: reaperturas + 1);
 *   verificacion ─verificar(eficaz=true)→ verificacion (closure now allowed);
 *   verificacion ─cerrar (latest verification eficaz)→ cerrada.
 *
 * Besides the stage moves, `OPERACIONES_NC` says in which stages the editing operations are open
 * (registration fields, analysis and its files, actions and their evidence). The API asks
 * `evaluarEventoNc` / `operacionPermitidaNc` and answers their CONFLICTO (409) with `mensajeEtapaIncorrecta`; the
 * detail answers `eventosPermitidosNc` so screens offer only what would pass.
 */

export const ETAPAS_NC = [
  'abierta',
  'correccion',
  'analisis_causa',
  'clasificacion',
  'acciones',
  'verificacion',
  'cerrada',
] as const;
export type EtapaNc = (typeof ETAPAS_NC)[number];

export const ETAPA_NC_ETIQUETAS: Readonly<Record<EtapaNc, string>> = {
  abierta: 'Abierta',
  correccion: 'Corrección inmediata',
  analisis_causa: 'Análisis de causa',
  clasificacion: 'Clasificación',
  acciones: 'Acciones',
  verificacion: 'Verificación de eficacia',
  cerrada: 'Cerrada',
};

/** Stage moves. */
export const EVENTOS_NC = [
  'aceptar',
  'registrar_correccion',
  'completar_analisis',
  'clasificar',
  'enviar_verificacion',
  'verificar',
  'cerrar',
] as const;
export type EventoNc = (typeof EVENTOS_NC)[number];

export const EVENTO_NC_ETIQUETAS: Readonly<Record<EventoNc, string>> = {
  aceptar: 'Aceptar',
  registrar_correccion: 'Registrar corrección inmediata',
  completar_analisis: 'Completar análisis de causa',
  clasificar: 'Clasificar',
  enviar_verificacion: 'Enviar a verificación',
  verificar: 'Verificar eficacia',
  cerrar: 'Cerrar',
};

/** Editing operations that do not move the stage, and the stages where they are open. */
export const OPERACIONES_NC = {
  /** PUT /no-conformidad/{id}: registration fields. */
  editar: ['abierta', 'correccion'],
  /** Cause analysis (create / edit) and its support files. */
  editar_analisis: ['analisis_causa'],
  /** Actions: create, edit, delete, change state; their evidence files. */
  gestionar_acciones: ['acciones'],
} as const satisfies Record<string, readonly EtapaNc[]>;
export type OperacionNc = keyof typeof OPERACIONES_NC;

/** What the table needs to know about the non-conformity besides its stage. */
export interface ContextoNc {
  /** A cause analysis with at least one why (or Ishikawa cause) and a root cause exists. */
  analisisCompleto: boolean;
  /** Actions recorded, and how many of them are not completada. */
  acciones: number;
  accionesPendientes: number;
  /** The latest verification was effective (closure allowed). */
  ultimaVerificacionEficaz: boolean;
  /** For `verificar`: the result being recorded. */
  eficaz?: boolean;
}

export const CONTEXTO_NC_VACIO: ContextoNc = {
  analisisCompleto: false,
  acciones: 0,
  accionesPendientes: 0,
  ultimaVerificacionEficaz: false,
};

/** Stage the event is allowed in. */
export const ETAPA_DEL_EVENTO: Readonly<Record<EventoNc, EtapaNc>> = {
  aceptar: 'abierta',
  registrar_correccion: 'correccion',
  completar_analisis: 'analisis_causa',
  clasificar: 'clasificacion',
  enviar_verificacion: 'acciones',
  verificar: 'verificacion',
  cerrar: 'verificacion',
};

export const MENSAJES_FLUJO_NC = {
  analisisIncompleto:
    'Registre el análisis de causa (al menos un porqué o una causa del diagrama de Ishikawa, y la causa raíz) antes de completarlo.',
  sinAcciones: 'Registre al menos una acción antes de enviar a verificación.',
  accionesPendientes: 'Todas las acciones deben estar completadas antes de enviar a verificación.',
  sinVerificacionEficaz: 'Para cerrar, la última verificación de eficacia debe ser eficaz.',
  yaVerificadaEficaz: 'La eficacia ya fue verificada; ahora puede cerrar la no conformidad.',
} as const;

const lista = (etapas: readonly EtapaNc[]) => {
  const nombres = etapas.map((e) => ETAPA_NC_ETIQUETAS[e]);
  return nombres.length <= 1 ? (nombres[0] ?? '') : `${nombres.slice(0, -1).join(', ')} o ${nombres.at(-1)}`;
};

/** CONFLICTO message: 'La no conformidad está en la etapa X; esta acción corresponde a la etapa Y.' */
export function mensajeEtapaIncorrecta(actual: EtapaNc, esperadas: EtapaNc | readonly EtapaNc[]): string {
  const lista_ = typeof esperadas === 'string' ? [esperadas] : esperadas;
  return `La no conformidad está en la etapa ${ETAPA_NC_ETIQUETAS[actual]}; esta acción corresponde a la etapa ${lista(lista_)}.`;
}

/** Where the event leaves a non-conformity in `etapa` (ignoring preconditions); null when not allowed there. */
export function siguienteEtapa(etapa: EtapaNc, evento: EventoNc, eficaz?: boolean): EtapaNc | null {
  if (ETAPA_DEL_EVENTO[evento] !== etapa) return null;
  switch (evento) {
    case 'aceptar':
      return 'correccion';
    case 'registrar_correccion':
      return 'analisis_causa';
    case 'completar_analisis':
      return 'clasificacion';
    case 'clasificar':
      return 'acciones';
    case 'enviar_verificacion':
      return 'verificacion';
    case 'verificar':
      return eficaz === false ? 'analisis_causa' : 'verificacion';
    case 'cerrar':
      return 'cerrada';
  }
}

export type ResultadoEventoNc = Resultado<{ hacia: EtapaNc; reabre: boolean }>;

/** Full check of an event: stage first, then preconditions. */
export function evaluarEventoNc(etapa: EtapaNc, evento: EventoNc, ctx: ContextoNc): ResultadoEventoNc {
  const hacia = siguienteEtapa(etapa, evento, ctx.eficaz);
  if (!hacia) return rechazo('CONFLICTO', mensajeEtapaIncorrecta(etapa, ETAPA_DEL_EVENTO[evento]));
  const falla = (mensaje: string) => rechazo('CONFLICTO', mensaje);
  if (evento === 'completar_analisis' && !ctx.analisisCompleto) return falla(MENSAJES_FLUJO_NC.analisisIncompleto);
  if (evento === 'enviar_verificacion') {
    if (ctx.acciones === 0) return falla(MENSAJES_FLUJO_NC.sinAcciones);
    if (ctx.accionesPendientes > 0) return falla(MENSAJES_FLUJO_NC.accionesPendientes);
  }
  if (evento === 'verificar' && ctx.ultimaVerificacionEficaz) return falla(MENSAJES_FLUJO_NC.yaVerificadaEficaz);
  if (evento === 'cerrar' && !ctx.ultimaVerificacionEficaz) return falla(MENSAJES_FLUJO_NC.sinVerificacionEficaz);
  return { ok: true, hacia, reabre: evento === 'verificar' && ctx.eficaz === false };
}

/** Events that would pass now (for `verificar`, either result), in workflow order. */
export function eventosPermitidosNc(etapa: EtapaNc, ctx: ContextoNc): EventoNc[] {
  return EVENTOS_NC.filter((evento) => evaluarEventoNc(etapa, evento, { ...ctx, eficaz: undefined }).ok);
}

/** Whether an editing operation is open in `etapa`; a CONFLICTO with the message otherwise. */
export function operacionPermitidaNc(etapa: EtapaNc, operacion: OperacionNc): Resultado {
  const etapas: readonly EtapaNc[] = OPERACIONES_NC[operacion];
  return etapas.includes(etapa) ? { ok: true } : rechazo('CONFLICTO', mensajeEtapaIncorrecta(etapa, etapas));
}

/** Operations open now (for screens). */
export function operacionesPermitidasNc(etapa: EtapaNc): OperacionNc[] {
  return (Object.keys(OPERACIONES_NC) as OperacionNc[]).filter((op) => operacionPermitidaNc(etapa, op).ok);
}
