import type { z } from 'zod';
import {
  DIAS_AVISO_POR_DEFECTO,
  type configuracionVencimientoSchema,
  type Cumplimiento,
  type DocumentoPublicado,
  type documentoPublicadoFiltrosSchema,
  type PublicadosOverview,
} from '@atalaya/shared/contracts/documentos';
import { estadoPublicado } from '@atalaya/shared/phases';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { CrudContext } from '../../platform/crud/resource';
import { AppError } from '../../platform/errors';
import {
  contarRequisitosCubiertos,
  contarPublicados,
  diasAvisoDe,
  listPublicados,
  setDiasAviso,
} from './publicados.repository';

/*
 * Published documents (SPEC §3, §4 'published state'), their overview cards, the company's
 * 'por vencer' threshold, and the compliance figures the dashboard reads (issue 8).
 */

export const MENSAJES_PUBLICADO = {
  /** SPEC §5, verbatim. */
  empresaFaltante: 'Empresa id is missing.',
  empresaRequerida: 'empresa_id is required',
} as const;

async function diasAviso(db: DbOrTx, empresaId: number) {
  return (await diasAvisoDe(db, empresaId)) ?? DIAS_AVISO_POR_DEFECTO;
}

export async function listarPublicados(
  db: Database,
  empresaId: number,
  filtros: z.output<typeof documentoPublicadoFiltrosSchema>,
  now: Date,
): Promise<{ data: DocumentoPublicado[]; total: number }> {
  if (!empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaRequerida);
  const dias = await diasAviso(db, empresaId);
  const { rows, total } = await listPublicados(db, empresaId, filtros, now, dias);
  const data = rows.map((r) => {
    const vence = new Date(r.fecha_vencimiento);
    return {
      id: r.id,
      documento_id: r.documento_id,
      codigo: r.codigo,
      nombre_documento: r.nombre_documento,
      version_num: r.version_num,
      categoria: r.categoria,
      requisito: r.requisito,
      fecha_publicacion: new Date(r.fecha_publicacion).toISOString(),
      fecha_vencimiento: vence.toISOString(),
      // The same rule the SQL filter mirrors.
      estado: estadoPublicado(vence, now, dias, r.fase === 'obsoleto'),
    };
  });
  return { data, total };
}

/** Every version the list shows (in force or obsolete), and those in force by state. */
export async function overviewPublicados(db: DbOrTx, empresaId: number, now: Date): Promise<PublicadosOverview> {
  if (!empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaFaltante);
  const dias = await diasAviso(db, empresaId);
  const c = await contarPublicados(db, empresaId, now, dias);
  return {
    total_publicados: c.total,
    vigentes: c.vigentes,
    por_vencer: c.por_vencer,
    vencidos: c.vencidos,
    dias_aviso_vencimiento: dias,
  };
}

/** Sets the company's 'por vencer' threshold (audited) and answers the recomputed overview. */
export async function configurarVencimiento(
  db: Database,
  ctx: CrudContext,
  body: z.output<typeof configuracionVencimientoSchema>,
) {
  if (!ctx.empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaFaltante);
  return db.transaction(async (tx) => {
    const antes = await diasAviso(tx, ctx.empresaId);
    await setDiasAviso(tx, ctx.empresaId, body.dias_aviso_vencimiento, ctx.now);
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'actualizar',
        entidad: 'empresa',
        entidad_id: ctx.empresaId,
        cambios: { dias_aviso_vencimiento: { antes, despues: body.dias_aviso_vencimiento } },
      },
      ctx.now,
    );
    return overviewPublicados(tx, ctx.empresaId, ctx.now);
  });
}

/**
 * Compliance (issue 5 §7, read by the dashboard): a requirement that applies is covered when a
 * linked document has a published version that has not expired; `documents_to_expire` counts the
 * versions in force that are 'por vencer'.
 */
export async function cumplimiento(db: DbOrTx, empresaId: number, now: Date): Promise<Cumplimiento> {
  if (!empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaRequerida);
  const [req, overview] = await Promise.all([
    contarRequisitosCubiertos(db, empresaId, now),
    overviewPublicados(db, empresaId, now),
  ]);
  const rate = req.total === 0 ? 0 : Math.round((req.cubiertos / req.total) * 1000) / 10;
  return {
    requisitos_total: req.total,
    requisitos_cubiertos: req.cubiertos,
    compliance_rate: rate,
    documents_to_expire: overview.por_vencer,
  };
}
