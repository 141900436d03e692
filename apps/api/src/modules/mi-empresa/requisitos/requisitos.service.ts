import { FRECUENCIAS_MITIGACION, MODOS_MITIGACION } from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { CRITICIDADES } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import { nivelInherente, TIPOS_MITIGACION, type MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import { matrizDe } from '../riesgos/riesgos.service';
import {
  categoriaExiste,
  delitosDelCatalogo,
  empresaExiste,
  insertarMitigaciones,
  insertarRequisitos,
  insertarRiesgos,
  mitigacionesDeEmpresaPorGlobal,
  mitigacionesGlobalesDe,
  requisitosDeEmpresa,
  requisitosGlobalesDe,
  riesgosGlobalesDe,
  riesgosImportados,
  vincularRiesgosMitigaciones,
} from './requisitos.repository';

// ---- importación del catálogo -----------------------------------------------------------------

/** Who imports: a platform admin's route, or the demo seed (no session of its own). */
type Importador = Pick<Actor, 'usuarioId' | 'now'>;

async function empresaOr404(db: DbOrTx, empresaId: number) {
  if (!(await empresaExiste(db, empresaId))) throw notFound('La empresa no existe.');
}

const auditar = (
  tx: DbOrTx,
  ctx: Importador,
  empresaId: number,
  entidad: string,
  entidadId: number,
  cambios: unknown,
) =>
  recordAudit(
    tx,
    { empresa_id: empresaId, usuario_id: ctx.usuarioId, accion: 'importar', entidad, entidad_id: entidadId, cambios },
    ctx.now,
  );

/** Splits the selection into new, already imported and code clashes with the company's own requirements. */
async function planRequisitos(db: DbOrTx, empresaId: number, categoria: number | 'todas') {
  if (categoria !== 'todas' && !(await categoriaExiste(db, categoria))) throw notFound('La categoría no existe.');
  const seleccion = await requisitosGlobalesDe(db, categoria === 'todas' ? null : categoria);
  const propios = await requisitosDeEmpresa(db, empresaId);
  const existentes = seleccion.filter((g) => propios.globales.has(g.id));
  const pendientes = seleccion.filter((g) => !propios.globales.has(g.id));
  return {
    total: seleccion.length,
    existentes,
    conflictos: pendientes.filter((g) => propios.codigos.has(g.codigo)),
    nuevos: pendientes.filter((g) => !propios.codigos.has(g.codigo)),
  };
}

const resumen = (g: { id: number; codigo: string; nombre: string }) => ({
  id: g.id,
  codigo: g.codigo,
  nombre: g.nombre,
});

/**
 * Imports the catalogue requirements of a category (or all) into a company. Without `confirmar`
 * it only answers what would happen. Imported rows keep `requisito_global_id`, start 'sin_evaluar'
 * and never duplicate: already imported ones and codes the company already uses are omitted.
 */
export async function importarRequisitos(
  { db }: Pick<Dependencias, 'db'>,
  ctx: Importador,
  { empresaId, categoria, confirmar }: { empresaId: number; categoria: number | 'todas'; confirmar: boolean },
) {
  await empresaOr404(db, empresaId);
  if (!confirmar) {
    const plan = await planRequisitos(db, empresaId, categoria);
    return {
      vista_previa: true as const,
      nuevos: plan.nuevos.map(resumen),
      existentes: plan.existentes.length,
      conflictos: plan.conflictos.map(resumen),
      total: plan.total,
    };
  }
  return db.transaction(async (tx) => {
    const plan = await planRequisitos(tx, empresaId, categoria);
    const creados = await insertarRequisitos(
      tx,
      plan.nuevos.map((g) => ({
        empresa_id: empresaId,
        requisito_global_id: g.id,
        codigo: g.codigo,
        nombre: g.nombre,
        descripcion: g.descripcion,
        fuente_legal: g.fuente_legal,
        tipo_id: g.tipo_id,
        categoria_id: g.categoria_id,
        subcategoria_id: g.subcategoria_id,
        criticidad: (CRITICIDADES as readonly string[]).includes(g.criticidad) ? g.criticidad : 'media',
        estado_cumplimiento: 'sin_evaluar',
      })),
    );
    for (const r of creados) {
      await auditar(tx, ctx, empresaId, 'requisito', r.id, {
        requisito_global_id: r.requisito_global_id,
        codigo: r.codigo,
        nombre: r.nombre,
      });
    }
    return { vista_previa: false as const, importados: creados.length, omitidos: plan.total - creados.length };
  });
}

const clamp = (v: number, max: number) => Math.min(max, Math.max(1, Math.round(v)));
const valido = <T extends string>(valores: readonly T[], v: string, defecto: T): T =>
  (valores as readonly string[]).includes(v) ? (v as T) : defecto;

async function planRiesgos(db: DbOrTx, empresaId: number, delito: string) {
  const todos = delito.toLowerCase() === 'todos';
  const seleccion = await riesgosGlobalesDe(db, todos ? null : delito);
  if (!todos && seleccion.length === 0) throw notFound('No hay riesgos del catálogo para ese delito o categoría.');
  const importados = await riesgosImportados(db, empresaId);
  const nuevos = seleccion.filter((g) => !importados.has(g.id));
  const { matriz } = await matrizDe(db, empresaId);
  const mitigacionesDe = await mitigacionesGlobalesDe(
    db,
    nuevos.map((g) => g.id),
  );
  return { total: seleccion.length, existentes: seleccion.length - nuevos.length, nuevos, matriz, mitigacionesDe };
}

/** The suggested position clamped to the company's matrix. */
const posicion = (matriz: MatrizRiesgo, g: { probabilidad_sugerida: number; impacto_sugerido: number }) => ({
  probabilidad: clamp(g.probabilidad_sugerida, matriz.probabilidades.length),
  impacto: clamp(g.impacto_sugerido, matriz.impactos.length),
});

/**
 * Imports the catalogue risks of one offence/category (or `todos`) into the company's matrix:
 * suggested probabilidad/impacto clamped to its grid, inherent level by the grid lookup, estado
 * 'No cubierto', plus their global mitigations (copied once per company) linked to them.
 * Already imported risks are omitted and their links left as the company set them.
 */
export async function importarRiesgos(
  { db }: Pick<Dependencias, 'db'>,
  ctx: Importador,
  { empresaId, delito, confirmar }: { empresaId: number; delito: string; confirmar: boolean },
) {
  await empresaOr404(db, empresaId);
  if (!confirmar) {
    const plan = await planRiesgos(db, empresaId, delito);
    return {
      vista_previa: true as const,
      nuevos: plan.nuevos.map((g) => ({
        id: g.id,
        nombre: g.nombre,
        delito_o_categoria: g.delito_o_categoria,
        ...posicion(plan.matriz, g),
        mitigaciones: (plan.mitigacionesDe.get(g.id) ?? []).map((m) => m.nombre),
      })),
      existentes: plan.existentes,
      total: plan.total,
    };
  }
  return db.transaction(async (tx) => {
    const plan = await planRiesgos(tx, empresaId, delito);
    const creados = await insertarRiesgos(
      tx,
      plan.nuevos.map((g) => {
        const { probabilidad, impacto } = posicion(plan.matriz, g);
        return {
          empresa_id: empresaId,
          riesgo_global_id: g.id,
          nombre: g.nombre,
          descripcion: g.descripcion,
          delito_o_categoria: g.delito_o_categoria,
          probabilidad,
          impacto,
          nivel_inherente: nivelInherente(plan.matriz, probabilidad, impacto),
          estado: 'No cubierto',
        };
      }),
    );
    const necesarias = new Map<number, NonNullable<ReturnType<typeof plan.mitigacionesDe.get>>[number]>();
    for (const r of creados) {
      for (const m of plan.mitigacionesDe.get(r.riesgo_global_id!) ?? []) necesarias.set(m.id, m);
    }
    const copiadas = await insertarMitigaciones(
      tx,
      [...necesarias.values()].map((m) => ({
        empresa_id: empresaId,
        mitigacion_global_id: m.id,
        nombre: m.nombre,
        descripcion: m.descripcion,
        tipo: valido(TIPOS_MITIGACION, m.tipo, 'preventivo'),
        modo: valido(MODOS_MITIGACION, m.modo, 'manual'),
        frecuencia: valido(FRECUENCIAS_MITIGACION, m.frecuencia, 'anual'),
      })),
    );
    const local = await mitigacionesDeEmpresaPorGlobal(tx, empresaId, [...necesarias.keys()]);
    const links = creados.flatMap((r) =>
      (plan.mitigacionesDe.get(r.riesgo_global_id!) ?? [])
        .filter((m) => local.has(m.id))
        .map((m) => ({ riesgo_id: r.id, mitigacion_id: local.get(m.id)! })),
    );
    await vincularRiesgosMitigaciones(tx, empresaId, links);
    for (const m of copiadas) {
      await auditar(tx, ctx, empresaId, 'mitigacion', m.id, {
        mitigacion_global_id: m.mitigacion_global_id,
        nombre: m.nombre,
      });
    }
    for (const r of creados) {
      await auditar(tx, ctx, empresaId, 'riesgo', r.id, {
        riesgo_global_id: r.riesgo_global_id,
        nombre: r.nombre,
        delito_o_categoria: r.delito_o_categoria,
        probabilidad: r.probabilidad,
        impacto: r.impacto,
        nivel_inherente: r.nivel_inherente,
        mitigacion_ids: links.filter((l) => l.riesgo_id === r.id).map((l) => l.mitigacion_id),
      });
    }
    return {
      vista_previa: false as const,
      importados: creados.length,
      omitidos: plan.total - creados.length,
      mitigaciones_importadas: copiadas.length,
    };
  });
}

export async function delitos({ db }: Pick<Dependencias, 'db'>) {
  return { data: await delitosDelCatalogo(db) };
}
