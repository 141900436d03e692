import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/*
 * Which tables a piece of work read and wrote, taken from the SQL of every statement it sent
 * through Drizzle (the database's logger hook sees each one, transactions included). The list
 * micro-cache uses it: a request's writes make stale only the cached pages that read those
 * tables, so a document transition no longer throws away the workers' pages.
 *
 * The SQL is matched loosely on purpose: a word taken for a table by mistake only costs an extra
 * miss; what matters is never to miss a real one. Drizzle quotes every table it names; raw SQL in
 * the code base may not, so quotes are optional.
 */

export interface TablasTocadas {
  leidas: Set<string>;
  escritas: Set<string>;
}

const almacen = new AsyncLocalStorage<TablasTocadas>();

const ESCRITURA = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const LECTURA = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?/gi;
/** Tables whose triggers write another table (see the migrations): staged audit rows reach audit_log. */
const ESCRITAS_POR_TRIGGER: Record<string, string> = { audit_pendiente: 'audit_log' };

export function nuevasTablasTocadas(): TablasTocadas {
  return { leidas: new Set(), escritas: new Set() };
}

/** Runs `fn` (and everything it starts) recording its statements into `registro`. */
export function registrarTablas<T>(registro: TablasTocadas, fn: () => T): T {
  return almacen.run(registro, fn);
}

interface TablasDeConsulta {
  leidas: string[];
  escritas: string[];
}

function tablasDe(consulta: string): TablasDeConsulta {
  const escritas: string[] = [];
  for (const m of consulta.matchAll(ESCRITURA)) {
    const tabla = m[1]!.toLowerCase();
    escritas.push(tabla);
    const tambien = ESCRITAS_POR_TRIGGER[tabla];
    if (tambien) escritas.push(tambien);
  }
  return { leidas: [...consulta.matchAll(LECTURA)].map((m) => m[1]!.toLowerCase()), escritas };
}

/** The same few hundred statements come back all the time: each SQL text is matched once. */
const porTexto = new Map<string, TablasDeConsulta>();
const MAX_TEXTOS = 2_000;

export function anotarConsulta(registro: TablasTocadas, consulta: string) {
  let tablas = porTexto.get(consulta);
  if (!tablas) {
    tablas = tablasDe(consulta);
    // Oldest first: a Map iterates in insertion order.
    if (porTexto.size >= MAX_TEXTOS) porTexto.delete(porTexto.keys().next().value!);
    porTexto.set(consulta, tablas);
  }
  for (const tabla of tablas.escritas) registro.escritas.add(tabla);
  for (const tabla of tablas.leidas) registro.leidas.add(tabla);
}

/** Drizzle logger: notes each statement in the registro of the work that sent it, if any. */
export const loggerDeTablas: Logger = {
  logQuery(consulta) {
    const registro = almacen.getStore();
    if (registro) anotarConsulta(registro, consulta);
  },
};
