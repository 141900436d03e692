import { z } from 'zod';
import { listResponse, paginationSchema } from '../common';

/*
 * The mail outbox (GET /correos/, platform administrators only). Every notification mail is
 * written here first; the mail job sends it when SMTP is configured.
 */

export const ESTADOS_CORREO = ['pendiente', 'enviado', 'sin_smtp', 'fallido'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];
export const ESTADO_CORREO_ETIQUETAS: Record<EstadoCorreo, string> = {
  pendiente: 'Pendiente',
  enviado: 'Enviado',
  sin_smtp: 'Sin SMTP',
  fallido: 'Fallido',
};

export const correoFiltrosSchema = paginationSchema.extend({
  estado: z.enum(ESTADOS_CORREO, { error: 'El estado debe ser pendiente, enviado, sin_smtp o fallido.' }).optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: 'La búsqueda admite hasta 100 caracteres.' })
    .optional()
    .describe('Busca en destinatario y asunto.'),
});
export type CorreoFiltros = z.input<typeof correoFiltrosSchema>;

export const correoSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int().nullable(),
  para: z.string(),
  asunto: z.string(),
  cuerpo: z.string(),
  estado: z.enum(ESTADOS_CORREO),
  intentos: z.number().int(),
  ultimo_error: z.string().nullable(),
  enviado_at: z.string().nullable(),
  created_at: z.string(),
});
export type Correo = z.infer<typeof correoSchema>;
export const correosResponseSchema = listResponse(correoSchema);
