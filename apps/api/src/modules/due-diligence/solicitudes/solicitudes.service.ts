import { and, eq } from 'drizzle-orm';
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
import type { Database, DbOrTx } from '../../../db/client';
import { usuarios } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { enqueue } from '../../../platform/jobs/index';
import { notificar } from '../../notificaciones/notificar';
import { exigirDisponibilidad, type EntornoDueDiligence } from '../disponibilidad';
import { COLA_DUE_DILIGENCE } from '../procesamiento/procesar-due-diligence';
import { costosDe, gastarCreditos, MOTIVO_GASTO, registrarMovimiento } from './creditos';
import { dueDiligenceDetalleDto, dueDiligenceItemDto } from './solicitud-dto';
import {
  archivosDe,
  findDueDiligence,
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

/** Queue of the job that gathers, screens and rates a request (modules/due-diligence/procesamiento). */

export interface Llamador {
  /** The request's tenant (a platform admin's named company, else the caller's own). */
  empresaId: number;
  usuarioId: number;
  /** admin_atalaya: reads every company and every finding. */
  esAnalista: boolean;
  now: Date;
}

/** Company users read their own company; analysts any. */
const alcanceDe = (l: Llamador): Alcance => (l.esAnalista ? null : l.empresaId);

export async function listarDueDiligences(db: Database, alcance: Alcance, f: DueDiligenceFiltros, veTodo: boolean) {
  const { rows, total } = await listDueDiligences(db, alcance, f, veTodo);
  return { data: rows.map((r) => dueDiligenceItemDto(r, veTodo)), total };
}

export async function obtenerDueDiligence(db: DbOrTx, l: Llamador, id: number): Promise<DueDiligenceDetalle> {
  const fila = await findDueDiligence(db, alcanceDe(l), id);
  if (!fila) throw notFound();
  return dueDiligenceDetalleDto(fila, await archivosDe(db, id), l.esAnalista);
}

/** SPEC's usuario_activo: the caller, or for an analyst an active user of the named company. */
async function solicitanteDe(tx: DbOrTx, l: Llamador, usuarioActivo: number): Promise<number> {
  if (!l.esAnalista || usuarioActivo === l.usuarioId) return l.usuarioId;
  const [u] = await tx
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, usuarioActivo), eq(usuarios.empresa_id, l.empresaId), eq(usuarios.activo, true)))
    .limit(1);
  if (!u) throw new AppError('VALIDACION', MENSAJES_DD.usuarioAjeno, { usuario_activo: MENSAJES_DD.usuarioAjeno });
  return u.id;
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
const registrarGasto = (tx: DbOrTx, l: Llamador, dd: DueDiligenceRow, costo: number, saldo: number) =>
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
  entorno: EntornoDueDiligence & { db: Database },
  l: Llamador,
  body: z.output<typeof dueDiligenceCreateSchema>,
): Promise<DueDiligenceDetalle> {
  // Outside the transaction: it may wait a few seconds for the screening engine to load.
  await exigirDisponibilidad(entorno);
  const id = await entorno.db.transaction(async (tx) => {
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
  return obtenerDueDiligence(entorno.db, l, id);
}

/**
 * POST /due-diligence/{id}/reintentar: a fallido request goes back to the queue as it was asked.
 * Its failure gave the credits back, so it pays the plan's current cost again (as a new request
 * would; 402 without them); refused like a new request (503) when it could not be processed now.
 */
export async function reintentarDueDiligence(
  entorno: EntornoDueDiligence & { db: Database },
  l: Llamador,
  id: number,
): Promise<DueDiligenceDetalle> {
  const fallido = (dd: DueDiligenceRow | undefined) => {
    if (!dd) throw notFound();
    if (dd.estado !== 'fallido') throw new AppError('CONFLICTO', MENSAJES_DD.soloFallidos);
    return dd;
  };
  // The cheap refusals first, then the wait for the engine outside the transaction.
  fallido((await findDueDiligence(entorno.db, alcanceDe(l), id))?.dd);
  await exigirDisponibilidad(entorno);
  await entorno.db.transaction(async (tx) => {
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
  return obtenerDueDiligence(entorno.db, l, id);
}

/** Locks a request for an analyst's change; a published report no longer changes (409). */
async function editable(tx: DbOrTx, id: number, opts: { soloEnRevision: boolean }): Promise<DueDiligenceRow> {
  const dd = await lockDueDiligence(tx, null, id);
  if (!dd) throw notFound();
  if (dd.estado === 'terminado') throw new AppError('CONFLICTO', MENSAJES_DD.publicado);
  if (opts.soloEnRevision && dd.estado !== 'en_revision') throw new AppError('CONFLICTO', MENSAJES_DD.soloEnRevision);
  return dd;
}

function auditar(tx: DbOrTx, l: Llamador, dd: DueDiligenceRow, accion: string, cambios: unknown) {
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
  db: Database,
  l: Llamador,
  id: number,
  cambios: Partial<z.output<typeof dueDiligenceUpdateSchema>>,
): Promise<DueDiligenceDetalle> {
  await db.transaction(async (tx) => {
    const dd = await editable(tx, id, { soloEnRevision: false });
    const valores = Object.fromEntries(Object.entries(cambios).filter(([, v]) => v !== undefined));
    await updateDueDiligence(tx, id, { ...valores, updated_at: l.now });
    await auditar(tx, l, dd, 'actualizar', { campos: Object.keys(valores).sort() });
  });
  return obtenerDueDiligence(db, l, id);
}

/** PUT /due-diligence/temporal/{id}: the analyst's profile and judgement, while in review. */
export async function guardarTemporal(
  db: Database,
  l: Llamador,
  id: number,
  body: z.output<typeof temporalUpdateSchema>,
): Promise<DueDiligenceDetalle> {
  await db.transaction(async (tx) => {
    const dd = await editable(tx, id, { soloEnRevision: true });
    await updateDueDiligence(tx, id, { ...body, updated_at: l.now });
    await auditar(tx, l, dd, 'actualizar_perfil', {
      nivel_riesgo: body.nivel_riesgo,
      is_pep: body.is_pep,
      listas_internacionales: body.listas_internacionales,
    });
  });
  return obtenerDueDiligence(db, l, id);
}

const sujetoDe = (dd: DueDiligenceRow) =>
  dd.tipo_persona === 'natural'
    ? [dd.nombre_completo, dd.apellido_paterno, dd.apellido_materno].filter(Boolean).join(' ')
    : dd.razon_social;

/** POST /due-diligence/{id}/publicar: en_revision → terminado; the requester gets a bell and a mail. */
export async function publicarDueDiligence(db: Database, l: Llamador, id: number): Promise<DueDiligenceDetalle> {
  await db.transaction(async (tx) => {
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
  return obtenerDueDiligence(db, l, id);
}
