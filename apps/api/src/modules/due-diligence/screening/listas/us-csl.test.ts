import { describe, expect, it } from 'vitest';
import { bundledReferenceText } from '../../../../test/reference-data';
import { parsearUsCsl } from './us-csl';

describe('parsearUsCsl on the real Consolidated Screening List (2025-05)', () => {
  const entradas = parsearUsCsl('us_csl', bundledReferenceText('us_csl_2025-05/consolidated.csv'));

  it('keeps all 14,160 rows, 10,026 of them from the SDN list, with the source as first program', () => {
    expect(entradas).toHaveLength(14_160);
    const sdn = entradas.filter((e) => e.programas[0] === 'Specially Designated Nationals (SDN) - Treasury Department');
    expect(sdn).toHaveLength(10_026);
    expect(entradas.every((e) => e.lista === 'us_csl')).toBe(true);
  });

  it('a person: aliases, DOB, nationality + citizenship, passport with country', () => {
    const e = entradas.find((x) => x.id_en_lista === '9935')!;
    expect(e.tipo).toBe('persona');
    expect(e.nombre).toBe("'ABD AL-RAZZIQ, Abu Sufian al-Salamabi Muhammed Ahmed");
    expect(e.alias).toHaveLength(14);
    expect(e.alias).toContain('ABDELRAZIK, Sofian');
    expect(e.fechas_nacimiento).toEqual([{ anio: 1962, mes: 8, dia: 6 }]);
    expect(e.nacionalidades).toEqual(['CA', 'SD']);
    expect(e.identificadores).toEqual([{ tipo: 'pasaporte', numero: 'BC166787', pais: 'CA', etiqueta: 'Passport' }]);
    expect(e.programas).toEqual(['Specially Designated Nationals (SDN) - Treasury Department', 'SDGT']);
  });

  it("a row without type or entity number: the CSL '_id' identifies it, a.k.a. in the name become aliases", () => {
    const e = entradas.find((x) => x.nombre === 'Mexpar International, Inc.')!;
    expect(e).toMatchObject({
      id_en_lista: '4825d0efee0dc0eaa52d7f66448a5e362f067220',
      tipo: 'desconocido',
      alias: ['Pasadena Aerospace', 'Aviation Logistics and Supply'],
      programas: ['ITAR Debarred (DTC) - State Department'],
    });
  });

  it('reads gender from the ids column, and DOB ranges / circa', () => {
    expect(entradas.filter((e) => e.genero === 'M').length).toBeGreaterThan(2000);
    const rangos = entradas.filter((e) => e.fechas_nacimiento.length > 1 && e.fechas_nacimiento.every((f) => !f.mes));
    expect(rangos.length).toBeGreaterThan(40);
  });

  it('vessels carry their IMO number without the prefix', () => {
    const naves = entradas.filter((e) => e.tipo === 'nave');
    expect(naves).toHaveLength(433);
    const imo = naves.flatMap((e) => e.identificadores.filter((i) => i.tipo === 'imo'));
    expect(imo.length).toBeGreaterThan(400);
    expect(imo.every((i) => /^\d+$/.test(i.numero))).toBe(true); // one is really "IMO 15411"
  });
});
