import { describe, expect, it } from 'vitest';
import { bundledReferenceText } from '../../../../test/reference-data';
import { parsearOnu } from './onu-xml';

describe('parsearOnu on the real UN consolidated list (2026-02)', () => {
  const xml = bundledReferenceText('un_consolidated_2026-02/UN_consolidated.xml');
  const { fecha, entradas } = parsearOnu('onu', xml);
  const por = (ref: string) => entradas.find((e) => e.id_en_lista === ref)!;

  it('reads 730 individuals and 273 entities, and the dateGenerated as the version', () => {
    expect(fecha).toBe('2026-02-27');
    expect(entradas.filter((e) => e.tipo === 'persona')).toHaveLength(730);
    expect(entradas.filter((e) => e.tipo === 'entidad')).toHaveLength(273);
    expect(new Set(entradas.map((e) => e.id_en_lista)).size).toBe(1003);
  });

  it('a person: name parts joined, aliases of every quality, exact DOB, nationality, passports', () => {
    const e = por('CDi.040');
    expect(e.nombre).toBe('AHMAD MAHMOOD HASSAN');
    expect(e.alias).toEqual(expect.arrayContaining(['AHMED MAHAMUD HASSAN ALIYANI', 'ABU WAQAS', 'LEBLANC']));
    expect(e.fechas_nacimiento).toContainEqual({ anio: 1997, mes: 7, dia: 21 });
    expect(e.nacionalidades).toEqual(['United Republic of Tanzania']);
    expect(e.identificadores).toEqual([
      { tipo: 'pasaporte', numero: 'AB850901', pais: 'United Republic of Tanzania', etiqueta: 'Passport' },
      { tipo: 'pasaporte', numero: 'AB187304', pais: 'United Republic of Tanzania', etiqueta: 'Passport' },
    ]);
    expect(e.programas).toEqual(['DRC']);
  });

  it('DOB BETWEEN gives each year; a DOB only in a note is read; gender', () => {
    expect(por('KPi.066').fechas_nacimiento).toEqual([{ anio: 1967 }, { anio: 1968 }, { anio: 1969 }]);
    expect(por('CDi.004').fechas_nacimiento).toEqual([{ anio: 1973, mes: 11 }]);
    expect(por('CDi.001')).toMatchObject({ nombre: 'ERIC BADEGE', genero: 'M', fechas_nacimiento: [{ anio: 1971 }] });
  });

  it('the original-script name is an alias', () => {
    expect(por('IQi.001').alias).toContain('صدام حسين التكريتي');
  });

  it('an entity with a.k.a./f.k.a. aliases, and one whose name holds an escaped ampersand', () => {
    expect(por('CDe.001')).toMatchObject({
      tipo: 'entidad',
      nombre: 'ADF',
      alias: [
        'Allied Democratic Forces',
        'Forces Démocratiques Alliées-Armée Nationale de Libération de l’Ouganda',
        'ADF/NALU',
        'NALU',
      ],
    });
    // REFERENCE_NUMBER is 'KPe.055 ' in the file: trimmed.
    expect(por('KPe.055').nombre).toBe('CHANG AN SHIPPING & TECHNOLOGY');
  });

  it('rejects an XML that is not the UN list', () => {
    expect(() => parsearOnu('onu', '<export/>')).toThrow("raíz 'export'");
  });
});
