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
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
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

type Deps = Pick<Dependencias, 'db'>;
/** The dashboard reads the figures for its company at its instant. */
type Lector = Pick<Actor, 'empresaId' | 'now'>;

async function diasAviso(db: DbOrTx, empresaId: number) {
  return (await diasAvisoDe(db, empresaId)) ?? DIAS_AVISO_POR_DEFECTO;
}

export async function listarPublicados(
  { db }: Deps,
  { empresaId, now }: Actor,
  filtros: z.output<typeof documentoPublicadoFiltrosSchema>,
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
export const overviewPublicados = ({ db }: Deps, { empresaId, now }: Lector) => overview(db, empresaId, now);

async function overview(db: DbOrTx, empresaId: number, now: Date): Promise<PublicadosOverview> {
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
  { db }: Deps,
  actor: Actor,
  body: z.output<typeof configuracionVencimientoSchema>,
) {
  if (!actor.empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaFaltante);
  return db.transaction(async (tx) => {
    const antes = await diasAviso(tx, actor.empresaId);
    await setDiasAviso(tx, actor.empresaId, body.dias_aviso_vencimiento, actor.now);
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'actualizar',
        entidad: 'empresa',
        entidad_id: actor.empresaId,
        cambios: { dias_aviso_vencimiento: { antes, despues: body.dias_aviso_vencimiento } },
      },
      actor.now,
    );
    return overview(tx, actor.empresaId, actor.now);
  });
}

/**
 * Compliance (issue 5 §7, read by the dashboard): a requirement that applies is covered when a
 * linked document has a published version that has not expired; `documents_to_expire` counts the
 * versions in force that are 'por vencer'.
 */
export async function cumplimiento({ db }: Deps, { empresaId, now }: Lector): Promise<Cumplimiento> {
  if (!empresaId) throw new AppError('VALIDACION', MENSAJES_PUBLICADO.empresaRequerida);
  const [req, totales] = await Promise.all([
    contarRequisitosCubiertos(db, empresaId, now),
    overview(db, empresaId, now),
  ]);
  const rate = req.total === 0 ? 0 : Math.round((req.cubiertos / req.total) * 1000) / 10;
  return {
    requisitos_total: req.total,
    requisitos_cubiertos: req.cubiertos,
    compliance_rate: rate,
    documents_to_expire: totales.por_vencer,
  };
}
