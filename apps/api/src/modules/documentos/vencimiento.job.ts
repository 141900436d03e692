import { and, asc, eq, gt, isNotNull, isNull, max, notInArray, or, sql } from 'drizzle-orm';
import { estadoPublicado } from '@atalaya/shared/phases';
import type { Database, DbOrTx } from '../../db/client';
import { documento_ciclo_vida, documento_flujos, documentos, empresas } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import { enqueue, type JobHandler, type JobLogger } from '../../platform/jobs/index';
import { notificar } from '../notificaciones/notificar';

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
/** Largest per-company threshold (configuracionVencimientoSchema): bounds the index range scan. */
const MAX_DIAS_AVISO = 365;

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
  db: Database,
  ahora: Date,
  logger?: Pick<JobLogger, 'error'>,
): Promise<ResultadoVencimiento> {
  const r: ResultadoVencimiento = { avisados: 0, vencidos: 0, solicitudes: 0, errores: 0 };
  const ahoraSql = sql`${ahora.toISOString()}::timestamptz`;
  let ultimoId = 0;
  for (;;) {
    const lote = await db
      .select({ id: documento_flujos.id })
      .from(documento_flujos)
      .innerJoin(empresas, eq(empresas.id, documento_flujos.empresa_id))
      .where(
        and(
          eq(documento_flujos.fase, 'publicacion'),
          isNull(documento_flujos.vencido_at),
          isNotNull(documento_flujos.fecha_vencimiento),
          sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql} + make_interval(days => ${MAX_DIAS_AVISO})`,
          gt(documento_flujos.id, ultimoId),
          or(
            sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql}`,
            and(
              isNull(documento_flujos.aviso_por_vencer_at),
              sql`${documento_flujos.fecha_vencimiento} <= ${ahoraSql} + make_interval(secs => ${empresas.dias_aviso_vencimiento} * 86400)`,
            ),
          ),
        ),
      )
      .orderBy(asc(documento_flujos.id))
      .limit(LOTE);
    for (const { id } of lote) {
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
    ultimoId = lote[lote.length - 1]!.id;
  }
  return r;
}

/** One flow, locked document first (the order every flow writer uses). */
async function procesarFlujo(
  tx: DbOrTx,
  flujoId: number,
  ahora: Date,
): Promise<'aviso' | 'vencido' | 'solicitud' | null> {
  const [pista] = await tx
    .select({ documento_id: documento_flujos.documento_id })
    .from(documento_flujos)
    .where(eq(documento_flujos.id, flujoId));
  if (!pista) return null;
  const [documento] = await tx.select().from(documentos).where(eq(documentos.id, pista.documento_id)).for('update');
  const [flujo] = await tx.select().from(documento_flujos).where(eq(documento_flujos.id, flujoId)).for('update');
  if (!documento || !flujo || flujo.fase !== 'publicacion' || flujo.vencido_at || !flujo.fecha_vencimiento) return null;
  const [empresa] = await tx
    .select({ dias: empresas.dias_aviso_vencimiento })
    .from(empresas)
    .where(eq(empresas.id, flujo.empresa_id));
  const estado = estadoPublicado(flujo.fecha_vencimiento, ahora, empresa?.dias ?? 30);
  const destinatarios = [flujo.autor_id, documento.solicitante_id, documento.aprobador_id];
  const nombre = `${documento.codigo} «${documento.nombre_documento}»`;
  const fecha = fechaCl(flujo.fecha_vencimiento);

  if (estado === 'por_vencer' && !flujo.aviso_por_vencer_at) {
    await tx
      .update(documento_flujos)
      .set({ aviso_por_vencer_at: ahora, updated_at: ahora })
      .where(eq(documento_flujos.id, flujo.id));
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

  await tx
    .update(documento_flujos)
    .set({ vencido_at: ahora, updated_at: ahora })
    .where(eq(documento_flujos.id, flujo.id));
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
 * Opens the next version in no_iniciado unless the document already has one in progress.
 * ON CONFLICT DO NOTHING covers a version opened concurrently (unique index on open flows).
 */
async function abrirSolicitudRevision(
  tx: DbOrTx,
  flujo: typeof documento_flujos.$inferSelect,
  ahora: Date,
): Promise<number | null> {
  const [abierto] = await tx
    .select({ id: documento_flujos.id })
    .from(documento_flujos)
    .where(
      and(
        eq(documento_flujos.documento_id, flujo.documento_id),
        notInArray(documento_flujos.fase, ['publicacion', 'obsoleto']),
      ),
    )
    .limit(1);
  if (abierto) return null;
  const [ultima] = await tx
    .select({ n: max(documento_flujos.version_num) })
    .from(documento_flujos)
    .where(eq(documento_flujos.documento_id, flujo.documento_id));
  const [nuevo] = await tx
    .insert(documento_flujos)
    .values({
      empresa_id: flujo.empresa_id,
      documento_id: flujo.documento_id,
      version_num: (ultima?.n ?? flujo.version_num) + 1,
      fase: 'no_iniciado',
      cambios: `Revisión por vencimiento de la versión ${flujo.version_num}`,
      autor_id: null,
      created_by: null,
      created_at: ahora,
      updated_at: ahora,
    })
    .onConflictDoNothing()
    .returning({ id: documento_flujos.id });
  if (!nuevo) return null;
  await tx.insert(documento_ciclo_vida).values({
    empresa_id: flujo.empresa_id,
    flujo_id: nuevo.id,
    estado: 'NO_INICIADO',
    usuario_id: null,
    comentario: 'Solicitud automática de revisión por vencimiento',
    fecha_cambio: ahora,
  });
  return nuevo.id;
}

/** The daily run: schedules tomorrow's first (so a failing day does not stop the chain). */
export function createVencimientoHandler(db: Database, clock: () => Date, logger?: JobLogger): JobHandler {
  return async () => {
    const ahora = clock();
    await scheduleVencimiento(db, new Date(ahora.getTime() + DAY_MS));
    const r = await procesarVencimientos(db, ahora, logger);
    logger?.info({ ...r }, 'vencimiento de documentos');
  };
}

/** One run per day: the key carries the date, so instances starting together dedupe. */
export async function scheduleVencimiento(db: Database, runAt: Date) {
  const day = runAt.toISOString().slice(0, 10);
  await enqueue(db, COLA_VENCIMIENTO, {}, { runAt, claveUnica: `${COLA_VENCIMIENTO}:${day}` });
}
