import { z } from 'zod';
import { listResponse } from './common';

export const notificacionSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  mensaje: z.string(),
  enlace: z.string().nullable(),
  leida: z.boolean(),
  created_at: z.string(),
});
export type Notificacion = z.infer<typeof notificacionSchema>;

export const notificacionesResponseSchema = listResponse(notificacionSchema);

/** GET /notificaciones/pendientes: what the header bell shows. */
export const pendientesResponseSchema = z.object({ total: z.number().int() });
