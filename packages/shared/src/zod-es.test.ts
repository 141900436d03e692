import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usarZodEnEspanol } from './zod-es';

usarZodEnEspanol();

const mensajes = (schema: z.ZodType, valor: unknown) => schema.safeParse(valor).error?.issues.map((i) => i.message);

describe('usarZodEnEspanol', () => {
  const schema = z.object({
    nombre: z.string().max(5),
    edad: z.number().min(18),
    estado: z.enum(['activo', 'inactivo']),
    propio: z.string({ error: 'Mensaje propio' }),
  });

  it('words the common issues in Spanish and keeps a field’s own message', () => {
    expect(mensajes(schema, null)).toEqual(['Falta el cuerpo de la solicitud.']);
    expect(mensajes(schema, { nombre: 'abcdefg', edad: 3, estado: 'x', propio: 1 })).toEqual([
      'Máximo 5 caracteres.',
      'Debe ser como mínimo 18.',
      'Valor no permitido; use uno de: activo, inactivo.',
      'Mensaje propio',
    ]);
    expect(mensajes(schema, { nombre: 1, edad: 'x', estado: 'activo', propio: 'a' })).toEqual([
      'Debe ser texto.',
      'Debe ser un número.',
    ]);
    expect(mensajes(schema, {})?.[0]).toBe('Este campo es obligatorio.');
    expect(mensajes(z.strictObject({}), { x: 1 })).toEqual(['Campo no reconocido: x.']);
  });

  it('leaves the rest to zod’s Spanish locale', () => {
    expect(mensajes(z.number().multipleOf(5), 3)).toEqual(['Número inválido: debe ser múltiplo de 5']);
  });
});
