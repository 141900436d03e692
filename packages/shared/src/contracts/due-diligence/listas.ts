import { z } from 'zod';
import { listaScreeningSchema } from './screening';

/**
 * Admin of the sanctions lists the screening engine uses (issue 7 §6):
 * `GET /due-diligence/screening/listas` and `POST /due-diligence/screening/listas/{codigo}`
 * (multipart `file`: a newer version of that list in its official format).
 */

export const ORIGENES_LISTA = ['referencia', 'subida', 'descarga'] as const;

export const listaEnServicioSchema = listaScreeningSchema.extend({
  /**
   * 'referencia': the shared reference data; 'subida': an admin upload, 'descarga': a download from
   * the publication address (`reference:update -- --descargar`, daily job); both take precedence.
   */
  origen: z.enum(ORIGENES_LISTA),
  /** When this version entered service (ISO 8601). */
  cargada_at: z.string(),
  /** The list's official file names (lower case); the first is required in an upload. */
  archivos: z.array(z.string()),
});
export type ListaEnServicio = z.infer<typeof listaEnServicioSchema>;

export const listasScreeningResponseSchema = z.object({
  listas: z.array(listaEnServicioSchema),
  /** A newer engine is being built; the lists above are still the ones in service. */
  recargando: z.boolean(),
});
export type ListasScreeningResponse = z.infer<typeof listasScreeningResponseSchema>;

export const codigoListaParamSchema = z.object({ codigo: z.string() });

export const subidaListaResponseSchema = z.object({
  mensaje: z.string(),
  /** The uploaded version, as parsed; in service once `recargando` is over. */
  lista: listaScreeningSchema,
  recargando: z.literal(true),
});
export type SubidaListaResponse = z.infer<typeof subidaListaResponseSchema>;
