import { esFechaIso } from '@atalaya/shared/dias-habiles';
import { replaceFeriados } from '../reference.repository';
import type { ReferenceImporter } from './types';
import { cutCode, optionalText, readCsv, requiredText } from './util';

const FERIADOS = 'feriados_cl/feriados_cl_2024_2027.csv';
const ELECTORALES = 'feriados_cl/feriados_electorales_cl_2024_2025.csv';
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

/**
 * ISO codes of a regional holiday's regions, from its `region_iso` column when set, else from the
 * list in its note: "11 regiones con balotaje: AP, AN, AT" → ['CL-AP', 'CL-AN', 'CL-AT'].
 */
export function regionesDeFeriado(regionColumn: string | undefined, nota: string | undefined): string[] {
  const explicit = (regionColumn ?? '').trim().toUpperCase();
  if (explicit) return [explicit];
  const lista = /:\s*([A-Z]{2}(?:\s*,\s*[A-Z]{2})*)\s*(?:;|$)/.exec(nota ?? '')?.[1];
  return lista ? [...new Set(lista.split(/\s*,\s*/).map((c) => `CL-${c}`))] : [];
}

type FilaFeriado = Record<string, string | undefined>;

/** One file's rows as `feriados` rows (a regional holiday of several regions gives one row each). */
function filasDeFeriados(archivo: string, filas: FilaFeriado[]) {
  return filas.flatMap((r, i) => {
    const where = `${archivo} fila ${i + 2}`;
    const fecha = requiredText(r.fecha, where);
    if (!esFechaIso(fecha)) throw new Error(`${where}: fecha inválida '${fecha}'`);
    const alcance = requiredText(r.alcance, where).toLowerCase();
    if (!ALCANCES.has(alcance)) throw new Error(`${where}: alcance inválido '${alcance}'`);
    const irr = (r.irrenunciable ?? '').trim().toLowerCase();
    // 'parcial' (election days): irrenunciable only for some shops, not for every worker.
    if (!['true', 'false', 'parcial', ''].includes(irr)) throw new Error(`${where}: irrenunciable inválido '${irr}'`);
    // A communal holiday keeps its region too (Chillán: CL-NB); a national one has none.
    const regiones =
      alcance === 'regional' ? regionesDeFeriado(r.region_iso, r.nota) : [(r.region_iso ?? '').trim().toUpperCase()];
    if (regiones.length === 0) throw new Error(`${where}: feriado regional sin región`);
    const comunasCsv = alcance === 'comunal' ? comunasDeFeriado(r.comunas, r.nota) : '';
    if (alcance === 'comunal' && comunasCsv === '') throw new Error(`${where}: feriado comunal sin comunas`);
    return regiones.map((region_iso) => ({
      where,
      fecha,
      nombre: requiredText(r.nombre, where),
      tipo: requiredText(r.tipo, where),
      irrenunciable: irr === 'true',
      alcance,
      region_iso,
      comunas: comunasCsv,
      base_legal: optionalText(r.base_legal),
    }));
  });
}

/**
 * Chile's legal holidays (national, regional and communal) and the election days; later years
 * are added as data. An election day that falls on a legal holiday (San Pedro y San Pablo 2025)
 * stays that holiday; any other repeated day is an error in the files.
 */
export const feriadosClImporter: ReferenceImporter = {
  nombre: 'feriados-cl',
  tema: 'feriados legales y electorales de Chile',
  fuente:
    'Feriados legales de Chile 2024–2027 (leyes vigentes; contrastado con python-holidays) y feriados electorales 2024–2025',
  archivos: [FERIADOS, ELECTORALES],
  version: 2,

  async import(tx, dir) {
    const legales = filasDeFeriados(
      FERIADOS,
      await readCsv(dir, FERIADOS, [
        'fecha',
        'nombre',
        'tipo',
        'irrenunciable',
        'alcance',
        'region_iso',
        'base_legal',
        'nota',
      ]),
    );
    const electorales = filasDeFeriados(
      ELECTORALES,
      await readCsv(dir, ELECTORALES, ['fecha', 'nombre', 'tipo', 'irrenunciable', 'alcance', 'base_legal', 'nota']),
    );
    const clave = (r: { fecha: string; alcance: string; region_iso: string; comunas: string }) =>
      [r.fecha, r.alcance, r.region_iso, r.comunas].join('|');

    const porClave = new Map<string, (typeof legales)[number]>();
    for (const r of legales) {
      if (porClave.has(clave(r))) throw new Error(`${r.where}: feriado duplicado (${r.fecha}, ${r.alcance})`);
      porClave.set(clave(r), r);
    }
    const legalesPorClave = new Set(porClave.keys());
    for (const r of electorales) {
      if (legalesPorClave.has(clave(r))) continue;
      if (porClave.has(clave(r))) throw new Error(`${r.where}: feriado duplicado (${r.fecha}, ${r.alcance})`);
      porClave.set(clave(r), r);
    }
    const rows = [...porClave.values()].map(({ where: _where, ...row }) => row);

    await replaceFeriados(tx, rows);
    return rows.length;
  },
};
