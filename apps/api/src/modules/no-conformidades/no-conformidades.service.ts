import type { z } from 'zod';
import type {
  accionNcActualizarSchema,
  AccionNc,
  accionNcEstadoSchema,
  accionNcInputSchema,
  AnalisisCausaNc,
  analisisCausaNcActualizarSchema,
  analisisCausaNcInputSchema,
  CierreNc,
  CierreNcResponse,
  cierreNcInputSchema,
  clasificarNcInputSchema,
  correccionNcInputSchema,
  NoConformidad,
  NoConformidadDetalle,
  noConformidadFiltrosSchema,
  noConformidadInputSchema,
  RefNc,
  RiesgoActualizadoNc,
  verificacionNcInputSchema,
} from '@atalaya/shared/contracts/no-conformidades';
import { MENSAJES } from '@atalaya/shared/messages';
import {
  evaluarEventoNc,
  eventosPermitidosNc,
  operacionesPermitidasNc,
  operacionPermitidaNc,
  type ContextoNc,
  type EtapaNc,
  type EventoNc,
  type OperacionNc,
} from '@atalaya/shared/flujos/no-conformidad';
import { fechaSantiago } from '@atalaya/shared/dias-habiles';
import { nivelResidual, type NivelRiesgo } from '@atalaya/shared/risk-matrix';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { mitigacionesOf } from '../mi-empresa/riesgos/riesgos.repository';
import { matrizDe } from '../mi-empresa/riesgos/riesgos.service';
import { avisarAccion, avisarCierre, avisarIneficaz, avisarResponsable } from './avisos-nc';
import { accionDto, analisisDto, cierreDto, evidenciaDto, noConformidadDto, verificacionDto } from './nc-dto';
import {
  accionesDe,
  analisisDe,
  cierreDe,
  deleteAccion,
  estadosAcciones,
  evidenciasDe,
  existeEnEmpresa,
  findAccion,
  findAccionListado,
  findAnalisis,
  findCatalogo,
  findListado,
  findNoConformidad,
  insertAccion,
  insertAnalisis,
  insertCierre,
  insertMitigacionDeRiesgo,
  insertNoConformidad,
  insertVerificacion,
  listNoConformidades,
  lockRiesgo,
  siguienteCodigo,
  updateAccion,
  updateAnalisis,
  updateEstadoRiesgo,
  updateNoConformidad,
  usuariosActivos,
  verificacionesDe,
  type NoConformidadRow,
  type RiesgoRow,
} from './no-conformidades.repository';

/*
 * Non-conformities (issue 8 §1-2): registration, the stage moves of the pure workflow table
 * (packages/shared/src/flujos/no-conformidad.ts), cause analysis, actions, verification and
 * closure. Every change locks the NC row, checks the stage (409 otherwise), writes its rows, an
 * audit row and its notices in one transaction, and answers the fresh detail.
 */

type Deps = Pick<Dependencias, 'db'>;

export const MENSAJES_NC = {
  analisisExiste: 'La no conformidad ya tiene un análisis de causa: edítelo.',
  sinAnalisis: 'La no conformidad no tiene análisis de causa.',
  sinCierre: 'La no conformidad no está cerrada.',
  sinRiesgo: 'La no conformidad no está vinculada a un riesgo.',
} as const;

const hoy = (l: Actor) => fechaSantiago(l.now);
const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
const conflicto = (mensaje: string) => new AppError('CONFLICTO', mensaje);

async function auditar(tx: DbOrTx, l: Actor, accion: string, entidad: string, id: number, cambios: unknown) {
  await recordAudit(
    tx,
    { empresa_id: l.empresaId, usuario_id: l.usuarioId, accion, entidad, entidad_id: id, cambios },
    l.now,
  );
}

// ---- reads ----------------------------------------------------------------------------------------

async function contexto(db: DbOrTx, empresaId: number, ncId: number): Promise<ContextoNc> {
  const [analisis, acciones, verificaciones] = await Promise.all([
    analisisDe(db, empresaId, ncId),
    estadosAcciones(db, empresaId, ncId),
    verificacionesDe(db, empresaId, ncId),
  ]);
  const causas = analisis
    ? analisis.metodo === 'ishikawa'
      ? Object.values(analisis.ishikawa).some((xs) => Array.isArray(xs) && xs.length > 0)
      : analisis.porques.length > 0
    : false;
  return {
    analisisCompleto: !!analisis && causas && analisis.causa_raiz.trim().length > 0,
    acciones: acciones.length,
    accionesPendientes: acciones.filter((a) => a.estado !== 'completada').length,
    ultimaVerificacionEficaz: verificaciones[0]?.verificacion.eficaz === true,
  };
}

async function detalle(db: DbOrTx, l: Actor, id: number): Promise<NoConformidadDetalle> {
  const fila = await findListado(db, l.empresaId, id);
  if (!fila) throw notFound();
  const [analisis, acciones, evidencias, verificaciones, cierre, ctx] = await Promise.all([
    analisisDe(db, l.empresaId, id),
    accionesDe(db, l.empresaId, id),
    evidenciasDe(db, l.empresaId, id),
    verificacionesDe(db, l.empresaId, id),
    cierreDe(db, l.empresaId, id),
    contexto(db, l.empresaId, id),
  ]);
  const etapa = fila.nc.etapa as EtapaNc;
  return {
    ...noConformidadDto(fila),
    correccion: fila.nc.correccion,
    correccion_fecha: fila.nc.correccion_fecha,
    analisis: analisis ? analisisDto(analisis) : null,
    acciones: acciones.map((a) => accionDto(a, hoy(l))),
    evidencias: evidencias.map(evidenciaDto),
    verificaciones: verificaciones.map(verificacionDto),
    cierre: cierre ? cierreDto(cierre) : null,
    eventos_permitidos: eventosPermitidosNc(etapa, ctx),
    operaciones_permitidas: operacionesPermitidasNc(etapa),
  };
}

export const detalleNoConformidad = ({ db }: Deps, l: Actor, id: number) => detalle(db, l, id);

export async function listarNoConformidades(
  { db }: Deps,
  l: Actor,
  f: z.output<typeof noConformidadFiltrosSchema>,
): Promise<{ data: NoConformidad[]; total: number }> {
  const { rows, total } = await listNoConformidades(db, l.empresaId, f);
  return { data: rows.map(noConformidadDto), total };
}

export async function responsablesNc({ db }: Deps, l: Actor): Promise<RefNc[]> {
  return usuariosActivos(db, l.empresaId);
}

/** The NC itself (404 when missing or another company's). */
export async function cargarNc(db: DbOrTx, l: Actor, id: number, bloquear = false): Promise<NoConformidadRow> {
  const nc = await findNoConformidad(db, l.empresaId, id, bloquear);
  if (!nc) throw notFound();
  return nc;
}

/** 409 unless `operacion` is open in the NC's stage. */
export function exigirOperacion(nc: NoConformidadRow, operacion: OperacionNc) {
  const r = operacionPermitidaNc(nc.etapa as EtapaNc, operacion);
  if (!r.ok) throw new AppError(r.codigo, r.mensaje);
}

/**
 * Runs `trabajo` in a transaction with the NC locked (404 if not the company's) and answers the
 * detail as the transaction sees it.
 */
async function conNc(
  db: Database,
  l: Actor,
  id: number,
  trabajo: (tx: Tx, nc: NoConformidadRow) => Promise<void>,
): Promise<NoConformidadDetalle> {
  return db.transaction(async (tx) => {
    const nc = await cargarNc(tx, l, id, true);
    await trabajo(tx, nc);
    return detalle(tx, l, id);
  });
}

/** Checks the event against the table (409 otherwise); answers where it leaves the NC. */
async function evaluar(tx: Tx, nc: NoConformidadRow, evento: EventoNc, eficaz?: boolean) {
  const ctx = await contexto(tx, nc.empresa_id, nc.id);
  const r = evaluarEventoNc(nc.etapa as EtapaNc, evento, { ...ctx, eficaz });
  if (!r.ok) throw new AppError(r.codigo, r.mensaje);
  return r;
}

// ---- registration ---------------------------------------------------------------------------------

type NcInput = z.output<typeof noConformidadInputSchema>;

/** Every link must be a row of the company (sources: global or own, active) → 400 per field. */
async function validarVinculos(db: DbOrTx, empresaId: number, d: NcInput) {
  const errores: Record<string, string> = {};
  const fuente = await findCatalogo(db, 'fuente', empresaId, d.fuente_id);
  if (!fuente || !fuente.activo) errores.fuente_id = 'Seleccione una fuente válida.';
  const vinculos = [
    ['proceso_id', 'Seleccione un proceso de la empresa.'],
    ['departamento_id', 'Seleccione un área de la empresa.'],
    ['detectado_por_id', 'Seleccione un trabajador de la empresa.'],
    ['riesgo_id', 'Seleccione un riesgo de la empresa.'],
    ['requisito_id', 'Seleccione un requisito de la empresa.'],
    ['denuncia_id', 'Seleccione una denuncia de la empresa.'],
  ] as const;
  for (const [campo, mensaje] of vinculos) {
    const valor = d[campo];
    if (valor !== null && !(await existeEnEmpresa(db, campo, empresaId, valor))) errores[campo] = mensaje;
  }
  if (Object.keys(errores).length) throw invalido(errores);
}

export async function crearNoConformidad({ db }: Deps, l: Actor, d: NcInput): Promise<NoConformidadDetalle> {
  await validarVinculos(db, l.empresaId, d);
  const id = await db.transaction(async (tx) => {
    const codigo = await siguienteCodigo(tx, l.empresaId, Number(hoy(l).slice(0, 4)));
    const ncId = await insertNoConformidad(tx, {
      empresa_id: l.empresaId,
      codigo,
      etapa: 'abierta',
      ...d,
      created_by: l.usuarioId,
      created_at: l.now,
      updated_at: l.now,
    });
    await auditar(tx, l, 'crear', 'no_conformidad', ncId, { codigo, ...d });
    return ncId;
  });
  return detalle(db, l, id);
}

export async function actualizarNoConformidad({ db }: Deps, l: Actor, id: number, d: NcInput) {
  await cargarNc(db, l, id);
  await validarVinculos(db, l.empresaId, d);
  return conNc(db, l, id, async (tx, nc) => {
    exigirOperacion(nc, 'editar');
    await updateNoConformidad(tx, nc.id, { ...d, updated_at: l.now });
    await auditar(tx, l, 'actualizar', 'no_conformidad', nc.id, d);
  });
}

// ---- stage moves ----------------------------------------------------------------------------------

async function mover(
  tx: Tx,
  l: Actor,
  nc: NoConformidadRow,
  evento: EventoNc,
  cambios: Partial<NoConformidadRow> = {},
  eficaz?: boolean,
) {
  const r = await evaluar(tx, nc, evento, eficaz);
  await updateNoConformidad(tx, nc.id, {
    ...cambios,
    etapa: r.hacia,
    ...(r.reabre ? { reaperturas: nc.reaperturas + 1 } : {}),
    updated_at: l.now,
  });
  await auditar(tx, l, evento, 'no_conformidad', nc.id, { desde: nc.etapa, hacia: r.hacia, ...cambios });
  return r;
}

export const aceptarNc = ({ db }: Deps, l: Actor, id: number) =>
  conNc(db, l, id, async (tx, nc) => {
    await mover(tx, l, nc, 'aceptar');
  });

export const registrarCorreccion = ({ db }: Deps, l: Actor, id: number, d: z.output<typeof correccionNcInputSchema>) =>
  conNc(db, l, id, async (tx, nc) => {
    await mover(tx, l, nc, 'registrar_correccion', { correccion: d.correccion, correccion_fecha: d.correccion_fecha });
  });

export const completarAnalisis = ({ db }: Deps, l: Actor, id: number) =>
  conNc(db, l, id, async (tx, nc) => {
    await mover(tx, l, nc, 'completar_analisis');
  });

export async function clasificarNc(
  { db }: Deps,
  l: Actor,
  id: number,
  d: z.output<typeof clasificarNcInputSchema>,
): Promise<NoConformidadDetalle> {
  await cargarNc(db, l, id);
  const errores: Record<string, string> = {};
  const clasificacion = await findCatalogo(db, 'clasificacion', l.empresaId, d.clasificacion_id);
  if (!clasificacion || !clasificacion.activo) errores.clasificacion_id = 'Seleccione una clasificación válida.';
  if ((await usuariosActivos(db, l.empresaId, d.user_id)).length === 0)
    errores.user_id = 'Seleccione un usuario activo de la empresa.';
  if (Object.keys(errores).length) throw invalido(errores);
  return conNc(db, l, id, async (tx, nc) => {
    await mover(tx, l, nc, 'clasificar', {
      criticidad: d.criticidad,
      clasificacion_id: d.clasificacion_id,
      responsable_id: d.user_id,
    });
    await avisarResponsable(tx, { ...nc, responsable_id: d.user_id }, l.usuarioId);
  });
}

export const enviarAVerificacion = ({ db }: Deps, l: Actor, id: number) =>
  conNc(db, l, id, async (tx, nc) => {
    await mover(tx, l, nc, 'enviar_verificacion');
  });

export const verificarNc = ({ db }: Deps, l: Actor, id: number, d: z.output<typeof verificacionNcInputSchema>) =>
  conNc(db, l, id, async (tx, nc) => {
    const r = await mover(tx, l, nc, 'verificar', {}, d.eficaz);
    const verificacionId = await insertVerificacion(tx, {
      empresa_id: l.empresaId,
      no_conformidad_id: nc.id,
      eficaz: d.eficaz,
      observaciones: d.observaciones,
      fecha: d.fecha,
      verificado_por: l.usuarioId,
      created_at: l.now,
    });
    await auditar(tx, l, 'crear', 'verificacion_nc', verificacionId, { no_conformidad_id: nc.id, ...d });
    if (r.reabre) await avisarIneficaz(tx, nc, l.usuarioId);
  });

// ---- cause analysis -------------------------------------------------------------------------------

export async function analisisPorNc({ db }: Deps, l: Actor, ncId: number): Promise<AnalisisCausaNc> {
  await cargarNc(db, l, ncId);
  const a = await analisisDe(db, l.empresaId, ncId);
  if (!a) throw notFound(MENSAJES_NC.sinAnalisis);
  return analisisDto(a);
}

export async function crearAnalisis(
  { db }: Deps,
  l: Actor,
  d: z.output<typeof analisisCausaNcInputSchema>,
): Promise<AnalisisCausaNc> {
  return db.transaction(async (tx) => {
    const nc = await cargarNc(tx, l, d.id_no_conformidad, true);
    exigirOperacion(nc, 'editar_analisis');
    if (await analisisDe(tx, l.empresaId, nc.id)) throw conflicto(MENSAJES_NC.analisisExiste);
    const fila = await insertAnalisis(tx, {
      empresa_id: l.empresaId,
      no_conformidad_id: nc.id,
      metodo: d.metodo,
      porques: d.porques,
      ishikawa: d.ishikawa,
      causa_raiz: d.causa_raiz,
      created_by: l.usuarioId,
      created_at: l.now,
      updated_at: l.now,
    });
    await auditar(tx, l, 'crear', 'analisis_causa_nc', fila.id, d);
    return analisisDto(fila);
  });
}

export async function actualizarAnalisis(
  { db }: Deps,
  l: Actor,
  id: number,
  d: z.output<typeof analisisCausaNcActualizarSchema>,
): Promise<AnalisisCausaNc> {
  return db.transaction(async (tx) => {
    const actual = await findAnalisis(tx, l.empresaId, id);
    if (!actual) throw notFound();
    const nc = await cargarNc(tx, l, actual.no_conformidad_id, true);
    exigirOperacion(nc, 'editar_analisis');
    const fila = await updateAnalisis(tx, id, { ...d, updated_at: l.now });
    await auditar(tx, l, 'actualizar', 'analisis_causa_nc', id, d);
    return analisisDto(fila);
  });
}

// ---- actions --------------------------------------------------------------------------------------

async function exigirUsuario(db: DbOrTx, empresaId: number, id: number, campo = 'responsable_id') {
  if ((await usuariosActivos(db, empresaId, id)).length === 0)
    throw invalido({ [campo]: 'Seleccione un usuario activo de la empresa.' });
}

async function accionDtoDe(tx: DbOrTx, l: Actor, id: number): Promise<AccionNc> {
  const fila = await findAccionListado(tx, l.empresaId, id);
  if (!fila) throw notFound();
  return accionDto(fila, hoy(l));
}

export async function accionesPorNc({ db }: Deps, l: Actor, ncId: number): Promise<AccionNc[]> {
  await cargarNc(db, l, ncId);
  return (await accionesDe(db, l.empresaId, ncId)).map((a) => accionDto(a, hoy(l)));
}

export async function crearAccion({ db }: Deps, l: Actor, d: z.output<typeof accionNcInputSchema>) {
  await cargarNc(db, l, d.no_conformidad_id);
  await exigirUsuario(db, l.empresaId, d.responsable_id);
  return db.transaction(async (tx) => {
    const nc = await cargarNc(tx, l, d.no_conformidad_id, true);
    exigirOperacion(nc, 'gestionar_acciones');
    const fila = await insertAccion(tx, {
      empresa_id: l.empresaId,
      no_conformidad_id: nc.id,
      descripcion: d.descripcion,
      tipo: d.tipo,
      responsable_id: d.responsable_id,
      plazo: d.plazo,
      created_by: l.usuarioId,
      created_at: l.now,
      updated_at: l.now,
    });
    await auditar(tx, l, 'crear', 'accion_nc', fila.id, d);
    await avisarAccion(tx, nc, l.usuarioId, fila);
    return accionDtoDe(tx, l, fila.id);
  });
}

/** The action and its NC locked, in a stage where actions are managed. */
async function accionEditable(tx: Tx, l: Actor, id: number) {
  const accion = await findAccion(tx, l.empresaId, id);
  if (!accion) throw notFound();
  const nc = await cargarNc(tx, l, accion.no_conformidad_id, true);
  exigirOperacion(nc, 'gestionar_acciones');
  return { accion, nc };
}

export async function actualizarAccion(
  { db }: Deps,
  l: Actor,
  id: number,
  d: z.output<typeof accionNcActualizarSchema>,
): Promise<AccionNc> {
  await exigirUsuario(db, l.empresaId, d.responsable_id);
  return db.transaction(async (tx) => {
    const { accion, nc } = await accionEditable(tx, l, id);
    await updateAccion(tx, id, { ...d, updated_at: l.now });
    await auditar(tx, l, 'actualizar', 'accion_nc', id, d);
    if (d.responsable_id !== accion.responsable_id) await avisarAccion(tx, nc, l.usuarioId, d);
    return accionDtoDe(tx, l, id);
  });
}

export async function cambiarEstadoAccion(
  { db }: Deps,
  l: Actor,
  id: number,
  d: z.output<typeof accionNcEstadoSchema>,
): Promise<AccionNc> {
  return db.transaction(async (tx) => {
    const { accion } = await accionEditable(tx, l, id);
    await updateAccion(tx, id, {
      estado: d.estado,
      completada_at: d.estado === 'completada' ? (accion.completada_at ?? l.now) : null,
      updated_at: l.now,
    });
    await auditar(tx, l, 'cambiar_estado', 'accion_nc', id, { desde: accion.estado, hacia: d.estado });
    return accionDtoDe(tx, l, id);
  });
}

export async function eliminarAccion({ db }: Deps, l: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { accion } = await accionEditable(tx, l, id);
    await deleteAccion(tx, id);
    await auditar(tx, l, 'eliminar', 'accion_nc', id, { descripcion: accion.descripcion });
  });
}

// ---- closure --------------------------------------------------------------------------------------

export async function cierrePorNc({ db }: Deps, l: Actor, ncId: number): Promise<CierreNc> {
  await cargarNc(db, l, ncId);
  const c = await cierreDe(db, l.empresaId, ncId);
  if (!c) throw notFound(MENSAJES_NC.sinCierre);
  return cierreDto(c);
}

async function nivelResidualDe(tx: DbOrTx, empresaId: number, riesgo: RiesgoRow): Promise<NivelRiesgo> {
  const { matriz } = await matrizDe(tx, empresaId);
  const links = await mitigacionesOf(tx, empresaId, [riesgo.id]);
  return nivelResidual(matriz, riesgo.probabilidad, riesgo.impacto, links.get(riesgo.id) ?? []);
}

/**
 * Closing on the linked risk: the NC's actions become a 'correctivo' mitigation of the given
 * efectividad linked to the risk (lowering its computed residual level) and/or the risk's estado
 * changes. Answers the risk's levels before and after.
 */
async function actualizarRiesgo(
  tx: Tx,
  l: Actor,
  nc: NoConformidadRow,
  r: NonNullable<z.output<typeof cierreNcInputSchema>['riesgo']>,
): Promise<RiesgoActualizadoNc> {
  const riesgo = await lockRiesgo(tx, l.empresaId, nc.riesgo_id!);
  if (!riesgo) throw invalido({ riesgo: MENSAJES_NC.sinRiesgo });
  const antes = await nivelResidualDe(tx, l.empresaId, riesgo);
  let mitigacionId: number | null = null;
  if (r.efectividad) {
    const acciones = await accionesDe(tx, l.empresaId, nc.id);
    mitigacionId = await insertMitigacionDeRiesgo(tx, riesgo.id, {
      empresa_id: l.empresaId,
      nombre: `Acciones de la no conformidad ${nc.codigo}`,
      descripcion: acciones
        .map((a) => `• ${a.accion.descripcion}`)
        .join('\n')
        .slice(0, 4000),
      tipo: 'correctivo',
      modo: 'manual',
      frecuencia: 'por_evento',
      efectividad: r.efectividad,
      created_at: l.now,
      updated_at: l.now,
    });
    await auditar(tx, l, 'crear', 'mitigacion', mitigacionId, {
      origen: 'no_conformidad',
      no_conformidad_id: nc.id,
      riesgo_id: riesgo.id,
      tipo: 'correctivo',
      efectividad: r.efectividad,
    });
  }
  const estado = r.estado ?? riesgo.estado;
  if (r.estado && r.estado !== riesgo.estado) {
    await updateEstadoRiesgo(tx, riesgo.id, r.estado, l.now);
    await auditar(tx, l, 'actualizar', 'riesgo', riesgo.id, {
      estado: { antes: riesgo.estado, despues: r.estado },
      no_conformidad_id: nc.id,
    });
  }
  const despues = await nivelResidualDe(tx, l.empresaId, riesgo);
  return {
    id: riesgo.id,
    nombre: riesgo.nombre,
    estado: estado as RiesgoActualizadoNc['estado'],
    nivel_residual_anterior: antes,
    nivel_residual: despues,
    mitigacion_id: mitigacionId,
  };
}

export async function cerrarNc(
  { db }: Deps,
  l: Actor,
  d: z.output<typeof cierreNcInputSchema>,
): Promise<CierreNcResponse> {
  return db.transaction(async (tx) => {
    const nc = await cargarNc(tx, l, d.id_no_conformidad, true);
    await evaluar(tx, nc, 'cerrar');
    if (d.riesgo && nc.riesgo_id === null) throw invalido({ riesgo: MENSAJES_NC.sinRiesgo });
    const [ultima] = await verificacionesDe(tx, l.empresaId, nc.id);
    await mover(tx, l, nc, 'cerrar', { cerrada_at: l.now });
    const cierreId = await insertCierre(tx, {
      empresa_id: l.empresaId,
      no_conformidad_id: nc.id,
      verificacion_id: ultima!.verificacion.id,
      observaciones: d.observaciones,
      fecha_cierre: d.fecha_cierre,
      cerrado_por: l.usuarioId,
      created_at: l.now,
    });
    await auditar(tx, l, 'crear', 'cierre_nc', cierreId, { no_conformidad_id: nc.id, ...d });
    const riesgo = d.riesgo ? await actualizarRiesgo(tx, l, nc, d.riesgo) : null;
    await avisarCierre(tx, nc, l.usuarioId);
    const fila = await cierreDe(tx, l.empresaId, nc.id);
    return { ...cierreDto(fila!), riesgo };
  });
}
