import { z } from 'zod';

/*
 * GET /busqueda?q=… (issue 25 §3): the header search and Ctrl/⌘+K find records as well as pages.
 * Each kind is searched only when the caller's roles and the acting company's plan open its area;
 * a kind the caller may not see is simply absent (never an empty group, never a count). Every
 * result belongs to the acting company; cases are found only by their reference (DEN-000123).
 */

export const BUSQUEDA_MIN = 2;
export const BUSQUEDA_MAX = 100;
/** Results per kind. */
export const BUSQUEDA_POR_TIPO = 5;

export const TIPOS_RESULTADO = [
  'trabajador',
  'documento',
  'denuncia',
  'due_diligence',
  'no_conformidad',
  'ticket',
] as const;
export type TipoResultado = (typeof TIPOS_RESULTADO)[number];

/** Group headings, in the order the palette shows them. */
export const GRUPO_BUSQUEDA_ETIQUETAS: Readonly<Record<TipoResultado, string>> = {
  trabajador: 'Trabajadores',
  documento: 'Documentos',
  denuncia: 'Denuncias',
  due_diligence: 'Due diligence',
  no_conformidad: 'No conformidades',
  ticket: 'Tickets',
};

export const busquedaQuerySchema = z.object({
  q: z
    .string({ error: 'Escriba qué buscar.' })
    .trim()
    .min(BUSQUEDA_MIN, { error: `Escriba al menos ${BUSQUEDA_MIN} caracteres para buscar.` })
    .max(BUSQUEDA_MAX, { error: `La búsqueda admite hasta ${BUSQUEDA_MAX} caracteres.` }),
});
export type BusquedaQuery = z.infer<typeof busquedaQuerySchema>;

export const resultadoBusquedaSchema = z.object({
  tipo: z.enum(TIPOS_RESULTADO),
  id: z.number().int(),
  titulo: z.string(),
  subtitulo: z.string(),
  /** Path of the record's page in the web app. */
  url: z.string(),
});
export type ResultadoBusqueda = z.infer<typeof resultadoBusquedaSchema>;

export const grupoBusquedaSchema = z.object({
  tipo: z.enum(TIPOS_RESULTADO),
  etiqueta: z.string(),
  /** Best first: exact code or RUT, then prefix, then contains. */
  resultados: z.array(resultadoBusquedaSchema),
});
export type GrupoBusqueda = z.infer<typeof grupoBusquedaSchema>;

export const busquedaResponseSchema = z.object({
  q: z.string(),
  /** Only kinds with results, in TIPOS_RESULTADO order. */
  grupos: z.array(grupoBusquedaSchema),
});
export type BusquedaResponse = z.infer<typeof busquedaResponseSchema>;
