import { z } from 'zod';
import { ID_MAXIMO } from './common';

/** Field builders shared by the resource contracts, so every form and route says the same Spanish. */

/** Required text, trimmed. */
export const obligatorio = (mensaje: string, max = 200) =>
  z
    .string({ error: mensaje })
    .trim()
    .min(1, { error: mensaje })
    .max(max, { error: `Máximo ${max} caracteres.` });

/** Optional text; missing becomes ''. */
export const opcionalTexto = (max = 1000) =>
  z
    .string({ error: 'Debe ser texto.' })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` })
    .default('');

/** Optional reference to another row of the same company (null = none). */
export const idRef = (mensaje: string) =>
  z.coerce
    .number({ error: mensaje })
    .int({ error: mensaje })
    .positive({ error: mensaje })
    .max(ID_MAXIMO, { error: mensaje })
    .nullable()
    .default(null);

/** Optional id filter of a list querystring (`departamento_id=3`). */
export const idFiltro = z.coerce
  .number({ error: 'El filtro debe ser un identificador numérico.' })
  .int({ error: 'El filtro debe ser un identificador numérico.' })
  .positive({ error: 'El filtro debe ser un identificador numérico.' })
  .max(ID_MAXIMO, { error: 'El filtro debe ser un identificador numérico.' })
  .optional();
