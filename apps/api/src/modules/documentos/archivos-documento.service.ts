import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_CAMPOS, type DocumentoArchivo, type UploadResponse } from '@atalaya/shared/contracts/documentos';
import type { Fase } from '@atalaya/shared/phases';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { almacenDe, conArchivos, registrarArchivo, type ArchivoGuardado } from '../../platform/archivos/almacen';
import { admiteVistaPrevia } from '../../platform/archivos/descarga';
import { leerFormulario } from '../../platform/archivos/formulario';
import type { Actor, Dependencias } from '../../platform/servicio';
import { archivosEditables, evaluarTransicion, MENSAJES_FLUJO } from '@atalaya/shared/flujos/documento';
import {
  archivosDeFlujos,
  deleteDocumentoArchivo,
  findDocumentoArchivo,
  flujoConDocumento,
  insertDocumentoArchivo,
  lockFlujo,
  quitarPrincipal,
  updateFlujo,
  type DocumentoArchivoRow,
  type DocumentoRow,
  type FlujoRow,
} from './flujo.repository';
import { aplicarTransicion } from './transiciones.service';

/*
 * Files of a document version: one principal plus annexes, stored through the attachments
 * subsystem (platform/archivos) with their SHA-256. An upload is all-or-nothing: every file is streamed and checked first, then one
 * transaction writes the rows, the links, the flow's move and the audit; if anything fails, every
 * stored file is removed again.
 */

export const MENSAJES_ARCHIVOS = {
  flujoRequerido: 'Indique el flujo del documento (documentFlowId).',
  publicadaNoCambia: 'Una versión publicada no cambia: cree una nueva versión.',
  enRevisionNoCambia: 'La versión está en revisión o aprobación: sus archivos no pueden cambiar.',
  principalRepetido: 'Adjunte un solo archivo principal.',
  campoDesconocido: 'Campo de archivo no reconocido: use primaryFile o files.',
} as const;

const DESCARGA = (id: number) => `/api/v1/documento-archivos/${id}/descarga`;

/** The multipart parser's own cap on files per request (app.ts). */
const MAX_ARCHIVOS_POR_SUBIDA = 10;

export function documentoArchivoDto({ link, archivo }: DocumentoArchivoRow): DocumentoArchivo {
  return {
    id: link.id,
    archivo_id: archivo.id,
    nombre: archivo.nombre_original,
    tamano: archivo.tamano,
    content_type: archivo.content_type,
    sha256: archivo.sha256,
    download_url: DESCARGA(link.id),
    preview_url: admiteVistaPrevia(archivo.content_type) ? `${DESCARGA(link.id)}?inline=1` : null,
    es_principal: link.es_principal,
    created_at: link.created_at.toISOString(),
  };
}

type Deps = Pick<Dependencias, 'db'>;

export async function listarArchivos({ db }: Deps, { empresaId }: Actor, flujoId: number): Promise<DocumentoArchivo[]> {
  if (!(await flujoConDocumento(db, empresaId, flujoId))) throw notFound();
  return (await archivosDeFlujos(db, empresaId, [flujoId])).map(documentoArchivoDto);
}

export const getDocumentoArchivo = ({ db }: Deps, actor: Actor, id: number) => archivoDe(db, actor.empresaId, id);

async function archivoDe(db: DbOrTx, empresaId: number, id: number): Promise<DocumentoArchivoRow> {
  const row = await findDocumentoArchivo(db, empresaId, id);
  if (!row) throw notFound();
  return row;
}

/** Whether `actorId` may change the files of `flujo` now; throws the reason otherwise. */
function verificarEdicion(flujo: FlujoRow, documento: DocumentoRow, actorId: number) {
  const fase = flujo.fase as Fase;
  if (!archivosEditables(fase)) {
    const mensaje =
      fase === 'revision' || fase === 'en_aprobacion'
        ? MENSAJES_ARCHIVOS.enRevisionNoCambia
        : MENSAJES_ARCHIVOS.publicadaNoCambia;
    throw new AppError('CONFLICTO', mensaje);
  }
  if (fase === 'no_iniciado') {
    // Whoever uploads first starts the version and becomes its author (if the table allows it).
    const inicio = evaluarTransicion('no_iniciado', 'borrador', {
      actorId,
      autorId: null,
      revisorId: documento.revisor_id,
      aprobadorId: documento.aprobador_id,
      workflowEnabled: documento.workflow_enabled,
      tienePrincipal: false,
      comentario: '',
    });
    if (!inicio.ok) throw new AppError(inicio.codigo, inicio.mensaje);
    return;
  }
  if (flujo.autor_id !== actorId) throw new AppError('PROHIBIDO', MENSAJES_FLUJO.soloAutor);
}

// ---- subida ----------------------------------------------------------------------------------

/** 'revision': store and send to review; 'borrador': store and keep (or bring back) the draft. */
export type ModoSubida = 'revision' | 'borrador';

const sinFlujo = () =>
  new AppError('VALIDACION', MENSAJES_ARCHIVOS.flujoRequerido, { documentFlowId: MENSAJES_ARCHIVOS.flujoRequerido });

function leerFlujoId(value: unknown): number {
  const n = Number(String(value ?? '').trim());
  if (!Number.isInteger(n) || n <= 0) throw sinFlujo();
  return n;
}

const camposSubida = z.object({
  [UPLOAD_CAMPOS.flujo]: z.string().optional(),
  [UPLOAD_CAMPOS.flujoBorrador]: z.string().optional(),
  cambios: z.string().optional(),
});

/**
 * POST /upload-documento/upload and /upload-draft. Text fields (`documentFlowId` or
 * `documentacionId`, optional `cambios`) must come before the files: nothing is stored before the
 * caller is known to be allowed to change this version.
 */
export async function recibirSubida(
  deps: Pick<Dependencias, 'db' | 'fileStore' | 'config' | 'clock'>,
  actor: Actor,
  { request, ...opciones }: { request: FastifyRequest; modo: ModoSubida; flujoId?: number },
): Promise<UploadResponse> {
  const almacen = almacenDe(deps);
  const { contexto, archivos } = await leerFormulario(almacen, request, {
    campos: camposSubida,
    campo: 'file',
    camposArchivo: [UPLOAD_CAMPOS.principal, UPLOAD_CAMPOS.anexos],
    maxArchivos: MAX_ARCHIVOS_POR_SUBIDA,
    requerido: false,
    alValidar: async (datos) => {
      const valor = datos[UPLOAD_CAMPOS.flujo] ?? datos[UPLOAD_CAMPOS.flujoBorrador];
      const flujoId = valor === undefined ? opciones.flujoId : leerFlujoId(valor);
      if (!flujoId) throw sinFlujo();
      const row = await flujoConDocumento(almacen.db, actor.empresaId, flujoId);
      if (!row) throw notFound();
      verificarEdicion(row.flujo, row.documento, actor.usuarioId);
      return { flujoId, cambios: (datos.cambios ?? '').trim().slice(0, 2000) };
    },
    guardado: () => ({ now: actor.now }),
    errores: {
      campoArchivo: (campo) =>
        new AppError('VALIDACION', MENSAJES_ARCHIVOS.campoDesconocido, { [campo]: MENSAJES_ARCHIVOS.campoDesconocido }),
    },
  });
  const guardados = archivos.map((a) => ({ principal: a.campo === UPLOAD_CAMPOS.principal, file: a.archivo }));
  return conArchivos(
    almacen,
    archivos.map((a) => a.archivo),
    async () => {
      if (guardados.filter((g) => g.principal).length > 1) {
        throw new AppError('VALIDACION', MENSAJES_ARCHIVOS.principalRepetido, {
          [UPLOAD_CAMPOS.principal]: MENSAJES_ARCHIVOS.principalRepetido,
        });
      }
      return almacen.db.transaction((tx) =>
        registrarSubida(tx, actor, contexto.flujoId, guardados, opciones.modo, contexto.cambios),
      );
    },
  );
}

async function registrarSubida(
  tx: DbOrTx,
  actor: Actor,
  flujoId: number,
  guardados: { principal: boolean; file: ArchivoGuardado }[],
  modo: ModoSubida,
  cambios: string,
): Promise<UploadResponse> {
  const locked = await lockFlujo(tx, actor.empresaId, flujoId);
  if (!locked) throw notFound();
  const { documento } = locked;
  let flujo = locked.flujo;
  verificarEdicion(flujo, documento, actor.usuarioId);
  if (flujo.fase === 'no_iniciado') flujo = await aplicarTransicion(tx, actor, flujo, documento, 'borrador');

  if (guardados.some((g) => g.principal)) await quitarPrincipal(tx, actor.empresaId, flujo.id);
  for (const { principal, file } of guardados) {
    const archivo = await registrarArchivo(tx, file, {
      empresaId: actor.empresaId,
      tipo: 'documento',
      id: documento.id,
      usuarioId: actor.usuarioId,
      now: actor.now,
    });
    const link = await insertDocumentoArchivo(tx, {
      empresa_id: actor.empresaId,
      flujo_id: flujo.id,
      archivo_id: archivo.id,
      es_principal: principal,
      created_at: actor.now,
      updated_at: actor.now,
    });
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'subir',
        entidad: 'documento_archivo',
        entidad_id: link.id,
        cambios: {
          flujo_id: flujo.id,
          archivo_id: archivo.id,
          nombre: file.nombre,
          tamano: file.tamano,
          sha256: file.sha256,
          es_principal: principal,
        },
      },
      actor.now,
    );
  }

  if (modo === 'revision') {
    flujo = await aplicarTransicion(tx, actor, flujo, documento, 'revision', { cambios });
  } else if (flujo.fase === 'rechazado') {
    flujo = await aplicarTransicion(tx, actor, flujo, documento, 'borrador', { cambios });
  } else if (cambios) {
    flujo = await updateFlujo(tx, actor.empresaId, flujo.id, { cambios, updated_at: actor.now });
  }
  const archivos = await archivosDeFlujos(tx, actor.empresaId, [flujo.id]);
  return { flujo_id: flujo.id, fase: flujo.fase as Fase, archivos: archivos.map(documentoArchivoDto) };
}

/** DELETE /documento-archivos/{id}: the author removes a file while the version is editable. */
export async function quitarArchivo({ db }: Deps, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await archivoDe(tx, actor.empresaId, id);
    const locked = await lockFlujo(tx, actor.empresaId, row.link.flujo_id);
    if (!locked) throw notFound();
    verificarEdicion(locked.flujo, locked.documento, actor.usuarioId);
    if (locked.flujo.fase === 'no_iniciado') throw new AppError('PROHIBIDO', MENSAJES_FLUJO.soloAutor);
    // The link goes; the `archivos` row and its bytes stay for the record (audit trail).
    await deleteDocumentoArchivo(tx, actor.empresaId, id);
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'eliminar',
        entidad: 'documento_archivo',
        entidad_id: id,
        cambios: { flujo_id: row.link.flujo_id, archivo_id: row.archivo.id, es_principal: row.link.es_principal },
      },
      actor.now,
    );
  });
}
