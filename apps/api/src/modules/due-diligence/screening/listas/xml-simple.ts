/*
 * A small, non-validating XML reader for well-formed list files (the UN consolidated list; the EU
 * list later). No dependency: the whole document (a few MB) becomes a tree of elements.
 *
 * Supports elements, attributes (single or double quotes), text, CDATA, comments, processing
 * instructions, the five predefined entities and numeric character references. Safe by
 * construction: a DOCTYPE is skipped and never expanded, any other entity is an error (no
 * entity-expansion attacks, no external fetches), and nesting depth is bounded.
 */

export interface NodoXml {
  nombre: string;
  atributos: Record<string, string>;
  hijos: NodoXml[];
  /** Direct text of the element (text and CDATA pieces joined, entities decoded, not trimmed). */
  texto: string;
}

export class ErrorXml extends Error {
  constructor(
    message: string,
    readonly posicion: number,
  ) {
    super(`${message} (posición ${posicion})`);
    this.name = 'ErrorXml';
  }
}

const PROFUNDIDAD_MAXIMA = 256;
const PREDEFINIDAS: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NOMBRE = /^[A-Za-z_:][\w.:-]*/;

/** Decodes &amp; &lt; &gt; &quot; &apos; &#NN; &#xHH; — anything else throws. */
export function decodificarEntidades(texto: string, posicion = 0): string {
  if (!texto.includes('&')) return texto;
  return texto.replace(/&([^;&\s]{0,32});?/g, (todo, ref: string) => {
    if (!todo.endsWith(';')) throw new ErrorXml(`Referencia de entidad sin ';': '${todo}'`, posicion);
    if (ref in PREDEFINIDAS) return PREDEFINIDAS[ref]!;
    const num = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref);
    if (num) {
      const cp = num[1] ? parseInt(num[1], 16) : parseInt(num[2]!, 10);
      if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) {
        throw new ErrorXml(`Referencia de carácter inválida '&${ref};'`, posicion);
      }
      return String.fromCodePoint(cp);
    }
    throw new ErrorXml(`Entidad desconocida '&${ref};'`, posicion);
  });
}

function parsearAtributos(fuente: string, posicion: number): Record<string, string> {
  const atributos: Record<string, string> = {};
  const re = /([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let ultimo = 0;
  for (let m = re.exec(fuente); m; m = re.exec(fuente)) {
    if (fuente.slice(ultimo, m.index).trim() !== '') throw new ErrorXml('Atributo mal formado', posicion);
    const nombre = m[1]!;
    if (nombre in atributos) throw new ErrorXml(`Atributo repetido '${nombre}'`, posicion);
    atributos[nombre] = decodificarEntidades(m[2] ?? m[3] ?? '', posicion);
    ultimo = re.lastIndex;
  }
  if (fuente.slice(ultimo).trim() !== '') throw new ErrorXml('Atributo mal formado', posicion);
  return atributos;
}

/** Parses a whole document and returns its root element. */
export function parsearXml(entrada: string): NodoXml {
  const t = entrada.charCodeAt(0) === 0xfeff ? entrada.slice(1) : entrada;
  const n = t.length;
  const pila: NodoXml[] = [];
  let raiz: NodoXml | null = null;
  let i = 0;

  const agregarTexto = (texto: string, pos: number) => {
    const actual = pila[pila.length - 1];
    if (actual) actual.texto += texto;
    else if (texto.trim() !== '') throw new ErrorXml('Texto fuera del elemento raíz', pos);
  };

  while (i < n) {
    const lt = t.indexOf('<', i);
    if (lt === -1) {
      agregarTexto(decodificarEntidades(t.slice(i), i), i);
      break;
    }
    if (lt > i) agregarTexto(decodificarEntidades(t.slice(i, lt), i), i);

    if (t.startsWith('<!--', lt)) {
      const fin = t.indexOf('-->', lt + 4);
      if (fin === -1) throw new ErrorXml('Comentario sin cerrar', lt);
      i = fin + 3;
    } else if (t.startsWith('<![CDATA[', lt)) {
      const fin = t.indexOf(']]>', lt + 9);
      if (fin === -1) throw new ErrorXml('CDATA sin cerrar', lt);
      if (pila.length === 0) throw new ErrorXml('CDATA fuera del elemento raíz', lt);
      agregarTexto(t.slice(lt + 9, fin), lt);
      i = fin + 3;
    } else if (t.startsWith('<?', lt)) {
      const fin = t.indexOf('?>', lt + 2);
      if (fin === -1) throw new ErrorXml('Instrucción de procesamiento sin cerrar', lt);
      i = fin + 2;
    } else if (t.startsWith('<!DOCTYPE', lt)) {
      // Skipped, never expanded; an internal subset (where entities would be declared) is refused.
      const fin = t.indexOf('>', lt);
      if (fin === -1) throw new ErrorXml('DOCTYPE sin cerrar', lt);
      if (t.slice(lt, fin).includes('[')) throw new ErrorXml('DOCTYPE con declaraciones internas no admitido', lt);
      i = fin + 1;
    } else if (t[lt + 1] === '/') {
      const fin = t.indexOf('>', lt);
      if (fin === -1) throw new ErrorXml('Etiqueta de cierre sin terminar', lt);
      const nombre = t.slice(lt + 2, fin).trim();
      const abierto = pila.pop();
      if (!abierto || abierto.nombre !== nombre) {
        throw new ErrorXml(`Cierre '</${nombre}>' no corresponde a '${abierto ? abierto.nombre : '(nada)'}'`, lt);
      }
      i = fin + 1;
    } else {
      // Start tag: find its '>' outside attribute quotes.
      let j = lt + 1;
      let comilla = '';
      while (j < n) {
        const c = t[j]!;
        if (comilla) {
          if (c === comilla) comilla = '';
        } else if (c === '"' || c === "'") comilla = c;
        else if (c === '>') break;
        else if (c === '<') throw new ErrorXml("'<' dentro de una etiqueta", j);
        j++;
      }
      if (j >= n) throw new ErrorXml('Etiqueta sin cerrar', lt);
      let cuerpo = t.slice(lt + 1, j);
      const vacio = cuerpo.endsWith('/');
      if (vacio) cuerpo = cuerpo.slice(0, -1);
      const m = NOMBRE.exec(cuerpo);
      if (!m) throw new ErrorXml('Nombre de elemento inválido', lt);
      const nodo: NodoXml = {
        nombre: m[0],
        atributos: parsearAtributos(cuerpo.slice(m[0].length), lt),
        hijos: [],
        texto: '',
      };
      const padre = pila[pila.length - 1];
      if (padre) padre.hijos.push(nodo);
      else if (raiz) throw new ErrorXml('Más de un elemento raíz', lt);
      else raiz = nodo;
      if (!vacio) {
        if (pila.length >= PROFUNDIDAD_MAXIMA) throw new ErrorXml('Anidamiento demasiado profundo', lt);
        pila.push(nodo);
      }
      i = j + 1;
    }
  }
  if (pila.length > 0) throw new ErrorXml(`Elemento '${pila[pila.length - 1]!.nombre}' sin cerrar`, n);
  if (!raiz) throw new ErrorXml('Documento sin elemento raíz', 0);
  return raiz;
}

/** Direct children named `nombre`. */
export function hijos(nodo: NodoXml | undefined, nombre: string): NodoXml[] {
  return nodo ? nodo.hijos.filter((h) => h.nombre === nombre) : [];
}

/** First direct child named `nombre`. */
export function hijo(nodo: NodoXml | undefined, nombre: string): NodoXml | undefined {
  return nodo?.hijos.find((h) => h.nombre === nombre);
}

/** Trimmed text of the first child named `nombre` ('' when absent or empty). */
export function textoDe(nodo: NodoXml | undefined, nombre: string): string {
  return hijo(nodo, nombre)?.texto.trim() ?? '';
}
