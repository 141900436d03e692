import type { z } from 'zod';
import {
  MAX_ERRORES_INFORMADOS,
  type ErrorFila,
  type FilaMuestra,
  type ImportPreview,
} from '@atalaya/shared/contracts/importacion';
import type { DbOrTx } from '../../db/client';
import type { CrudContext } from '../crud/resource';
import { foldText } from '../crud/search';
import { ArchivoInvalido, type Tabla } from './tipos';

/*
 * The generic import engine: a declared importer maps the file's Spanish headers to fields,
 * converts each row's cells (lookups by name, dates, labels), validates it with the resource's
 * zod input schema, and checks one unique key inside the file and against the database.
 * Nothing here writes; `insertar` is called by the route only when every row is valid.
 */

export interface ColumnaImport {
  /** Key of the column in `celdas` and `muestra`. */
  campo: string;
  /** Header written in the template first, then every accepted alias (matched folded). */
  encabezados: [string, ...string[]];
  /** Field of the input schema this column feeds, when it differs (departamento → departamento_id). */
  destino?: string;
}

export interface ErrorCampo {
  /** A column's `campo` or a field of the schema. */
  campo: string;
  mensaje: string;
}

export interface Importador<C, T> {
  /** Audit entity ('trabajador'). */
  entidad: string;
  /** Spanish plural ('trabajadores'), for messages. */
  plural: string;
  columnas: ColumnaImport[];
  /** Fields (by `campo`) missing from the header, given the ones present; the file is refused. */
  faltantes?: (presentes: ReadonlySet<string>) => string[];
  /** Lookups loaded once per file (departments by name, roles, …). */
  contexto: (db: DbOrTx, empresaId: number) => Promise<C>;
  /** Cells of one row, by `campo` ('' when absent) → the body for `schema`, plus lookup errors. */
  convertir: (celdas: Record<string, string>, ctx: C) => { valores: Record<string, unknown>; errores: ErrorCampo[] };
  schema: z.ZodType<T>;
  /** A key unique per company: repeated in the file, or already stored, is an error on `campo`. */
  unico?: {
    campo: string;
    clave: (fila: T) => string;
    enArchivo: (filaAnterior: number) => string;
    existente: string;
    existentes: (db: DbOrTx, empresaId: number, claves: string[]) => Promise<Set<string>>;
  };
  /** Writes the valid rows (all of them) inside the route's transaction. */
  insertar: (tx: DbOrTx, ctx: CrudContext, filas: T[], contexto: C) => Promise<void>;
}

/** A header as compared: folded, no '*' or '(…)', only letters and digits separated by one space. */
export function normalizarEncabezado(texto: string): string {
  return foldText(texto.replace(/\(.*?\)/g, ''))
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

export interface Validacion<C, T> {
  preview: ImportPreview;
  validas: T[];
  contexto: C;
}

const MUESTRA = 20;

/** Validates every row of `tabla`; never writes. */
export async function validarTabla<C, T>(
  db: DbOrTx,
  empresaId: number,
  importador: Importador<C, T>,
  tabla: Tabla,
): Promise<Validacion<C, T>> {
  // Header → column.
  const porAlias = new Map<string, ColumnaImport>();
  for (const col of importador.columnas) {
    for (const alias of col.encabezados) porAlias.set(normalizarEncabezado(alias), col);
  }
  const indices: { col: ColumnaImport; idx: number }[] = [];
  const desconocidas: string[] = [];
  const presentes = new Set<string>();
  tabla.encabezados.forEach((h, idx) => {
    const col = porAlias.get(normalizarEncabezado(h));
    if (col && !presentes.has(col.campo)) {
      presentes.add(col.campo);
      indices.push({ col, idx });
    } else if (h.trim() !== '') {
      desconocidas.push(h.trim());
    }
  });
  const etiqueta = new Map<string, string>();
  for (const col of importador.columnas) {
    etiqueta.set(col.campo, col.encabezados[0]);
    if (col.destino) etiqueta.set(col.destino, col.encabezados[0]);
  }
  const faltan = importador.faltantes?.(presentes) ?? [];
  if (faltan.length > 0) {
    const nombres = faltan.map((c) => etiqueta.get(c) ?? c).join(', ');
    throw new ArchivoInvalido(
      `Faltan columnas obligatorias: ${nombres}. Descargue la plantilla para ver los encabezados esperados.`,
    );
  }

  const ctx = await importador.contexto(db, empresaId);
  const errores: ErrorFila[] = [];
  const muestra: FilaMuestra[] = [];
  const candidatas: { numero: number; valor: T }[] = [];
  const agregar = (fila: number, campo: string, mensaje: string) =>
    errores.push({ fila, campo, columna: etiqueta.get(campo) ?? campo, mensaje });

  for (const { numero, celdas: crudas } of tabla.filas) {
    const celdas: Record<string, string> = {};
    for (const col of importador.columnas) celdas[col.campo] = '';
    for (const { col, idx } of indices) celdas[col.campo] = (crudas[idx] ?? '').trim();
    const antes = errores.length;
    const { valores, errores: deLookup } = importador.convertir(celdas, ctx);
    const conError = new Set<string>();
    for (const e of deLookup) {
      conError.add(e.campo);
      agregar(numero, e.campo, e.mensaje);
    }
    const parsed = importador.schema.safeParse(valores);
    if (parsed.success) {
      if (deLookup.length === 0) candidatas.push({ numero, valor: parsed.data });
    } else {
      for (const issue of parsed.error.issues) {
        const campo = String(issue.path[0] ?? '_');
        if (conError.has(campo)) continue;
        conError.add(campo);
        agregar(numero, campo, issue.message);
      }
    }
    if (muestra.length < MUESTRA) muestra.push({ fila: numero, valida: errores.length === antes, datos: celdas });
  }

  // One key per company: repeated inside the file, then already stored.
  let validas = candidatas;
  const unico = importador.unico;
  if (unico) {
    const vistas = new Map<string, number>();
    const unicas: typeof candidatas = [];
    for (const c of candidatas) {
      const clave = unico.clave(c.valor);
      const anterior = vistas.get(clave);
      if (anterior !== undefined) agregar(c.numero, unico.campo, unico.enArchivo(anterior));
      else {
        vistas.set(clave, c.numero);
        unicas.push(c);
      }
    }
    const existentes = await unico.existentes(db, empresaId, [...vistas.keys()]);
    validas = unicas.filter((c) => {
      if (!existentes.has(unico.clave(c.valor))) return true;
      agregar(c.numero, unico.campo, unico.existente);
      return false;
    });
  }

  errores.sort((a, b) => a.fila - b.fila);
  const conErrores = new Set(errores.map((e) => e.fila));
  for (const m of muestra) m.valida = !conErrores.has(m.fila);
  return {
    preview: {
      filas: tabla.filas.length,
      validas: tabla.filas.length - conErrores.size,
      errores: errores.slice(0, MAX_ERRORES_INFORMADOS),
      errores_total: errores.length,
      muestra,
      columnas: importador.columnas.map((c) => ({ campo: c.campo, columna: c.encabezados[0] })),
      columnas_desconocidas: desconocidas,
    },
    validas: validas.map((c) => c.valor),
    contexto: ctx,
  };
}

/** Rows of `items` in slices of `size` (multi-row INSERTs stay under PostgreSQL's parameter limit). */
export function* trozos<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
