import { describe, expect, it } from 'vitest';
import { parsearFechaNacimiento } from './fechas';
import { parsearObservaciones } from './observaciones-ofac';

describe('parsearFechaNacimiento', () => {
  it.each([
    ['01 Jan 1960', [{ anio: 1960, mes: 1, dia: 1 }]],
    ['Jan 1960', [{ anio: 1960, mes: 1 }]],
    ['1960', [{ anio: 1960 }]],
    ['circa 1960', [{ anio: 1960 }]],
    ['circa 01 Jan 1960', [{ anio: 1960, mes: 1, dia: 1 }]],
    ['1960 to 1962', [{ anio: 1960 }, { anio: 1961 }, { anio: 1962 }]],
    ['circa 1979-1982', [{ anio: 1979 }, { anio: 1980 }, { anio: 1981 }, { anio: 1982 }]],
    ['01 Jan 1960 to 31 Dec 1961', [{ anio: 1960 }, { anio: 1961 }]],
    ['01 Jan 1960 to 31 Dec 1960', [{ anio: 1960 }]],
    ['Jan 1960 to Mar 1961', [{ anio: 1960 }, { anio: 1961 }]],
    ['1973-03-25', [{ anio: 1973, mes: 3, dia: 25 }]],
    ['Nov. 1973 ', [{ anio: 1973, mes: 11 }]],
    ['August 1961', [{ anio: 1961, mes: 8 }]],
    ['1900 to 1990', []], // too wide to mean anything
    ['unknown', []],
    ['32 Jan 1960', []],
  ])('%s', (texto, esperado) => {
    expect(parsearFechaNacimiento(texto)).toEqual(esperado);
  });
});

describe('parsearObservaciones', () => {
  it('reads DOBs (alt. included), nationality, citizenship, gender, weak aliases and documents', () => {
    const d = parsearObservaciones(
      'DOB 13 May 1965; alt. DOB 1968; POB Medellin, Colombia; nationality Colombia; citizen Mexico; Gender Male; ' +
        'Cedula No. 7548733 (Colombia); alt. Passport AL720622 (Colombia) issued 01 Jan 2000 expires 01 Jan 2010; ' +
        "NIT # 900015699-8 (Colombia); RUT # 76.123.456-7 (Chile); a.k.a. 'EL PATRON'; a.k.a. ''ABD AL-MUHSI'; Linked To: X S.A.",
    );
    expect(d.fechas_nacimiento).toEqual([{ anio: 1965, mes: 5, dia: 13 }, { anio: 1968 }]);
    expect(d.nacionalidades).toEqual(['Colombia', 'Mexico']);
    expect(d.genero).toBe('M');
    expect(d.alias).toEqual(['EL PATRON', "'ABD AL-MUHSI"]);
    expect(d.identificadores).toEqual([
      { tipo: 'cedula', numero: '7548733', pais: 'Colombia', etiqueta: 'Cedula No.' },
      { tipo: 'pasaporte', numero: 'AL720622', pais: 'Colombia', etiqueta: 'Passport' },
      { tipo: 'nit', numero: '900015699-8', pais: 'Colombia', etiqueta: 'NIT #' },
      { tipo: 'rut', numero: '76.123.456-7', pais: 'Chile', etiqueta: 'RUT #' },
    ]);
  });

  it('handles a final period, female gender, DOB ranges and vessel identifiers', () => {
    const d = parsearObservaciones(
      'DOB 1960 to 1961; Gender Female; Vessel Registration Identification IMO 9187655; MMSI 256842000; Diplomatic Passport D123 (Iran).',
    );
    expect(d.fechas_nacimiento).toEqual([{ anio: 1960 }, { anio: 1961 }]);
    expect(d.genero).toBe('F');
    expect(d.identificadores.map((i) => [i.tipo, i.numero, i.pais])).toEqual([
      ['imo', '9187655', undefined],
      ['mmsi', '256842000', undefined],
      ['pasaporte', 'D123', 'Iran'],
    ]);
  });

  it('does not read labels glued to values, dates or contact data as identifiers', () => {
    const d = parsearObservaciones(
      'R.F.C. RUTS721008 (Mexico); Email Address x@y.com; Organization Established Date 01 Jan 2000; Executive Order 13846 information: X; Passport (unknown)',
    );
    expect(d.identificadores).toEqual([{ tipo: 'rfc', numero: 'RUTS721008', pais: 'Mexico', etiqueta: 'R.F.C.' }]);
    expect(d.fechas_nacimiento).toEqual([]);
  });

  it('returns empty data for empty remarks', () => {
    expect(parsearObservaciones('')).toEqual({
      fechas_nacimiento: [],
      nacionalidades: [],
      identificadores: [],
      alias: [],
    });
  });
});
