import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListasScreeningResponse, SubidaListaResponse } from '@atalaya/shared/contracts/listas-screening';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';
import { guardarVersionListas, huellaListas } from './listas-admin-version';
import { archivosDeLista, cargarListaDesdeArchivo, esCodigoLista, type CodigoLista } from './listas/cargar-listas';
import type { ListaCargada } from './modelo';
import { dirSubidas, listasEnServicio, recargarScreening } from './servicio-screening';

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
const versionTexto = (version: string) => version.split('-').reverse().join('/');

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

/**
 * Replaces the stored upload of a list: each file is written beside its final name and renamed
 * over it (a reader never sees half a file); files of the previous upload that this one lacks
 * are removed, so versions are never mixed. The files' date is the upload's: a list without its
 * own date takes it as its version when loaded.
 */
async function guardarArchivos(dir: string, archivos: Map<string, Buffer>, fecha: Date): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [nombre, bytes] of archivos) {
    const temporal = path.join(dir, `.${nombre}.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporal, bytes);
    await utimes(temporal, fecha, fecha);
    await rename(temporal, path.join(dir, nombre));
  }
  for (const nombre of await readdir(dir)) {
    if (!archivos.has(nombre)) await rm(path.join(dir, nombre), { force: true });
  }
}

/**
 * A newer version of one list (admin upload): validated by parsing it with the list's parser,
 * refused when it is older than or identical to the list in service, stored under DATA_DIR and
 * loaded by a background rebuild (202: the current engine keeps answering meanwhile).
 */
export async function subirLista(
  entorno: Entorno,
  ctx: CrudContext,
  codigo: string,
  archivos: ArchivoSubido[],
): Promise<SubidaListaResponse> {
  if (!esCodigoLista(codigo)) throw notFound('La lista de sanciones no existe.');
  if (archivos.length === 0) throw invalido('Seleccione el archivo de la lista.');
  const contenidos = porNombreOficial(codigo, archivos);
  const nueva = parsear(codigo, contenidos, ctx.now.toISOString().slice(0, 10)).meta;

  // Without an engine in service (no reference data yet) any valid file is welcome.
  const enServicio = (await listasEnServicio(entorno).catch(() => null))?.listas ?? [];
  const cargada = enServicio.find((l) => l.codigo === codigo);
  if (cargada?.sha256 === nueva.sha256) {
    throw new AppError(
      'CONFLICTO',
      `El archivo es idéntico a la lista cargada (versión ${versionTexto(cargada.version)}).`,
    );
  }
  if (cargada && nueva.version < cargada.version) {
    throw new AppError(
      'CONFLICTO',
      `El archivo es anterior a la lista cargada (versión del archivo ${versionTexto(nueva.version)}; versión cargada ${versionTexto(cargada.version)}).`,
    );
  }

  await guardarArchivos(path.join(dirSubidas(entorno.config), codigo), contenidos, ctx.now);
  const huella = huellaListas([...enServicio.filter((l) => l.codigo !== codigo), nueva]);
  await entorno.db.transaction(async (tx) => {
    await guardarVersionListas(tx, huella, ctx.usuarioId, ctx.now);
    await recordAudit(
      tx,
      {
        empresa_id: null,
        usuario_id: ctx.usuarioId,
        accion: 'subir_lista',
        entidad: 'lista_screening',
        entidad_id: codigo,
        cambios: {
          version: nueva.version,
          sha256: nueva.sha256,
          entradas: nueva.entradas,
          ...(cargada
            ? { anterior: { version: cargada.version, sha256: cargada.sha256, origen: cargada.origen } }
            : {}),
        },
      },
      ctx.now,
    );
  });
  void recargarScreening(entorno);
  return {
    mensaje: 'Lista recibida. El motor de revisión se está recargando con la nueva versión.',
    lista: nueva,
    recargando: true,
  };
}
