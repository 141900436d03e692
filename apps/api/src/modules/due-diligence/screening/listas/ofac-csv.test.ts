import { describe, expect, it } from 'vitest';
import { bundledReferenceText } from '../../../../test/reference-data';
import { parsearOfac, parsearProgramas } from './ofac-csv';

const leer = (carpeta: string, archivo: string) => bundledReferenceText(`${carpeta}/${archivo}`);

describe('parsearProgramas', () => {
  it('splits bracketed program lists as the CSV cell gives them', () => {
    expect(parsearProgramas('SDGT] [IRGC')).toEqual(['SDGT', 'IRGC']);
    expect(parsearProgramas('[SDGT] [IRGC]')).toEqual(['SDGT', 'IRGC']);
    expect(parsearProgramas('CAATSA - RUSSIA')).toEqual(['CAATSA - RUSSIA']);
    expect(parsearProgramas('')).toEqual([]);
  });
});

describe('parsearOfac on the real SDN files (2021-07)', () => {
  const carpeta = 'ofac_sdn_2021-07';
  const entradas = parsearOfac('ofac_sdn', {
    principal: leer(carpeta, 'sdn.csv'),
    alias: leer(carpeta, 'alt.csv'),
    comentarios: leer(carpeta, 'sdn_comments.csv'),
  });
  const por = (id: string) => entradas.find((e) => e.id_en_lista === id)!;

  it('reads every SDN entry with its type (SOURCES.md counts)', () => {
    const cuenta = (t: string) => entradas.filter((e) => e.tipo === t).length;
    expect(entradas).toHaveLength(8976);
    expect([cuenta('persona'), cuenta('entidad'), cuenta('nave'), cuenta('aeronave')]).toEqual([4620, 3673, 406, 277]);
    expect(new Set(entradas.map((e) => e.id_en_lista)).size).toBe(8976);
    expect(entradas.every((e) => e.lista === 'ofac_sdn' && e.nombre !== '' && !e.nombre.includes('-0-'))).toBe(true);
  });

  it('attaches every alias of alt.csv (11,910 rows) to its entry', () => {
    const total = entradas.reduce((n, e) => n + e.alias.length, 0);
    expect(total).toBeGreaterThanOrEqual(11_800); // + weak aliases from remarks − repeats of the primary name
    expect(por('2676').alias).toEqual(['AL-ZAWAHIRI, Ayman', 'SALIM, Ahmad Fuad', 'AL-ZAWAHIRI, Aiman Muhammad Rabi']);
  });

  it('a person: DOB, nationality, passport with country, weak alias from the remarks', () => {
    const e = por('6905');
    expect(e).toMatchObject({
      tipo: 'persona',
      nombre: 'ABU ZUBAYDAH',
      fechas_nacimiento: [{ anio: 1971, mes: 3, dia: 12 }],
      nacionalidades: ['Palestinian'],
      identificadores: [{ tipo: 'pasaporte', numero: '484824', pais: 'Egypt', etiqueta: 'Passport' }],
      programas: ['SDGT'],
    });
    expect(e.alias).toContain('TARIQ');
  });

  it('a Colombian person: several DOBs, cédulas, passport, RFC/CURP; remarks continued from sdn_comments.csv', () => {
    const e = por('12300');
    expect(e.nombre).toBe('CIFUENTES VILLA, Jorge Milton');
    expect(e.fechas_nacimiento).toEqual([
      { anio: 1965, mes: 5, dia: 13 },
      { anio: 1968, mes: 4, dia: 13 },
      { anio: 1964, mes: 7, dia: 7 },
    ]);
    expect(e.identificadores).toContainEqual({
      tipo: 'cedula',
      numero: '7548733',
      pais: 'Colombia',
      etiqueta: 'Cedula No.',
    });
    expect(e.identificadores).toContainEqual({
      tipo: 'pasaporte',
      numero: 'AL720622',
      pais: 'Colombia',
      etiqueta: 'Passport',
    });
    expect(e.identificadores.filter((i) => i.tipo === 'curp')).toHaveLength(2);
    // The cut fell mid-word: 'PROMO RAI' + 'Z S.A.S.'.
    expect(e.observaciones).toContain('Linked To: PROMO RAIZ S.A.S.; Linked To: RED MUNDIAL INMOBILIARIA');
    expect(e.observaciones?.endsWith('Linked To: R D I S.A.')).toBe(true);
  });

  it('an entity: aliases from alt.csv and the weak one only in the remarks', () => {
    expect(por('306')).toMatchObject({
      tipo: 'entidad',
      nombre: 'BANCO NACIONAL DE CUBA',
      alias: ['NATIONAL BANK OF CUBA', 'BNC'],
      programas: ['CUBA'],
      fechas_nacimiento: [],
    });
  });

  it('a vessel with its IMO number and MMSI', () => {
    const e = por('15037');
    expect(e).toMatchObject({ tipo: 'nave', nombre: 'ARK', programas: ['IRAN'] });
    expect(e.identificadores).toContainEqual({
      tipo: 'imo',
      numero: '9187655',
      etiqueta: 'Vessel Registration Identification',
    });
    expect(e.identificadores).toContainEqual({ tipo: 'mmsi', numero: '256842000', etiqueta: 'MMSI' });
  });

  it('parses dates of birth for most individuals and gender where given', () => {
    const personas = entradas.filter((e) => e.tipo === 'persona');
    expect(personas.filter((e) => e.fechas_nacimiento.length > 0).length).toBeGreaterThan(4300);
    expect(personas.filter((e) => e.genero === 'F').length).toBeGreaterThan(100);
  });
});

describe('parsearOfac on the real consolidated (non-SDN) files (2025-12)', () => {
  const carpeta = 'ofac_consolidated_2025-12';
  const entradas = parsearOfac('ofac_cons', {
    principal: leer(carpeta, 'cons_prim.csv'),
    alias: leer(carpeta, 'cons_alt.csv'),
    comentarios: leer(carpeta, 'cons_comments.csv'),
  });

  it('reads the 442 primary records (79 individuals)', () => {
    expect(entradas).toHaveLength(442);
    expect(entradas.filter((e) => e.tipo === 'persona')).toHaveLength(79);
  });

  it('a person with two programs, year-only DOB, nationality, gender and aliases from both sources', () => {
    const e = entradas.find((x) => x.id_en_lista === '9647')!;
    expect(e).toMatchObject({
      lista: 'ofac_cons',
      nombre: 'ZAHHAR, Mahmoud Khaled',
      programas: ['SDGT', 'NS-PLC'],
      fechas_nacimiento: [{ anio: 1945 }],
      nacionalidades: ['Palestinian'],
      genero: 'M',
    });
    expect(e.alias).toEqual(
      expect.arrayContaining(['AL ZAHAR, Mahmoud Khaled', 'ZAHAR, Mahmoud', 'AL-ZAHAR, Mahmoud']),
    );
  });
});
