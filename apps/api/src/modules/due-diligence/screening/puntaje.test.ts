import { describe, expect, it } from 'vitest';
import type { EntradaLista, ListaCargada } from './modelo';
import { crearMotor } from './motor';
import { AJUSTES, factoresCalificadores, factoresNombre, jaroWinkler, similitudPalabras, sumar } from './puntaje';

const entrada = (e: Partial<EntradaLista> & Pick<EntradaLista, 'id_en_lista' | 'nombre'>): EntradaLista => ({
  lista: 'prueba',
  tipo: 'persona',
  alias: [],
  fechas_nacimiento: [],
  nacionalidades: [],
  identificadores: [],
  programas: ['PRUEBA'],
  ...e,
});

const lista: ListaCargada = {
  meta: { codigo: 'prueba', nombre: 'Lista de prueba', version: '2026-01-01', sha256: 'x', entradas: 4 },
  entradas: [
    entrada({
      id_en_lista: '1',
      nombre: 'PÉREZ GONZÁLEZ, Juan Carlos',
      fechas_nacimiento: [{ anio: 1970, mes: 5, dia: 12 }],
      nacionalidades: ['Chile'],
      genero: 'M',
      identificadores: [{ tipo: 'rut', numero: '12.345.678-5', pais: 'CL' }],
    }),
    entrada({ id_en_lista: '2', nombre: 'Inversiones Los Andes SpA', tipo: 'entidad' }),
    entrada({ id_en_lista: '3', nombre: 'Abdul Rahman Al-Hashimi', alias: ['Abdulrahman Hashimi'] }),
    entrada({ id_en_lista: '4', nombre: 'Marta Soto Rivas', nacionalidades: ['Perú'], genero: 'F' }),
  ],
};
const motor = crearMotor([lista]);
const suma = (xs: Array<{ aporte: number }>) => xs.reduce((s, f) => s + f.aporte, 0);

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
  });

  it('pairs short transliterated syllables and doubled letters', () => {
    expect(similitudPalabras('sko', 'sok').valor).toBeGreaterThanOrEqual(0.85);
    expect(similitudPalabras('yyu', 'yu')).toEqual({ valor: 0.95, regla: 'letras dobles' });
    expect(similitudPalabras('abdulah', 'abdullah').regla).toBe('letras dobles');
    expect(similitudPalabras('il', 'ir').valor).toBe(0);
    expect(similitudPalabras('perez', 'lopez').valor).toBe(0);
  });
});

describe('factoresNombre', () => {
  it('aligns words in any order and weighs both coverages', () => {
    const q = { texto: 'Perez, Juan', tokens: ['perez', 'juan'], pesos: [2, 1] };
    const c = { texto: 'Juan Perez Soto', tokens: ['juan', 'perez', 'soto'], pesos: [1, 2, 1] };
    const [cq, cc, eq] = factoresNombre(q, c);
    expect(cq!.aporte).toBeCloseTo(0.5, 6);
    expect(cq!.detalle).toContain('2 de 2 palabras de la consulta');
    expect(cc!.aporte).toBeCloseTo(0.3 * (3 / 4), 6);
    expect(cc!.detalle).toContain('sin par: SOTO');
    expect(eq!.aporte).toBeCloseTo(0.2 * (3 / 4), 6);
  });

  it('explains a fuzzy pair with its similarity, an initial and joined words', () => {
    const [cq] = factoresNombre(
      { texto: 'J Gonzales Abdulrahman', tokens: ['j', 'gonzales', 'abdulrahman'], pesos: [1, 1, 1] },
      { texto: 'Juan Gonzalez Abdul Rahman', tokens: ['juan', 'gonzalez', 'abdul', 'rahman'], pesos: [1, 1, 1, 1] },
    );
    expect(cq!.detalle).toMatch(/GONZALES ≈ GONZALEZ \(0,9\d, Jaro-Winkler\)/);
    expect(cq!.detalle).toContain('J ≈ JUAN (0,80, inicial)');
    expect(cq!.detalle).toMatch(/ABDULRAHMAN ≈ ABDUL RAHMAN \(\d,\d\d, palabras unidas\)|ABDULRAHMAN = ABDUL RAHMAN/);
  });
});

describe('factoresCalificadores', () => {
  const e = lista.entradas[0]!;
  it('rewards a full date of birth and a nationality, penalises a distant year and another gender', () => {
    const f = factoresCalificadores(
      { fecha: { anio: 1970, mes: 5, dia: 12 }, pais: 'CL', genero: 'F', tipo: 'persona' },
      e,
      ['CL'],
    );
    expect(f.map((x) => [x.factor, x.aporte])).toEqual([
      ['Tipo de sujeto', 0],
      ['Fecha de nacimiento', AJUSTES.fechaCompleta],
      ['Nacionalidad', AJUSTES.paisCoincide],
      ['Género', AJUSTES.generoDistinto],
    ]);
    const lejos = factoresCalificadores({ fecha: { anio: 1990 }, pais: 'AR' }, e, ['CL']);
    expect(lejos.map((x) => x.aporte)).toEqual([AJUSTES.fechaDistinta, AJUSTES.paisDistinto]);
    expect(lejos[0]!.detalle).toBe('La fecha 1990 difiere en 20 años de la listada (12-05-1970)');
  });

  it('says nothing about what one side does not know', () => {
    expect(factoresCalificadores({ fecha: { anio: 1970 } }, lista.entradas[1]!, [])).toEqual([]);
  });
});

describe('sumar', () => {
  it('clamps to 1 with a visible adjustment so the factors still add up', () => {
    const { score, explicacion } = sumar([
      { factor: 'a', aporte: 1, detalle: '' },
      { factor: 'b', aporte: 0.05, detalle: '' },
    ]);
    expect(score).toBe(1);
    expect(explicacion.at(-1)).toMatchObject({ factor: 'Ajuste al rango 0–1', aporte: -0.05 });
    expect(suma(explicacion)).toBeCloseTo(score, 9);
  });
});

describe('motor: every point explained', () => {
  it('adds the factors of each hit up to its score', () => {
    const hits = motor.buscar({ nombre: 'Juan Carlos Peres', fecha_nacimiento: '1970', nacionalidad: 'CL' });
    expect(hits[0]).toMatchObject({
      entrada: { id_en_lista: '1' },
      lista: { codigo: 'prueba', version: '2026-01-01' },
    });
    expect(hits[0]!.nombre_coincidente).toBe('PÉREZ GONZÁLEZ, Juan Carlos');
    for (const h of hits) expect(suma(h.explicacion)).toBeCloseTo(h.score, 3);
    expect(hits[0]!.explicacion.map((f) => f.factor)).toEqual([
      'Nombre: cobertura de la consulta',
      'Nombre: cobertura del nombre listado',
      'Nombre: equilibrio entre ambas coberturas',
      'Tipo de sujeto',
      'Fecha de nacimiento',
      'Nacionalidad',
    ]);
    expect(hits[0]!.explicacion[3]!.detalle).toContain('por tener fecha de nacimiento');
  });

  it('short-circuits an exact RUT or passport to 1.0', () => {
    const hits = motor.buscar({ nombre: 'Otro Nombre Cualquiera', rut: '12345678-5' });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.score).toBe(1);
    expect(hits[0]!.explicacion).toEqual([expect.objectContaining({ factor: 'Identificador exacto', aporte: 1 })]);
    expect(hits[0]!.explicacion[0]!.detalle).toContain('RUT 12345678-5 coincide');
    expect(motor.buscar({ nombre: 'Otro Nombre Cualquiera', rut: '12345678-6' })).toEqual([]);
  });

  it('matches an alias and reports which name matched', () => {
    const [hit] = motor.buscar({ nombre: 'ABDULRAHMAN HASHIMI' });
    expect(hit).toMatchObject({ score: 1, nombre_coincidente: 'Abdulrahman Hashimi', entrada: { id_en_lista: '3' } });
  });

  it('penalises a person against an entity (type inferred from the legal form)', () => {
    const persona = motor.buscar({ nombre: 'Inversiones Los Andes', tipo: 'persona' }, { umbral: 0 });
    expect(persona[0]!.score).toBeCloseTo(1 + AJUSTES.tipoDistinto, 6);
    const entidad = motor.buscar({ nombre: 'Inversiones Los Andes Limitada' });
    expect(entidad[0]!.score).toBe(1);
    expect(entidad[0]!.explicacion.find((f) => f.factor === 'Tipo de sujeto')!.detalle).toContain(
      'por la forma jurídica Ltda.',
    );
  });

  it('honours the threshold, the limit and the list filter', () => {
    expect(motor.buscar({ nombre: 'Marta Soto' }).map((h) => h.entrada.id_en_lista)).toEqual(['4']);
    expect(motor.buscar({ nombre: 'Marta Soto' }, { listas: ['otra'] })).toEqual([]);
    expect(motor.buscar({ nombre: 'Marta Soto', genero: 'M', fecha_nacimiento: '1950' }, { umbral: 0.95 })).toEqual([]);
    expect(motor.buscar({ nombre: 'Juan' }, { umbral: 0, limite: 1 })).toHaveLength(1);
    expect(motor.estadisticas).toMatchObject({ listas: 1, entradas: 4 });
    expect(motor.listas[0]!.codigo).toBe('prueba');
  });
});
