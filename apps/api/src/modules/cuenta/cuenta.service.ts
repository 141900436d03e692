import type { z } from 'zod';
import {
  MENSAJES_CUENTA,
  type cambioClaveSchema,
  type Cuenta,
  type mejoraPlanInputSchema,
  type perfilInputSchema,
  type PlanCuenta,
} from '@atalaya/shared/contracts/cuenta';
import { PLAN_MODULE_LABELS } from '@atalaya/shared/contracts/globales/planes';
import { ticketInputSchema } from '@atalaya/shared/contracts/soporte';
import { MENSAJES } from '@atalaya/shared/messages';
import { PLAN_MODULES, type PlanModule } from '@atalaya/shared/roles';
import { recordAudit } from '../../platform/audit';
import { isLockedOut, recordSecondStepFailure } from '../../platform/auth/login-throttle';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { sessionPolicy, type SessionContext } from '../../platform/auth/sessions';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { encolarCorreos } from '../notificaciones/notificar';
import { crearTicket } from '../soporte/soporte.service';
import {
  consumoCreditos,
  contarSesionesVivas,
  findEmpresaConPlan,
  findPlan,
  findUsuarioPropio,
  listPlanesComparables,
  revocarOtrasSesiones,
  solicitudesPlanAbiertas,
  ultimosMovimientos,
  updateClave,
  updatePerfil,
} from './cuenta.repository';

/*
 * The user menu's pages (issue 8 §7). Profile and password act on the signed-in user only; plan
 * and credits on the company the session acts on. A password change ends every other session of
 * the user at once (revoked, refresh tokens gone), keeps the caller's, and mails a notice that
 * never carries the password.
 */

/** `empresaId` is the acting company (a platform admin may have switched). */
export interface ActorCuenta extends Actor {
  session: SessionContext;
  ip: string;
}

/** Ledger movements shown on Cobro. */
const MOVIMIENTOS_VISIBLES = 10;

const modulo = (id: PlanModule) => ({ id, nombre: PLAN_MODULE_LABELS[id] });
const soloModulos = (modulos: string[] | null) => PLAN_MODULES.filter((m) => (modulos ?? []).includes(m));

export async function obtenerCuenta(deps: Pick<Dependencias, 'db' | 'config'>, l: ActorCuenta): Promise<Cuenta> {
  const { db } = deps;
  const u = await findUsuarioPropio(db, l.usuarioId);
  if (!u) throw notFound();
  return {
    id: u.id,
    nombre: u.nombre,
    apellido: u.apellido,
    email: u.email,
    empresa: { id: u.empresa_id, nombre: u.empresa_nombre },
    roles: [...l.roles].sort(),
    ultimo_acceso: u.ultimo_acceso?.toISOString() ?? null,
    sesiones_activas: await contarSesionesVivas(db, u.id, sessionPolicy(deps.config), l.now),
  };
}

/** PUT /cuenta: the user's own name (an audit row records what changed). */
export async function actualizarPerfil(
  deps: Pick<Dependencias, 'db' | 'config'>,
  l: ActorCuenta,
  body: z.output<typeof perfilInputSchema>,
): Promise<Cuenta> {
  await deps.db.transaction(async (tx) => {
    const antes = await findUsuarioPropio(tx, l.usuarioId);
    if (!antes) throw notFound();
    await updatePerfil(tx, antes.id, { nombre: body.nombre, apellido: body.apellido }, l.now);
    const cambios: Record<string, { antes: string; despues: string }> = {};
    if (antes.nombre !== body.nombre) cambios.nombre = { antes: antes.nombre, despues: body.nombre };
    if (antes.apellido !== body.apellido) cambios.apellido = { antes: antes.apellido, despues: body.apellido };
    await recordAudit(
      tx,
      {
        empresa_id: antes.empresa_id,
        usuario_id: antes.id,
        accion: 'actualizar_perfil',
        entidad: 'usuario',
        entidad_id: antes.id,
        cambios,
      },
      l.now,
    );
  });
  return obtenerCuenta(deps, l);
}

const avisoCambioClave = (nombre: string, fecha: Date) =>
  [
    `Hola ${nombre}:`,
    '',
    `La contraseña de su cuenta de Atalaya fue cambiada el ${fecha.toLocaleString('es-CL', {
      timeZone: 'America/Santiago',
      dateStyle: 'long',
      timeStyle: 'short',
    })} (hora de Chile). Las demás sesiones abiertas de su cuenta se cerraron.`,
    '',
    'Si usted no hizo este cambio, contacte de inmediato al administrador de su empresa o a soporte de Atalaya.',
  ].join('\n');

/**
 * POST /cuenta/password. A wrong current password answers 400 on `password_actual` and counts as a
 * failed second step of the account (ten in 15 minutes → 429; a stranger's wrong passwords at
 * the login page do not count here, see login-throttle.ts).
 */
export async function cambiarClave(
  deps: Pick<Dependencias, 'db'>,
  l: ActorCuenta,
  body: z.output<typeof cambioClaveSchema>,
) {
  const { db } = deps;
  const email = l.session.email.trim().toLowerCase();
  if (await isLockedOut(db, email, l.now)) {
    throw new AppError('DEMASIADOS_INTENTOS', MENSAJES.demasiadosIntentos);
  }
  const u = await findUsuarioPropio(db, l.usuarioId);
  if (!u) throw notFound();
  if (!(await verifyPassword(u.password_hash, body.password_actual))) {
    await recordSecondStepFailure(db, email, l.ip, l.now);
    throw new AppError('VALIDACION', MENSAJES_CUENTA.actualIncorrecta, {
      password_actual: MENSAJES_CUENTA.actualIncorrecta,
    });
  }
  const hash = await hashPassword(body.password_nueva);
  const cerradas = await db.transaction(async (tx) => {
    await updateClave(tx, u.id, hash, l.now);
    const n = await revocarOtrasSesiones(tx, u.id, l.session.sesionId, 'contraseña cambiada', l.now);
    await recordAudit(
      tx,
      {
        empresa_id: u.empresa_id,
        usuario_id: u.id,
        accion: 'cambiar_clave',
        entidad: 'usuario',
        entidad_id: u.id,
        cambios: { sesiones_cerradas: n },
      },
      l.now,
    );
    // A security notice: sent whatever the company's notification preferences say.
    await encolarCorreos(tx, [
      {
        empresa_id: u.empresa_id,
        para: u.email,
        asunto: MENSAJES_CUENTA.asuntoAviso,
        cuerpo: avisoCambioClave(u.nombre, l.now),
        created_at: l.now,
        updated_at: l.now,
      },
    ]);
    return n;
  });
  return { ok: true as const, sesiones_cerradas: cerradas };
}

/** GET /cuenta/plan: the acting company's plan, credits and ledger, and every plan to compare. */
export async function obtenerPlan(deps: Pick<Dependencias, 'db'>, l: ActorCuenta): Promise<PlanCuenta> {
  const { db } = deps;
  const e = await findEmpresaConPlan(db, l.empresaId);
  if (!e) throw notFound();
  const [consumo, movimientos, planes, solicitudes] = await Promise.all([
    consumoCreditos(db, e.id),
    ultimosMovimientos(db, e.id, MOVIMIENTOS_VISIBLES),
    listPlanesComparables(db, e.plan_id),
    solicitudesPlanAbiertas(db, e.id),
  ]);
  return {
    empresa: { id: e.id, nombre: e.nombre },
    plan:
      e.plan_id === null
        ? null
        : {
            id: e.plan_id,
            nombre: e.plan_nombre ?? '',
            descripcion: e.plan_descripcion ?? '',
            modulos: soloModulos(e.plan_modulos).map(modulo),
          },
    creditos: {
      asignados: e.plan_creditos ?? 0,
      disponibles: e.disponibles,
      usados: consumo.usados,
      usados_total: consumo.usados_total,
      ultima_recarga: consumo.ultima_recarga?.toISOString() ?? null,
      // A company without a plan pays the column defaults (as due diligence does).
      costo_dd_lite: e.costo_dd_lite ?? 1,
      costo_dd_full: e.costo_dd_full ?? 3,
    },
    movimientos: movimientos.map((m) => ({
      id: m.id,
      fecha: m.fecha.toISOString(),
      motivo: m.motivo,
      cantidad: m.cantidad,
      saldo: m.saldo,
      usuario: m.usuario_nombre === null ? null : `${m.usuario_nombre} ${m.usuario_apellido ?? ''}`.trim(),
      due_diligence_id: m.due_diligence_id,
    })),
    planes: planes.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      descripcion: p.descripcion,
      modulos: soloModulos(p.modulos),
      creditos_due_diligence: p.creditos_due_diligence,
      costo_dd_lite: p.costo_dd_lite,
      costo_dd_full: p.costo_dd_full,
      actual: p.id === e.plan_id,
    })),
    modulos: PLAN_MODULES.map(modulo),
    solicitudes_abiertas: solicitudes,
  };
}

/**
 * POST /cuenta/mejora-plan: a support ticket (categoría mejora_plan) of the acting company asking
 * for another active plan, through the support service (which notifies the platform).
 */
export async function solicitarPlan(
  deps: Pick<Dependencias, 'db' | 'fileStore'>,
  l: ActorCuenta,
  body: z.output<typeof mejoraPlanInputSchema>,
) {
  const { db } = deps;
  const e = await findEmpresaConPlan(db, l.empresaId);
  if (!e) throw notFound();
  const plan = await findPlan(db, body.plan_id);
  if (!plan || !plan.activo) {
    throw new AppError('VALIDACION', MENSAJES_CUENTA.planNoDisponible, { plan_id: MENSAJES_CUENTA.planNoDisponible });
  }
  if (plan.id === e.plan_id) {
    throw new AppError('VALIDACION', MENSAJES_CUENTA.planActual, { plan_id: MENSAJES_CUENTA.planActual });
  }
  const modulos = soloModulos(plan.modulos).map((m) => PLAN_MODULE_LABELS[m]);
  const descripcion = [
    `${e.nombre} solicita cambiar ${e.plan_nombre ? `del plan ${e.plan_nombre}` : 'su plan'} al plan ${plan.nombre}.`,
    `Módulos del plan solicitado: ${modulos.length > 0 ? modulos.join(', ') : 'ninguno'}.`,
    `Créditos de due diligence incluidos: ${plan.creditos_due_diligence}.`,
    ...(body.comentario ? ['', `Comentario: ${body.comentario}`] : []),
  ].join('\n');
  const datos = ticketInputSchema.parse({
    asunto: `Solicitud de cambio al plan ${plan.nombre}`,
    descripcion,
    categoria: 'mejora_plan',
    prioridad: 'media',
  });
  const ticket = await crearTicket(
    deps,
    { ...l, empresaId: e.id, esAdmin: l.session.esAdminPlataforma },
    { datos, archivo: null },
  );
  return { ticket_id: ticket.id };
}
