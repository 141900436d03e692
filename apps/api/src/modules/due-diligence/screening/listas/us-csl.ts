import type { EntradaLista, FechaNacimiento, Identificador, TipoEntrada } from '../modelo';
import { agregarFechas, parsearFechaNacimiento } from './fechas';
import { limpiarNumero, tipoDeEtiqueta } from './identificadores';
import { ErrorCsv, leerCsv } from './csv';

/*
 * US Consolidated Screening List (trade.gov CSV, with header). Every row is kept, including the
 * SDN rows also loaded from OFAC's own files: the entry says which list matched, and the CSL
 * source ('Entity List (EL) - Bureau of Industry and Security'…) is its first program.
 * Multi-valued cells are '; '-separated; an 'ids' item is 'country?, [dates…,] number, label'.
 */

const COLUMNAS = ['source', 'name', 'type', 'alt_names', 'dates_of_birth', 'nationalities', 'citizenships', 'ids'];

const TIPOS: Record<string, TipoEntrada> = {
  individual: 'persona',
  entity: 'entidad',
  vessel: 'nave',
  aircraft: 'aeronave',
};

function partes(valor: string | undefined, separador = ';'): string[] {
  return (valor ?? '')
    .split(separador)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** Adds a value unless already there (case-insensitive) or equal to `excluir`; `vistos` holds lower-case keys. */
function agregarUnico(destino: string[], valor: string, vistos: Set<string>): void {
  const v = valor.trim();
  const clave = v.toLowerCase();
  if (v === '' || vistos.has(clave)) return;
  vistos.add(clave);
  destino.push(v);
}

/** 'Mexpar International, Inc. (a.k.a. Pasadena Aerospace; Aviation Logistics)' → name and aliases. */
function separarAkaDelNombre(nombre: string): { nombre: string; alias: string[] } {
  const m = /^(.*?)\s*\((?:a\.k\.a\.|f\.k\.a\.|aka)\s+(.+)\)\s*$/i.exec(nombre);
  if (!m || m[1]!.trim() === '') return { nombre, alias: [] };
  return { nombre: m[1]!.trim(), alias: partes(m[2]) };
}

function identificadoresDe(ids: string): { identificadores: Identificador[]; genero?: 'M' | 'F' } {
  const identificadores: Identificador[] = [];
  let genero: 'M' | 'F' | undefined;
  for (const item of partes(ids)) {
    const p = item.split(', ').map((x) => x.trim());
    if (p.length < 2) continue;
    const etiqueta = p[p.length - 1]!;
    if (etiqueta === 'Gender') {
      if (/^male$/i.test(p[0]!)) genero = 'M';
      else if (/^female$/i.test(p[0]!)) genero = 'F';
      continue;
    }
    const tipo = tipoDeEtiqueta(etiqueta);
    if (!tipo) continue;
    const numero = limpiarNumero(tipo, p[p.length - 2]!);
    if (numero === '' || !/\d/.test(numero)) continue;
    const id: Identificador = { tipo, numero, etiqueta };
    if (p.length >= 3 && /^[A-Z]{2}$/.test(p[0]!)) id.pais = p[0]!;
    if (!identificadores.some((x) => x.tipo === id.tipo && x.numero === id.numero)) identificadores.push(id);
  }
  return genero ? { identificadores, genero } : { identificadores };
}

export function parsearUsCsl(lista: string, texto: string): EntradaLista[] {
  // Rows stay arrays read by column index: 14k objects of 29 keys cost more than the parsing.
  const [cabecera, ...cuerpo] = leerCsv(texto);
  const encabezado = (cabecera ?? []).map((h) => h.trim());
  const faltan = COLUMNAS.filter((c) => !encabezado.includes(c));
  if (faltan.length > 0) throw new ErrorCsv(`Faltan columnas: ${faltan.join(', ')}`, 1);
  const col = (nombre: string) => encabezado.indexOf(nombre);
  const c = {
    id: col('_id'),
    entity_number: col('entity_number'),
    source: col('source'),
    name: col('name'),
    type: col('type'),
    programs: col('programs'),
    alt_names: col('alt_names'),
    dates_of_birth: col('dates_of_birth'),
    nationalities: col('nationalities'),
    citizenships: col('citizenships'),
    ids: col('ids'),
    remarks: col('remarks'),
  };
  const celda = (fila: string[], i: number) => (i >= 0 ? (fila[i] ?? '') : '');

  const entradas: EntradaLista[] = [];
  for (const fila of cuerpo) {
    const f = (i: number) => celda(fila, i);
    const separado = separarAkaDelNombre(f(c.name).trim().replace(/\s+/g, ' '));
    const nombre = separado.nombre;
    const id = f(c.entity_number).trim() || f(c.id).trim();
    if (nombre === '' || id === '') continue;

    const alias: string[] = [];
    const vistosAlias = new Set([nombre.toLowerCase()]);
    for (const a of [...partes(f(c.alt_names)), ...separado.alias]) agregarUnico(alias, a, vistosAlias);

    const fechas: FechaNacimiento[] = [];
    for (const d of partes(f(c.dates_of_birth))) agregarFechas(fechas, parsearFechaNacimiento(d));

    const nacionalidades: string[] = [];
    const vistosNac = new Set<string>();
    for (const n of [...partes(f(c.nationalities)), ...partes(f(c.citizenships))])
      agregarUnico(nacionalidades, n, vistosNac);

    const { identificadores, genero } = identificadoresDe(f(c.ids));
    const programas: string[] = [];
    const vistosProg = new Set<string>();
    agregarUnico(programas, f(c.source), vistosProg);
    for (const p of partes(f(c.programs))) agregarUnico(programas, p, vistosProg);

    const entrada: EntradaLista = {
      lista,
      id_en_lista: id,
      tipo: TIPOS[f(c.type).trim().toLowerCase()] ?? 'desconocido',
      nombre,
      alias,
      fechas_nacimiento: fechas,
      nacionalidades,
      identificadores,
      programas,
    };
    if (genero) entrada.genero = genero;
    const obs = f(c.remarks).trim();
    if (obs) entrada.observaciones = obs;
    entradas.push(entrada);
  }
  return entradas;
}
