import { describe, expect, it } from 'vitest';
import { FASES, type Fase } from '../phases';
import {
  archivosEditables,
  evaluarTransicion,
  MENSAJES_FLUJO,
  TRANSICIONES,
  type ContextoTransicion,
} from './documento';

/* The pure transition table of the document flow (DESIGN §6, ISO 9001 §7.5). */

const AUTOR = 1;
const REVISOR = 2;
const APROBADOR = 3;
const OTRO = 4;

const base: ContextoTransicion = {
  actorId: AUTOR,
  autorId: AUTOR,
  revisorId: REVISOR,
  aprobadorId: APROBADOR,
  workflowEnabled: true,
  tienePrincipal: true,
  comentario: '',
};
const ctx = (over: Partial<ContextoTransicion> = {}): ContextoTransicion => ({ ...base, ...over });

/** Every allowed move, with a context in which it succeeds. */
const PERMITIDAS: [Fase, Fase, Partial<ContextoTransicion>][] = [
  ['no_iniciado', 'borrador', { actorId: AUTOR, autorId: null }],
  ['borrador', 'revision', {}],
  ['borrador', 'publicacion', { workflowEnabled: false }],
  ['revision', 'en_aprobacion', { actorId: REVISOR }],
  ['revision', 'rechazado', { actorId: REVISOR, comentario: 'Corrija el alcance.' }],
  ['en_aprobacion', 'publicacion', { actorId: APROBADOR }],
  ['en_aprobacion', 'rechazado', { actorId: APROBADOR, comentario: 'Falta la firma.' }],
  ['rechazado', 'borrador', {}],
  ['rechazado', 'revision', {}],
];

describe('flujo documento: allowed transitions', () => {
  it('the table holds exactly the moves of SPEC §4 / DESIGN §6', () => {
    const tabla = FASES.flatMap((desde) => Object.keys(TRANSICIONES[desde]).map((hacia) => `${desde}→${hacia}`));
    expect(tabla.sort()).toEqual(PERMITIDAS.map(([d, h]) => `${d}→${h}`).sort());
  });

  it.each(PERMITIDAS)('%s → %s is allowed', (desde, hacia, over) => {
    const r = evaluarTransicion(desde, hacia, ctx(over));
    expect(r.ok).toBe(true);
  });

  it('starting a flow makes the starter its author', () => {
    const r = evaluarTransicion('no_iniciado', 'borrador', ctx({ actorId: OTRO, autorId: null }));
    expect(r).toMatchObject({ ok: true, autorId: OTRO });
  });

  it('later moves keep the existing author', () => {
    const r = evaluarTransicion('revision', 'en_aprobacion', ctx({ actorId: REVISOR }));
    expect(r).toMatchObject({ ok: true, autorId: AUTOR });
  });
});

describe('flujo documento: refused transitions', () => {
  /** One move that is not in the table from every phase. */
  const INVALIDAS: [Fase, Fase][] = [
    ['no_iniciado', 'revision'],
    ['borrador', 'en_aprobacion'],
    ['revision', 'publicacion'],
    ['en_aprobacion', 'borrador'],
    ['publicacion', 'obsoleto'],
    ['rechazado', 'publicacion'],
    ['obsoleto', 'borrador'],
  ];

  it.each(INVALIDAS)('%s → %s is a CONFLICTO with a Spanish message', (desde, hacia) => {
    const r = evaluarTransicion(desde, hacia, ctx({ actorId: REVISOR }));
    expect(r).toEqual({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO.transicionInvalida(desde, hacia),
    });
  });

  it('every phase refuses staying where it is', () => {
    for (const fase of FASES) {
      expect(evaluarTransicion(fase, fase, ctx()).ok, fase).toBe(false);
    }
  });

  it('the message names both phases in Spanish', () => {
    expect(MENSAJES_FLUJO.transicionInvalida('publicacion', 'borrador')).toBe(
      'No se puede pasar un documento de «Publicación» a «Borrador».',
    );
  });

  it('a document with the workflow cannot be published straight from the draft', () => {
    expect(evaluarTransicion('borrador', 'publicacion', ctx())).toMatchObject({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO.conFlujo,
    });
  });

  it('a document without the workflow cannot be sent to review', () => {
    expect(evaluarTransicion('borrador', 'revision', ctx({ workflowEnabled: false }))).toMatchObject({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO.sinFlujo,
    });
  });
});

describe('flujo documento: author ≠ reviewer ≠ approver', () => {
  it('the assigned reviewer or approver may not start (author) the document', () => {
    for (const actorId of [REVISOR, APROBADOR]) {
      expect(evaluarTransicion('no_iniciado', 'borrador', ctx({ actorId, autorId: null }))).toMatchObject({
        ok: false,
        codigo: 'PROHIBIDO',
        mensaje: MENSAJES_FLUJO.responsableNoInicia,
      });
    }
  });

  it('only the author sends the draft to review', () => {
    expect(evaluarTransicion('borrador', 'revision', ctx({ actorId: OTRO }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.soloAutor,
    });
  });

  it('only the assigned reviewer passes or rejects the review', () => {
    expect(evaluarTransicion('revision', 'en_aprobacion', ctx({ actorId: APROBADOR }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.soloRevisor,
    });
    expect(
      evaluarTransicion('revision', 'rechazado', ctx({ actorId: OTRO, comentario: 'No corresponde.' })),
    ).toMatchObject({ ok: false, codigo: 'PROHIBIDO', mensaje: MENSAJES_FLUJO.soloRevisor });
  });

  it('only the assigned approver approves or rejects publication', () => {
    expect(evaluarTransicion('en_aprobacion', 'publicacion', ctx({ actorId: REVISOR }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.soloAprobador,
    });
  });

  it('the author never reviews or approves their own version', () => {
    expect(evaluarTransicion('revision', 'en_aprobacion', ctx({ actorId: AUTOR }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.autorNoRevisa,
    });
    expect(evaluarTransicion('en_aprobacion', 'publicacion', ctx({ actorId: AUTOR }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.autorNoRevisa,
    });
  });

  it('an author who is also the assigned reviewer cannot send to review', () => {
    expect(evaluarTransicion('borrador', 'revision', ctx({ revisorId: AUTOR }))).toMatchObject({
      ok: false,
      codigo: 'PROHIBIDO',
      mensaje: MENSAJES_FLUJO.autorNoRevisa,
    });
  });

  it('sending to review needs a reviewer and an approver assigned', () => {
    expect(evaluarTransicion('borrador', 'revision', ctx({ aprobadorId: null }))).toMatchObject({
      ok: false,
      codigo: 'CONFLICTO',
    });
  });

  it('sending to review or publishing needs the principal file', () => {
    expect(evaluarTransicion('borrador', 'revision', ctx({ tienePrincipal: false }))).toMatchObject({
      ok: false,
      codigo: 'CONFLICTO',
      mensaje: MENSAJES_FLUJO.faltaPrincipal,
    });
    expect(
      evaluarTransicion('borrador', 'publicacion', ctx({ tienePrincipal: false, workflowEnabled: false })),
    ).toMatchObject({ ok: false, codigo: 'CONFLICTO' });
  });
});

describe('flujo documento: rejection needs a comment', () => {
  it.each([
    ['revision', REVISOR],
    ['en_aprobacion', APROBADOR],
  ] as const)('rejecting from %s without a comment is a VALIDACION on the comment field', (desde, actorId) => {
    for (const comentario of ['', '   ']) {
      expect(evaluarTransicion(desde, 'rechazado', ctx({ actorId, comentario }))).toEqual({
        ok: false,
        codigo: 'VALIDACION',
        mensaje: MENSAJES_FLUJO.comentarioRequerido,
        errores: { comentario: MENSAJES_FLUJO.comentarioRequerido },
      });
    }
  });
});

describe('archivosEditables', () => {
  it('only versions not yet under review or published may change their files', () => {
    expect(FASES.filter(archivosEditables)).toEqual(['no_iniciado', 'borrador', 'rechazado']);
  });
});
