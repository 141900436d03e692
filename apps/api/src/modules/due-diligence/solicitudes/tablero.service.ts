import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { NivelRiesgoDueDiligence, TipoPersona, TipoReporte } from '@atalaya/shared/due-diligence';
import type { Database } from '../../../db/client';
import { due_diligences, empresas } from '../../../db/schema/index';
import { costosDe } from './creditos';
import type { Alcance } from './solicitudes.repository';

/*
 * SPEC §3 dashboard: counts by state, risk of the published reports, and the latest requests in
 * process and completed per person type. Risk and PEP count published reports only, the ones a
 * client can read.
 */

/** Items per processing / completed list. */
const POR_LISTA = 10;
const EN_PROCESO = ['pendiente', 'procesando', 'en_revision'];

const filtro = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
const terminado = eq(due_diligences.estado, 'terminado');

async function ultimos(db: Database, where: SQL | undefined, tipo: TipoPersona, estados: string[]) {
  const filas = await db
    .select({
      id: due_diligences.id,
      tipo_persona: due_diligences.tipo_persona,
      nombre_completo: due_diligences.nombre_completo,
      apellido_paterno: due_diligences.apellido_paterno,
      apellido_materno: due_diligences.apellido_materno,
      razon_social: due_diligences.razon_social,
      nivel_riesgo: due_diligences.nivel_riesgo,
      estado: due_diligences.estado,
      created_at: due_diligences.created_at,
      publicado_at: due_diligences.publicado_at,
    })
    .from(due_diligences)
    .where(and(where, eq(due_diligences.tipo_persona, tipo), inArray(due_diligences.estado, estados)))
    .orderBy(desc(due_diligences.created_at), desc(due_diligences.id))
    .limit(POR_LISTA);
  return filas.map((f) => ({
    id: f.id,
    company_name:
      f.tipo_persona === 'natural'
        ? [f.nombre_completo, f.apellido_paterno, f.apellido_materno].filter(Boolean).join(' ')
        : f.razon_social,
    risk_level: f.estado === 'terminado' ? (f.nivel_riesgo as NivelRiesgoDueDiligence | null) : null,
    datetime: (f.publicado_at ?? f.created_at).toISOString(),
  }));
}

async function creditosDe(db: Database, alcance: Alcance, empresaCostos: number) {
  const costos = await costosDe(db, empresaCostos);
  let disponibles = costos?.saldo ?? 0;
  if (alcance === null) {
    const [suma] = await db
      .select({ n: sql<number>`coalesce(sum(${empresas.creditos_due_diligence}), 0)`.mapWith(Number) })
      .from(empresas);
    disponibles = suma?.n ?? 0;
  }
  return { disponibles, costo_lite: costos?.lite ?? 1, costo_full: costos?.full ?? 3 };
}

/**
 * The dashboard of one company, or of every company (`alcance` null, analysts: credits are then the
 * sum of every balance and the costs those of `empresaCostos`' plan). `tipo` narrows to lite or full.
 */
export async function tableroDueDiligence(
  db: Database,
  alcance: Alcance,
  opts: { tipo?: TipoReporte; empresaCostos: number; now: Date },
): Promise<DueDiligenceDashboard> {
  const where = and(
    alcance === null ? undefined : eq(due_diligences.empresa_id, alcance),
    opts.tipo ? eq(due_diligences.tipo_de_reporte, opts.tipo) : undefined,
  );
  const [conteos] = await db
    .select({
      in_progress: filtro(inArray(due_diligences.estado, ['procesando', 'en_revision'])),
      completed: filtro(terminado),
      pending: filtro(eq(due_diligences.estado, 'pendiente')),
      pep: filtro(and(terminado, eq(due_diligences.is_pep, true))!),
      low: filtro(and(terminado, eq(due_diligences.nivel_riesgo, 'bajo'))!),
      monitoring: filtro(and(terminado, eq(due_diligences.nivel_riesgo, 'monitoreo'))!),
      high: filtro(and(terminado, eq(due_diligences.nivel_riesgo, 'alto'))!),
    })
    .from(due_diligences)
    .where(where);
  const c = conteos!;
  const grupo = async (tipo: TipoPersona) => ({
    processing: await ultimos(db, where, tipo, EN_PROCESO),
    completed: await ultimos(db, where, tipo, ['terminado']),
  });
  return {
    overview: { in_progress: c.in_progress, completed: c.completed, pending: c.pending, pep: c.pep },
    risk_overview: { low: c.low, monitoring: c.monitoring, high: c.high },
    data: { due_diligence: { natural: await grupo('natural'), juridico: await grupo('juridica') } },
    update_at: Math.floor(opts.now.getTime() / 1000),
    creditos: await creditosDe(db, alcance, opts.empresaCostos),
  };
}
