import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TipoPersona, TipoReporte } from '@atalaya/shared/due-diligence';
import type { DbOrTx } from '../../../db/client';
import { due_diligences } from '../../../db/schema/index';
import type { Alcance } from './solicitudes.repository';

/** The dashboard's queries over one company's requests (or every company's, `alcance` null). */

export interface FiltroTablero {
  alcance: Alcance;
  /** lite or full only. */
  tipo?: TipoReporte;
}

const condicion = (f: FiltroTablero) =>
  and(
    f.alcance === null ? undefined : eq(due_diligences.empresa_id, f.alcance),
    f.tipo ? eq(due_diligences.tipo_de_reporte, f.tipo) : undefined,
  );

const filtro = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
const terminado = eq(due_diligences.estado, 'terminado');

/** Counts by state, and of the published reports by risk and PEP. */
export async function conteosTablero(db: DbOrTx, f: FiltroTablero) {
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
    .where(condicion(f));
  return conteos!;
}

/** The latest `limite` requests of a person type in the given states, newest first. */
export function ultimosDueDiligence(
  db: DbOrTx,
  f: FiltroTablero,
  tipo: TipoPersona,
  estados: readonly string[],
  limite: number,
) {
  return db
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
    .where(and(condicion(f), eq(due_diligences.tipo_persona, tipo), inArray(due_diligences.estado, [...estados])))
    .orderBy(desc(due_diligences.created_at), desc(due_diligences.id))
    .limit(limite);
}
