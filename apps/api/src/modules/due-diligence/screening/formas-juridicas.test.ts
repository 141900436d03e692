import { describe, expect, it } from 'vitest';
import { quitarFormasJuridicas, unirIniciales } from './formas-juridicas';
import type { EntradaLista, ListaCargada } from './modelo';
import { crearMotor } from './motor';
import { normalizarNombre, tokenizar } from './normalizar';

const empresa = (nombre: string) => normalizarNombre(nombre, 'entidad');

describe('legal forms', () => {
  it('joins the letters of an abbreviation, dotted or not', () => {
    expect(unirIniciales(tokenizar('K.D. Rubber S. de R.L. de C.V.'))).toEqual([
      'kd',
      'rubber',
      's',
      'de',
      'rl',
      'de',
      'cv',
    ]);
    expect(unirIniciales(tokenizar('Rojas e Hijos'))).toEqual(['rojas', 'e', 'hijos']);
    // The letters of a form at the end of a run stay apart; a run that is a form stays whole.
    expect(unirIniciales(tokenizar('B R C S.A.'))).toEqual(['brc', 'sa']);
    expect(unirIniciales(tokenizar('Las Ingenierías S.A.S.'))).toEqual(['las', 'ingenierias', 'sas']);
  });

  it.each([
    'Andes Trading S.A.',
    'Andes Trading SA',
    'ANDES TRADING, S.A.',
    'Andes Trading Sociedad Anónima',
    'Andes Trading S.A. de C.V.',
    'Andes Trading SA de CV',
    'Andes Trading Sociedad Anónima de Capital Variable',
    'Andes Trading Ltda.',
    'Andes Trading Limitada',
    'Andes Trading Ltd',
    'Andes Trading Limited',
    'Andes Trading Co., Ltd.',
    'Andes Trading Company Limited',
    'Andes Trading Co.',
    'Andes Trading Company',
    'Andes Trading Inc.',
    'Andes Trading Incorporated',
    'Andes Trading Corp',
    'Andes Trading Corporation',
    'Andes Trading SpA',
    'Andes Trading S.p.A.',
    'Andes Trading Sociedad por Acciones',
    'Andes Trading E.I.R.L.',
    'Andes Trading Empresa Individual de Responsabilidad Limitada',
    'Andes Trading y Cía. Ltda.',
    'Andes Trading LLC',
    'Andes Trading Limited Liability Company',
    'Andes Trading GmbH',
    'OOO Andes Trading',
    'Obshchestvo s Ogranichennoi Otvetstvennostyu Andes Trading',
    'Public Joint Stock Company Andes Trading',
    'Andes Trading, OAO',
    'andes trading',
  ])('%s → andes trading', (nombre) => {
    expect(empresa(nombre).tokens).toEqual(['andes', 'trading']);
  });

  it('labels the forms removed and keeps a name made only of a form', () => {
    expect(empresa('Minera Norte S.A. de C.V.').formaJuridica).toBe('S.A. de C.V.');
    expect(empresa('ANGLO-CARIBBEAN CO., LTD.').formaJuridica).toBe('Co. Ltd.');
    // Word order never counts (the part after the comma is not a form, so the name is turned).
    expect(empresa('China Shipbuilding Corporation, Limited (CSSC) 713th Institute').tokens.sort()).toEqual([
      '713th',
      'china',
      'cssc',
      'institute',
      'shipbuilding',
    ]);
    expect(quitarFormasJuridicas(['limited']).tokens).toEqual(['limited']);
  });

  it('keeps short forms inside a name and reads persons and titles as before', () => {
    // 'SA', 'CO', 'AO' are only forms at the end: 'Sa Kim', 'Ao Wei' are people.
    expect(normalizarNombre('Ao Wei').tokens).toEqual(['ao', 'wei']);
    expect(normalizarNombre('Kim Sa', 'persona').tokens).toEqual(['kim', 'sa']);
    expect(normalizarNombre('J. A. Soto').tokens).toEqual(['j', 'a', 'soto']);
    // In a company name 'Coronel' is a town, not a title.
    expect(empresa('Transportes Coronel Ltda.').tokens).toEqual(['transportes', 'coronel']);
    // Without a type, a legal form makes the name a company's.
    expect(normalizarNombre('Andes Trading Company Limited')).toMatchObject({
      tokens: ['andes', 'trading'],
      entidad: true,
    });
  });
});

const entidad = (id: string, nombre: string): EntradaLista => ({
  lista: 'ficticia',
  id_en_lista: id,
  tipo: 'entidad',
  nombre,
  alias: [],
  fechas_nacimiento: [],
  nacionalidades: [],
  identificadores: [],
  programas: ['PRUEBA'],
});
const lista: ListaCargada = {
  meta: { codigo: 'ficticia', nombre: 'Lista ficticia', version: '2026-01-01', sha256: 'x', entradas: 5 },
  entradas: [
    entidad('e1', 'KAVOSH TRADING CO., LTD.'),
    entidad('e2', 'DISTRIBUIDORA IMPERIAL DE BAJA CALIFORNIA, S.A. DE C.V.'),
    entidad('e3', 'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU NOVATEK-TRANSERVIS'),
    entidad('e4', 'GLOBAL INTERNATIONAL TRADING S.A.'),
    entidad('e5', 'R INVER CORP S.A.C.'),
  ],
};
const motor = crearMotor([lista]);

describe('companies screened across legal-form spellings (umbral 0.70)', () => {
  it.each([
    ['Kavosh Trading Co. Ltd.', 'e1'],
    ['Kavosh Trading Company Limited', 'e1'],
    ['KAVOSH TRADING', 'e1'],
    ['Kavosh Trading S.A.', 'e1'],
    ['Distribuidora Imperial de Baja California SA de CV', 'e2'],
    ['Distribuidora Imperial de Baja California Sociedad Anónima de Capital Variable', 'e2'],
    ['Distribuidora Imperial de Baja California', 'e2'],
    ['OOO Novatek-Transervis', 'e3'],
    ['Novatek Transervis LLC', 'e3'],
    ['Global International Trading', 'e4'],
    // A lone letter proposes no candidate, but counts for the one its other words reach.
    ['R. Inver Corp SAC', 'e5'],
  ])('%s → %s', (nombre, esperado) => {
    const hits = motor.buscar({ nombre, tipo: 'entidad' });
    expect(hits.map((h) => h.entrada.id_en_lista)).toEqual([esperado]);
  });

  it.each([
    'Comercial Rojas Trading S.A.',
    'Inversiones Los Andes Trading Co. Ltd.',
    'Trading Santa María Limitada',
    'Imperial Trading SpA',
    'Rojas Global Trading S.A.',
  ])('%s: shares a form and a generic word, not flagged', (nombre) => {
    const hits = motor.buscar({ nombre, tipo: 'entidad' }, { umbral: 0.5 });
    expect(hits.filter((h) => h.score >= 0.7)).toEqual([]);
  });

  it('explains a match on generic words only', () => {
    const hit = motor
      .buscar({ nombre: 'Rojas Trading S.A.', tipo: 'entidad' }, { umbral: 0 })
      .find((h) => h.entrada.id_en_lista === 'e1');
    expect(hit!.explicacion.map((f) => f.factor)).toContain('Nombre: ninguna palabra distintiva en común');
    expect(hit!.score).toBeLessThan(0.7);
  });
});
