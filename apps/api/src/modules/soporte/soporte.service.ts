import type { z } from 'zod';
import type {
  EstadoTicket,
  Ticket,
  TicketDetalle,
  ticketActualizacionSchema,
  ticketFiltrosSchema,
  ticketInputSchema,
  TicketPersona,
  ticketRespuestaSchema,
} from '@atalaya/shared/contracts/soporte';
import type { DbOrTx, Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { conArchivos, registrarArchivo, type ArchivoGuardado } from '../../platform/archivos/almacen';
import type { ArchivoRow } from '../../platform/archivos/archivos.repository';
import type { Actor, Dependencias } from '../../platform/servicio';
import {
  avisarAsignacion,
  avisarCambioEstado,
  avisarRespuestaCliente,
  avisarRespuestaSoporte,
  avisarTicketNuevo,
} from './avisos-soporte';
import type { Formulario } from './formulario-ticket';
import {
  adminsActivos,
  archivosDe,
  findTicketListado,
  insertMensaje,
  insertTicket,
  insertTicketArchivo,
  listTickets,
  lockTicket,
  mensajesDe,
  ticketDeArchivo,
  type TicketRow,
  updateTicket,
} from './soporte.repository';
import { ticketDetalleDto, ticketDto } from './ticket-dto';

/*
 * Support tickets (issue 8 §3). A company user sees their own company's tickets only (another's →
 * 404); a platform admin (admin_atalaya) sees every company's, and alone assigns, changes the state
 * and writes internal notes. Replies: a platform reply to an abierto ticket moves it to en_progreso;
 * a client reply reopens a resuelto ticket (en_progreso); a cerrado ticket takes no replies (409).
 */

/** `empresaId` is where a new ticket is filed and a company user's only scope; `esAdmin` a platform admin. */
export interface ActorSoporte extends Actor {
  esAdmin: boolean;
}

type Deps = Pick<Dependencias, 'db'>;
/** Filing or answering a ticket may store its file. */
type DepsConArchivos = Pick<Dependencias, 'db' | 'fileStore'>;

export const MENSAJES_SOPORTE = {
  cerrado: 'El ticket está cerrado: no admite nuevas respuestas.',
  responsable: 'Seleccione un administrador de Atalaya activo.',
} as const;

const alcance = (l: ActorSoporte) => (l.esAdmin ? null : l.empresaId);

async function detalle(db: DbOrTx, l: ActorSoporte, id: number): Promise<TicketDetalle> {
  const listado = await findTicketListado(db, alcance(l), id, l.esAdmin);
  if (!listado) throw notFound();
  const [mensajes, adjuntos] = await Promise.all([mensajesDe(db, id, l.esAdmin), archivosDe(db, id, l.esAdmin)]);
  return ticketDetalleDto(listado, mensajes, adjuntos);
}

export const detalleTicket = (deps: Deps, l: ActorSoporte, id: number) => detalle(deps.db, l, id);

export async function listarTickets(
  deps: Deps,
  l: ActorSoporte,
  f: z.output<typeof ticketFiltrosSchema>,
): Promise<{ data: Ticket[]; total: number }> {
  // A company user's filters never reach beyond their company (empresa_id was checked by the guard).
  const filtros = l.esAdmin ? f : { ...f, asignado_a: undefined };
  const empresaId = l.esAdmin ? (f.empresa_id ?? null) : l.empresaId;
  const { rows, total } = await listTickets(deps.db, empresaId, filtros, l.esAdmin);
  return { data: rows.map(ticketDto), total };
}

export async function responsables(deps: Deps): Promise<TicketPersona[]> {
  return (await adminsActivos(deps.db)).map(({ id, nombre }) => ({ id, nombre }));
}

/** The `archivos` row and its link to the ticket (and message), in the ticket's company. */
async function adjuntar(tx: Tx, l: ActorSoporte, t: TicketRow, archivo: ArchivoGuardado, mensajeId: number | null) {
  const fila = await registrarArchivo(tx, archivo, {
    empresaId: t.empresa_id,
    tipo: 'soporte',
    id: t.id,
    usuarioId: l.usuarioId,
    now: l.now,
  });
  await insertTicketArchivo(tx, {
    empresa_id: t.empresa_id,
    ticket_id: t.id,
    mensaje_id: mensajeId,
    archivo_id: fila.id,
    created_at: l.now,
  });
  await recordAudit(
    tx,
    {
      empresa_id: t.empresa_id,
      usuario_id: l.usuarioId,
      accion: 'subir',
      entidad: 'ticket_archivo',
      entidad_id: fila.id,
      cambios: {
        ticket_id: t.id,
        mensaje_id: mensajeId,
        nombre: archivo.nombre,
        tamano: archivo.tamano,
        sha256: archivo.sha256,
      },
    },
    l.now,
  );
}

/** POST /support/tickets: the ticket (and its file) in the caller's company; the platform hears of it. */
export async function crearTicket(
  deps: DepsConArchivos,
  l: ActorSoporte,
  { datos, archivo }: Formulario<z.output<typeof ticketInputSchema>>,
): Promise<TicketDetalle> {
  return conArchivos(deps, archivo ? [archivo] : [], () =>
    deps.db.transaction(async (tx) => {
      const t = await insertTicket(tx, {
        ...datos,
        empresa_id: l.empresaId,
        creado_por: l.usuarioId,
        created_at: l.now,
        updated_at: l.now,
      });
      await recordAudit(
        tx,
        {
          empresa_id: l.empresaId,
          usuario_id: l.usuarioId,
          accion: 'crear',
          entidad: 'ticket',
          entidad_id: t.id,
          cambios: datos,
        },
        l.now,
      );
      if (archivo) await adjuntar(tx, l, t, archivo, null);
      const creado = await detalle(tx, l, t.id);
      await avisarTicketNuevo(tx, t, l.usuarioId, creado.empresa.nombre);
      return creado;
    }),
  );
}

/** The state a reply leaves the ticket in (a cerrado ticket was refused before). */
function estadoTrasRespuesta(estado: EstadoTicket, l: ActorSoporte, interno: boolean): EstadoTicket {
  if (interno) return estado;
  if (l.esAdmin) return estado === 'abierto' ? 'en_progreso' : estado;
  return estado === 'resuelto' ? 'en_progreso' : estado;
}

/** POST /support/tickets/{id}/mensajes: a reply (or, for admins, an internal note) with an optional file. */
export async function responderTicket(
  deps: DepsConArchivos,
  l: ActorSoporte,
  { id, datos, archivo }: Formulario<z.output<typeof ticketRespuestaSchema>> & { id: number },
): Promise<TicketDetalle> {
  const interno = l.esAdmin && datos.interno;
  return conArchivos(deps, archivo ? [archivo] : [], () =>
    deps.db.transaction(async (tx) => {
      const t = await lockTicket(tx, alcance(l), id);
      if (!t) throw notFound();
      if (t.estado === 'cerrado') throw new AppError('CONFLICTO', MENSAJES_SOPORTE.cerrado);
      const m = await insertMensaje(tx, {
        empresa_id: t.empresa_id,
        ticket_id: t.id,
        autor_id: l.usuarioId,
        texto: datos.texto,
        interno,
        created_at: l.now,
      });
      const estado = estadoTrasRespuesta(t.estado as EstadoTicket, l, interno);
      await updateTicket(tx, t.id, { estado, updated_at: l.now });
      await recordAudit(
        tx,
        {
          empresa_id: t.empresa_id,
          usuario_id: l.usuarioId,
          accion: interno ? 'nota_interna' : 'responder',
          entidad: 'ticket',
          entidad_id: t.id,
          cambios: { mensaje_id: m.id, ...(estado !== t.estado ? { estado: { de: t.estado, a: estado } } : {}) },
        },
        l.now,
      );
      if (archivo) await adjuntar(tx, l, t, archivo, m.id);
      // Internal notes stay within the platform team: nobody is notified.
      if (!interno) await (l.esAdmin ? avisarRespuestaSoporte : avisarRespuestaCliente)(tx, t, l.usuarioId);
      return detalle(tx, l, t.id);
    }),
  );
}

/** PATCH /support/tickets/{id} (admin_atalaya): state and assignee. */
export async function actualizarTicket(
  deps: Deps,
  l: ActorSoporte,
  { id, cambios }: { id: number; cambios: z.output<typeof ticketActualizacionSchema> },
): Promise<TicketDetalle> {
  return deps.db.transaction(async (tx) => {
    const t = await lockTicket(tx, null, id);
    if (!t) throw notFound();
    if (cambios.asignado_a != null && (await adminsActivos(tx, [cambios.asignado_a])).length === 0) {
      throw new AppError('VALIDACION', MENSAJES_SOPORTE.responsable, { asignado_a: MENSAJES_SOPORTE.responsable });
    }
    const estado = cambios.estado ?? (t.estado as EstadoTicket);
    const asignadoA = cambios.asignado_a === undefined ? t.asignado_a : cambios.asignado_a;
    const cerradoAt = estado === 'cerrado' ? (t.estado === 'cerrado' ? t.cerrado_at : l.now) : null;
    const nuevo = await updateTicket(tx, t.id, {
      estado,
      asignado_a: asignadoA,
      cerrado_at: cerradoAt,
      updated_at: l.now,
    });
    await recordAudit(
      tx,
      {
        empresa_id: t.empresa_id,
        usuario_id: l.usuarioId,
        accion: 'actualizar',
        entidad: 'ticket',
        entidad_id: t.id,
        cambios: {
          ...(estado !== t.estado ? { estado: { de: t.estado, a: estado } } : {}),
          ...(asignadoA !== t.asignado_a ? { asignado_a: { de: t.asignado_a, a: asignadoA } } : {}),
        },
      },
      l.now,
    );
    if (estado !== t.estado) await avisarCambioEstado(tx, nuevo, l.usuarioId, estado);
    if (asignadoA !== t.asignado_a) await avisarAsignacion(tx, nuevo, l.usuarioId);
    return detalle(tx, l, t.id);
  });
}

/** GET /support/archivos/{id}: a file of a visible ticket (an internal note's only for admins). */
export async function archivoParaDescarga(deps: Deps, l: ActorSoporte, archivoId: number): Promise<ArchivoRow> {
  const { db } = deps;
  const ticketId = await ticketDeArchivo(db, archivoId);
  if (ticketId === undefined || !(await findTicketListado(db, alcance(l), ticketId, l.esAdmin))) throw notFound();
  const fila = (await archivosDe(db, ticketId, l.esAdmin)).find((a) => a.archivo.id === archivoId);
  if (!fila) throw notFound();
  return fila.archivo;
}
