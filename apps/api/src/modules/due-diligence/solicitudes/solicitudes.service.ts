import type { z } from 'zod';
import {
  MENSAJES_DD,
  type dueDiligenceCreateSchema,
  type DueDiligenceDetalle,
  type DueDiligenceFiltros,
  type dueDiligenceUpdateSchema,
  type temporalUpdateSchema,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { TipoReporte } from '@atalaya/shared/due-diligence';
import { formatRut } from '@atalaya/shared/rut';
import type { DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { enqueue } from '../../../platform/jobs/index';
import type { Dependencias } from '../../../platform/servicio';
import { notificar } from '../../notificaciones/notificar';
import type { ActorDueDiligence } from '../contexto';
import { exigirDisponibilidad, type EntornoDueDiligence } from '../disponibilidad';
import { COLA_DUE_DILIGENCE } from '../procesamiento/procesar-due-diligence';
import { gastarCreditos, MOTIVO_GASTO } from './creditos';
import { costosDe, registrarMovimiento } from './creditos.repository';
import { dueDiligenceDetalleDto, dueDiligenceItemDto } from './solicitud-dto';
import {
  archivosDe,
  findDueDiligence,
  findUsuarioActivo,
  insertDueDiligence,
  listDueDiligences,
  lockDueDiligence,
  updateDueDiligence,
  type Alcance,
  type DueDiligenceRow,
} from './solicitudes.repository';

/*
 * Due-diligence requests (SPEC §7): bought with credits and handed to the processing job in one
 * transaction; read by the company that asked (findings once published) and by analysts
 * (admin_atalaya, every company), who edit, complete the temporal profile and publish.
 */

type Deps = Pick<Dependencias, 'db'>;
/** Creating or retrying also asks whether the request could be processed now. */
type DepsCompra = EntornoDueDiligence & Deps;

/** Company users read their own company; analysts any. */
const alcanceDe = (l: ActorDueDiligence): Alcance => (l.esAnalista ? null : l.empresaId);

/** One page of the requests of `alcance` (a company, or null: every company); analysts see every finding. */
export async function listarDueDiligences(deps: Deps, l: ActorDueDiligence, f: DueDiligenceFiltros, alcance: Alcance) {
  const { rows, total } = await listDueDiligences(deps.db, alcance, f, l.esAnalista);
  return { data: rows.map((r) => dueDiligenceItemDto(r, l.esAnalista)), total };
}

export async function obtenerDueDiligence(deps: Deps, l: ActorDueDiligence, id: number): Promise<DueDiligenceDetalle> {
  const fila = await findDueDiligence(deps.db, alcanceDe(l), id);
  if (!fila) throw notFound();
  return dueDiligenceDetalleDto(fila, await archivosDe(deps.db, id), l.esAnalista);
}

/** SPEC's usuario_activo: the caller, or for an analyst an active user of the named company. */
async function solicitanteDe(tx: DbOrTx, l: ActorDueDiligence, usuarioActivo: number): Promise<number> {
  if (!l.esAnalista || usuarioActivo === l.usuarioId) return l.usuarioId;
  const id = await findUsuarioActivo(tx, l.empresaId, usuarioActivo);
  if (id === undefined) {
    throw new AppError('VALIDACION', MENSAJES_DD.usuarioAjeno, { usuario_activo: MENSAJES_DD.usuarioAjeno });
  }
  return id;
}

/** The company's plan costs; an inactive company is missing, a plan without the module 403. */
async function costosDelPlan(tx: DbOrTx, empresaId: number) {
  const empresa = await costosDe(tx, empresaId);
  if (!empresa?.activo) throw notFound();
  // Company users were already stopped by the route's module check; an analyst names the company.
  if (!empresa.modulos.includes('due_diligence')) {
    throw new AppError('MODULO_NO_HABILITADO', MENSAJES_DD.planSinModulo);
  }
  return empresa;
}

/** The ledger movement of what a request just cost its company. */
const registrarGasto = (tx: DbOrTx, l: ActorDueDiligence, dd: DueDiligenceRow, costo: number, saldo: number) =>
  registrarMovimiento(tx, {
    empresa_id: dd.empresa_id,
    cantidad: -costo,
    saldo,
    motivo: MOTIVO_GASTO,
    due_diligence_id: dd.id,
    usuario_id: l.usuarioId,
    created_at: l.now,
  });

/**
 * POST /due-diligence/: refused (503) when it could not be processed now; else spends the plan's
 * cost, records the request, its ledger movement and its audit row, and enqueues the job — all in
 * one transaction, so without credits nothing exists.
 */
export async function crearDueDiligence(
  deps: DepsCompra,
  l: ActorDueDiligence,
  body: z.output<typeof dueDiligenceCreateSchema>,
): Promise<DueDiligenceDetalle> {
  // Outside the transaction: it may wait a few seconds for the screening engine to load.
  await exigirDisponibilidad(deps);
  const id = await deps.db.transaction(async (tx) => {
    const empresa = await costosDelPlan(tx, l.empresaId);
    const solicitadoPor = await solicitanteDe(tx, l, body.usuario_activo);
    const costo = empresa[body.tipo_de_reporte];
    const saldo = await gastarCreditos(tx, { empresaId: l.empresaId, costo });
    const { empresa_id: _e, usuario_activo: _u, empresa: _f, ...campos } = body;
    const dd = await insertDueDiligence(tx, {
      ...campos,
      empresa_id: l.empresaId,
      solicitado_por: solicitadoPor,
      creditos_usados: costo,
      created_at: l.now,
      updated_at: l.now,
    });
    await registrarGasto(tx, l, dd, costo, saldo);
    await auditar(tx, l, dd, 'crear', {
      tipo_persona: dd.tipo_persona,
      tipo_de_reporte: dd.tipo_de_reporte,
      creditos: costo,
      saldo,
    });
    await enqueue(tx, COLA_DUE_DILIGENCE, { id: dd.id });
    return dd.id;
  });
  return obtenerDueDiligence(deps, l, id);
}

/**
 * POST /due-diligence/{id}/reintentar: a fallido request goes back to the queue as it was asked.
 * Its failure gave the credits back, so it pays the plan's current cost again (as a new request
 * would; 402 without them); refused like a new request (503) when it could not be processed now.
 */
export async function reintentarDueDiligence(
  deps: DepsCompra,
  l: ActorDueDiligence,
  id: number,
): Promise<DueDiligenceDetalle> {
  const fallido = (dd: DueDiligenceRow | undefined) => {
    if (!dd) throw notFound();
    if (dd.estado !== 'fallido') throw new AppError('CONFLICTO', MENSAJES_DD.soloFallidos);
    return dd;
  };
  // The cheap refusals first, then the wait for the engine outside the transaction.
  fallido((await findDueDiligence(deps.db, alcanceDe(l), id))?.dd);
  await exigirDisponibilidad(deps);
  await deps.db.transaction(async (tx) => {
    const dd = fallido(await lockDueDiligence(tx, alcanceDe(l), id));
    const empresa = await costosDelPlan(tx, dd.empresa_id);
    const costo = empresa[dd.tipo_de_reporte as TipoReporte];
    const saldo = await gastarCreditos(tx, { empresaId: dd.empresa_id, costo });
    await registrarGasto(tx, l, dd, costo, saldo);
    await updateDueDiligence(tx, id, {
      estado: 'pendiente',
      progreso: 0,
      error: null,
      creditos_usados: costo,
      creditos_reembolsados: 0,
      updated_at: l.now,
    });
    await auditar(tx, l, dd, 'reintentar', { creditos: costo, saldo });
    await enqueue(tx, COLA_DUE_DILIGENCE, { id });
  });
  return obtenerDueDiligence(deps, l, id);
}

/** Locks a request for an analyst's change; a published report no longer changes (409). */
async function editable(tx: DbOrTx, id: number, opts: { soloEnRevision: boolean }): Promise<DueDiligenceRow> {
  const dd = await lockDueDiligence(tx, null, id);
  if (!dd) throw notFound();
  if (dd.estado === 'terminado') throw new AppError('CONFLICTO', MENSAJES_DD.publicado);
  if (opts.soloEnRevision && dd.estado !== 'en_revision') throw new AppError('CONFLICTO', MENSAJES_DD.soloEnRevision);
  return dd;
}

function auditar(tx: DbOrTx, l: ActorDueDiligence, dd: DueDiligenceRow, accion: string, cambios: unknown) {
  return recordAudit(
    tx,
    {
      empresa_id: dd.empresa_id,
      usuario_id: l.usuarioId,
      accion,
      entidad: 'due_diligence',
      entidad_id: dd.id,
      cambios,
    },
    l.now,
  );
}

/** PUT / PATCH /due-diligence/{id}: the analyst corrects the request's identity fields. */
export async function actualizarDueDiligence(
  deps: Deps,
  l: ActorDueDiligence,
  id: number,
  cambios: Partial<z.output<typeof dueDiligenceUpdateSchema>>,
): Promise<DueDiligenceDetalle> {
  await deps.db.transaction(async (tx) => {
    const dd = await editable(tx, id, { soloEnRevision: false });
    const valores = Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined));
    await updateDueDiligence(tx, id, { ...valores, updated_at: l.now });
    await auditar(tx, l, dd, 'actualizar', { campos: Object.keys(valores).sort() });
  });
  return obtenerDueDiligence(deps, l, id);
}

/** PUT /due-diligence/temporal/{id}: the analyst's profile and judgement, while in review. */
export async function guardarTemporal(
  deps: Deps,
  l: ActorDueDiligence,
  id: number,
  body: z.output<typeof temporalUpdateSchema>,
): Promise<DueDiligenceDetalle> {
  await deps.db.transaction(async (tx) => {
    const dd = await editable(tx, id, { soloEnRevision: true });
    await updateDueDiligence(tx, id, { ...body, updated_at: l.now });
    await auditar(tx, l, dd, 'actualizar_perfil', {
      nivel_riesgo: body.nivel_riesgo,
      is_pep: body.is_pep,
      listas_internacionales: body.listas_internacionales,
    });
  });
  return obtenerDueDiligence(deps, l, id);
}

const sujetoDe = (dd: DueDiligenceRow) =>
  dd.tipo_persona === 'natural'
    ? [dd.nombre_completo, dd.apellido_paterno, dd.apellido_materno].filter(Boolean).join(' ')
    : dd.razon_social;

/** POST /due-diligence/{id}/publicar: en_revision → terminado; the requester gets a bell and a mail. */
export async function publicarDueDiligence(deps: Deps, l: ActorDueDiligence, id: number): Promise<DueDiligenceDetalle> {
  await deps.db.transaction(async (tx) => {
    const dd = await editable(tx, id, { soloEnRevision: true });
    if (!dd.nivel_riesgo) throw new AppError('CONFLICTO', MENSAJES_DD.sinNivelRiesgo);
    await updateDueDiligence(tx, id, {
      estado: 'terminado',
      progreso: 100,
      publicado_at: l.now,
      publicado_por: l.usuarioId,
      updated_at: l.now,
    });
    await notificar(tx, {
      categoria: 'due_diligence',
      empresaId: dd.empresa_id,
      usuarioIds: [dd.solicitado_por],
      titulo: 'Reporte de due diligence publicado',
      mensaje: `El reporte de ${sujetoDe(dd)} (RUT ${formatRut(dd.rut)}) ya está disponible.`,
      enlace: `/due-diligence/${id}/readonly`,
    });
    await auditar(tx, l, dd, 'publicar', { nivel_riesgo: dd.nivel_riesgo });
  });
  return obtenerDueDiligence(deps, l, id);
}
