import type { EntradaLista, TipoEntrada } from '../modelo';
import { leerCsv } from './csv';
import { parsearObservaciones } from './observaciones-ofac';

/*
 * OFAC legacy CSV layout, shared by the SDN list (sdn.csv, alt.csv, sdn_comments.csv) and the
 * non-SDN consolidated list (cons_prim.csv, cons_alt.csv, cons_comments.csv). No header; '-0-'
 * (often '-0- ') is null; files end with '\x1a'.
 *   primary:  ent_num, name, type, programs, title, call_sign, vess_type, tonnage, grt, vess_flag,
 *             vess_owner, remarks
 *   alt:      ent_num, alt_num, alt_type (aka/fka/nka), alt_name, alt_remarks
 *   comments: ent_num, remarks continued (the primary file cuts remarks at a fixed length; the rest
 *             is here, to be appended as is — it may continue mid-word)
 * Addresses (add.csv) carry no identifying data for the model and are not read.
 */

export interface ArchivosOfac {
  /** sdn.csv / cons_prim.csv */
  principal: string;
  /** alt.csv / cons_alt.csv */
  alias?: string;
  /** sdn_comments.csv / cons_comments.csv */
  comentarios?: string;
}

const NULO = '-0-';

function celda(valor: string | undefined): string {
  const v = (valor ?? '').trim();
  return v === NULO ? '' : v;
}

const TIPOS: Record<string, TipoEntrada> = {
  individual: 'persona',
  '': 'entidad',
  entity: 'entidad',
  vessel: 'nave',
  aircraft: 'aeronave',
};

/** '[SDGT] [IRGC]', 'SDGT] [IRGC' (as the CSV cell comes) or 'SDGT' → ['SDGT', 'IRGC']. */
export function parsearProgramas(valor: string): string[] {
  return valor
    .split(/\]\s*\[/)
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter((p) => p !== '');
}

/** ent_num → values of column `col`, in file order (several rows per entry). */
function agrupar(texto: string | undefined, col: number): Map<string, string[]> {
  const mapa = new Map<string, string[]>();
  if (!texto) return mapa;
  for (const fila of leerCsv(texto)) {
    const id = celda(fila[0]);
    const v = fila[col] ?? '';
    if (id === '' || celda(v) === '') continue;
    const lista = mapa.get(id);
    if (lista) lista.push(v);
    else mapa.set(id, [v]);
  }
  return mapa;
}

export function parsearOfac(lista: string, archivos: ArchivosOfac): EntradaLista[] {
  const alias = agrupar(archivos.alias, 3);
  const comentarios = agrupar(archivos.comentarios, 1);
  const entradas: EntradaLista[] = [];

  for (const fila of leerCsv(archivos.principal)) {
    const id = celda(fila[0]);
    const nombre = celda(fila[1]);
    if (id === '' || nombre === '') continue; // the lone '\x1a' line, or a malformed row
    if (fila.length < 12) throw new Error(`Fila OFAC ${id}: se esperaban 12 columnas y hay ${fila.length}`);

    // Joined before trimming: the cut may fall on a space.
    const crudo = fila[11] ?? '';
    const observaciones = celda(crudo) === '' ? '' : (crudo + (comentarios.get(id) ?? []).join('')).trim();
    const datos = parsearObservaciones(observaciones);

    const nombres: string[] = [];
    const clave = new Set([nombre.toLowerCase()]);
    for (const a of [...(alias.get(id) ?? []), ...datos.alias]) {
      const v = a.trim();
      if (v !== '' && !clave.has(v.toLowerCase())) {
        clave.add(v.toLowerCase());
        nombres.push(v);
      }
    }

    const tipoCrudo = celda(fila[2]).toLowerCase();
    const entrada: EntradaLista = {
      lista,
      id_en_lista: id,
      tipo: TIPOS[tipoCrudo] ?? 'desconocido',
      nombre,
      alias: nombres,
      fechas_nacimiento: datos.fechas_nacimiento,
      nacionalidades: datos.nacionalidades,
      identificadores: datos.identificadores,
      programas: parsearProgramas(celda(fila[3])),
    };
    if (datos.genero) entrada.genero = datos.genero;
    if (observaciones !== '') entrada.observaciones = observaciones;
    entradas.push(entrada);
  }
  return entradas;
}
