import { describe, expect, it } from 'vitest';

import type { CausaRaiz } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { AnalisisCausaNc, CatalogoNc } from '@atalaya/shared/contracts/no-conformidades';

import { erroresAnalisis, payloadAnalisis, valoresAnalisis } from './analisis';
import { estadoPaso, motivoSinEnvio, textoCiclo } from './etapas';
import { causaParaPrefill, fuenteCanalDenuncias, hoyIso, idDeParametro } from './prefill';
import { etapaDeLista, rutaNc, vistaDeEtapa } from './vistas';

describe('rutaNc', () => {
  it('reads a list, an id, or nothing', () => {
    expect(rutaNc('listado')).toEqual({ tipo: 'lista', vista: 'listado' });
    expect(rutaNc('analisis-causa')).toEqual({ tipo: 'lista', vista: 'analisis-causa' });
    expect(rutaNc('42')).toEqual({ tipo: 'detalle', id: 42 });
    for (const malo of ['0', '-1', '1.5', 'abc', '', undefined, '012']) expect(rutaNc(malo)).toBeNull();
  });

  it('maps a stage to its list and a list to the stage it asks for', () => {
    expect(vistaDeEtapa('analisis_causa')).toBe('analisis-causa');
    expect(vistaDeEtapa('cerrada')).toBe('cerradas');
    expect(vistaDeEtapa('acciones')).toBe('listado');
    expect(etapaDeLista('clasificacion', 'cerrada')).toBe('clasificacion');
    expect(etapaDeLista('listado', 'verificacion')).toBe('verificacion');
    expect(etapaDeLista('listado', 'inventada')).toBeUndefined();
    expect(etapaDeLista('listado', undefined)).toBeUndefined();
  });
});

const analisis = (over: Partial<AnalisisCausaNc> = {}): AnalisisCausaNc => ({
  id: 1,
  no_conformidad_id: 9,
  metodo: 'cinco_porques',
  porques: ['a', 'b'],
  ishikawa: { metodo: [], mano_de_obra: ['x', 'y'], maquinaria: [], material: [], medicion: [], medio_ambiente: [] },
  causa_raiz: 'raíz',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});

describe('cause analysis editor values', () => {
  it('starts from five empty whys, or the saved ones padded to five', () => {
    expect(valoresAnalisis(null).porques).toEqual(['', '', '', '', '']);
    const v = valoresAnalisis(analisis());
    expect(v.porques).toEqual(['a', 'b', '', '', '']);
    expect(v.ishikawa.mano_de_obra).toBe('x\ny');
    expect(v.causa_raiz).toBe('raíz');
  });

  it('sends the whys in order without blanks, and no Ishikawa causes for 5 whys', () => {
    const v = valoresAnalisis(null);
    v.porques = [' uno ', '', 'tres', '  ', 'cinco'];
    v.ishikawa.material = 'no debe ir';
    v.causa_raiz = '  falta de control ';
    const p = payloadAnalisis(v);
    expect(p.porques).toEqual(['uno', 'tres', 'cinco']);
    expect(Object.values(p.ishikawa ?? {}).flat()).toEqual([]);
    expect(p.causa_raiz).toBe('falta de control');
  });

  it('sends one Ishikawa cause per non-blank line, and no whys', () => {
    const v = valoresAnalisis(analisis());
    v.metodo = 'ishikawa';
    v.ishikawa.medicion = 'balanza sin calibrar\n\n  registro manual  ';
    const p = payloadAnalisis(v);
    expect(p.porques).toEqual([]);
    expect(p.ishikawa?.medicion).toEqual(['balanza sin calibrar', 'registro manual']);
    expect(p.ishikawa?.mano_de_obra).toEqual(['x', 'y']);
  });

  it('asks for a why (or a cause) and the root cause, like the API', () => {
    expect(erroresAnalisis(valoresAnalisis(null))).toEqual({
      porques: 'Registre al menos un porqué.',
      causa_raiz: 'Indique la causa raíz.',
    });
    const ishikawa = { ...valoresAnalisis(null), metodo: 'ishikawa' as const, causa_raiz: 'x' };
    expect(erroresAnalisis(ishikawa)).toEqual({ ishikawa: 'Registre al menos una causa en el diagrama.' });
    expect(erroresAnalisis(valoresAnalisis(analisis()))).toEqual({});
  });
});

describe('stages', () => {
  it('reads each step as done, current or ahead', () => {
    expect(estadoPaso('clasificacion', 'correccion')).toBe('hecho');
    expect(estadoPaso('clasificacion', 'clasificacion')).toBe('actual');
    expect(estadoPaso('clasificacion', 'verificacion')).toBe('pendiente');
    expect(estadoPaso('cerrada', 'verificacion')).toBe('hecho');
    expect(estadoPaso('cerrada', 'cerrada')).toBe('actual');
  });

  it('counts the cycle from the reopenings', () => {
    expect(textoCiclo(0)).toBe('Ciclo 1 (sin reaperturas)');
    expect(textoCiclo(1)).toBe('Ciclo 2 · 1 verificación no eficaz reabrió el análisis de causa');
    expect(textoCiclo(2)).toMatch(/^Ciclo 3 · 2 verificaciones no eficaces reabrieron/);
  });

  it('explains why the actions cannot go to verification yet', () => {
    expect(motivoSinEnvio([])).toMatch(/al menos una acción/);
    expect(motivoSinEnvio([{ estado: 'completada' }, { estado: 'en_curso' }])).toMatch(/completadas/);
    expect(motivoSinEnvio([{ estado: 'completada' }])).toBeNull();
  });
});

describe('prefill from a whistleblower case', () => {
  const causa = (id: number, created_at: string) =>
    ({ id, denuncia_id: 3, metodo: 'cinco_porques', descripcion: `c${id}`, created_at }) as unknown as CausaRaiz;
  const causas = [causa(1, '2026-01-01T10:00:00Z'), causa(2, '2026-02-01T10:00:00Z'), causa(3, '2026-01-15T10:00:00Z')];

  it('takes the named root cause, else the latest', () => {
    expect(causaParaPrefill(causas, 3)?.id).toBe(3);
    expect(causaParaPrefill(causas)?.id).toBe(2);
    expect(causaParaPrefill(causas, 99)?.id).toBe(2);
    expect(causaParaPrefill([])).toBeUndefined();
  });

  it("finds the source 'Canal de denuncias' whatever its case and accents", () => {
    const f = (id: number, nombre: string) => ({ id, nombre }) as CatalogoNc;
    expect(fuenteCanalDenuncias([f(1, 'Auditoría interna'), f(2, 'Canal de Denuncias')])?.id).toBe(2);
    expect(fuenteCanalDenuncias([f(1, 'Auditoría interna')])).toBeUndefined();
  });

  it('reads ids from the query string and today as YYYY-MM-DD', () => {
    expect(idDeParametro('15')).toBe(15);
    expect(idDeParametro('abc')).toBe(0);
    expect(idDeParametro(null)).toBe(0);
    expect(hoyIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
