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
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { Persona } from '@atalaya/shared/contracts/documentos';
import type { DbOrTx } from '../../../db/client';
import { notificar } from '../../notificaciones/notificar';
import type { Actor } from './acceso-denuncia';
import { cargarPersonas, iso, persona } from './denuncia-dto';
import { evidenciasPorRegistro } from './evidencias-vinculadas';
import {
  crearRegistro,
  editarRegistro,
  listarRegistros,
  type DepsRegistros,
  type Filtros,
  type Pagina,
  type Subrecurso,
} from './subrecurso';
import { titulosDePlanes } from './subrecursos.repository';
import { exigirInvestigador, exigirPlanDeDenuncia, exigirUsuario } from './validaciones';

/*
 * The work records of a case — investigations, root causes, action plans, implementations and
 * Ley Karin protective measures — listed by denuncia_id with offset/limit, created and edited
 * through the case-flow table (the first investigation, plan or implementation moves the case).
 * The shared steps are in subrecurso.ts; here is what each record shows, checks and traces.
 */

/** The records' authors plus the person each one names (`otra`), in one query. */
const personasDe = <F extends { created_by: number | null }>(
  db: DbOrTx,
  actor: Actor,
  filas: F[],
  otra: (f: F) => number | null = () => null,
) =>
  cargarPersonas(
    db,
    actor.empresaId,
    filas.flatMap((f) => [f.created_by, otra(f)]),
  );

/** The contract's `auditoria` fields: who created the record and when it changed. */
const auditoria = (
  f: { created_by: number | null; created_at: Date; updated_at: Date },
  personas: Map<number, Persona>,
) => ({ created_by: persona(personas, f.created_by), created_at: iso(f.created_at), updated_at: iso(f.updated_at) });

// ---- investigaciones --------------------------------------------------------------------------

const INVESTIGACIONES: Subrecurso<'investigaciones', Investigacion> = {
  tabla: 'investigaciones',
  entidad: 'investigacion',
  async dto(db, actor, filas, clave) {
    const personas = await personasDe(db, actor, filas, (f) => f.investigador_id);
    const evidencias = await evidenciasPorRegistro(db, clave, actor.empresaId, 'investigacion_id', filas);
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
      ...auditoria(f, personas),
    }));
  },
};

export const listarInvestigaciones = (deps: DepsRegistros, actor: Actor, f: Filtros): Promise<Pagina<Investigacion>> =>
  listarRegistros(deps, actor, INVESTIGACIONES, f);

/** POST /investigaciones/: the first one starts the investigation (Ley Karin 3-day clock). */
export const crearInvestigacion = (
  deps: DepsRegistros,
  actor: Actor,
  input: z.output<typeof investigacionInputSchema>,
): Promise<Investigacion> =>
  crearRegistro(deps, actor, INVESTIGACIONES, input, (caso) => ({
    validar: (tx) => exigirInvestigador(tx, actor.empresaId, caso.id, input.investigador_id),
    accion: 'investigar',
    cambios: {
      investigacion_iniciada_at: caso.investigacion_iniciada_at ?? actor.now,
      ...(input.fecha_termino ? { investigacion_cerrada_at: caso.investigacion_cerrada_at ?? actor.now } : {}),
    },
    evento: 'investigacion',
    detalle: (fila, { desde, hacia }) => ({
      desde,
      hacia,
      investigacion_id: fila.id,
      terminada: input.fecha_termino !== null,
    }),
  }));

/** PUT /investigaciones/{id}: a fecha_termino ends the investigation (Ley Karin 30-day clock). */
export const actualizarInvestigacion = (
  deps: DepsRegistros,
  actor: Actor,
  id: number,
  input: z.output<typeof investigacionUpdateSchema>,
): Promise<Investigacion> =>
  editarRegistro(deps, actor, INVESTIGACIONES, id, input, (previa, caso) => {
    const termina = input.fecha_termino !== null && previa.fecha_termino === null;
    return {
      validar: (tx) => exigirInvestigador(tx, actor.empresaId, caso.id, input.investigador_id),
      accion: 'editar_investigacion',
      cambios: termina ? { investigacion_cerrada_at: caso.investigacion_cerrada_at ?? actor.now } : {},
      evento: termina ? 'investigacion_cerrada' : 'investigacion_actualizada',
      detalle: { investigacion_id: id, terminada: input.fecha_termino !== null },
    };
  });

// ---- causas raíz ------------------------------------------------------------------------------

const CAUSAS: Subrecurso<'causas_raiz', CausaRaiz> = {
  tabla: 'causas_raiz',
  entidad: 'causa_raiz',
  async dto(db, actor, filas) {
    const personas = await personasDe(db, actor, filas);
    return filas.map((f) => ({
      id: f.id,
      denuncia_id: f.denuncia_id,
      metodo: f.metodo as CausaRaiz['metodo'],
      descripcion: f.descripcion,
      ...auditoria(f, personas),
    }));
  },
};

export const listarCausas = (deps: DepsRegistros, actor: Actor, f: Filtros): Promise<Pagina<CausaRaiz>> =>
  listarRegistros(deps, actor, CAUSAS, f);

export const crearCausa = (
  deps: DepsRegistros,
  actor: Actor,
  input: z.output<typeof causaRaizInputSchema>,
): Promise<CausaRaiz> =>
  crearRegistro(deps, actor, CAUSAS, input, () => ({
    accion: 'registrar_causa',
    evento: 'causa_raiz',
    detalle: (fila) => ({ causa_raiz_id: fila.id, metodo: input.metodo }),
  }));

export const actualizarCausa = (
  deps: DepsRegistros,
  actor: Actor,
  id: number,
  input: z.output<typeof causaRaizUpdateSchema>,
): Promise<CausaRaiz> =>
  editarRegistro(deps, actor, CAUSAS, id, input, () => ({
    accion: 'registrar_causa',
    evento: 'causa_raiz_actualizada',
    detalle: { causa_raiz_id: id, metodo: input.metodo },
  }));

// ---- planes de acción -------------------------------------------------------------------------

const PLANES: Subrecurso<'planes_accion', PlanAccion> = {
  tabla: 'planes_accion',
  entidad: 'plan_accion',
  async dto(db, actor, filas, clave) {
    const personas = await personasDe(db, actor, filas, (f) => f.responsable_id);
    const evidencias = await evidenciasPorRegistro(db, clave, actor.empresaId, 'plan_accion_id', filas);
    return filas.map((f) => ({
      id: f.id,
      denuncia_id: f.denuncia_id,
      titulo: f.titulo,
      descripcion: f.descripcion,
      responsable: persona(personas, f.responsable_id),
      plazo: f.plazo,
      estado: f.estado as PlanAccion['estado'],
      evidencias: evidencias.get(f.id) ?? [],
      ...auditoria(f, personas),
    }));
  },
};

export const listarPlanes = (deps: DepsRegistros, actor: Actor, f: Filtros): Promise<Pagina<PlanAccion>> =>
  listarRegistros(deps, actor, PLANES, f);

const MENSAJE_RESPONSABLE = 'Seleccione un responsable válido de la empresa.';
const exigirResponsable = (tx: DbOrTx, actor: Actor, id: number | null) =>
  exigirUsuario(tx, actor.empresaId, id, 'responsable_id', MENSAJE_RESPONSABLE);

/** POST /plan-acciones/: needs a root cause; the first one moves the case to plan_accion. */
export const crearPlan = (
  deps: DepsRegistros,
  actor: Actor,
  input: z.output<typeof planAccionInputSchema>,
): Promise<PlanAccion> =>
  crearRegistro(deps, actor, PLANES, input, () => ({
    validar: (tx) => exigirResponsable(tx, actor, input.responsable_id),
    accion: 'planificar',
    evento: 'plan_accion',
    detalle: (fila, { desde, hacia }) => ({
      desde,
      hacia,
      plan_accion_id: fila.id,
      responsable_id: input.responsable_id,
      plazo: input.plazo,
    }),
    async avisar(tx) {
      if (input.responsable_id === null || input.responsable_id === actor.usuarioId) return;
      // Plans are assigned work: no report content in the notice, only where to find it.
      await notificar(tx, {
        categoria: 'denuncias',
        empresaId: actor.empresaId,
        usuarioIds: [input.responsable_id],
        titulo: 'Plan de acción asignado',
        mensaje: 'Se le asignó un plan de acción de una denuncia del canal de denuncias.',
        enlace: null,
      });
    },
  }));

export const actualizarPlan = (
  deps: DepsRegistros,
  actor: Actor,
  id: number,
  input: z.output<typeof planAccionUpdateSchema>,
): Promise<PlanAccion> =>
  editarRegistro(deps, actor, PLANES, id, input, () => ({
    validar: (tx) => exigirResponsable(tx, actor, input.responsable_id),
    accion: 'editar_plan',
    evento: 'plan_accion_actualizado',
    detalle: { plan_accion_id: id, estado: input.estado, plazo: input.plazo },
  }));

// ---- implementaciones -------------------------------------------------------------------------

const IMPLEMENTACIONES: Subrecurso<'implementaciones', Implementacion> = {
  tabla: 'implementaciones',
  entidad: 'implementacion',
  async dto(db, actor, filas) {
    const personas = await personasDe(db, actor, filas);
    const planIds = [...new Set(filas.map((f) => f.plan_accion_id).filter((x): x is number => x !== null))];
    const planes = await titulosDePlanes(db, actor.empresaId, planIds);
    const plan = new Map(planes.map((p) => [p.id, p]));
    return filas.map((f) => ({
      id: f.id,
      denuncia_id: f.denuncia_id,
      plan_accion: f.plan_accion_id === null ? null : (plan.get(f.plan_accion_id) ?? null),
      descripcion: f.descripcion,
      fecha: f.fecha,
      ...auditoria(f, personas),
    }));
  },
};

export const listarImplementaciones = (
  deps: DepsRegistros,
  actor: Actor,
  f: Filtros,
): Promise<Pagina<Implementacion>> => listarRegistros(deps, actor, IMPLEMENTACIONES, f);

/** POST /implementaciones/: needs a plan; from plan_accion it moves the case to implementacion. */
export const crearImplementacion = (
  deps: DepsRegistros,
  actor: Actor,
  input: z.output<typeof implementacionInputSchema>,
): Promise<Implementacion> =>
  crearRegistro(deps, actor, IMPLEMENTACIONES, input, (caso) => ({
    validar: (tx) => exigirPlanDeDenuncia(tx, actor.empresaId, caso.id, input.plan_accion_id),
    accion: 'registrar_implementacion',
    evento: 'implementacion_registrada',
    detalle: (fila, { desde, hacia }) => ({
      desde,
      hacia,
      implementacion_id: fila.id,
      plan_accion_id: input.plan_accion_id,
    }),
  }));

// ---- medidas de resguardo ---------------------------------------------------------------------

const MEDIDAS: Subrecurso<'medidas_resguardo', MedidaResguardo> = {
  tabla: 'medidas_resguardo',
  entidad: 'medida_resguardo',
  async dto(db, actor, filas) {
    const personas = await personasDe(db, actor, filas, (f) => f.responsable_id);
    return filas.map((f) => ({
      id: f.id,
      denuncia_id: f.denuncia_id,
      medida: f.medida,
      fecha: f.fecha,
      responsable: persona(personas, f.responsable_id),
      ...auditoria(f, personas),
    }));
  },
};

export const listarMedidas = (deps: DepsRegistros, actor: Actor, f: Filtros): Promise<Pagina<MedidaResguardo>> =>
  listarRegistros(deps, actor, MEDIDAS, f);

/** POST /medidas-resguardo/: Ley Karin cases only (else 409). */
export const crearMedida = (
  deps: DepsRegistros,
  actor: Actor,
  input: z.output<typeof medidaResguardoInputSchema>,
): Promise<MedidaResguardo> =>
  crearRegistro(deps, actor, MEDIDAS, input, () => ({
    validar: (tx) => exigirResponsable(tx, actor, input.responsable_id),
    accion: 'registrar_medida',
    evento: 'medida_resguardo',
    detalle: (fila) => ({ medida_resguardo_id: fila.id, fecha: input.fecha }),
  }));
