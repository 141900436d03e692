import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { ErrorRespaldo } from './respaldo';

/** npm runs workspace scripts from apps/api: relative paths are the caller's (INIT_CWD). */
export function rutaDelUsuario(p: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/** Parses the flags shared by backup and restore; prints `ayuda` and exits on --help. */
export function leerOpciones(ayuda: string, extra: Record<string, { type: 'string' }>) {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        ...extra,
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    fallar(`${(err as Error).message.replace(/^Unknown option/, 'Opción desconocida')}\n\n${ayuda}`);
  }
  if (values.help) {
    console.log(ayuda);
    process.exit(0);
  }
  const env = { ...process.env };
  if (typeof values['data-dir'] === 'string') env.DATA_DIR = rutaDelUsuario(values['data-dir']);
  if (typeof values['database-url'] === 'string') env.DATABASE_URL = values['database-url'];
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    fallar((err as Error).message);
  }
  return { values, config };
}

export function fallar(mensaje: string): never {
  console.error(mensaje);
  console.log(JSON.stringify({ ok: false, error: mensaje }));
  process.exit(1);
}

/** Runs a command: JSON on stdout, a Spanish message and exit 1 on failure. */
export async function ejecutar(tarea: () => Promise<unknown>) {
  try {
    const resultado = await tarea();
    console.log(JSON.stringify(resultado, null, 2));
    process.exit(0);
  } catch (err) {
    if (err instanceof ErrorRespaldo) fallar(err.message);
    console.error(err);
    fallar(`Error inesperado: ${(err as Error).message}`);
  }
}
