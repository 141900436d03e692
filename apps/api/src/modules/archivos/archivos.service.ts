import type { Archivo } from '@atalaya/shared/contracts/archivos';
import { conArchivos, registrarArchivo, type ArchivoGuardado } from '../../platform/archivos/almacen';
import { findArchivo, type ArchivoRow } from '../../platform/archivos/archivos.repository';
import { notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';

/** `contexto` of the files uploaded through POST /archivos/ itself. */
export const CONTEXTO_GENERAL = 'general';

/** The row of a file stored by POST /archivos/ and its audit, in one transaction; the bytes go if it fails. */
export function registrarArchivoGeneral(
  deps: Pick<Dependencias, 'db' | 'fileStore'>,
  actor: Actor,
  guardado: ArchivoGuardado,
): Promise<ArchivoRow> {
  const dueno = { empresaId: actor.empresaId, tipo: CONTEXTO_GENERAL, id: null, usuarioId: actor.usuarioId };
  return conArchivos(deps, [guardado], () =>
    deps.db.transaction((tx) => registrarArchivo(tx, guardado, dueno, actor.now)),
  );
}

export function toArchivoDto(row: ArchivoRow): Archivo {
  return {
    id: row.id,
    nombre: row.nombre_original,
    tamano: row.tamano,
    content_type: row.content_type,
    sha256: row.sha256,
    contexto: row.contexto,
    download_url: `/api/v1/archivos/${row.id}/descarga`,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Only files uploaded here: a module's file (a document's version, a case's evidence, a ticket's or
 * a due diligence's attachment, a non-conformity's evidence) goes through its module's routes, which
 * check the role, the plan module and, for cases, visibility, decryption and trace. Served here, any
 * signed-in user of the company could read it.
 */
export async function getArchivo(deps: Pick<Dependencias, 'db'>, actor: Actor, id: number): Promise<ArchivoRow> {
  const row = await findArchivo(deps.db, actor.empresaId, id);
  if (!row || row.contexto !== CONTEXTO_GENERAL) throw notFound();
  return row;
}
