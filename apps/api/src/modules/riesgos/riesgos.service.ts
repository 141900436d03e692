import {
  MATRIZ_POR_DEFECTO,
  celdaResidual,
  nivelInherente,
  nivelResidual,
  type MatrizRiesgo,
} from '@atalaya/shared/risk-matrix';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { crudService } from '../../platform/crud/crud.service';
import type { CrudContext } from '../../platform/crud/resource';
import { AppError } from '../../platform/errors';
import {
  allCells,
  countOutside,
  existingRiesgoIds,
  findMatriz,
  mitigacionesOf,
  occupiedCells,
  replaceLinks,
  riesgosOf,
  setNivelOfCell,
  upsertMatriz,
} from './riesgos.repository';
import { mitigacionesResource, riesgosResource } from './riesgos.resources';

type Values = Record<string, unknown>;
type Dto = Values & { id: number };

const riesgosCrud = crudService(riesgosResource as never);
const mitigacionesCrud = crudService(mitigacionesResource as never);

const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);

/** The company's matrix, or the default one while it has not configured its own. */
export async function matrizDe(db: DbOrTx, empresaId: number) {
  const propia = await findMatriz(db, empresaId);
  return { matriz: propia ?? MATRIZ_POR_DEFECTO, por_defecto: !propia };
}

/**
 * Saves the company's matrix and rewrites the stored inherent level of every risk. A smaller grid
 * that would leave risks outside it is refused (409) instead of silently moving them.
 */
export async function guardarMatriz(db: Database, ctx: CrudContext, matriz: MatrizRiesgo) {
  await db.transaction(async (tx) => {
    const fuera = await countOutside(tx, ctx.empresaId, matriz.probabilidades.length, matriz.impactos.length);
    if (fuera > 0) {
      throw new AppError(
        'CONFLICTO',
        `Hay ${fuera} riesgo(s) con probabilidad o impacto fuera de la nueva matriz; reclasifíquelos primero.`,
      );
    }
    const { matriz: antes } = await matrizDe(tx, ctx.empresaId);
    await upsertMatriz(tx, ctx.empresaId, matriz);
    for (const c of await occupiedCells(tx, ctx.empresaId)) {
      await setNivelOfCell(
        tx,
        ctx.empresaId,
        c.probabilidad,
        c.impacto,
        nivelInherente(matriz, c.probabilidad, c.impacto),
      );
    }
    await recordAudit(
      tx,
      {
        empresa_id: ctx.empresaId,
        usuario_id: ctx.usuarioId,
        accion: 'actualizar',
        entidad: 'matriz_riesgo',
        cambios: { antes, despues: matriz },
      },
      ctx.now,
    );
  });
  return { ...matriz, por_defecto: false };
}

/** Probabilidad and impacto must be cells of the company's matrix; answers the inherent level. */
function nivelDe(matriz: MatrizRiesgo, values: Values) {
  const n = matriz.probabilidades.length;
  const m = matriz.impactos.length;
  const p = Number(values.probabilidad);
  const i = Number(values.impacto);
  const errores: Record<string, string> = {};
  if (p > n) errores.probabilidad = `Seleccione una probabilidad de la matriz (1 a ${n})`;
  if (i > m) errores.impacto = `Seleccione un impacto de la matriz (1 a ${m})`;
  if (Object.keys(errores).length) throw invalido(errores);
  return nivelInherente(matriz, p, i);
}

/** Adds the levels and the linked mitigations to risks as answered. */
async function conNiveles(db: DbOrTx, empresaId: number, rows: Values[]) {
  const { matriz } = await matrizDe(db, empresaId);
  const dtos = rows as Dto[];
  const links = await mitigacionesOf(
    db,
    empresaId,
    dtos.map((r) => r.id),
  );
  return dtos.map((r) => {
    const mits = links.get(r.id) ?? [];
    const p = Number(r.probabilidad);
    const i = Number(r.impacto);
    return {
      ...r,
      nivel_inherente: nivelInherente(matriz, p, i),
      nivel_residual: nivelResidual(matriz, p, i, mits),
      mitigaciones: mits.map((x) => ({ id: x.id, nombre: x.nombre })),
    };
  });
}

/** Risks through the generic CRUD rules, answered with their levels and mitigations. */
export const riesgosService = {
  async list(db: Database, empresaId: number, query: Values) {
    const page = await riesgosCrud.list(db, empresaId, query);
    return { data: await conNiveles(db, empresaId, page.data), total: page.total };
  },
  async get(db: Database, empresaId: number, id: number) {
    const [dto] = await conNiveles(db, empresaId, [await riesgosCrud.get(db, empresaId, id)]);
    return dto!;
  },
  async create(db: Database, ctx: CrudContext, values: Values) {
    const { matriz } = await matrizDe(db, ctx.empresaId);
    const row = await riesgosCrud.create(db, ctx, { ...values, nivel_inherente: nivelDe(matriz, values) });
    const [dto] = await conNiveles(db, ctx.empresaId, [row]);
    return dto!;
  },
  async update(db: Database, ctx: CrudContext, id: number, values: Values) {
    const { matriz } = await matrizDe(db, ctx.empresaId);
    const row = await riesgosCrud.update(db, ctx, id, { ...values, nivel_inherente: nivelDe(matriz, values) });
    const [dto] = await conNiveles(db, ctx.empresaId, [row]);
    return dto!;
  },
  remove: riesgosCrud.remove,
  batchDelete: riesgosCrud.batchDelete,
  batchUpdate: riesgosCrud.batchUpdate,
};

async function conRiesgos(db: DbOrTx, empresaId: number, rows: Values[]) {
  const dtos = rows as Dto[];
  const links = await riesgosOf(
    db,
    empresaId,
    dtos.map((r) => r.id),
  );
  return dtos.map((r) => ({ ...r, riesgos: links.get(r.id) ?? [] }));
}

/** The risks of `riesgo_ids` must be the company's: 400 on the field otherwise. */
async function vincular(tx: DbOrTx, ctx: CrudContext, mitigacionId: number, riesgoIds: number[], accion: string) {
  const ids = [...new Set(riesgoIds)];
  const existentes = await existingRiesgoIds(tx, ctx.empresaId, ids);
  if (ids.some((id) => !existentes.has(id))) throw invalido({ riesgo_ids: 'Seleccione riesgos válidos de la empresa' });
  await replaceLinks(tx, ctx.empresaId, mitigacionId, ids);
  await recordAudit(
    tx,
    {
      empresa_id: ctx.empresaId,
      usuario_id: ctx.usuarioId,
      accion,
      entidad: 'mitigacion',
      entidad_id: mitigacionId,
      cambios: { riesgo_ids: ids },
    },
    ctx.now,
  );
}

/**
 * Mitigations through the generic CRUD rules; `riesgo_ids` is written in the same transaction
 * (the generic mutation runs as a savepoint inside it), so a bad risk id saves nothing.
 */
export const mitigacionesService = {
  async list(db: Database, empresaId: number, query: Values) {
    const page = await mitigacionesCrud.list(db, empresaId, query);
    return { data: await conRiesgos(db, empresaId, page.data), total: page.total };
  },
  async get(db: Database, empresaId: number, id: number) {
    const [dto] = await conRiesgos(db, empresaId, [await mitigacionesCrud.get(db, empresaId, id)]);
    return dto!;
  },
  async create(db: Database, ctx: CrudContext, body: Values) {
    const { riesgo_ids, ...values } = body;
    const row = await db.transaction(async (tx) => {
      const created = (await mitigacionesCrud.create(tx as unknown as Database, ctx, values)) as Dto;
      await vincular(tx, ctx, created.id, (riesgo_ids as number[] | undefined) ?? [], 'vincular_riesgos');
      return created;
    });
    const [dto] = await conRiesgos(db, ctx.empresaId, [row]);
    return dto!;
  },
  async update(db: Database, ctx: CrudContext, id: number, body: Values) {
    const { riesgo_ids, ...values } = body;
    const row = await db.transaction(async (tx) => {
      const updated = (await mitigacionesCrud.update(tx as unknown as Database, ctx, id, values)) as Dto;
      await vincular(tx, ctx, id, (riesgo_ids as number[] | undefined) ?? [], 'vincular_riesgos');
      return updated;
    });
    const [dto] = await conRiesgos(db, ctx.empresaId, [row]);
    return dto!;
  },
  remove: mitigacionesCrud.remove,
  batchDelete: mitigacionesCrud.batchDelete,
};

/** Risks per cell of the matrix, inherent (as assessed) and residual (after mitigations). */
export async function mapaCalor(db: Database, empresaId: number) {
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
