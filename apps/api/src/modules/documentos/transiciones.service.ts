import { evaluarTransicion } from '@atalaya/shared/flujos/documento';
import { ESTADO_CICLO_VIDA_DE_FASE, fechaVencimiento, type Fase, type StatusDocumento } from '@atalaya/shared/phases';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/servicio';
import { notificar } from '../notificaciones/notificar';
import {
  insertCicloVida,
  insertComentario,
  otrosPublicados,
  tienePrincipal,
  updateDocumento,
  updateFlujo,
  type DocumentoRow,
  type FlujoRow,
} from './flujo.repository';

/*
 * Applies one move of the document flow inside the caller's transaction: asks the pure table
 * (packages/shared/src/flujos/documento.ts), then writes the phase, the lifecycle row, the
 * rejection comment, the document's status, the publication dates and the obsolescence of the
 * previous version, the audit row and the notifications — all or nothing with the transaction.
 */

/** The document's status once a version is in `fase` (SPEC §4 status map). */
export function statusDocumento(documento: DocumentoRow, fase: Fase, versionActual: number): StatusDocumento {
  if (documento.status === 'ARCHIVED') return 'ARCHIVED';
  if (versionActual > 0) return 'PUBLISHED';
  if (fase === 'revision' || fase === 'en_aprobacion') return 'REVIEW';
  return 'DRAFT';
}

/**
 * Moves `flujo` (locked with its `documento` by the caller) to `hacia`. Refusals answer the
 * table's error code and Spanish message. Returns the updated flow row.
 */
export async function aplicarTransicion(
  tx: DbOrTx,
  actor: Actor,
  flujo: FlujoRow,
  documento: DocumentoRow,
  hacia: Fase,
  opciones: { comentario?: string; cambios?: string } = {},
): Promise<FlujoRow> {
  const desde = flujo.fase as Fase;
  const comentario = opciones.comentario?.trim() ?? '';
  const resultado = evaluarTransicion(desde, hacia, {
    actorId: actor.usuarioId,
    autorId: flujo.autor_id,
    revisorId: documento.revisor_id,
    aprobadorId: documento.aprobador_id,
    workflowEnabled: documento.workflow_enabled,
    tienePrincipal: await tienePrincipal(tx, actor.empresaId, flujo.id),
    comentario,
  });
  if (!resultado.ok) throw new AppError(resultado.codigo, resultado.mensaje, resultado.errores);

  const { now, empresaId } = actor;
  const cambiosFlujo: Partial<FlujoRow> = { fase: hacia, autor_id: resultado.autorId, updated_at: now };
  if (opciones.cambios) cambiosFlujo.cambios = opciones.cambios;
  if (hacia === 'rechazado') cambiosFlujo.rejection_reason = comentario;
  if (hacia === 'publicacion') {
    cambiosFlujo.fecha_publicacion = now;
    cambiosFlujo.fecha_vencimiento = fechaVencimiento(now, documento.vigencia);
  }
  const actualizado = await updateFlujo(tx, empresaId, flujo.id, cambiosFlujo);

  await insertCicloVida(tx, {
    empresa_id: empresaId,
    flujo_id: flujo.id,
    estado: ESTADO_CICLO_VIDA_DE_FASE[hacia],
    usuario_id: actor.usuarioId,
    comentario: comentario || null,
    fecha_cambio: now,
  });
  if (hacia === 'rechazado') {
    await insertComentario(tx, {
      empresa_id: empresaId,
      flujo_id: flujo.id,
      usuario_id: actor.usuarioId,
      tipo: 'rechazo',
      texto: comentario,
      created_at: now,
      updated_at: now,
    });
  }

  let versionActual = documento.version_actual;
  if (hacia === 'publicacion') {
    versionActual = flujo.version_num;
    for (const anterior of await otrosPublicados(tx, empresaId, documento.id, flujo.id)) {
      await updateFlujo(tx, empresaId, anterior.id, { fase: 'obsoleto', obsoleto_at: now, updated_at: now });
      await insertCicloVida(tx, {
        empresa_id: empresaId,
        flujo_id: anterior.id,
        estado: ESTADO_CICLO_VIDA_DE_FASE.obsoleto,
        usuario_id: actor.usuarioId,
        comentario: `Reemplazado por la versión ${flujo.version_num}`,
        fecha_cambio: now,
      });
      await recordAudit(
        tx,
        {
          empresa_id: empresaId,
          usuario_id: actor.usuarioId,
          accion: 'transicion',
          entidad: 'documento_flujo',
          entidad_id: anterior.id,
          cambios: { desde: 'publicacion', hacia: 'obsoleto' },
        },
        now,
      );
    }
  }
  await updateDocumento(tx, empresaId, documento.id, {
    status: statusDocumento(documento, hacia, versionActual),
    version_actual: versionActual,
    updated_at: now,
  });

  await recordAudit(
    tx,
    {
      empresa_id: empresaId,
      usuario_id: actor.usuarioId,
      accion: 'transicion',
      entidad: 'documento_flujo',
      entidad_id: flujo.id,
      cambios: { desde, hacia },
    },
    now,
  );
  await avisar(tx, empresaId, actualizado, documento, hacia, comentario);
  return actualizado;
}

/** Who must act next, or hear the outcome, and where the bell leads them. */
async function avisar(
  tx: DbOrTx,
  empresaId: number,
  flujo: FlujoRow,
  documento: DocumentoRow,
  hacia: Fase,
  comentario: string,
) {
  const nombre = `«${documento.nombre_documento}» (${documento.codigo}, versión ${flujo.version_num})`;
  const aviso = (usuarioIds: (number | null)[], titulo: string, mensaje: string, enlace: string) =>
    notificar(tx, { empresaId, categoria: 'documentos', usuarioIds, titulo, mensaje, enlace });
  switch (hacia) {
    case 'revision':
      return aviso(
        [documento.revisor_id],
        'Documento por revisar',
        `El documento ${nombre} espera su revisión.`,
        `/flujo-documental/aprobar-revision/${flujo.id}`,
      );
    case 'en_aprobacion':
      return aviso(
        [documento.aprobador_id],
        'Documento por aprobar',
        `El documento ${nombre} pasó la revisión y espera su aprobación para publicarse.`,
        `/flujo-documental/aprobar-publicacion/${flujo.id}`,
      );
    case 'rechazado':
      return aviso(
        [flujo.autor_id],
        'Documento rechazado',
        `El documento ${nombre} fue rechazado: ${comentario}`,
        `/flujo-documental/creacion/${flujo.id}`,
      );
    case 'publicacion':
      return aviso(
        [flujo.autor_id, documento.solicitante_id],
        'Documento publicado',
        `El documento ${nombre} fue publicado y está vigente.`,
        `/flujo-documental/ver/${flujo.id}`,
      );
    default:
      return 0;
  }
}
