import { describe, expect, it } from 'vitest';
import {
  CONTEXTO_NC_VACIO,
  ETAPA_NC_ETIQUETAS,
  ETAPAS_NC,
  EVENTOS_NC,
  evaluarEventoNc,
  eventosPermitidosNc,
  MENSAJES_FLUJO_NC,
  mensajeEtapaIncorrecta,
  operacionesPermitidasNc,
  operacionPermitidaNc,
  siguienteEtapa,
  type ContextoNc,
  type EtapaNc,
} from './no-conformidad';

const listo: ContextoNc = {
  analisisCompleto: true,
  acciones: 2,
  accionesPendientes: 0,
  ultimaVerificacionEficaz: false,
};

describe('siguienteEtapa', () => {
  it('walks the happy path from abierta to cerrada', () => {
    expect(siguienteEtapa('abierta', 'aceptar')).toBe('correccion');
    expect(siguienteEtapa('correccion', 'registrar_correccion')).toBe('analisis_causa');
    expect(siguienteEtapa('analisis_causa', 'completar_analisis')).toBe('clasificacion');
    expect(siguienteEtapa('clasificacion', 'clasificar')).toBe('acciones');
    expect(siguienteEtapa('acciones', 'enviar_verificacion')).toBe('verificacion');
    expect(siguienteEtapa('verificacion', 'verificar', true)).toBe('verificacion');
    expect(siguienteEtapa('verificacion', 'cerrar')).toBe('cerrada');
  });

  it('sends an ineffective verification back to cause analysis', () => {
    expect(siguienteEtapa('verificacion', 'verificar', false)).toBe('analisis_causa');
  });

  it('refuses every event outside its stage, and everything once cerrada', () => {
    const permitidos: Record<EtapaNc, string[]> = {
      abierta: ['aceptar'],
      correccion: ['registrar_correccion'],
      analisis_causa: ['completar_analisis'],
      clasificacion: ['clasificar'],
      acciones: ['enviar_verificacion'],
      verificacion: ['verificar', 'cerrar'],
      cerrada: [],
    };
    for (const etapa of ETAPAS_NC)
      for (const evento of EVENTOS_NC)
        expect(siguienteEtapa(etapa, evento) !== null, `${etapa} ${evento}`).toBe(permitidos[etapa].includes(evento));
  });
});

describe('evaluarEventoNc', () => {
  it('is a CONFLICTO with both stage labels when the stage is wrong', () => {
    const r = evaluarEventoNc('abierta', 'clasificar', listo);
    expect(r).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: 'La no conformidad está en la etapa Abierta; esta acción corresponde a la etapa Clasificación.',
    });
  });

  it('requires a complete analysis to leave analisis_causa', () => {
    expect(evaluarEventoNc('analisis_causa', 'completar_analisis', CONTEXTO_NC_VACIO)).toMatchObject({
      ok: false,
      mensaje: MENSAJES_FLUJO_NC.analisisIncompleto,
    });
    expect(evaluarEventoNc('analisis_causa', 'completar_analisis', listo)).toEqual({
      ok: true,
      hacia: 'clasificacion',
      reabre: false,
    });
  });

  it('requires at least one action and all of them completada', () => {
    expect(evaluarEventoNc('acciones', 'enviar_verificacion', { ...listo, acciones: 0 })).toMatchObject({
      mensaje: MENSAJES_FLUJO_NC.sinAcciones,
    });
    expect(evaluarEventoNc('acciones', 'enviar_verificacion', { ...listo, accionesPendientes: 1 })).toMatchObject({
      mensaje: MENSAJES_FLUJO_NC.accionesPendientes,
    });
    expect(evaluarEventoNc('acciones', 'enviar_verificacion', listo)).toMatchObject({
      ok: true,
      hacia: 'verificacion',
    });
  });

  it('reopens on an ineffective verification and refuses closing without an effective one', () => {
    expect(evaluarEventoNc('verificacion', 'verificar', { ...listo, eficaz: false })).toEqual({
      ok: true,
      hacia: 'analisis_causa',
      reabre: true,
    });
    expect(evaluarEventoNc('verificacion', 'cerrar', listo)).toMatchObject({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO_NC.sinVerificacionEficaz,
    });
    const verificada = { ...listo, ultimaVerificacionEficaz: true };
    expect(evaluarEventoNc('verificacion', 'cerrar', verificada)).toMatchObject({ ok: true, hacia: 'cerrada' });
    expect(evaluarEventoNc('verificacion', 'verificar', { ...verificada, eficaz: true })).toMatchObject({
      ok: false,
      mensaje: MENSAJES_FLUJO_NC.yaVerificadaEficaz,
    });
  });
});

describe('eventosPermitidosNc / operaciones', () => {
  it('lists what would pass now', () => {
    expect(eventosPermitidosNc('abierta', CONTEXTO_NC_VACIO)).toEqual(['aceptar']);
    expect(eventosPermitidosNc('analisis_causa', CONTEXTO_NC_VACIO)).toEqual([]);
    expect(eventosPermitidosNc('verificacion', listo)).toEqual(['verificar']);
    expect(eventosPermitidosNc('verificacion', { ...listo, ultimaVerificacionEficaz: true })).toEqual(['cerrar']);
    expect(eventosPermitidosNc('cerrada', listo)).toEqual([]);
  });

  it('opens editing only in its stages, with a readable CONFLICTO otherwise', () => {
    expect(operacionesPermitidasNc('abierta')).toEqual(['editar']);
    expect(operacionesPermitidasNc('analisis_causa')).toEqual(['editar_analisis']);
    expect(operacionesPermitidasNc('acciones')).toEqual(['gestionar_acciones']);
    expect(operacionesPermitidasNc('cerrada')).toEqual([]);
    expect(operacionPermitidaNc('clasificacion', 'editar')).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje:
        'La no conformidad está en la etapa Clasificación; esta acción corresponde a la etapa Abierta o Corrección inmediata.',
    });
  });

  it('labels every stage in Spanish', () => {
    expect(ETAPAS_NC.map((e) => ETAPA_NC_ETIQUETAS[e])).toEqual([
      'Abierta',
      'Corrección inmediata',
      'Análisis de causa',
      'Clasificación',
      'Acciones',
      'Verificación de eficacia',
      'Cerrada',
    ]);
    expect(mensajeEtapaIncorrecta('cerrada', ['acciones', 'verificacion', 'cerrada'])).toBe(
      'La no conformidad está en la etapa Cerrada; esta acción corresponde a la etapa Acciones, Verificación de eficacia o Cerrada.',
    );
  });
});
