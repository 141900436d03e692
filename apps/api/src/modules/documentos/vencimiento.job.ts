import { estadoPublicado } from '@atalaya/shared/phases';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { enqueue, type JobHandler, type JobLogger } from '../../platform/jobs/index';
import type { Dependencias } from '../../platform/servicio';
import { notificar } from '../notificaciones/notificar';
import { findFlujoAbierto, insertCicloVida, maxVersion, updateFlujo, type FlujoRow } from './flujo.repository';
import { diasAvisoDe } from './publicados.repository';
import { flujosPorRevisar, insertFlujoSiNoHayAbierto, lockFlujoDeCualquierEmpresa } from './vencimiento.repository';

/*
 * Daily expiry of published documents (ISO 9001 §7.5: review at planned intervals). A version
 * entering its company's 'por vencer' window notifies its author, solicitante and aprobador once;
 * at fecha_vencimiento it is marked vencido and a review request (the next version, phase
 * no_iniciado) opens by itself. The timestamps aviso_por_vencer_at / vencido_at and the unique
 * index on open flows make a second run the same day a no-op.
 */

export const COLA_VENCIMIENTO = 'documentos.vencimiento';
const DAY_MS = 24 * 3_600_000;
const LOTE = 500;

export interface ResultadoVencimiento {
  avisados: number;
  vencidos: number;
  solicitudes: number;
  errores: number;
}

const formatoFecha = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** dd-MM-yyyy in Chile's calendar. */
export function fechaCl(d: Date): string {
  const p = Object.fromEntries(formatoFecha.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.day}-${p.month}-${p.year}`;
}

/**
 * Runs one pass at `ahora`. Each flow is handled in its own transaction, so one failing row is
 * logged and retried tomorrow without blocking the others; flows are read in batches by id.
 */
export async function procesarVencimientos(
  { db }: Pick<Dependencias, 'db'>,
  { ahora, logger }: { ahora: Date; logger?: Pick<JobLogger, 'error'> },
): Promise<ResultadoVencimiento> {
  const r: ResultadoVencimiento = { avisados: 0, vencidos: 0, solicitudes: 0, errores: 0 };
  let ultimoId = 0;
  for (;;) {
    const lote = await flujosPorRevisar(db, ahora, ultimoId, LOTE);
    for (const id of lote) {
      try {
        const hecho = await db.transaction((tx) => procesarFlujo(tx, id, ahora));
        if (hecho === 'aviso') r.avisados++;
        if (hecho === 'vencido' || hecho === 'solicitud') r.vencidos++;
        if (hecho === 'solicitud') r.solicitudes++;
      } catch (err) {
        r.errores++;
        logger?.error(
          { flujoId: id, err: err instanceof Error ? err.message : String(err) },
          'vencimiento: flujo omitido',
        );
      }
    }
    if (lote.length < LOTE) break;
    ultimoId = lote[lote.length - 1]!;
  }
  return r;
}

/** One flow, locked document first (the order every flow writer uses). */
async function procesarFlujo(
  tx: DbOrTx,
  flujoId: number,
  ahora: Date,
): Promise<'aviso' | 'vencido' | 'solicitud' | null> {
  const bloqueado = await lockFlujoDeCualquierEmpresa(tx, flujoId);
  if (!bloqueado) return null;
  const { flujo, documento } = bloqueado;
  if (flujo.fase !== 'publicacion' || flujo.vencido_at || !flujo.fecha_vencimiento) return null;
  const dias = await diasAvisoDe(tx, flujo.empresa_id);
  const estado = estadoPublicado(flujo.fecha_vencimiento, ahora, dias ?? 30);
  const destinatarios = [flujo.autor_id, documento.solicitante_id, documento.aprobador_id];
  const nombre = `${documento.codigo} «${documento.nombre_documento}»`;
  const fecha = fechaCl(flujo.fecha_vencimiento);

  if (estado === 'por_vencer' && !flujo.aviso_por_vencer_at) {
    await updateFlujo(tx, flujo.empresa_id, flujo.id, { aviso_por_vencer_at: ahora, updated_at: ahora });
    await notificar(tx, {
      categoria: 'documentos',
      empresaId: flujo.empresa_id,
      usuarioIds: destinatarios,
      titulo: 'Documento por vencer',
      mensaje: `El documento ${nombre} (versión ${flujo.version_num}) vence el ${fecha}. Programe su revisión.`,
      enlace: `/documentos/detalle/${documento.id}`,
    });
    await recordAudit(
      tx,
      {
        empresa_id: flujo.empresa_id,
        usuario_id: null,
        accion: 'aviso_vencimiento',
        entidad: 'documento_flujo',
        entidad_id: flujo.id,
        cambios: { aviso_por_vencer_at: ahora, fecha_vencimiento: flujo.fecha_vencimiento },
      },
      ahora,
    );
    return 'aviso';
  }
  if (estado !== 'vencido') return null;

  await updateFlujo(tx, flujo.empresa_id, flujo.id, { vencido_at: ahora, updated_at: ahora });
  const nuevoFlujoId = await abrirSolicitudRevision(tx, flujo, ahora);
  await notificar(tx, {
    categoria: 'documentos',
    empresaId: flujo.empresa_id,
    usuarioIds: destinatarios,
    titulo: 'Documento vencido',
    mensaje: nuevoFlujoId
      ? `El documento ${nombre} (versión ${flujo.version_num}) venció el ${fecha}. Se abrió una solicitud de revisión.`
      : `El documento ${nombre} (versión ${flujo.version_num}) venció el ${fecha}. Ya tiene una versión en curso.`,
    enlace: nuevoFlujoId ? `/flujo-documental/creacion/${nuevoFlujoId}` : `/documentos/detalle/${documento.id}`,
  });
  await recordAudit(
    tx,
    {
      empresa_id: flujo.empresa_id,
      usuario_id: null,
      accion: 'vencimiento',
      entidad: 'documento_flujo',
      entidad_id: flujo.id,
      cambios: { vencido_at: ahora, fecha_vencimiento: flujo.fecha_vencimiento, solicitud_revision_id: nuevoFlujoId },
    },
    ahora,
  );
  return nuevoFlujoId ? 'solicitud' : 'vencido';
}

/**
 * Opens the next version in no_iniciado unless the document already has one in progress
 * (also one opened concurrently: the insert skips it).
 */
async function abrirSolicitudRevision(tx: DbOrTx, flujo: FlujoRow, ahora: Date): Promise<number | null> {
  const { empresa_id: empresaId, documento_id: documentoId } = flujo;
  if (await findFlujoAbierto(tx, empresaId, documentoId)) return null;
  const nuevoId = await insertFlujoSiNoHayAbierto(tx, {
    empresa_id: empresaId,
    documento_id: documentoId,
    version_num: (await maxVersion(tx, empresaId, documentoId)) + 1,
    fase: 'no_iniciado',
    cambios: `Revisión por vencimiento de la versión ${flujo.version_num}`,
    autor_id: null,
    created_by: null,
    created_at: ahora,
    updated_at: ahora,
  });
  if (!nuevoId) return null;
  await insertCicloVida(tx, {
    empresa_id: empresaId,
    flujo_id: nuevoId,
    estado: 'NO_INICIADO',
    usuario_id: null,
    comentario: 'Solicitud automática de revisión por vencimiento',
    fecha_cambio: ahora,
  });
  return nuevoId;
}

/** The daily run: schedules tomorrow's first (so a failing day does not stop the chain). */
export function createVencimientoHandler(db: Database, clock: () => Date, logger?: JobLogger): JobHandler {
  return async () => {
    const ahora = clock();
    await scheduleVencimiento(db, new Date(ahora.getTime() + DAY_MS));
    const r = await procesarVencimientos({ db }, { ahora, logger });
    logger?.info({ ...r }, 'vencimiento de documentos');
  };
}

/** One run per day: the key carries the date, so instances starting together dedupe. */
export async function scheduleVencimiento(db: Database, runAt: Date) {
  const day = runAt.toISOString().slice(0, 10);
  await enqueue(db, COLA_VENCIMIENTO, {}, { runAt, claveUnica: `${COLA_VENCIMIENTO}:${day}` });
}
