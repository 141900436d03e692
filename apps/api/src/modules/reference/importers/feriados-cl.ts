import { feriados } from '../../../db/schema/reference';
import { isIsoDate } from '../holidays';
import type { ReferenceImporter } from './types';
import { chunk, cutCode, optionalText, readCsv, requiredText } from './util';

const FERIADOS = 'feriados_cl/feriados_cl_2024_2027.csv';
const ALCANCES = new Set(['nacional', 'regional', 'comunal']);

/**
 * Commune CUT codes of a communal holiday, from an explicit `comunas` column when the file has
 * one, else from the parentheses of the note: "Solo comunas de Chillán (16101) y Chillán Viejo
 * (16103)" → '16101,16103'.
 */
export function comunasDeFeriado(comunasColumn: string | undefined, nota: string | undefined): string {
  const explicit = (comunasColumn ?? '').trim();
  const codes = explicit
    ? explicit.split(/[\s,;]+/).filter(Boolean)
    : [...(nota ?? '').matchAll(/\((\d{4,5})\)/g)].map((m) => m[1]!);
  return [...new Set(codes.map((c) => cutCode(c, 5, 'comuna de feriado')))].join(',');
}

/** Chile's legal holidays (national, regional and communal); later years are added as data. */
export const feriadosClImporter: ReferenceImporter = {
  nombre: 'feriados-cl',
  fuente: 'Feriados legales de Chile 2024–2027 (leyes vigentes; contrastado con python-holidays)',
  archivos: [FERIADOS],
  version: 1,

  async import(tx, dir) {
    const rows = (
      await readCsv(dir, FERIADOS, [
        'fecha',
        'nombre',
        'tipo',
        'irrenunciable',
        'alcance',
        'region_iso',
        'base_legal',
        'nota',
      ])
    ).map((r, i) => {
      const where = `${FERIADOS} fila ${i + 2}`;
      const fecha = requiredText(r.fecha, where);
      if (!isIsoDate(fecha)) throw new Error(`${where}: fecha inválida '${fecha}'`);
      const alcance = requiredText(r.alcance, where).toLowerCase();
      if (!ALCANCES.has(alcance)) throw new Error(`${where}: alcance inválido '${alcance}'`);
      const irr = (r.irrenunciable ?? '').trim().toLowerCase();
      if (!['true', 'false', ''].includes(irr)) throw new Error(`${where}: irrenunciable inválido '${irr}'`);
      const region_iso = (r.region_iso ?? '').trim().toUpperCase();
      if (alcance === 'regional' && region_iso === '') throw new Error(`${where}: feriado regional sin región`);
      const comunasCsv = alcance === 'comunal' ? comunasDeFeriado(r.comunas, r.nota) : '';
      if (alcance === 'comunal' && comunasCsv === '') throw new Error(`${where}: feriado comunal sin comunas`);
      return {
        fecha,
        nombre: requiredText(r.nombre, where),
        tipo: requiredText(r.tipo, where),
        irrenunciable: irr === 'true',
        alcance,
        region_iso,
        comunas: comunasCsv,
        base_legal: optionalText(r.base_legal),
      };
    });

    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = [r.fecha, r.alcance, r.region_iso, r.comunas].join('|');
      if (seen.has(key)) throw new Error(`${FERIADOS} fila ${i + 2}: feriado duplicado (${r.fecha}, ${r.alcance})`);
      seen.add(key);
    });

    await tx.delete(feriados);
    for (const batch of chunk(rows)) await tx.insert(feriados).values(batch);
    return rows.length;
  },
};
