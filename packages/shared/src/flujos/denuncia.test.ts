import { describe, expect, it } from 'vitest';
import {
  ACCIONES_DENUNCIA,
  ESTADOS_DENUNCIA,
  type AccionDenuncia,
  type EstadoDenuncia,
} from '../contracts/canal-denuncias/denuncias';
import {
  accionDeCierre,
  accionesPermitidas,
  evaluarAccion,
  FLUJO_DENUNCIA,
  MENSAJES_FLUJO_DENUNCIA,
  type ContextoDenuncia,
} from './denuncia';

/* The pure case-flow table of a report (issue 6). */

/** A context that satisfies every precondition of a non-Ley-Karin case. */
const listo: ContextoDenuncia = { tipo: 'laboral', causasRaiz: 1, planesAccion: 1, derivadaDt: false };
const karin: ContextoDenuncia = { ...listo, tipo: 'ley_karin' };
const ctx = (over: Partial<ContextoDenuncia> = {}): ContextoDenuncia => ({ ...listo, ...over });

/** Every allowed (action, from, to), each with a context in which it succeeds. */
const PERMITIDAS: [AccionDenuncia, EstadoDenuncia, EstadoDenuncia, ContextoDenuncia][] = [
  ['clasificar', 'recibida', 'en_revision', listo],
  ['reclasificar', 'en_revision', 'en_revision', listo],
  ['reclasificar', 'investigacion', 'investigacion', listo],
  ['reclasificar', 'plan_accion', 'plan_accion', listo],
  ['reclasificar', 'implementacion', 'implementacion', listo],
  ['desclasificar', 'en_revision', 'recibida', listo],
  ['derivar_dt', 'en_revision', 'investigacion', karin],
  ['derivar_dt', 'investigacion', 'investigacion', karin],
  ['investigar', 'en_revision', 'investigacion', listo],
  ['investigar', 'investigacion', 'investigacion', listo],
  ['investigar', 'plan_accion', 'plan_accion', listo],
  ['editar_investigacion', 'investigacion', 'investigacion', listo],
  ['editar_investigacion', 'plan_accion', 'plan_accion', listo],
  ['editar_investigacion', 'implementacion', 'implementacion', listo],
  ['registrar_causa', 'investigacion', 'investigacion', listo],
  ['registrar_causa', 'plan_accion', 'plan_accion', listo],
  ['planificar', 'investigacion', 'plan_accion', listo],
  ['planificar', 'plan_accion', 'plan_accion', listo],
  ['editar_plan', 'plan_accion', 'plan_accion', listo],
  ['editar_plan', 'implementacion', 'implementacion', listo],
  ['implementar', 'plan_accion', 'implementacion', listo],
  ['registrar_implementacion', 'plan_accion', 'implementacion', listo],
  ['registrar_implementacion', 'implementacion', 'implementacion', listo],
  ['cerrar', 'implementacion', 'cerrada', listo],
  ['desestimar', 'en_revision', 'cerrada', listo],
  ...(['recibida', 'en_revision', 'investigacion', 'plan_accion', 'implementacion'] as const).map(
    (e) => ['registrar_medida', e, e, karin] as [AccionDenuncia, EstadoDenuncia, EstadoDenuncia, ContextoDenuncia],
  ),
  ...ESTADOS_DENUNCIA.map(
    (e) => ['comentar', e, e, listo] as [AccionDenuncia, EstadoDenuncia, EstadoDenuncia, ContextoDenuncia],
  ),
];

const clave = (a: AccionDenuncia, e: EstadoDenuncia) => `${a}@${e}`;
const permitidas = new Set(PERMITIDAS.map(([a, e]) => clave(a, e)));

describe('flujo denuncia: the table', () => {
  it('holds exactly the moves of the issue-6 design (nothing more, nothing less)', () => {
    const tabla = ACCIONES_DENUNCIA.flatMap((a) =>
      Object.entries(FLUJO_DENUNCIA[a].desde).map(([desde, hacia]) => `${a}@${desde}→${hacia}`),
    );
    expect(tabla.sort()).toEqual(PERMITIDAS.map(([a, d, h]) => `${a}@${d}→${h}`).sort());
  });

  it.each(PERMITIDAS)('%s from %s leaves the case in %s', (accion, desde, hacia, contexto) => {
    expect(evaluarAccion(desde, accion, contexto)).toEqual({ ok: true, hacia, cambiaEstado: desde !== hacia });
  });

  const REFUSED = ACCIONES_DENUNCIA.flatMap((a) =>
    ESTADOS_DENUNCIA.filter((e) => !permitidas.has(clave(a, e))).map((e) => [a, e] as const),
  );
  it.each(REFUSED)('%s from %s is a CONFLICTO with a Spanish reason', (accion, estado) => {
    // Even with every precondition met (Ley Karin or not), the state alone refuses it.
    for (const contexto of [listo, karin]) {
      expect(evaluarAccion(estado, accion, contexto)).toEqual({
        ok: false,
        codigo: 'CONFLICTO',
        mensaje: MENSAJES_FLUJO_DENUNCIA.noDisponible(accion, estado),
      });
    }
  });

  it('messages name the action and the state in Spanish', () => {
    expect(MENSAJES_FLUJO_DENUNCIA.noDisponible('implementar', 'recibida')).toBe(
      'No se puede «Pasar a implementación» una denuncia en estado «Recibida».',
    );
  });
});

describe('flujo denuncia: preconditions', () => {
  it('a plan of action needs a root cause', () => {
    const r = evaluarAccion('investigacion', 'planificar', ctx({ causasRaiz: 0 }));
    expect(r).toEqual({ ok: false, codigo: 'CONFLICTO', mensaje: MENSAJES_FLUJO_DENUNCIA.faltaCausaRaiz });
    expect(evaluarAccion('plan_accion', 'planificar', ctx({ causasRaiz: 0 })).ok).toBe(false);
  });

  it('implementation needs an action plan, both ways in', () => {
    for (const accion of ['implementar', 'registrar_implementacion'] as const) {
      expect(evaluarAccion('plan_accion', accion, ctx({ planesAccion: 0 }))).toEqual({
        ok: false,
        codigo: 'CONFLICTO',
        mensaje: MENSAJES_FLUJO_DENUNCIA.faltaPlan,
      });
    }
  });

  it('only Ley Karin cases are referred to the DT, once', () => {
    expect(evaluarAccion('en_revision', 'derivar_dt', listo)).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO_DENUNCIA.soloLeyKarinDt,
    });
    expect(evaluarAccion('investigacion', 'derivar_dt', { ...karin, derivadaDt: true })).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO_DENUNCIA.yaDerivada,
    });
  });

  it('protective measures only for Ley Karin cases', () => {
    for (const tipo of ['ley_20393', 'laboral', 'otro'] as const) {
      expect(evaluarAccion('investigacion', 'registrar_medida', ctx({ tipo }))).toEqual({
        ok: false,
        codigo: 'CONFLICTO',
        mensaje: MENSAJES_FLUJO_DENUNCIA.soloLeyKarinMedidas,
      });
    }
  });

  it('a Ley Karin case cannot be dismissed; others can, only in revision', () => {
    expect(evaluarAccion('en_revision', 'desestimar', karin)).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO_DENUNCIA.leyKarinNoDesestimar,
    });
    for (const tipo of ['ley_20393', 'laboral', 'otro'] as const) {
      expect(evaluarAccion('en_revision', 'desestimar', ctx({ tipo })).ok).toBe(true);
    }
  });

  it('the state is checked before the preconditions', () => {
    expect(evaluarAccion('recibida', 'planificar', ctx({ causasRaiz: 0 }))).toMatchObject({
      mensaje: MENSAJES_FLUJO_DENUNCIA.noDisponible('planificar', 'recibida'),
    });
  });
});

describe('flujo denuncia: what the screen offers', () => {
  it('lists the allowed actions per state, consistent with evaluarAccion', () => {
    for (const estado of ESTADOS_DENUNCIA) {
      for (const contexto of [listo, karin, ctx({ causasRaiz: 0, planesAccion: 0 })]) {
        const lista = accionesPermitidas(estado, contexto);
        expect(lista).toEqual(ACCIONES_DENUNCIA.filter((a) => evaluarAccion(estado, a, contexto).ok));
      }
    }
  });

  it('a new report can be classified or commented; a closed one only commented', () => {
    expect(accionesPermitidas('recibida', ctx({ causasRaiz: 0, planesAccion: 0 }))).toEqual(['clasificar', 'comentar']);
    expect(accionesPermitidas('recibida', karin)).toEqual(['clasificar', 'registrar_medida', 'comentar']);
    expect(accionesPermitidas('cerrada', karin)).toEqual(['comentar']);
  });

  it('investigation without a root cause offers no plan of action', () => {
    const sinCausa = ctx({ causasRaiz: 0, planesAccion: 0 });
    expect(accionesPermitidas('investigacion', sinCausa)).not.toContain('planificar');
    expect(accionesPermitidas('investigacion', ctx({ planesAccion: 0 }))).toContain('planificar');
  });

  it('closing: cerrar from implementation, desestimar from revision', () => {
    expect(accionDeCierre('en_revision')).toBe('desestimar');
    expect(accionDeCierre('implementacion')).toBe('cerrar');
    expect(accionDeCierre('investigacion')).toBe('cerrar');
  });
});
