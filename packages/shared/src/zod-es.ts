import { z } from 'zod';
import { es } from 'zod/locales';

/*
 * zod's default messages are English ("Invalid input: expected object, received null"). Every
 * contract names its own Spanish message where it matters; this map covers the rest, so no
 * English default reaches a user: our wording for the common cases, then zod's maintained `es`
 * locale for whatever we did not word ourselves. Installed once by the API (buildApp) and the web
 * entry; fields that set `{ error }` keep their own text (zod asks the field first).
 */

/** Spanish name, with its article, of the types a body may expect ('Debe ser un número.'). */
const TIPOS: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  file: 'un archivo',
};

const FORMATOS: Record<string, string> = {
  email: 'Ingrese un correo electrónico válido.',
  url: 'Ingrese una URL válida.',
  uuid: 'El identificador no es válido.',
  datetime: 'Ingrese una fecha y hora válidas.',
  date: 'Ingrese una fecha válida (AAAA-MM-DD).',
  time: 'Ingrese una hora válida.',
};

const OBLIGATORIO = 'Este campo es obligatorio.';
/** A JSON body that is missing or null (zod sees the root object absent). */
export const FALTA_CUERPO = 'Falta el cuerpo de la solicitud.';

const lista = (valores: readonly unknown[]) => valores.map((v) => String(v)).join(', ');

/** Our wording for the issues users meet most; undefined leaves the issue to the `es` locale. */
export function mensajeZod(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) {
        return !issue.path?.length && issue.expected === 'object' ? FALTA_CUERPO : OBLIGATORIO;
      }
      const tipo = TIPOS[issue.expected];
      return tipo ? `Debe ser ${tipo}.` : undefined;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `El valor debe ser ${lista(issue.values)}.`
        : `Valor no permitido; use uno de: ${lista(issue.values)}.`;
    case 'too_big': {
      const n = issue.maximum.toString();
      if (issue.origin === 'string') return `Máximo ${n} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Máximo ${n} elementos.`;
      return issue.inclusive ? `Debe ser como máximo ${n}.` : `Debe ser menor que ${n}.`;
    }
    case 'too_small': {
      const n = issue.minimum.toString();
      if (issue.origin === 'string') return Number(n) <= 1 ? OBLIGATORIO : `Mínimo ${n} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Indique al menos ${n} elemento${n === '1' ? '' : 's'}.`;
      return issue.inclusive ? `Debe ser como mínimo ${n}.` : `Debe ser mayor que ${n}.`;
    }
    case 'invalid_format':
      return FORMATOS[issue.format] ?? (issue.format === 'regex' ? 'El formato no es válido.' : undefined);
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} no reconocido${issue.keys.length > 1 ? 's' : ''}: ${lista(issue.keys)}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'Valor no válido.';
    default:
      return undefined;
  }
}

/** Spanish messages for every zod schema of the process (idempotent). */
export function usarZodEnEspanol() {
  z.config({ ...es(), customError: mensajeZod });
}
