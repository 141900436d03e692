import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CausaRaiz,
  Implementacion,
  Investigacion,
  MedidaResguardo,
  PlanAccion,
  causaRaizInputSchema,
  causaRaizUpdateSchema,
  implementacionInputSchema,
  investigacionInputSchema,
  investigacionUpdateSchema,
  medidaResguardoInputSchema,
  planAccionInputSchema,
  planAccionUpdateSchema,
  subrecursoFiltrosSchema,
} from '@atalaya/shared/contracts/denuncias';
import { MENSAJES } from '@atalaya/shared/messages';
import type { Database, DbOrTx } from '../../db/client';
import {
  causas_raiz,
  evidencias_denuncia,
  implementaciones,
  investigaciones,
  medidas_resguardo,
  planes_accion,
} from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { notificar } from '../notificaciones/notificar';
import { cargarDenuncia, type Actor } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import { agrupar, cargarEvidencias, cargarPersonas, iso, persona } from './denuncia-dto';
import { dejarRastro } from './eventos';
import { exigirInvestigador, exigirPlanDeDenuncia, exigirUsuario } from './validaciones';

/*
 * The work records of a case — investigations, root causes, action plans, implementations and
 * Ley Karin protective measures — listed by denuncia_id with offset/limit, created and edited
 * through the case-flow table (the first investigation, plan or implementation moves the case).
 */

type Filtros = z.output<typeof subrecursoFiltrosSchema>;
type Pagina<T> = { data: T[]; total: number };

const noEncontrado = () => new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);
const paginar = (f: Filtros) => ({ offset: f.skip ?? f.offset, limit: f.limit });

type TablaCaso =
  | typeof investigaciones
  | typeof causas_raiz
  | typeof planes_accion
  | typeof implementaciones
  | typeof medidas_resguardo;

/** Rows of `tabla` for a visible case, oldest first, with the total. */
async function pagina<T extends TablaCaso>(db: Database, actor: Actor, tabla: T, f: Filtros) {
  await cargarDenuncia(db, actor, f.denuncia_id);
  const donde = and(eq(tabla.empresa_id, actor.empresaId), eq(tabla.denuncia_id, f.denuncia_id));
  const { offset, limit } = paginar(f);
  const [total] = await db
    .select({ n: count() })
    .from(tabla as TablaCaso)
    .where(donde);
  const filas = (await db
    .select()
    .from(tabla as TablaCaso)
    .where(donde)
    .orderBy(asc(tabla.created_at), asc(tabla.id))
    .limit(limit)
    .offset(offset)) as T['$inferSelect'][];
  return { filas, total: Number(total?.n ?? 0) };
}

/** A row of `tabla` by id in the actor's company, and its (visible, locked) case. */
async function filaYCaso<T extends TablaCaso>(tx: DbOrTx, actor: Actor, tabla: T, id: number) {
  const [fila] = (await tx
    .select()
    .from(tabla as TablaCaso)
    .where(and(eq(tabla.id, id), eq(tabla.empresa_id, actor.empresaId)))) as T['$inferSelect'][];
  if (!fila) throw noEncontrado();
  const denuncia = await cargarDenuncia(tx, actor, fila.denuncia_id, { bloquear: true });
  return { fila, denuncia };
}

const auditoriaDto = async (
  db: DbOrTx,
  actor: Actor,
  filas: { created_by: number | null }[],
  extra: (number | null)[] = [],
) => cargarPersonas(db, actor.empresaId, [...filas.map((f) => f.created_by), ...extra]);

// ---- investigaciones --------------------------------------------------------------------------

async function investigacionesDto(
  db: DbOrTx,
  actor: Actor,
  filas: (typeof investigaciones.$inferSelect)[],
): Promise<Investigacion[]> {
  const personas = await auditoriaDto(
    db,
    actor,
    filas,
    filas.map((f) => f.investigador_id),
  );
  const evidencias =
    filas.length === 0
      ? new Map()
      : agrupar(
          await cargarEvidencias(
            db,
            actor.empresaId,
            inArray(
              evidencias_denuncia.investigacion_id,
              filas.map((f) => f.id),
            ),
          ),
          'investigacion_id',
        );
  return filas.map((f) => ({
    id: f.id,
    denuncia_id: f.denuncia_id,
    titulo: f.titulo,
    descripcion: f.descripcion,
    hallazgos: f.hallazgos,
    investigador: persona(personas, f.investigador_id),
    fecha_inicio: f.fecha_inicio,
    fecha_termino: f.fecha_termino,
    evidencias: evidencias.get(f.id) ?? [],
    created_by: persona(personas, f.created_by),
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }));
}

export async function listarInvestigaciones(db: Database, actor: Actor, f: Filtros): Promise<Pagina<Investigacion>> {
  const { filas, total } = await pagina(db, actor, investigaciones, f);
  return { data: await investigacionesDto(db, actor, filas), total };
}

/** POST /investigaciones/: the first one starts the investigation (Ley Karin 3-day clock). */
export async function crearInvestigacion(
  db: Database,
  actor: Actor,
  input: z.output<typeof investigacionInputSchema>,
): Promise<Investigacion> {
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    await exigirInvestigador(tx, actor.empresaId, caso.id, input.investigador_id);
    const { desde, hacia } = await aplicarAccion(tx, actor, caso, 'investigar', {
      investigacion_iniciada_at: caso.investigacion_iniciada_at ?? actor.now,
      ...(input.fecha_termino ? { investigacion_cerrada_at: caso.investigacion_cerrada_at ?? actor.now } : {}),
    });
    const [fila] = await tx
      .insert(investigaciones)
      .values({
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        titulo: input.titulo,
        descripcion: input.descripcion,
        hallazgos: input.hallazgos,
        investigador_id: input.investigador_id,
        fecha_inicio: input.fecha_inicio,
        fecha_termino: input.fecha_termino,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'investigacion',
      accion: 'crear',
      entidad: 'investigacion',
      entidadId: fila!.id,
      detalle: { desde, hacia, investigacion_id: fila!.id, terminada: input.fecha_termino !== null },
    });
    return (await investigacionesDto(tx, actor, [fila!]))[0]!;
  });
}

/** PUT /investigaciones/{id}: a fecha_termino ends the investigation (Ley Karin 30-day clock). */
export async function actualizarInvestigacion(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof investigacionUpdateSchema>,
): Promise<Investigacion> {
  return db.transaction(async (tx) => {
    const { fila: previa, denuncia: caso } = await filaYCaso(tx, actor, investigaciones, id);
    await exigirInvestigador(tx, actor.empresaId, caso.id, input.investigador_id);
    const termina = input.fecha_termino !== null && previa.fecha_termino === null;
    await aplicarAccion(
      tx,
      actor,
      caso,
      'editar_investigacion',
      termina ? { investigacion_cerrada_at: caso.investigacion_cerrada_at ?? actor.now } : {},
    );
    const [fila] = await tx
      .update(investigaciones)
      .set({ ...input, updated_at: actor.now })
      .where(and(eq(investigaciones.id, id), eq(investigaciones.empresa_id, actor.empresaId)))
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: termina ? 'investigacion_cerrada' : 'investigacion_actualizada',
      accion: 'actualizar',
      entidad: 'investigacion',
      entidadId: id,
      detalle: { investigacion_id: id, terminada: input.fecha_termino !== null },
    });
    return (await investigacionesDto(tx, actor, [fila!]))[0]!;
  });
}

// ---- causas raíz ------------------------------------------------------------------------------

async function causasDto(db: DbOrTx, actor: Actor, filas: (typeof causas_raiz.$inferSelect)[]): Promise<CausaRaiz[]> {
  const personas = await auditoriaDto(db, actor, filas);
  return filas.map((f) => ({
    id: f.id,
    denuncia_id: f.denuncia_id,
    metodo: f.metodo as CausaRaiz['metodo'],
    descripcion: f.descripcion,
    created_by: persona(personas, f.created_by),
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }));
}

export async function listarCausas(db: Database, actor: Actor, f: Filtros): Promise<Pagina<CausaRaiz>> {
  const { filas, total } = await pagina(db, actor, causas_raiz, f);
  return { data: await causasDto(db, actor, filas), total };
}

export async function crearCausa(
  db: Database,
  actor: Actor,
  input: z.output<typeof causaRaizInputSchema>,
): Promise<CausaRaiz> {
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    await aplicarAccion(tx, actor, caso, 'registrar_causa');
    const [fila] = await tx
      .insert(causas_raiz)
      .values({
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        metodo: input.metodo,
        descripcion: input.descripcion,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'causa_raiz',
      accion: 'crear',
      entidad: 'causa_raiz',
      entidadId: fila!.id,
      detalle: { causa_raiz_id: fila!.id, metodo: input.metodo },
    });
    return (await causasDto(tx, actor, [fila!]))[0]!;
  });
}

export async function actualizarCausa(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof causaRaizUpdateSchema>,
): Promise<CausaRaiz> {
  return db.transaction(async (tx) => {
    const { denuncia: caso } = await filaYCaso(tx, actor, causas_raiz, id);
    await aplicarAccion(tx, actor, caso, 'registrar_causa');
    const [fila] = await tx
      .update(causas_raiz)
      .set({ ...input, updated_at: actor.now })
      .where(and(eq(causas_raiz.id, id), eq(causas_raiz.empresa_id, actor.empresaId)))
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'causa_raiz_actualizada',
      accion: 'actualizar',
      entidad: 'causa_raiz',
      entidadId: id,
      detalle: { causa_raiz_id: id, metodo: input.metodo },
    });
    return (await causasDto(tx, actor, [fila!]))[0]!;
  });
}

// ---- planes de acción -------------------------------------------------------------------------

async function planesDto(
  db: DbOrTx,
  actor: Actor,
  filas: (typeof planes_accion.$inferSelect)[],
): Promise<PlanAccion[]> {
  const personas = await auditoriaDto(
    db,
    actor,
    filas,
    filas.map((f) => f.responsable_id),
  );
  const evidencias =
    filas.length === 0
      ? new Map()
      : agrupar(
          await cargarEvidencias(
            db,
            actor.empresaId,
            inArray(
              evidencias_denuncia.plan_accion_id,
              filas.map((f) => f.id),
            ),
          ),
          'plan_accion_id',
        );
  return filas.map((f) => ({
    id: f.id,
    denuncia_id: f.denuncia_id,
    titulo: f.titulo,
    descripcion: f.descripcion,
    responsable: persona(personas, f.responsable_id),
    plazo: f.plazo,
    estado: f.estado as PlanAccion['estado'],
    evidencias: evidencias.get(f.id) ?? [],
    created_by: persona(personas, f.created_by),
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }));
}

export async function listarPlanes(db: Database, actor: Actor, f: Filtros): Promise<Pagina<PlanAccion>> {
  const { filas, total } = await pagina(db, actor, planes_accion, f);
  return { data: await planesDto(db, actor, filas), total };
}

const MENSAJE_RESPONSABLE = 'Seleccione un responsable válido de la empresa.';

/** POST /plan-acciones/: needs a root cause; the first one moves the case to plan_accion. */
export async function crearPlan(
  db: Database,
  actor: Actor,
  input: z.output<typeof planAccionInputSchema>,
): Promise<PlanAccion> {
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    await exigirUsuario(tx, actor.empresaId, input.responsable_id, 'responsable_id', MENSAJE_RESPONSABLE);
    const { desde, hacia } = await aplicarAccion(tx, actor, caso, 'planificar');
    const [fila] = await tx
      .insert(planes_accion)
      .values({
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        titulo: input.titulo,
        descripcion: input.descripcion,
        responsable_id: input.responsable_id,
        plazo: input.plazo,
        estado: input.estado,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'plan_accion',
      accion: 'crear',
      entidad: 'plan_accion',
      entidadId: fila!.id,
      detalle: { desde, hacia, plan_accion_id: fila!.id, responsable_id: input.responsable_id, plazo: input.plazo },
    });
    if (input.responsable_id !== null && input.responsable_id !== actor.usuarioId) {
      // Plans are assigned work: no report content in the notice, only where to find it.
      await notificar(tx, {
        empresaId: actor.empresaId,
        usuarioIds: [input.responsable_id],
        titulo: 'Plan de acción asignado',
        mensaje: 'Se le asignó un plan de acción de una denuncia del canal de denuncias.',
        enlace: null,
      });
    }
    return (await planesDto(tx, actor, [fila!]))[0]!;
  });
}

export async function actualizarPlan(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof planAccionUpdateSchema>,
): Promise<PlanAccion> {
  return db.transaction(async (tx) => {
    const { denuncia: caso } = await filaYCaso(tx, actor, planes_accion, id);
    await exigirUsuario(tx, actor.empresaId, input.responsable_id, 'responsable_id', MENSAJE_RESPONSABLE);
    await aplicarAccion(tx, actor, caso, 'editar_plan');
    const [fila] = await tx
      .update(planes_accion)
      .set({ ...input, updated_at: actor.now })
      .where(and(eq(planes_accion.id, id), eq(planes_accion.empresa_id, actor.empresaId)))
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'plan_accion_actualizado',
      accion: 'actualizar',
      entidad: 'plan_accion',
      entidadId: id,
      detalle: { plan_accion_id: id, estado: input.estado, plazo: input.plazo },
    });
    return (await planesDto(tx, actor, [fila!]))[0]!;
  });
}

// ---- implementaciones -------------------------------------------------------------------------

async function implementacionesDto(
  db: DbOrTx,
  actor: Actor,
  filas: (typeof implementaciones.$inferSelect)[],
): Promise<Implementacion[]> {
  const personas = await auditoriaDto(db, actor, filas);
  const planIds = [...new Set(filas.map((f) => f.plan_accion_id).filter((x): x is number => x !== null))];
  const planes =
    planIds.length === 0
      ? []
      : await db
          .select({ id: planes_accion.id, titulo: planes_accion.titulo })
          .from(planes_accion)
          .where(and(eq(planes_accion.empresa_id, actor.empresaId), inArray(planes_accion.id, planIds)));
  const plan = new Map(planes.map((p) => [p.id, p]));
  return filas.map((f) => ({
    id: f.id,
    denuncia_id: f.denuncia_id,
    plan_accion: f.plan_accion_id === null ? null : (plan.get(f.plan_accion_id) ?? null),
    descripcion: f.descripcion,
    fecha: f.fecha,
    created_by: persona(personas, f.created_by),
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }));
}

export async function listarImplementaciones(db: Database, actor: Actor, f: Filtros): Promise<Pagina<Implementacion>> {
  const { filas, total } = await pagina(db, actor, implementaciones, f);
  return { data: await implementacionesDto(db, actor, filas), total };
}

/** POST /implementaciones/: needs a plan; from plan_accion it moves the case to implementacion. */
export async function crearImplementacion(
  db: Database,
  actor: Actor,
  input: z.output<typeof implementacionInputSchema>,
): Promise<Implementacion> {
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    await exigirPlanDeDenuncia(tx, actor.empresaId, caso.id, input.plan_accion_id);
    const { desde, hacia } = await aplicarAccion(tx, actor, caso, 'registrar_implementacion');
    const [fila] = await tx
      .insert(implementaciones)
      .values({
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        plan_accion_id: input.plan_accion_id,
        descripcion: input.descripcion,
        fecha: input.fecha,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'implementacion_registrada',
      accion: 'crear',
      entidad: 'implementacion',
      entidadId: fila!.id,
      detalle: { desde, hacia, implementacion_id: fila!.id, plan_accion_id: input.plan_accion_id },
    });
    return (await implementacionesDto(tx, actor, [fila!]))[0]!;
  });
}

// ---- medidas de resguardo ---------------------------------------------------------------------

async function medidasDto(
  db: DbOrTx,
  actor: Actor,
  filas: (typeof medidas_resguardo.$inferSelect)[],
): Promise<MedidaResguardo[]> {
  const personas = await auditoriaDto(
    db,
    actor,
    filas,
    filas.map((f) => f.responsable_id),
  );
  return filas.map((f) => ({
    id: f.id,
    denuncia_id: f.denuncia_id,
    medida: f.medida,
    fecha: f.fecha,
    responsable: persona(personas, f.responsable_id),
    created_by: persona(personas, f.created_by),
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
  }));
}

export async function listarMedidas(db: Database, actor: Actor, f: Filtros): Promise<Pagina<MedidaResguardo>> {
  const { filas, total } = await pagina(db, actor, medidas_resguardo, f);
  return { data: await medidasDto(db, actor, filas), total };
}

/** POST /medidas-resguardo/: Ley Karin cases only (else 409). */
export async function crearMedida(
  db: Database,
  actor: Actor,
  input: z.output<typeof medidaResguardoInputSchema>,
): Promise<MedidaResguardo> {
  return db.transaction(async (tx) => {
    const caso = await cargarDenuncia(tx, actor, input.denuncia_id, { bloquear: true });
    await exigirUsuario(tx, actor.empresaId, input.responsable_id, 'responsable_id', MENSAJE_RESPONSABLE);
    await aplicarAccion(tx, actor, caso, 'registrar_medida');
    const [fila] = await tx
      .insert(medidas_resguardo)
      .values({
        empresa_id: actor.empresaId,
        denuncia_id: caso.id,
        medida: input.medida,
        fecha: input.fecha,
        responsable_id: input.responsable_id,
        created_by: actor.usuarioId,
        created_at: actor.now,
        updated_at: actor.now,
      })
      .returning();
    await dejarRastro(tx, actor, {
      denunciaId: caso.id,
      evento: 'medida_resguardo',
      accion: 'crear',
      entidad: 'medida_resguardo',
      entidadId: fila!.id,
      detalle: { medida_resguardo_id: fila!.id, fecha: input.fecha },
    });
    return (await medidasDto(tx, actor, [fila!]))[0]!;
  });
}
