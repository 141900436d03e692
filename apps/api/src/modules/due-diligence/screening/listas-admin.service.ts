import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListasScreeningResponse, SubidaListaResponse } from '@atalaya/shared/contracts/due-diligence/listas';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor } from '../../../platform/servicio';
import { guardarVersionListas, huellaListas } from './listas-admin-version';
import {
  archivosDeLista,
  cargarListaDesdeArchivo,
  esCodigoLista,
  MARCA_DESCARGA,
  type CodigoLista,
} from './listas/cargar-listas';
import type { ListaCargada, ListaMeta } from './modelo';
import { dirSubidas, listasEnServicio, recargarScreening, type ListaEnServicio } from './servicio-screening';

type Entorno = Parameters<typeof listasEnServicio>[0] & { db: Database };

export interface ArchivoSubido {
  filename: string;
  bytes: Buffer;
}

/** The lists in service, with where each came from and its official file names. */
export async function verListas(entorno: Entorno): Promise<ListasScreeningResponse> {
  const { listas, recargando } = await listasEnServicio(entorno);
  return {
    recargando,
    listas: listas.map((l) => ({
      ...l,
      cargada_at: l.cargada_at.toISOString(),
      archivos: esCodigoLista(l.codigo) ? [...archivosDeLista(l.codigo)] : [],
    })),
  };
}

/** A list version as es-CL text: 'YYYY-MM-DD' → dd/mm/aaaa, 'YYYY-MM' → mm/aaaa. */
export const versionTexto = (version: string) => version.split('-').reverse().join('/');

const invalido = (mensaje: string) => new AppError('VALIDACION', mensaje, { file: mensaje });

/**
 * Each uploaded file under its official name: a file named like one of the list's files is that
 * file; a single file with another name ('UN_consolidated (1).xml') is the list's main file.
 */
function porNombreOficial(codigo: CodigoLista, archivos: ArchivoSubido[]): Map<string, Buffer> {
  const oficiales = archivosDeLista(codigo);
  const resultado = new Map<string, Buffer>();
  for (const a of archivos) {
    const nombre = path.basename(a.filename).toLowerCase();
    if (oficiales.includes(nombre)) resultado.set(nombre, a.bytes);
    else if (archivos.length === 1) resultado.set(oficiales[0]!, a.bytes);
    else throw invalido(`El archivo '${a.filename}' no es de esta lista: se esperan ${oficiales.join(', ')}.`);
  }
  if (!resultado.has(oficiales[0]!)) throw invalido(`Falta el archivo principal de la lista: ${oficiales[0]}.`);
  return resultado;
}

function parsear(codigo: CodigoLista, archivos: Map<string, Buffer>, hoy: string): ListaCargada {
  try {
    return cargarListaDesdeArchivo(codigo, Object.fromEntries(archivos), { version: hoy });
  } catch (err) {
    const detalle = err instanceof Error ? err.message : String(err);
    throw invalido(`El archivo no se pudo leer como esta lista: ${detalle}.`);
  }
}

/** A new version of a list that passed the checks, ready to be stored. */
export interface ListaAceptada {
  codigo: CodigoLista;
  contenidos: Map<string, Buffer>;
  nueva: ListaMeta;
  /** The version in service it replaces, if any. */
  cargada?: ListaEnServicio;
}

/**
 * The checks every new version of a list passes, uploaded or downloaded: it must parse as the
 * list (400 otherwise) and must not be older than the list in service (409). The answer says
 * whether it is identical to the list in service, which each caller words its own way.
 */
export function revisarLista(
  codigo: CodigoLista,
  contenidos: Map<string, Buffer>,
  hoy: string,
  enServicio: readonly ListaEnServicio[],
): ListaAceptada & { identica: boolean } {
  const nueva = parsear(codigo, contenidos, hoy).meta;
  const cargada = enServicio.find((l) => l.codigo === codigo);
  if (cargada && nueva.version < cargada.version) {
    throw new AppError(
      'CONFLICTO',
      `El archivo es anterior a la lista cargada (versión del archivo ${versionTexto(nueva.version)}; versión cargada ${versionTexto(cargada.version)}).`,
    );
  }
  return { codigo, contenidos, nueva, ...(cargada ? { cargada } : {}), identica: cargada?.sha256 === nueva.sha256 };
}

/** The lists in service, or none when there is no engine yet (then any valid file is welcome). */
export async function listasActuales(entorno: Entorno): Promise<ListaEnServicio[]> {
  return (await listasEnServicio(entorno).catch(() => null))?.listas ?? [];
}

/**
 * Replaces the stored files of a list at once: they are written into a new folder and the
 * list's entry ('<dir>/<codigo>', a symbolic link) is renamed onto it, so a reader sees the old
 * version or the new one, never a mix, and a crash leaves the old one in place. The folder the
 * link pointed to is kept (a rebuild may still be reading it); older ones are removed. The files'
 * date is the new version's: a list without its own date takes it as its version when loaded.
 */
async function guardarArchivos(dir: string, a: ListaAceptada, origen: OrigenInstalacion, fecha: Date) {
  const { codigo, contenidos } = a;
  const versiones = path.join(dir, '.versiones', codigo);
  const nueva = path.join(versiones, `${fecha.getTime()}-${randomBytes(6).toString('hex')}`);
  await mkdir(nueva, { recursive: true });
  const archivos = origen === 'descarga' ? new Map([...contenidos, [MARCA_DESCARGA, Buffer.alloc(0)]]) : contenidos;
  for (const [nombre, bytes] of archivos) {
    await writeFile(path.join(nueva, nombre), bytes);
    await utimes(path.join(nueva, nombre), fecha, fecha);
  }
  const entrada = path.join(dir, codigo);
  const tipo = await lstat(entrada).catch(() => null);
  let anterior: string | null = null;
  if (tipo?.isSymbolicLink()) anterior = path.resolve(dir, await readlink(entrada));
  else if (tipo?.isDirectory()) {
    // A folder stored before the links (once): moved aside, since a link cannot replace it.
    anterior = path.join(versiones, `0-${randomBytes(6).toString('hex')}`);
    await rename(entrada, anterior);
  }
  const enlace = path.join(dir, `.${codigo}.${randomBytes(6).toString('hex')}.tmp`);
  await symlink(path.relative(dir, nueva), enlace, 'junction');
  await rename(enlace, entrada);
  for (const nombre of await readdir(versiones)) {
    const carpeta = path.join(versiones, nombre);
    if (carpeta !== nueva && carpeta !== anterior) await rm(carpeta, { recursive: true, force: true });
  }
}

type OrigenInstalacion = 'subida' | 'descarga';

/**
 * The one way a checked list enters service (admin upload, download): its files are stored
 * under DATA_DIR, then the lists' fingerprint (so every process reloads within a minute) and an
 * audit row per list are written in one transaction. The caller reloads its own engine.
 */
export async function instalarListas(
  entorno: Entorno,
  aceptadas: readonly ListaAceptada[],
  quien: { usuarioId: number | null; now: Date; origen: OrigenInstalacion },
  enServicio: readonly ListaEnServicio[],
): Promise<void> {
  if (aceptadas.length === 0) return;
  for (const a of aceptadas) await guardarArchivos(dirSubidas(entorno.config), a, quien.origen, quien.now);
  const nuevas = aceptadas.map((a) => a.nueva);
  const huella = huellaListas([...enServicio.filter((l) => !nuevas.some((n) => n.codigo === l.codigo)), ...nuevas]);
  await entorno.db.transaction(async (tx) => {
    await guardarVersionListas(tx, huella, quien.usuarioId, quien.now);
    for (const { nueva, cargada } of aceptadas) {
      await recordAudit(
        tx,
        {
          empresa_id: null,
          usuario_id: quien.usuarioId,
          accion: quien.origen === 'subida' ? 'subir_lista' : 'descargar_lista',
          entidad: 'lista_screening',
          entidad_id: nueva.codigo,
          cambios: {
            version: nueva.version,
            sha256: nueva.sha256,
            entradas: nueva.entradas,
            ...(cargada
              ? { anterior: { version: cargada.version, sha256: cargada.sha256, origen: cargada.origen } }
              : {}),
          },
        },
        quien.now,
      );
    }
  });
}

/**
 * A newer version of one list (admin upload): validated by parsing it with the list's parser,
 * refused when it is older than or identical to the list in service, stored under DATA_DIR and
 * loaded by a background rebuild (202: the current engine keeps answering meanwhile).
 */
export async function subirLista(
  entorno: Entorno,
  actor: Actor,
  codigo: string,
  archivos: ArchivoSubido[],
): Promise<SubidaListaResponse> {
  if (!esCodigoLista(codigo)) throw notFound('La lista de sanciones no existe.');
  if (archivos.length === 0) throw invalido('Seleccione el archivo de la lista.');
  const contenidos = porNombreOficial(codigo, archivos);
  const enServicio = await listasActuales(entorno);
  const aceptada = revisarLista(codigo, contenidos, actor.now.toISOString().slice(0, 10), enServicio);
  if (aceptada.identica) {
    throw new AppError(
      'CONFLICTO',
      `El archivo es idéntico a la lista cargada (versión ${versionTexto(aceptada.cargada!.version)}).`,
    );
  }
  await instalarListas(
    entorno,
    [aceptada],
    { usuarioId: actor.usuarioId, now: actor.now, origen: 'subida' },
    enServicio,
  );
  void recargarScreening(entorno);
  return {
    mensaje: 'Lista recibida. El motor de revisión se está recargando con la nueva versión.',
    lista: aceptada.nueva,
    recargando: true,
  };
}
