import { replaceDivisionPolitica } from '../reference.repository';
import type { ReferenceImporter } from './types';
import { cutCode, optionalText, readCsv, requiredText } from './util';

const REGIONES = 'chile_dpa/regiones.csv';
const PROVINCIAS = 'chile_dpa/provincias.csv';
const COMUNAS = 'chile_dpa/comunas.csv';

/**
 * Chile's political-administrative division (SUBDERE CUT 2018 + clregions ISO codes): 16
 * regions, 56 provinces, 346 communes. CUT codes stay strings with their leading zeros.
 */
export const chileDpaImporter: ReferenceImporter = {
  nombre: 'chile-dpa',
  tema: 'regiones, provincias y comunas de Chile',
  fuente: 'SUBDERE, Códigos Únicos Territoriales (CUT 2018 v04) y piperubio/clregions (ISO 3166-2)',
  archivos: [REGIONES, PROVINCIAS, COMUNAS],
  fechaFuente: '2018-09-06',
  version: 1,

  async import(tx, dir) {
    const regionRows = (
      await readCsv(dir, REGIONES, ['codigo', 'romano', 'nombre', 'nombre_oficial', 'iso_3166_2', 'orden_norte_sur'])
    ).map((r, i) => {
      const where = `${REGIONES} fila ${i + 2}`;
      const iso = requiredText(r.iso_3166_2, where).toUpperCase();
      if (!/^CL-[A-Z]{2}$/.test(iso)) throw new Error(`${where}: código ISO 3166-2 inválido '${iso}'`);
      const orden = Number(r.orden_norte_sur);
      if (!Number.isInteger(orden) || orden < 1) throw new Error(`${where}: orden_norte_sur inválido`);
      return {
        codigo: cutCode(r.codigo, 2, where),
        nombre: requiredText(r.nombre, where),
        nombre_oficial: requiredText(r.nombre_oficial, where),
        romano: requiredText(r.romano, where),
        iso_3166_2: iso,
        orden,
      };
    });

    const regionCodes = new Set(regionRows.map((r) => r.codigo));
    const provinciaRows = (await readCsv(dir, PROVINCIAS, ['codigo', 'nombre', 'region_codigo'])).map((r, i) => {
      const where = `${PROVINCIAS} fila ${i + 2}`;
      const row = {
        codigo: cutCode(r.codigo, 3, where),
        nombre: requiredText(r.nombre, where),
        region_codigo: cutCode(r.region_codigo, 2, where),
      };
      if (!regionCodes.has(row.region_codigo)) throw new Error(`${where}: región '${row.region_codigo}' desconocida`);
      return row;
    });

    const provinciaRegion = new Map(provinciaRows.map((p) => [p.codigo, p.region_codigo]));
    const comunaRows = (
      await readCsv(dir, COMUNAS, ['cut', 'nombre', 'nombre_alternativo', 'provincia_codigo', 'region_codigo'])
    ).map((r, i) => {
      const where = `${COMUNAS} fila ${i + 2}`;
      const row = {
        codigo: cutCode(r.cut, 5, where),
        nombre: requiredText(r.nombre, where),
        nombre_alternativo: optionalText(r.nombre_alternativo),
        provincia_codigo: cutCode(r.provincia_codigo, 3, where),
        region_codigo: cutCode(r.region_codigo, 2, where),
      };
      const region = provinciaRegion.get(row.provincia_codigo);
      if (region === undefined) throw new Error(`${where}: provincia '${row.provincia_codigo}' desconocida`);
      if (region !== row.region_codigo) {
        throw new Error(
          `${where}: la provincia '${row.provincia_codigo}' no pertenece a la región '${row.region_codigo}'`,
        );
      }
      return row;
    });

    await replaceDivisionPolitica(tx, { regiones: regionRows, provincias: provinciaRows, comunas: comunaRows });
    return regionRows.length + provinciaRows.length + comunaRows.length;
  },
};
