import { describe, expect, it } from 'vitest';
import type { HitScreening } from '@atalaya/shared/contracts/due-diligence/screening';
import { calcularRiesgo, UMBRAL_DOCUMENTOS_IMPAGOS_CLP, type EntradaRiesgo } from './riesgo';

const hit = (score: number, id = 'HTi.001'): HitScreening => ({
  score,
  nombre_listado: 'JIMMY CHERIZIER',
  nombre_coincidente: 'JIMMY CHERIZIER',
  alias: [],
  tipo: 'persona',
  lista: { codigo: 'onu', nombre: 'Lista consolidada del Consejo de Seguridad de la ONU', version: '2026-02-10' },
  id_en_lista: id,
  programas: [],
  fechas_nacimiento: ['1977-03-30'],
  nacionalidades: ['Haiti'],
  explicacion: [],
});

const base: EntradaRiesgo = {
  screening: { nombres: [{ nombre: 'Ana Pérez Soto', rut: '12345678-5', rol: 'sujeto', hits: [] }] },
  pep: { es_pep: false, cargo: null },
  pepsRelacionados: [],
  pepsDeclarados: 0,
  causas: { civil: 0, laboral: 0, penal: 0, cobranza: 0 },
  documentosImpagos: { cantidad: 0, monto: 0 },
};

const conHits = (rol: string, ...hits: HitScreening[]): EntradaRiesgo['screening'] => ({
  nombres: [{ nombre: 'Jimmy Cherizier', rut: '21000001-1', rol, hits }],
});

describe('calcularRiesgo', () => {
  const casos: [string, Partial<EntradaRiesgo>, string, string[], boolean, boolean][] = [
    ['sin hallazgos', {}, 'bajo', ['sin_alertas'], false, false],
    ['hit del sujeto', { screening: conHits('sujeto', hit(0.95)) }, 'alto', ['lista_sanciones'], false, true],
    [
      'hit de un socio',
      { screening: conHits('socio, beneficiario', hit(0.8)) },
      'alto',
      ['lista_sanciones'],
      false,
      true,
    ],
    [
      'hit y PEP: manda el hit',
      { screening: conHits('sujeto', hit(0.9)), pep: { es_pep: true, cargo: 'Alcalde' } },
      'alto',
      ['lista_sanciones', 'pep'],
      true,
      true,
    ],
    ['PEP', { pep: { es_pep: true, cargo: 'Concejal' } }, 'monitoreo', ['pep'], true, false],
    ['PEP relacionado', { pepsRelacionados: ['Juan Soto'] }, 'monitoreo', ['pep_relacionado'], true, false],
    ['PEP declarado', { pepsDeclarados: 2 }, 'monitoreo', ['pep_declarado'], true, false],
    [
      'causa penal',
      { causas: { civil: 0, laboral: 0, penal: 1, cobranza: 0 } },
      'monitoreo',
      ['causa_penal'],
      false,
      false,
    ],
    [
      'documentos impagos sobre el umbral',
      { documentosImpagos: { cantidad: 3, monto: UMBRAL_DOCUMENTOS_IMPAGOS_CLP + 1 } },
      'monitoreo',
      ['documentos_impagos'],
      false,
      false,
    ],
    [
      'documentos impagos bajo el umbral: informativo',
      { documentosImpagos: { cantidad: 1, monto: 50_000 } },
      'bajo',
      ['sin_alertas', 'documentos_impagos'],
      false,
      false,
    ],
    [
      'causas civiles, laborales y de cobranza: informativo',
      { causas: { civil: 2, laboral: 1, penal: 0, cobranza: 4 } },
      'bajo',
      ['sin_alertas', 'otras_causas'],
      false,
      false,
    ],
  ];

  it.each(casos)('%s', (_nombre, cambios, nivel, codigos, isPep, listas) => {
    const r = calcularRiesgo({ ...base, ...cambios });
    expect(r.nivel_riesgo).toBe(nivel);
    expect(r.razones_riesgo.map((x) => x.codigo)).toEqual(codigos);
    expect(r.is_pep).toBe(isPep);
    expect(r.listas_internacionales).toBe(listas);
  });

  it('explains a hit with the list, its version, the entry and the score, in Spanish', () => {
    const r = calcularRiesgo({ ...base, screening: conHits('sujeto', hit(0.93), hit(0.75, 'CDi.001')) });
    expect(r.razones_riesgo[0]).toEqual({
      codigo: 'lista_sanciones',
      peso: 'alto',
      texto:
        'El sujeto «Jimmy Cherizier» coincide con «JIMMY CHERIZIER» en Lista consolidada del Consejo de Seguridad ' +
        'de la ONU (versión 2026-02-10), entrada HTi.001, puntaje 0,93 (y 1 coincidencia más).',
    });
  });

  it('names the office of a PEP and formats amounts in pesos', () => {
    const r = calcularRiesgo({
      ...base,
      pep: { es_pep: true, cargo: 'Alcalde' },
      documentosImpagos: { cantidad: 2, monto: 12_500_000 },
    });
    expect(r.razones_riesgo.map((x) => x.texto)).toEqual([
      'Persona expuesta políticamente (Alcalde).',
      'Registra 2 documentos impagos por $12.500.000, sobre el umbral de $10.000.000.',
    ]);
  });

  it('lists the most serious reasons first', () => {
    const r = calcularRiesgo({
      ...base,
      causas: { civil: 1, laboral: 0, penal: 1, cobranza: 0 },
      screening: conHits('socio', hit(0.8)),
    });
    expect(r.razones_riesgo.map((x) => x.peso)).toEqual(['alto', 'monitoreo', 'informativo']);
  });

  it('gives one reason per person and list, the strongest match first', () => {
    const r = calcularRiesgo({
      ...base,
      screening: {
        nombres: [
          // The subject under the name typed and the provider's: one person.
          { nombre: 'Jimmy Cherizier Pierre', rut: '21000001-1', rol: 'sujeto', hits: [hit(0.82)] },
          { nombre: 'Jimmy Cherizier', rut: '21000001-1', rol: 'sujeto', hits: [hit(1)] },
          { nombre: 'Germain Katanga', rut: '21000002-K', rol: 'socio', hits: [hit(0.9, 'CDi.006')] },
        ],
      },
    });
    expect(r.razones_riesgo.map((x) => /puntaje ([\d,]+)\./.exec(x.texto)?.[1])).toEqual(['1,00', '0,90']);
    expect(r.razones_riesgo[0]!.texto).toContain('El sujeto «Jimmy Cherizier»');
  });
});
