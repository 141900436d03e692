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

/** POST /notificaciones/leer-todas: how many were unread and are now read. */
export const leerTodasResponseSchema = z.object({ ok: z.literal(true), marcadas: z.number().int() });

/** Kinds of notice a company can route by bell and by mail (Configuración → Notificaciones). */
export const CATEGORIAS_AVISO = {
  documentos: 'Documentos y flujo documental',
  denuncias: 'Canal de denuncias',
  due_diligence: 'Due diligence',
  no_conformidades: 'No conformidades',
  soporte: 'Soporte',
} as const;
export type CategoriaAviso = keyof typeof CATEGORIAS_AVISO;
export const categoriaAvisoSchema = z.enum(Object.keys(CATEGORIAS_AVISO) as [CategoriaAviso, ...CategoriaAviso[]]);

export const preferenciaAvisoSchema = z.object({ campana: z.boolean(), correo: z.boolean() });
/** Every category present; a category the company never set reads as both on. */
export const preferenciasNotificacionSchema = z.record(categoriaAvisoSchema, preferenciaAvisoSchema);
export type PreferenciasNotificacion = Record<CategoriaAviso, { campana: boolean; correo: boolean }>;
