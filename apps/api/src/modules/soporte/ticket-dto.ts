import type {
  CategoriaTicket,
  EstadoTicket,
  PrioridadTicket,
  Ticket,
  TicketArchivo,
  TicketDetalle,
} from '@atalaya/shared/contracts/soporte';
import type { ArchivoRow } from '../../platform/archivos/archivos.repository';
import type { archivosDe, mensajesDe, TicketListado } from './soporte.repository';

const persona = (id: number | null, nombre: string | null) => (id !== null && nombre ? { id, nombre } : null);

export function ticketDto({
  ticket: t,
  empresa_nombre,
  creador_nombre,
  asignado_nombre,
  total_mensajes,
}: TicketListado): Ticket {
  return {
    id: t.id,
    empresa: { id: t.empresa_id, nombre: empresa_nombre },
    asunto: t.asunto,
    descripcion: t.descripcion,
    categoria: t.categoria as CategoriaTicket,
    prioridad: t.prioridad as PrioridadTicket,
    estado: t.estado as EstadoTicket,
    creado_por: persona(t.creado_por, creador_nombre),
    asignado_a: persona(t.asignado_a, asignado_nombre),
    total_mensajes: Number(total_mensajes),
    cerrado_at: t.cerrado_at?.toISOString() ?? null,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}

export function ticketArchivoDto(a: ArchivoRow): TicketArchivo {
  return {
    id: a.id,
    nombre: a.nombre_original,
    tamano: a.tamano,
    content_type: a.content_type,
    download_url: `/api/v1/support/archivos/${a.id}`,
  };
}

/** The ticket with its own files and the thread the viewer may see, each message with its files. */
export function ticketDetalleDto(
  listado: TicketListado,
  mensajes: Awaited<ReturnType<typeof mensajesDe>>,
  archivos: Awaited<ReturnType<typeof archivosDe>>,
): TicketDetalle {
  const archivosDeMensaje = (mensajeId: number | null) =>
    archivos.filter((a) => a.mensaje_id === mensajeId).map((a) => ticketArchivoDto(a.archivo));
  return {
    ...ticketDto(listado),
    archivos: archivosDeMensaje(null),
    mensajes: mensajes.map(({ mensaje: m, autor_nombre, de_soporte }) => ({
      id: m.id,
      autor: persona(m.autor_id, autor_nombre),
      de_soporte,
      texto: m.texto,
      interno: m.interno,
      created_at: m.created_at.toISOString(),
      archivos: archivosDeMensaje(m.id),
    })),
  };
}
