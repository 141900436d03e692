import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { MatrizRiesgo, MitigacionAplicada, NivelRiesgo } from '@atalaya/shared/risk-matrix';
import type { DbOrTx } from '../../../db/client';
import { matrices_riesgo, mitigaciones, riesgo_mitigaciones, riesgos } from '../../../db/schema/index';

/* Drizzle queries of the risk area; every function takes the tenant id and every where uses it. */

export async function findMatriz(db: DbOrTx, empresaId: number): Promise<MatrizRiesgo | undefined> {
  const [row] = await db
    .select({ matriz: matrices_riesgo.matriz })
    .from(matrices_riesgo)
    .where(eq(matrices_riesgo.empresa_id, empresaId))
    .limit(1);
  return row?.matriz;
}

export async function upsertMatriz(db: DbOrTx, empresaId: number, matriz: MatrizRiesgo) {
  await db
    .insert(matrices_riesgo)
    .values({ empresa_id: empresaId, matriz })
    .onConflictDoUpdate({ target: matrices_riesgo.empresa_id, set: { matriz, updated_at: new Date() } });
}

/** Risks of the tenant that fall outside an n × m grid. */
export async function countOutside(db: DbOrTx, empresaId: number, n: number, m: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(riesgos)
    .where(and(eq(riesgos.empresa_id, empresaId), or(gt(riesgos.probabilidad, n), gt(riesgos.impacto, m))));
  return row?.n ?? 0;
}

/** Every (probabilidad, impacto) cell the tenant's risks occupy. */
export async function occupiedCells(db: DbOrTx, empresaId: number) {
  return db
    .selectDistinct({ probabilidad: riesgos.probabilidad, impacto: riesgos.impacto })
    .from(riesgos)
    .where(eq(riesgos.empresa_id, empresaId));
}

export async function setNivelOfCell(db: DbOrTx, empresaId: number, p: number, i: number, nivel: NivelRiesgo) {
  await db
    .update(riesgos)
    .set({ nivel_inherente: nivel })
    .where(and(eq(riesgos.empresa_id, empresaId), eq(riesgos.probabilidad, p), eq(riesgos.impacto, i)));
}

/** Mitigations linked to each of `riesgoIds`, with what the residual level needs. */
export async function mitigacionesOf(db: DbOrTx, empresaId: number, riesgoIds: number[]) {
  const out = new Map<number, ({ id: number; nombre: string } & MitigacionAplicada)[]>();
  if (riesgoIds.length === 0) return out;
  const rows = await db
    .select({
      riesgo_id: riesgo_mitigaciones.riesgo_id,
      id: mitigaciones.id,
      nombre: mitigaciones.nombre,
      tipo: mitigaciones.tipo,
      efectividad: mitigaciones.efectividad,
    })
    .from(riesgo_mitigaciones)
    .innerJoin(mitigaciones, eq(mitigaciones.id, riesgo_mitigaciones.mitigacion_id))
    .where(and(eq(riesgo_mitigaciones.empresa_id, empresaId), inArray(riesgo_mitigaciones.riesgo_id, riesgoIds)))
    .orderBy(asc(mitigaciones.nombre), asc(mitigaciones.id));
  for (const r of rows) {
    const list = out.get(r.riesgo_id) ?? [];
    list.push({
      id: r.id,
      nombre: r.nombre,
      tipo: r.tipo as MitigacionAplicada['tipo'],
      efectividad: r.efectividad as MitigacionAplicada['efectividad'],
    });
    out.set(r.riesgo_id, list);
  }
  return out;
}

/** Cells of every risk of the tenant (the heat map). */
export async function allCells(db: DbOrTx, empresaId: number) {
  return db
    .select({ id: riesgos.id, probabilidad: riesgos.probabilidad, impacto: riesgos.impacto })
    .from(riesgos)
    .where(eq(riesgos.empresa_id, empresaId));
}
