import { replaceActividadesEconomicas } from '../reference.repository';
import type { ReferenceImporter } from './types';
import { readCsv, requiredText } from './util';

const ACTIVIDADES = 'sii_actividades/sii_codigos_actividad_economica.csv';

/**
 * 'SI' / 'NO' of the SII table; 'G' (depends on the taxpayer's line of business, "según giro")
 * and anything else unknown become null.
 */
function siNo(value: string | undefined): boolean | null {
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'SI' || v === 'SÍ') return true;
  if (v === 'NO') return false;
  return null;
}

/**
 * SII economic-activity codes (6-digit CIIU4.CL 2012 codes with their group and section), used by
 * the company form (Globales → empresas). Codes stay strings with their leading zeros.
 */
export const siiActividadesImporter: ReferenceImporter = {
  nombre: 'sii-actividades',
  tema: 'códigos de actividad económica del SII',
  fuente: 'SII, códigos de actividad económica (tabla pública, copia de 2024-08)',
  archivos: [ACTIVIDADES],
  fechaFuente: '2024-08-01',
  version: 1,

  async import(tx, dir) {
    const seen = new Set<string>();
    const rows = (
      await readCsv(dir, ACTIVIDADES, [
        'codigo',
        'descripcion',
        'afecto_iva',
        'categoria_tributaria',
        'grupo',
        'seccion',
      ])
    ).map((r, i) => {
      const where = `${ACTIVIDADES} fila ${i + 2}`;
      let codigo = requiredText(r.codigo, where);
      if (/^\d{5}$/.test(codigo)) codigo = `0${codigo}`; // a spreadsheet dropped the leading zero
      if (!/^\d{6}$/.test(codigo)) throw new Error(`${where}: código de actividad inválido '${codigo}'`);
      if (seen.has(codigo)) throw new Error(`${where}: código de actividad repetido '${codigo}'`);
      seen.add(codigo);
      const categoria = (r.categoria_tributaria ?? '').trim();
      return {
        codigo,
        descripcion: requiredText(r.descripcion, where),
        afecto_iva: siNo(r.afecto_iva),
        categoria_tributaria: categoria === '' ? null : categoria,
        grupo: (r.grupo ?? '').trim(),
        seccion: (r.seccion ?? '').trim(),
      };
    });

    await replaceActividadesEconomicas(tx, rows);
    return rows.length;
  },
};
