import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { filesByLogicalName, readStoredFile } from '../../../reference/reference-files';
import type { EntradaLista, ListaCargada } from '../modelo';
import { aTexto } from './csv';
import { parsearOfac } from './ofac-csv';
import { parsearOnu } from './onu-xml';
import { parsearUsCsl } from './us-csl';

/*
 * Loads the sanctions lists from the reference data directory (DESIGN §8): one folder per list,
 * named '<prefix>_<date>' (e.g. ofac_sdn_2021-07); the newest folder of each prefix wins and a
 * missing list is skipped. The same parsers serve an admin upload (cargarListaDesdeArchivo).
 * Adding a list (the EU XML) is one parser plus one FUENTES row.
 */

export type CodigoLista = 'ofac_sdn' | 'ofac_cons' | 'onu' | 'us_csl';

type Archivos = Record<string, Buffer | string>;

interface Fuente {
  codigo: CodigoLista;
  nombre: string;
  /** How notices name it ('la lista ONU'). */
  corto: string;
  /**
   * Official publication address (DESIGN §8, reference-data/SOURCES.md): a folder ending in '/'
   * that holds the official file names, or the address of the list's only file.
   */
  publicacion: string;
  /** Folder name prefix under the reference data dir. */
  carpeta: string;
  /** Files read (lower-case names); the first is required. */
  archivos: string[];
  /** Entries, and the list's own date when the file carries one. */
  parsear(codigo: string, archivos: Map<string, string>): { entradas: EntradaLista[]; fecha?: string };
}

const FUENTES: readonly Fuente[] = [
  {
    codigo: 'ofac_sdn',
    nombre: 'OFAC — Lista SDN (Specially Designated Nationals and Blocked Persons)',
    corto: 'OFAC SDN',
    publicacion: 'https://www.treasury.gov/ofac/downloads/',
    carpeta: 'ofac_sdn',
    archivos: ['sdn.csv', 'alt.csv', 'sdn_comments.csv'],
    parsear: (codigo, a) => ({
      entradas: parsearOfac(codigo, {
        principal: a.get('sdn.csv')!,
        alias: a.get('alt.csv'),
        comentarios: a.get('sdn_comments.csv'),
      }),
    }),
  },
  {
    codigo: 'ofac_cons',
    nombre: 'OFAC — Lista consolidada no SDN (Consolidated Sanctions List)',
    corto: 'OFAC consolidada',
    publicacion: 'https://www.treasury.gov/ofac/downloads/consolidated/',
    carpeta: 'ofac_consolidated',
    archivos: ['cons_prim.csv', 'cons_alt.csv', 'cons_comments.csv'],
    parsear: (codigo, a) => ({
      entradas: parsearOfac(codigo, {
        principal: a.get('cons_prim.csv')!,
        alias: a.get('cons_alt.csv'),
        comentarios: a.get('cons_comments.csv'),
      }),
    }),
  },
  {
    codigo: 'onu',
    nombre: 'ONU — Lista consolidada del Consejo de Seguridad (UN Security Council Consolidated List)',
    corto: 'ONU',
    publicacion: 'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
    carpeta: 'un_consolidated',
    archivos: ['un_consolidated.xml'],
    parsear: (codigo, a) => parsearOnu(codigo, a.get('un_consolidated.xml')!),
  },
  {
    codigo: 'us_csl',
    nombre: 'EE. UU. — Consolidated Screening List (CSL)',
    corto: 'CSL de EE. UU.',
    publicacion: 'https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.csv',
    carpeta: 'us_csl',
    archivos: ['consolidated.csv'],
    parsear: (codigo, a) => ({ entradas: parsearUsCsl(codigo, a.get('consolidated.csv')!) }),
  },
];

export const CODIGOS_LISTA: readonly CodigoLista[] = FUENTES.map((f) => f.codigo);

export const esCodigoLista = (codigo: string): codigo is CodigoLista => CODIGOS_LISTA.includes(codigo as CodigoLista);

/** A list's name as users read it ('ONU — Lista consolidada …'). */
export const nombreDeLista = (codigo: CodigoLista): string => fuenteDe(codigo).nombre;

/** The official file names of a list (lower case); the first is required. */
export const archivosDeLista = (codigo: CodigoLista): readonly string[] => fuenteDe(codigo).archivos;

/** How notices name a list, and its official publication address (see Fuente.publicacion). */
export function publicacionDeLista(codigo: CodigoLista): { corto: string; publicacion: string } {
  const { corto, publicacion } = fuenteDe(codigo);
  return { corto, publicacion };
}

/** Where a loaded list came from: the reference data shipped with the code (or REFERENCE_DATA_DIR), or an admin upload or a download (DATA_DIR). */
export type OrigenLista = 'referencia' | 'subida' | 'descarga';

/** An empty file beside a list's files under DATA_DIR: they were downloaded, not uploaded. */
export const MARCA_DESCARGA = '.descarga';

export type ListaLeida = ListaCargada & { origen: OrigenLista };

function fuenteDe(codigo: string): Fuente {
  const f = FUENTES.find((x) => x.codigo === codigo);
  if (!f) throw new Error(`Lista desconocida '${codigo}' (se esperaba ${CODIGOS_LISTA.join(', ')})`);
  return f;
}

/** SHA-256 over the files read, in the list's fixed order (for one file: that file's own hash). */
function hashDe(fuente: Fuente, contenidos: Map<string, Buffer>): string {
  const h = createHash('sha256');
  for (const nombre of fuente.archivos) {
    const c = contenidos.get(nombre);
    if (c) h.update(c);
  }
  return h.digest('hex');
}

function construir(fuente: Fuente, contenidos: Map<string, Buffer>, version: string | undefined): ListaCargada {
  if (!contenidos.has(fuente.archivos[0]!)) {
    throw new Error(`Falta el archivo '${fuente.archivos[0]}' de la lista ${fuente.codigo}`);
  }
  const textos = new Map([...contenidos].map(([k, v]) => [k, aTexto(v)]));
  const { entradas, fecha } = fuente.parsear(fuente.codigo, textos);
  if (entradas.length === 0) throw new Error(`La lista ${fuente.codigo} no tiene entradas`);
  return {
    meta: {
      codigo: fuente.codigo,
      nombre: fuente.nombre,
      // The list's own date first (UN dateGenerated), then what the caller knows (folder date).
      version: fecha ?? version ?? new Date().toISOString().slice(0, 10),
      sha256: hashDe(fuente, contenidos),
      entradas: entradas.length,
    },
    entradas,
  };
}

/**
 * One list from uploaded files, keyed by file name (case-insensitive; only the list's own files
 * are used, e.g. sdn.csv + alt.csv + sdn_comments.csv). Pure: nothing is written anywhere.
 */
export function cargarListaDesdeArchivo(
  codigo: CodigoLista,
  archivos: Archivos,
  opciones: { version?: string } = {},
): ListaCargada {
  const fuente = fuenteDe(codigo);
  const contenidos = new Map<string, Buffer>();
  for (const [nombre, contenido] of Object.entries(archivos)) {
    const clave = path.basename(nombre).toLowerCase();
    if (fuente.archivos.includes(clave)) {
      contenidos.set(clave, typeof contenido === 'string' ? Buffer.from(contenido, 'utf8') : contenido);
    }
  }
  return construir(fuente, contenidos, opciones.version);
}

/** The newest '<prefix>_<date>' (or plain '<prefix>') folder under dir, with its date suffix. */
async function carpetaDe(dir: string, prefijo: string): Promise<{ ruta: string; fecha?: string } | null> {
  const nombres = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory() && (d.name === prefijo || d.name.startsWith(`${prefijo}_`)))
    .map((d) => d.name)
    .sort();
  const elegido = nombres[nombres.length - 1];
  if (!elegido) return null;
  const m = /_(\d{4}-\d{2}(?:-\d{2})?)$/.exec(elegido);
  return m ? { ruta: path.join(dir, elegido), fecha: m[1]! } : { ruta: path.join(dir, elegido) };
}

export interface OpcionesCarga {
  /** Called after each list is loaded, with the time it took (for start-up logs). */
  alCargar?: (lista: ListaCargada, ms: number) => void;
  /**
   * When given, a list that fails to load (malformed file) is reported here and skipped, so one
   * bad file does not leave the service without the other lists; without it the error is thrown.
   */
  alFallar?: (codigo: CodigoLista, error: Error) => void;
  /**
   * Admin uploads: '<dir>/<codigo>/<official file names>'. A list found here takes precedence over
   * the reference data (its version is the file's date unless the file carries its own).
   */
  dirSubidas?: string;
}

/** The list's folder: the admin upload when there is one, else the newest reference folder. */
async function ubicar(
  dir: string | null,
  fuente: Fuente,
  dirSubidas: string | undefined,
): Promise<{ ruta: string; fecha?: string; origen: OrigenLista } | null> {
  if (dirSubidas) {
    const ruta = path.join(dirSubidas, fuente.codigo);
    if (existsSync(ruta)) return { ruta, origen: existsSync(path.join(ruta, MARCA_DESCARGA)) ? 'descarga' : 'subida' };
  }
  if (!dir || !existsSync(dir)) return null;
  const carpeta = await carpetaDe(dir, fuente.carpeta);
  return carpeta && { ...carpeta, origen: 'referencia' };
}

/** Every list found under the reference data dir (or uploaded); missing folders are skipped. */
export async function cargarListas(dir: string | null, opciones: OpcionesCarga = {}): Promise<ListaLeida[]> {
  const listas: ListaLeida[] = [];
  for (const fuente of FUENTES) {
    const inicio = performance.now();
    const carpeta = await ubicar(dir, fuente, opciones.dirSubidas);
    if (!carpeta) continue;
    // Real file names may differ in case (UN_consolidated.xml) and be stored compressed (.gz).
    const enDisco = await filesByLogicalName(carpeta.ruta);
    if (!enDisco.has(fuente.archivos[0]!)) continue;
    const contenidos = new Map<string, Buffer>();
    for (const nombre of fuente.archivos) {
      const real = enDisco.get(nombre);
      if (real) contenidos.set(nombre, await readStoredFile(path.join(carpeta.ruta, real)));
    }
    let version = carpeta.fecha;
    if (!version) {
      const st = await stat(path.join(carpeta.ruta, enDisco.get(fuente.archivos[0]!)!));
      version = st.mtime.toISOString().slice(0, 10);
    }
    let lista: ListaCargada;
    try {
      lista = construir(fuente, contenidos, version);
    } catch (err) {
      if (!opciones.alFallar) throw err;
      opciones.alFallar(fuente.codigo, err as Error);
      continue;
    }
    listas.push({ ...lista, origen: carpeta.origen });
    opciones.alCargar?.(lista, performance.now() - inicio);
  }
  return listas;
}
