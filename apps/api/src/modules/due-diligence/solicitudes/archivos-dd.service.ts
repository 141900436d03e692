import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  fileTypeDdSchema,
  MENSAJES_DD,
  type ArchivoDueDiligence,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { DbOrTx } from '../../../db/client';
import { conArchivos, registrarArchivo, type Almacen } from '../../../platform/archivos/almacen';
import { leerFormulario } from '../../../platform/archivos/formulario';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { archivoDdDto, visibleParaCliente } from './solicitud-dto';
import {
  archivosDe,
  deleteArchivoDd,
  findArchivoDd,
  findDueDiligence,
  insertArchivoDd,
  lockDueDiligence,
  type ArchivoDdRow,
} from './solicitudes.repository';
import type { ActorDueDiligence } from '../contexto';

/*
 * Files of a due diligence (the principal report, a court-case section's support): analysts add
 * and remove them until the report is published; the company that asked downloads them once it is.
 * The bytes go through the attachments subsystem (platform/archivos); the `archivos` row belongs to the client company.
 */

/** The request as the caller may see it: another company's → 404; a client sees no files before publication. */
async function solicitudVisible(db: DbOrTx, l: ActorDueDiligence, id: number) {
  const fila = await findDueDiligence(db, l.esAnalista ? null : l.empresaId, id);
  if (!fila) throw notFound();
  return { dd: fila.dd, veArchivos: l.esAnalista || visibleParaCliente(fila.dd.estado) };
}

type Deps = Pick<Dependencias, 'db'>;

export async function listarArchivosDd(deps: Deps, l: ActorDueDiligence, id: number): Promise<ArchivoDueDiligence[]> {
  const { veArchivos } = await solicitudVisible(deps.db, l, id);
  return veArchivos ? (await archivosDe(deps.db, id)).map(archivoDdDto) : [];
}

export async function archivoParaDescarga(
  deps: Deps,
  l: ActorDueDiligence,
  id: number,
  linkId: number,
): Promise<ArchivoDdRow> {
  const { veArchivos } = await solicitudVisible(deps.db, l, id);
  const row = veArchivos ? await findArchivoDd(deps.db, id, linkId) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The request, unpublished (analysts reach every company; a published report's files never change). */
async function noPublicada(db: DbOrTx, id: number, opts: { bloquear: boolean }) {
  const dd = opts.bloquear ? await lockDueDiligence(db, null, id) : (await findDueDiligence(db, null, id))?.dd;
  if (!dd) throw notFound();
  if (dd.estado === 'terminado') throw new AppError('CONFLICTO', MENSAJES_DD.publicado);
  return dd;
}

export function leerFileType(valor: unknown) {
  const parsed = fileTypeDdSchema.safeParse(valor === '' ? undefined : valor);
  if (!parsed.success) throw new AppError('VALIDACION', MENSAJES_DD.fileType, { file_type: MENSAJES_DD.fileType });
  return parsed.data;
}

/**
 * POST /due-diligence/files/{id} (analysts): multipart, the field `file_type` (or ?file_type=) before
 * the file. The state is checked before any byte is stored and again, locked, in the transaction
 * that writes the rows; a refusal there removes the bytes.
 */
export async function subirArchivoDd(
  deps: Pick<Dependencias, 'db' | 'fileStore' | 'config' | 'clock'>,
  l: ActorDueDiligence,
  request: FastifyRequest,
  id: number,
  fileTypeDeConsulta: string | undefined,
): Promise<ArchivoDueDiligence> {
  const almacen: Almacen = {
    db: deps.db,
    fileStore: deps.fileStore,
    maxMb: deps.config.MAX_UPLOAD_MB,
    clock: deps.clock,
  };
  const { archivos, contexto } = await leerFormulario(almacen, request, {
    campos: z.object({ file_type: z.string().optional() }),
    campo: 'file',
    maxArchivos: 1,
    requerido: true,
    alValidar: async ({ file_type }) => ({
      fileType: leerFileType(file_type ?? fileTypeDeConsulta),
      empresaId: (await noPublicada(deps.db, id, { bloquear: false })).empresa_id,
    }),
    guardado: () => ({ now: l.now }),
  });
  const { fileType, empresaId } = contexto;
  const guardado = archivos[0]!.archivo;
  return conArchivos(almacen, [guardado], () =>
    deps.db.transaction(async (tx) => {
      const archivo = await registrarArchivo(
        tx,
        guardado,
        { empresaId, tipo: 'due_diligence', id, usuarioId: l.usuarioId },
        l.now,
      );
      const dd = await noPublicada(tx, id, { bloquear: true });
      const link = await insertArchivoDd(tx, {
        empresa_id: dd.empresa_id,
        due_diligence_id: id,
        archivo_id: archivo.id,
        file_type: fileType,
        created_at: l.now,
        updated_at: l.now,
      });
      await recordAudit(
        tx,
        {
          empresa_id: dd.empresa_id,
          usuario_id: l.usuarioId,
          accion: 'subir',
          entidad: 'due_diligence_archivo',
          entidad_id: link.id,
          cambios: { due_diligence_id: id, archivo_id: archivo.id, file_type: fileType },
        },
        l.now,
      );
      return archivoDdDto({ link, archivo });
    }),
  );
}

/** DELETE /due-diligence/files/{id}/{archivoId} (analysts): the link goes, the file row stays for the record. */
export async function quitarArchivoDd(deps: Deps, l: ActorDueDiligence, id: number, linkId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const dd = await noPublicada(tx, id, { bloquear: true });
    const row = await findArchivoDd(tx, id, linkId);
    if (!row) throw notFound();
    await deleteArchivoDd(tx, id, linkId);
    await recordAudit(
      tx,
      {
        empresa_id: dd.empresa_id,
        usuario_id: l.usuarioId,
        accion: 'eliminar',
        entidad: 'due_diligence_archivo',
        entidad_id: linkId,
        cambios: { due_diligence_id: id, archivo_id: row.archivo.id, file_type: row.link.file_type },
      },
      l.now,
    );
  });
}
