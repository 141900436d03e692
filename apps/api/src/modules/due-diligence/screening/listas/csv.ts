/**
 * RFC 4180 CSV reader for the sanctions lists (no dependency; the lists are a few MB, read whole).
 *
 * - quoted fields with `""` escapes and commas / line breaks inside;
 * - LF, CRLF or lone CR line endings; a leading BOM and trailing SUB (`\x1a`, the DOS end-of-file
 *   marker OFAC still writes) are ignored; blank lines are skipped;
 * - lenient where the data is unambiguous (a quote inside an unquoted field is text, text after a
 *   closing quote is appended), strict where it is not (an unterminated quote throws with its line).
 *
 * Scans with indexOf/slice rather than char-by-char concatenation: the CSL file is ~6 MB.
 */

export class ErrorCsv extends Error {
  constructor(
    message: string,
    readonly linea: number,
  ) {
    super(`${message} (línea ${linea})`);
    this.name = 'ErrorCsv';
  }
}

function limpiar(texto: string): string {
  let t = texto;
  if (t.charCodeAt(0) === 0xfeff) t = t.slice(1);
  let fin = t.length;
  while (fin > 0 && (t[fin - 1] === '\x1a' || t[fin - 1] === '\n' || t[fin - 1] === '\r')) fin--;
  return fin === t.length ? t : t.slice(0, fin);
}

function contarLineas(texto: string): number {
  let n = 0;
  for (let k = 0; k < texto.length; k++) {
    const c = texto.charCodeAt(k);
    if (c === 10 || (c === 13 && texto.charCodeAt(k + 1) !== 10)) n++;
  }
  return n;
}

/** Every record as an array of raw cells (no trimming: callers decide). */
export function leerCsv(entrada: string): string[][] {
  const t = limpiar(entrada);
  const n = t.length;
  const registros: string[][] = [];
  let registro: string[] = [];
  let linea = 1;
  let i = 0;
  if (n === 0) return registros;

  for (;;) {
    // One field starts at i.
    let campo: string;
    let citado = false;
    if (t[i] === '"') {
      citado = true;
      const inicio = linea;
      let partes = '';
      let j = i + 1;
      for (;;) {
        const q = t.indexOf('"', j);
        if (q === -1) throw new ErrorCsv('Campo entre comillas sin cerrar', inicio);
        const trozo = t.slice(j, q);
        partes += trozo;
        if (trozo.includes('\n') || trozo.includes('\r')) linea += contarLineas(trozo);
        if (t[q + 1] === '"') {
          partes += '"';
          j = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      // Tolerate stray text after the closing quote (e.g. `"abc" ,`): keep it.
      let k = i;
      while (k < n && t[k] !== ',' && t[k] !== '\n' && t[k] !== '\r') k++;
      campo = k > i ? partes + t.slice(i, k) : partes;
      i = k;
    } else {
      let k = i;
      while (k < n) {
        const c = t.charCodeAt(k);
        if (c === 44 || c === 10 || c === 13) break;
        k++;
      }
      campo = t.slice(i, k);
      i = k;
    }
    registro.push(campo);

    if (i >= n) {
      registros.push(registro);
      return registros;
    }
    if (t[i] === ',') {
      i++;
      if (i >= n) {
        registro.push('');
        registros.push(registro);
        return registros;
      }
      continue;
    }
    // End of line (CR, LF or CRLF).
    if (t[i] === '\r' && t[i + 1] === '\n') i++;
    i++;
    linea++;
    if (!(registro.length === 1 && registro[0] === '' && !citado)) registros.push(registro);
    registro = [];
    // Skip blank lines.
    while (i < n && (t[i] === '\n' || t[i] === '\r')) {
      if (t[i] === '\r' && t[i + 1] === '\n') i++;
      i++;
      linea++;
    }
    if (i >= n) return registros;
  }
}

export interface TablaCsv {
  encabezado: string[];
  filas: Record<string, string>[];
}

/** A CSV with a header row; missing trailing cells become ''. */
export function leerCsvConEncabezado(entrada: string, requeridas: string[] = []): TablaCsv {
  const [cabecera, ...cuerpo] = leerCsv(entrada);
  if (!cabecera) throw new ErrorCsv('El archivo CSV está vacío', 1);
  const encabezado = cabecera.map((h) => h.trim());
  const faltan = requeridas.filter((c) => !encabezado.includes(c));
  if (faltan.length > 0) throw new ErrorCsv(`Faltan columnas: ${faltan.join(', ')}`, 1);
  const filas = cuerpo.map((celdas) => {
    const fila: Record<string, string> = {};
    for (let k = 0; k < encabezado.length; k++) fila[encabezado[k]!] = celdas[k] ?? '';
    return fila;
  });
  return { encabezado, filas };
}

/** File bytes as text: UTF-8 when valid, else Windows-1252/Latin-1 (older OFAC exports). */
export function aTexto(contenido: Buffer | Uint8Array | string): string {
  if (typeof contenido === 'string') return contenido;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(contenido);
  } catch {
    return new TextDecoder('windows-1252').decode(contenido);
  }
}
