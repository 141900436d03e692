import type { z } from 'zod';
import {
  codigoDocumentoPorDefecto,
  type Documento,
  type documentoFiltrosSchema,
  type documentoInputSchema,
} from '@atalaya/shared/contracts/documentos';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Fase, StatusDocumento } from '@atalaya/shared/phases';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { uniqueViolation } from '../../platform/crud/db-errors';
import { AppError, notFound } from '../../platform/errors';
import { borrarBytes } from '../../platform/archivos/almacen';
import type { Actor, Dependencias } from '../../platform/servicio';
import { notificar } from '../notificaciones/notificar';
import { cargarVinculos } from './documento-dto';
import {
  archivosDeDocumento,
  codigoEnUso,
  deleteArchivosHuerfanos,
  deleteDocumento,
  findDocumento,
  fuePublicado,
  insertDocumento,
  insertPrimerFlujo,
  findDocumentoConNombres,
  listDocumentos,
  procesosPorId,
  replaceVinculos,
  requisitosDeEmpresa,
  riesgosDeEmpresa,
  updateDocumento,
  usuariosActivos,
  type DocumentoConNombres,
} from './documentos.repository';

/*
 * The document register (issue 5, SPEC §7 'Documents'): what stays across versions. Creating a
 * document also opens its first version (phase no_iniciado) so the solicitante finds it among
 * the requests to start; versions then move through the flow routes.
 */

type Input = z.output<typeof documentoInputSchema>;
type Filtros = z.output<typeof documentoFiltrosSchema>;

export const MENSAJES_DOCUMENTO = {
  codigoDuplicado: 'Ya existe un documento con este código',
  publicadoNoSeElimina: 'Un documento publicado no se elimina: su historial debe conservarse.',
  empresaRequerida: 'empresa_id is required',
  proceso: 'Seleccione un proceso válido de la empresa',
  requisitos: 'Seleccione requisitos válidos de la empresa',
  riesgos: 'Seleccione riesgos válidos de la empresa',
  solicitante: 'Seleccione un solicitante activo de la empresa',
  revisor: 'Seleccione un revisor activo de la empresa',
  aprobador: 'Seleccione un aprobador activo de la empresa',
} as const;

const unicos = (ids: number[]) => [...new Set(ids)];

/** A document as answered, from its row read with names (`documentosConNombres`). */
function documentoDto(r: DocumentoConNombres): Documento {
  const d = r.documento;
  return {
    id: d.id,
    empresa_id: d.empresa_id,
    codigo: d.codigo,
    nombre_documento: d.nombre_documento,
    vigencia: d.vigencia,
    motivo_solicitud: d.motivo_solicitud,
    workflow_enabled: d.workflow_enabled,
    status: d.status as StatusDocumento,
    proceso_id: d.proceso_id,
    proceso: r.proceso,
    requisitos: r.requisitos,
    riesgos: r.riesgos,
    solicitante_id: d.solicitante_id,
    revisor_id: d.revisor_id,
    aprobador_id: d.aprobador_id,
    solicitante: r.solicitante,
    revisor: r.revisor,
    aprobador: r.aprobador,
    id_documentacion: r.flujo?.id ?? null,
    fase_actual: (r.flujo?.fase as Fase | undefined) ?? null,
    version_actual: d.version_actual,
    created_at: d.created_at.toISOString(),
    updated_at: d.updated_at.toISOString(),
  };
}

/** SPEC §5: a document list needs a company. */
function requireEmpresa(empresaId: number) {
  if (!empresaId) throw new AppError('VALIDACION', MENSAJES_DOCUMENTO.empresaRequerida);
}

type Deps = Pick<Dependencias, 'db'>;

export async function listarDocumentos({ db }: Deps, actor: Actor, filtros: Filtros) {
  requireEmpresa(actor.empresaId);
  const { rows, total } = await listDocumentos(db, actor.empresaId, filtros);
  return { data: rows.map(documentoDto), total };
}

export const obtenerDocumento = ({ db }: Deps, actor: Actor, id: number) => documentoDe(db, actor.empresaId, id);

async function documentoDe(db: DbOrTx, empresaId: number, id: number) {
  const row = await findDocumentoConNombres(db, empresaId, id);
  if (!row) throw notFound();
  return documentoDto(row);
}

/**
 * Every reference of the body must be the company's (people: its active users); 400 with one
 * Spanish message per wrong field. A code already used by another document answers 409.
 */
async function validar(tx: DbOrTx, empresaId: number, input: Input, codigo: string, exceptoId?: number) {
  const errores: Record<string, string> = {};
  const requisitoIds = unicos(input.requisito_ids);
  const riesgoIds = unicos(input.riesgo_ids);
  const personas = [input.solicitante_id, input.revisor_id, input.aprobador_id].filter((x): x is number => x !== null);
  // One after another: inside a transaction they share one connection (node-postgres queues
  // concurrent queries on a client with a deprecation warning).
  const procesoOk =
    input.proceso_id === null || (await procesosPorId(tx, empresaId, [input.proceso_id])).has(input.proceso_id);
  const nRequisitos = await requisitosDeEmpresa(tx, empresaId, requisitoIds);
  const nRiesgos = await riesgosDeEmpresa(tx, empresaId, riesgoIds);
  const activos = await usuariosActivos(tx, empresaId, unicos(personas));
  if (!procesoOk) errores.proceso_id = MENSAJES_DOCUMENTO.proceso;
  if (nRequisitos !== requisitoIds.length) errores.requisito_ids = MENSAJES_DOCUMENTO.requisitos;
  if (nRiesgos !== riesgoIds.length) errores.riesgo_ids = MENSAJES_DOCUMENTO.riesgos;
  for (const campo of ['solicitante', 'revisor', 'aprobador'] as const) {
    const id = input[`${campo}_id`];
    if (id !== null && !activos.has(id)) errores[`${campo}_id`] = MENSAJES_DOCUMENTO[campo];
  }
  if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
  if (await codigoEnUso(tx, empresaId, codigo, exceptoId)) throw codigoDuplicado();
}

function codigoDuplicado() {
  return new AppError('CONFLICTO', MENSAJES_DOCUMENTO.codigoDuplicado, { codigo: MENSAJES_DOCUMENTO.codigoDuplicado });
}

/** A concurrent insert of the same code loses on the unique index: same 409 as the check. */
async function enTransaccion<T>(db: Database, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (uniqueViolation(err) === 'documentos_empresa_codigo_unique') throw codigoDuplicado();
    throw err;
  }
}

function camposDe(input: Input) {
  return {
    nombre_documento: input.nombre_documento,
    vigencia: input.vigencia,
    motivo_solicitud: input.motivo_solicitud,
    workflow_enabled: input.workflow_enabled,
    proceso_id: input.proceso_id,
    solicitante_id: input.solicitante_id,
    revisor_id: input.revisor_id,
    aprobador_id: input.aprobador_id,
  };
}

/**
 * Registers a document (status DRAFT) with its links, its first version (no_iniciado) and that
 * version's first lifecycle entry, audits it and tells the solicitante, all in one transaction.
 */
export async function crearDocumento({ db }: Deps, actor: Actor, input: Input) {
  const codigo = input.codigo || codigoDocumentoPorDefecto(actor.now);
  const row = await enTransaccion(db, async (tx) => {
    await validar(tx, actor.empresaId, input, codigo);
    const doc = await insertDocumento(tx, {
      ...camposDe(input),
      empresa_id: actor.empresaId,
      codigo,
      status: 'DRAFT',
      version_actual: 0,
      created_by: actor.usuarioId,
      created_at: actor.now,
      updated_at: actor.now,
    });
    const requisitoIds = unicos(input.requisito_ids);
    const riesgoIds = unicos(input.riesgo_ids);
    await replaceVinculos(tx, actor.empresaId, doc.id, requisitoIds, riesgoIds);
    const flujo = await insertPrimerFlujo(tx, {
      empresaId: actor.empresaId,
      documentoId: doc.id,
      usuarioId: actor.usuarioId,
      now: actor.now,
    });
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'crear',
        entidad: 'documento',
        entidad_id: doc.id,
        cambios: {
          codigo,
          ...camposDe(input),
          requisito_ids: requisitoIds,
          riesgo_ids: riesgoIds,
          flujo_id: flujo.id,
        },
      },
      actor.now,
    );
    if (input.solicitante_id !== null && input.solicitante_id !== actor.usuarioId) {
      await notificar(tx, {
        categoria: 'documentos',
        empresaId: actor.empresaId,
        usuarioIds: [input.solicitante_id],
        titulo: 'Nueva solicitud de documento',
        mensaje: `Se le asignó la solicitud del documento «${doc.nombre_documento}» (${codigo}). Inicie su elaboración en el flujo documental.`,
        enlace: `/flujo-documental/creacion/${flujo.id}`,
      });
    }
    return doc;
  });
  return documentoDe(db, actor.empresaId, row.id);
}

/** Replaces the document's data and links (an empty code keeps the current one); audited with the changes. */
export async function actualizarDocumento(
  { db }: Deps,
  actor: Actor,
  { id, datos: input }: { id: number; datos: Input },
) {
  const row = await enTransaccion(db, async (tx) => {
    const actual = await findDocumento(tx, actor.empresaId, id, true);
    if (!actual) throw notFound();
    const codigo = input.codigo || actual.codigo;
    await validar(tx, actor.empresaId, input, codigo, id);
    const antesVinculos = (await cargarVinculos(tx, actor.empresaId, [id])).get(id)!;
    const valores = { ...camposDe(input), codigo };
    const updated = await updateDocumento(tx, actor.empresaId, id, { ...valores, updated_at: actor.now });
    const requisitoIds = unicos(input.requisito_ids);
    const riesgoIds = unicos(input.riesgo_ids);
    await replaceVinculos(tx, actor.empresaId, id, requisitoIds, riesgoIds);

    const cambios: Record<string, { antes: unknown; despues: unknown }> = {};
    for (const [campo, despues] of Object.entries(valores)) {
      const antes = actual[campo as keyof typeof valores];
      if (antes !== despues) cambios[campo] = { antes, despues };
    }
    const idsAntes = {
      requisito_ids: antesVinculos.requisitos.map((r) => r.id).sort((a, b) => a - b),
      riesgo_ids: antesVinculos.riesgos.map((r) => r.id).sort((a, b) => a - b),
    };
    const idsDespues = {
      requisito_ids: [...requisitoIds].sort((a, b) => a - b),
      riesgo_ids: [...riesgoIds].sort((a, b) => a - b),
    };
    for (const campo of ['requisito_ids', 'riesgo_ids'] as const) {
      if (JSON.stringify(idsAntes[campo]) !== JSON.stringify(idsDespues[campo])) {
        cambios[campo] = { antes: idsAntes[campo], despues: idsDespues[campo] };
      }
    }
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'actualizar',
        entidad: 'documento',
        entidad_id: id,
        cambios,
      },
      actor.now,
    );
    return updated;
  });
  return documentoDe(db, actor.empresaId, row.id);
}

/**
 * Deletes a document that was never published, with its versions and their files (ISO 9001
 * §7.5.3: a published document's history is kept, so those answer 409). The bytes go once the
 * rows are gone; a file left behind by a failed removal is only an orphan.
 */
export async function eliminarDocumento(
  { db, fileStore }: Pick<Dependencias, 'db' | 'fileStore'>,
  actor: Actor,
  { id, log }: { id: number; log?: { warn: (obj: object, msg: string) => void } },
) {
  const keys = await db.transaction(async (tx) => {
    const actual = await findDocumento(tx, actor.empresaId, id, true);
    if (!actual) throw notFound();
    if (actual.version_actual > 0 || (await fuePublicado(tx, actor.empresaId, id))) {
      throw new AppError('CONFLICTO', MENSAJES_DOCUMENTO.publicadoNoSeElimina);
    }
    const archivoIds = await archivosDeDocumento(tx, actor.empresaId, id);
    await deleteDocumento(tx, actor.empresaId, id);
    const storageKeys = await deleteArchivosHuerfanos(tx, actor.empresaId, archivoIds);
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'eliminar',
        entidad: 'documento',
        entidad_id: id,
        cambios: { codigo: actual.codigo, nombre_documento: actual.nombre_documento, archivos: archivoIds },
      },
      actor.now,
    );
    return storageKeys;
  });
  await borrarBytes({ fileStore }, keys, (err, key) => log?.warn({ err, key }, 'no se pudo borrar el archivo'));
  return { ok: true as const };
}
