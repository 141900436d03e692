import { ESTADO_TICKET_ETIQUETAS, type EstadoTicket } from '@atalaya/shared/contracts/soporte';
import type { DbOrTx } from '../../db/client';
import { notificar } from '../notificaciones/notificar';
import { adminsActivos, type TicketRow } from './soporte.repository';

/*
 * Who hears about a ticket (bell + mail, inside the change's transaction): the company's side is
 * the ticket's creator (link to /soporte/tickets); the platform's side is the assignee or, when
 * nobody is assigned, every active admin_atalaya (link to /globales/tickets). The author of a
 * change is never told about it.
 */

const enlaceCliente = (t: TicketRow) => `/soporte/tickets?ticket=${t.id}`;
const enlaceSoporte = (t: TicketRow) => `/globales/tickets?ticket=${t.id}`;

/** The creator of the ticket, unless they wrote it themselves. */
async function avisarCreador(tx: DbOrTx, t: TicketRow, autorId: number, titulo: string, mensaje: string) {
  if (t.creado_por === null || t.creado_por === autorId) return;
  await notificar(tx, {
    categoria: 'soporte',
    empresaId: t.empresa_id,
    usuarioIds: [t.creado_por],
    titulo,
    mensaje,
    enlace: enlaceCliente(t),
  });
}

/** The assignee, or every active platform admin; notificar() works per company, so grouped by theirs. */
async function avisarSoporte(tx: DbOrTx, t: TicketRow, autorId: number, titulo: string, mensaje: string) {
  const destino = await adminsActivos(tx, t.asignado_a === null ? undefined : [t.asignado_a]);
  const equipo = destino.length > 0 ? destino : await adminsActivos(tx);
  const otros = equipo.filter((a) => a.id !== autorId);
  for (const empresaId of new Set(otros.map((a) => a.empresa_id))) {
    await notificar(tx, {
      categoria: 'soporte',
      empresaId,
      usuarioIds: otros.filter((a) => a.empresa_id === empresaId).map((a) => a.id),
      titulo,
      mensaje,
      enlace: enlaceSoporte(t),
    });
  }
}

export function avisarTicketNuevo(tx: DbOrTx, t: TicketRow, autorId: number, empresaNombre: string) {
  return avisarSoporte(tx, t, autorId, `Nuevo ticket de soporte #${t.id}`, `${empresaNombre}: ${t.asunto}`);
}

export function avisarRespuestaCliente(tx: DbOrTx, t: TicketRow, autorId: number) {
  return avisarSoporte(tx, t, autorId, `Respuesta en el ticket #${t.id}`, `El cliente respondió en «${t.asunto}».`);
}

export function avisarRespuestaSoporte(tx: DbOrTx, t: TicketRow, autorId: number) {
  return avisarCreador(
    tx,
    t,
    autorId,
    `Soporte respondió su ticket #${t.id}`,
    `Hay una nueva respuesta de Soporte Atalaya en «${t.asunto}».`,
  );
}

export function avisarCambioEstado(tx: DbOrTx, t: TicketRow, autorId: number, estado: EstadoTicket) {
  return avisarCreador(
    tx,
    t,
    autorId,
    `Ticket #${t.id}: ${ESTADO_TICKET_ETIQUETAS[estado]}`,
    `Su ticket «${t.asunto}» ahora está ${ESTADO_TICKET_ETIQUETAS[estado].toLowerCase()}.`,
  );
}

/** A newly assigned admin (not when they assigned it to themselves). */
export async function avisarAsignacion(tx: DbOrTx, t: TicketRow, autorId: number) {
  if (t.asignado_a === null || t.asignado_a === autorId) return;
  const [asignado] = await adminsActivos(tx, [t.asignado_a]);
  if (!asignado) return;
  await notificar(tx, {
    categoria: 'soporte',
    empresaId: asignado.empresa_id,
    usuarioIds: [asignado.id],
    titulo: `Se le asignó el ticket #${t.id}`,
    mensaje: t.asunto,
    enlace: enlaceSoporte(t),
  });
}
