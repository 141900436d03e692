import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { NivelRiesgoDueDiligence, TipoPersona } from '@atalaya/shared/due-diligence';
import type { DbOrTx } from '../../../db/client';
import type { Actor, Dependencias } from '../../../platform/servicio';
import { costosDe, saldoTotal } from './creditos.repository';
import type { Alcance } from './solicitudes.repository';
import { conteosTablero, ultimosDueDiligence, type FiltroTablero } from './tablero.repository';

/*
 * SPEC §3 dashboard: counts by state, risk of the published reports, and the latest requests in
 * process and completed per person type. Risk and PEP count published reports only, the ones a
 * client can read.
 */

/** Items per processing / completed list. */
const POR_LISTA = 10;
const EN_PROCESO = ['pendiente', 'procesando', 'en_revision'];

async function ultimos(db: DbOrTx, f: FiltroTablero, tipo: TipoPersona, estados: string[]) {
  const filas = await ultimosDueDiligence(db, f, tipo, estados, POR_LISTA);
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

async function creditosDe(db: DbOrTx, alcance: Alcance, empresaCostos: number) {
  const costos = await costosDe(db, empresaCostos);
  const disponibles = alcance === null ? await saldoTotal(db) : (costos?.saldo ?? 0);
  return { disponibles, costo_lite: costos?.lite ?? 1, costo_full: costos?.full ?? 3 };
}

/**
 * The dashboard of one company, or of every company (`alcance` null, analysts: credits are then the
 * sum of every balance and the costs those of the caller's company's plan). `tipo` narrows to lite or full.
 */
export async function tableroDueDiligence(
  deps: Pick<Dependencias, 'db'>,
  actor: Actor,
  filtro: FiltroTablero,
): Promise<DueDiligenceDashboard> {
  const { db } = deps;
  const c = await conteosTablero(db, filtro);
  const grupo = async (tipo: TipoPersona) => ({
    processing: await ultimos(db, filtro, tipo, EN_PROCESO),
    completed: await ultimos(db, filtro, tipo, ['terminado']),
  });
  return {
    overview: { in_progress: c.in_progress, completed: c.completed, pending: c.pending, pep: c.pep },
    risk_overview: { low: c.low, monitoring: c.monitoring, high: c.high },
    data: { due_diligence: { natural: await grupo('natural'), juridico: await grupo('juridica') } },
    update_at: Math.floor(actor.now.getTime() / 1000),
    creditos: await creditosDe(db, filtro.alcance, filtro.alcance ?? actor.empresaId),
  };
}
