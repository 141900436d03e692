import { MATRIZ_POR_DEFECTO, celdaResidual, nivelInherente, type MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import {
  allCells,
  countOutside,
  findMatriz,
  mitigacionesOf,
  occupiedCells,
  setNivelOfCell,
  upsertMatriz,
} from './riesgos.repository';

/** The company's matrix, or the default one while it has not configured its own. */
export async function matrizDe(db: DbOrTx, empresaId: number) {
  const propia = await findMatriz(db, empresaId);
  return { matriz: propia ?? MATRIZ_POR_DEFECTO, por_defecto: !propia };
}

/** GET /riesgos/matriz: the matrix as answered, saying whether it is the default one. */
export async function verMatriz({ db }: Pick<Dependencias, 'db'>, actor: Actor) {
  const { matriz, por_defecto } = await matrizDe(db, actor.empresaId);
  return { ...matriz, por_defecto };
}

/**
 * Saves the company's matrix and rewrites the stored inherent level of every risk. A smaller grid
 * that would leave risks outside it is refused (409) instead of silently moving them.
 */
export async function guardarMatriz({ db }: Pick<Dependencias, 'db'>, actor: Actor, matriz: MatrizRiesgo) {
  await db.transaction(async (tx) => {
    const fuera = await countOutside(tx, actor.empresaId, matriz.probabilidades.length, matriz.impactos.length);
    if (fuera > 0) {
      throw new AppError(
        'CONFLICTO',
        `Hay ${fuera} riesgo(s) con probabilidad o impacto fuera de la nueva matriz; reclasifíquelos primero.`,
      );
    }
    const { matriz: antes } = await matrizDe(tx, actor.empresaId);
    await upsertMatriz(tx, actor.empresaId, matriz);
    for (const c of await occupiedCells(tx, actor.empresaId)) {
      await setNivelOfCell(
        tx,
        actor.empresaId,
        c.probabilidad,
        c.impacto,
        nivelInherente(matriz, c.probabilidad, c.impacto),
      );
    }
    await recordAudit(
      tx,
      {
        empresa_id: actor.empresaId,
        usuario_id: actor.usuarioId,
        accion: 'actualizar',
        entidad: 'matriz_riesgo',
        cambios: { antes, despues: matriz },
      },
      actor.now,
    );
  });
  return { ...matriz, por_defecto: false };
}

/** Risks per cell of the matrix, inherent (as assessed) and residual (after mitigations). */
export async function mapaCalor({ db }: Pick<Dependencias, 'db'>, { empresaId }: Actor) {
  const { matriz, por_defecto } = await matrizDe(db, empresaId);
  const cells = await allCells(db, empresaId);
  const links = await mitigacionesOf(
    db,
    empresaId,
    cells.map((c) => c.id),
  );
  const inherente = new Map<string, number>();
  const residual = new Map<string, number>();
  const bump = (map: Map<string, number>, p: number, i: number) =>
    map.set(`${p}:${i}`, (map.get(`${p}:${i}`) ?? 0) + 1);
  for (const c of cells) {
    bump(inherente, c.probabilidad, c.impacto);
    const r = celdaResidual(c.probabilidad, c.impacto, links.get(c.id) ?? []);
    bump(residual, r.probabilidad, r.impacto);
  }
  const asList = (map: Map<string, number>) =>
    [...map.entries()]
      .map(([k, total]) => {
        const [probabilidad, impacto] = k.split(':').map(Number) as [number, number];
        return { probabilidad, impacto, total };
      })
      .sort((a, b) => a.probabilidad - b.probabilidad || a.impacto - b.impacto);
  return {
    matriz: { ...matriz, por_defecto },
    inherente: asList(inherente),
    residual: asList(residual),
    total: cells.length,
  };
}
