import { z } from 'zod';
import { listResponse } from './common';
import { busquedaSchema } from './mi-empresa/empresa';
import { idFiltro, obligatorio } from './fields';

/*
 * Support tickets (issue 8 §3; SPEC §2 /soporte/tickets and /globales/tickets, §7 `POST /support/tickets`).
 * A company's users open tickets and reply; platform admins (admin_atalaya) see every company's,
 * assign, reply, write internal notes (never shown to the company) and move the state
 * abierto → en_progreso → resuelto → cerrado. The platform's first reply moves an abierto ticket to
 * en_progreso; a client reply to a resuelto ticket reopens it (en_progreso); a cerrado ticket takes
 * no more replies (409) until an admin changes its state.
 */

const texto = z.string();
const fecha = z.string();

export const ESTADOS_TICKET = ['abierto', 'en_progreso', 'resuelto', 'cerrado'] as const;
export type EstadoTicket = (typeof ESTADOS_TICKET)[number];
export const ESTADO_TICKET_ETIQUETAS: Readonly<Record<EstadoTicket, string>> = {
  abierto: 'Abierto',
  en_progreso: 'En progreso',
  resuelto: 'Resuelto',
  cerrado: 'Cerrado',
};

export const CATEGORIAS_TICKET = ['consulta', 'problema', 'facturacion', 'mejora_plan', 'sugerencia'] as const;
export type CategoriaTicket = (typeof CATEGORIAS_TICKET)[number];
export const CATEGORIA_TICKET_ETIQUETAS: Readonly<Record<CategoriaTicket, string>> = {
  consulta: 'Consulta',
  problema: 'Problema',
  facturacion: 'Facturación',
  mejora_plan: 'Mejora de plan',
  sugerencia: 'Sugerencia',
};

export const PRIORIDADES_TICKET = ['baja', 'media', 'alta', 'urgente'] as const;
export type PrioridadTicket = (typeof PRIORIDADES_TICKET)[number];
export const PRIORIDAD_TICKET_ETIQUETAS: Readonly<Record<PrioridadTicket, string>> = {
  baja: 'Baja',
  media: 'Media',
  alta: 'Alta',
  urgente: 'Urgente',
};

/** Multipart field name of the optional attachment (ticket and reply). */
export const CAMPO_ARCHIVO_TICKET = 'archivo';

const estado = z.enum(ESTADOS_TICKET, { error: 'El estado debe ser abierto, en_progreso, resuelto o cerrado.' });
const categoria = z.enum(CATEGORIAS_TICKET, {
  error: 'Seleccione una categoría: consulta, problema, facturación, mejora de plan o sugerencia.',
});
const prioridad = z.enum(PRIORIDADES_TICKET, { error: 'Seleccione una prioridad: baja, media, alta o urgente.' });

// ---- create / reply / update ------------------------------------------------------------------

/** POST /support/tickets (form data, plus optional file `archivo`; JSON without a file also works). */
export const ticketInputSchema = z.object({
  asunto: obligatorio('El asunto es obligatorio.', 200),
  descripcion: obligatorio('La descripción es obligatoria.', 5000),
  categoria,
  prioridad: prioridad.default('media'),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

/** Form data sends text: 'true' / 'on' / '1' mean yes. */
const booleanoFormulario = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])], {
    error: 'Indique si es una nota interna (true o false).',
  })
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
  .default(false);

/**
 * POST /support/tickets/{id}/mensajes (form data with optional `archivo`, or JSON). `interno` is
 * honoured only for admin_atalaya (an internal note); a company user's reply is always public.
 */
export const ticketRespuestaSchema = z.object({
  texto: obligatorio('Escriba un mensaje.', 5000),
  interno: booleanoFormulario,
});
export type TicketRespuesta = z.input<typeof ticketRespuestaSchema>;

/** PATCH /support/tickets/{id} (admin_atalaya). `asignado_a` must be an active admin_atalaya; null unassigns. */
export const ticketActualizacionSchema = z
  .object({
    estado: estado.optional(),
    asignado_a: z.coerce
      .number({ error: 'Seleccione un responsable válido.' })
      .int({ error: 'Seleccione un responsable válido.' })
      .positive({ error: 'Seleccione un responsable válido.' })
      .nullable()
      .optional(),
  })
  .refine((v) => v.estado !== undefined || v.asignado_a !== undefined, {
    message: 'Indique el estado o el responsable.',
    path: ['estado'],
  });
export type TicketActualizacion = z.input<typeof ticketActualizacionSchema>;

// ---- list -------------------------------------------------------------------------------------

/**
 * GET /support/tickets: skip, limit, q (asunto, descripción, or #id), estado, prioridad, categoria;
 * empresa_id only for admin_atalaya (a company user always sees their own company's).
 */
export const ticketFiltrosSchema = busquedaSchema.extend({
  estado: estado.optional(),
  prioridad: prioridad.optional(),
  categoria: categoria.optional(),
  asignado_a: idFiltro.describe('Solo admin_atalaya: tickets asignados a este usuario.'),
});
export type TicketFiltros = z.input<typeof ticketFiltrosSchema>;

export const ticketPersonaSchema = z.object({ id: z.number().int(), nombre: texto });
export type TicketPersona = z.infer<typeof ticketPersonaSchema>;

/** GET /support/responsables (admin_atalaya): who a ticket can be assigned to, by name. */
export const ticketResponsablesResponseSchema = z.array(ticketPersonaSchema);

export const ticketSchema = z.object({
  id: z.number().int(),
  empresa: z.object({ id: z.number().int(), nombre: texto }),
  asunto: texto,
  descripcion: texto,
  categoria,
  prioridad,
  estado,
  creado_por: ticketPersonaSchema.nullable(),
  asignado_a: ticketPersonaSchema.nullable(),
  /** Messages the viewer can see (internal notes count only for admin_atalaya). */
  total_mensajes: z.number().int(),
  cerrado_at: fecha.nullable(),
  created_at: fecha,
  updated_at: fecha,
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketsResponseSchema = listResponse(ticketSchema);

// ---- detail -----------------------------------------------------------------------------------

/** `id` is the stored file's; `download_url` is GET /support/archivos/{id} (always an attachment). */
export const ticketArchivoSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  tamano: z.number().int(),
  content_type: texto,
  download_url: texto,
});
export type TicketArchivo = z.infer<typeof ticketArchivoSchema>;

export const ticketMensajeSchema = z.object({
  id: z.number().int(),
  autor: ticketPersonaSchema.nullable(),
  /** True when the author is platform staff (admin_atalaya): the thread shows 'Soporte Atalaya'. */
  de_soporte: z.boolean(),
  texto: texto,
  interno: z.boolean(),
  created_at: fecha,
  archivos: z.array(ticketArchivoSchema),
});
export type TicketMensaje = z.infer<typeof ticketMensajeSchema>;

/** GET /support/tickets/{id}: the ticket, its own attachments and its thread, oldest first. */
export const ticketDetalleSchema = ticketSchema.extend({
  archivos: z.array(ticketArchivoSchema),
  mensajes: z.array(ticketMensajeSchema),
});
export type TicketDetalle = z.infer<typeof ticketDetalleSchema>;
