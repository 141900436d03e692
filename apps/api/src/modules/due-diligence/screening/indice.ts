/*
 * In-memory inverted index over every listed name (primary names and aliases). Words are interned
 * once in a vocabulary; a name is a run of word ids in one flat Int32Array; postings go word →
 * names, flat too. The phonetic and deletion keys point at words, not names, so they stay small
 * (a key maps to a few words, each word to its names); a key with one word stores the bare number
 * (most of the 150,000 deletion keys), sparing an array per key. Identifiers (passport, RUT…) have
 * their own exact map.
 */
import { claveFonetica, clavesBorrado } from './claves';
import type { EntradaLista, ListaCargada, ListaMeta, TipoEntrada } from './modelo';
import { normalizarIdentificador, normalizarNombre, normalizarPais, type NombreNormalizado } from './normalizar';

export interface Indice {
  listas: ListaMeta[];
  entradas: EntradaLista[];
  /** Per entry: index into `listas`. */
  listaDeEntrada: Uint16Array;
  /** Per entry: its type; 'desconocido' becomes 'entidad' when a name carries a legal form. */
  tipoDeEntrada: TipoEntrada[];
  /** Per entry: nationalities as ISO alpha-2. */
  paisesDeEntrada: string[][];
  /** Per name: owning entry. */
  entradaDeNombre: Int32Array;
  /** Per name: the written text (the entry's own string, not a copy). */
  textoDeNombre: string[];
  /** Word ids of name i: palabrasDeNombre[inicioDeNombre[i] .. inicioDeNombre[i + 1]). */
  palabrasDeNombre: Int32Array;
  inicioDeNombre: Int32Array;
  /** Per name: sum of its words' weights. */
  pesoDeNombre: Float64Array;
  vocabulario: Map<string, number>;
  palabras: string[];
  /** Per word: rarity weight ln(1 + names / names with the word). */
  pesoDePalabra: Float64Array;
  /** Names containing word w: postings[inicioDePostings[w] .. inicioDePostings[w + 1]). */
  postings: Int32Array;
  inicioDePostings: Int32Array;
  fonetica: Map<string, Ids>;
  borrados: Map<string, Ids>;
  /** Normalised document number → entries. */
  identificadores: Map<string, Ids>;
  /** Weight of a word no list contains (the rarest possible). */
  pesoMaximo: number;
}

/** One id, or several. */
export type Ids = number | Int32Array;

export function cadaId(ids: Ids | undefined, f: (id: number) => void) {
  if (ids === undefined) return;
  if (typeof ids === 'number') f(ids);
  else for (const id of ids) f(id);
}

function congelar(m: Map<string, number | number[]>): Map<string, Ids> {
  const r = new Map<string, Ids>();
  for (const [k, v] of m) r.set(k, typeof v === 'number' ? v : Int32Array.from(v));
  return r;
}

function aplanar(listas: ArrayLike<number>[]): { planos: Int32Array; inicios: Int32Array } {
  const inicios = new Int32Array(listas.length + 1);
  for (let i = 0; i < listas.length; i++) inicios[i + 1] = inicios[i]! + listas[i]!.length;
  const planos = new Int32Array(inicios[listas.length]!);
  for (let i = 0; i < listas.length; i++) planos.set(listas[i]!, inicios[i]!);
  return { planos, inicios };
}

/** Word ids of a name. */
export function palabrasDe(indice: Indice, nombre: number): Int32Array {
  return indice.palabrasDeNombre.subarray(indice.inicioDeNombre[nombre]!, indice.inicioDeNombre[nombre + 1]!);
}

/** Names containing a word. */
export function nombresCon(indice: Indice, palabra: number): Int32Array {
  return indice.postings.subarray(indice.inicioDePostings[palabra]!, indice.inicioDePostings[palabra + 1]!);
}

/** Adds an id under a key (ids arrive in increasing order); one id stays a bare number. */
function agregar(m: Map<string, number | number[]>, clave: string, valor: number) {
  const previo = m.get(clave);
  if (previo === undefined) m.set(clave, valor);
  else if (typeof previo === 'number') {
    if (previo !== valor) m.set(clave, [previo, valor]);
  } else if (previo[previo.length - 1] !== valor) previo.push(valor);
}

const tipoNombre = (e: EntradaLista) =>
  e.tipo === 'persona' ? 'persona' : e.tipo === 'desconocido' ? 'desconocido' : 'entidad';

export function construirIndice(listasCargadas: ListaCargada[]): Indice {
  const listas = listasCargadas.map((l) => l.meta);
  const entradas: EntradaLista[] = [];
  const listaDeEntrada: number[] = [];
  const paisesDeEntrada: string[][] = [];
  const tipoDeEntrada: TipoEntrada[] = [];
  const entradaDeNombre: number[] = [];
  const textoDeNombre: string[] = [];
  const palabrasDeNombre: number[][] = [];
  const vocabulario = new Map<string, number>();
  const palabras: string[] = [];
  const postings: number[][] = [];
  const identificadores = new Map<string, number | number[]>();
  const normalizados = new Map<string, NombreNormalizado>();

  const idPalabra = (p: string) => {
    let id = vocabulario.get(p);
    if (id === undefined) {
      id = palabras.length;
      vocabulario.set(p, id);
      palabras.push(p);
      postings.push([]);
    }
    return id;
  };

  listasCargadas.forEach((lista, il) => {
    for (const entrada of lista.entradas) {
      const ie = entradas.length;
      entradas.push(entrada);
      listaDeEntrada.push(il);
      paisesDeEntrada.push([...new Set(entrada.nacionalidades.map(normalizarPais).filter((p): p is string => !!p))]);
      for (const id of entrada.identificadores) {
        const numero = normalizarIdentificador(id.numero);
        // Short numbers ('1', '123') are not identifying.
        if (numero.length >= 5) agregar(identificadores, numero, ie);
      }
      let tipo = entrada.tipo;
      const vistos = new Set<string>();
      for (const texto of [entrada.nombre, ...entrada.alias]) {
        // The CSL repeats most SDN names: each distinct text is normalised once.
        const claveCache = `${tipoNombre(entrada)}|${texto}`;
        let n = normalizados.get(claveCache);
        if (!n) {
          n = normalizarNombre(texto, tipoNombre(entrada));
          normalizados.set(claveCache, n);
        }
        if (tipo === 'desconocido' && n.formaJuridica) tipo = 'entidad';
        const clave = n.tokens.join(' ');
        if (!n.tokens.length || vistos.has(clave)) continue;
        vistos.add(clave);
        const iname = textoDeNombre.length;
        entradaDeNombre.push(ie);
        textoDeNombre.push(texto);
        const ids = n.tokens.map(idPalabra);
        palabrasDeNombre.push(ids);
        for (const id of new Set(ids)) postings[id]!.push(iname);
      }
      tipoDeEntrada.push(tipo);
    }
  });

  const totalNombres = textoDeNombre.length || 1;
  const pesoDePalabra = new Float64Array(palabras.length);
  postings.forEach((p, i) => (pesoDePalabra[i] = Math.log(1 + totalNombres / p.length)));
  const pesoDeNombre = new Float64Array(textoDeNombre.length);
  palabrasDeNombre.forEach((ids, i) => {
    let s = 0;
    for (const id of ids) s += pesoDePalabra[id]!;
    pesoDeNombre[i] = s;
  });

  const fonetica = new Map<string, number | number[]>();
  const borrados = new Map<string, number | number[]>();
  palabras.forEach((p, id) => {
    agregar(fonetica, claveFonetica(p), id);
    for (const b of clavesBorrado(p)) agregar(borrados, b, id);
  });

  const nombresPlanos = aplanar(palabrasDeNombre);
  const postingsPlanos = aplanar(postings);
  return {
    listas,
    entradas,
    listaDeEntrada: Uint16Array.from(listaDeEntrada),
    paisesDeEntrada,
    tipoDeEntrada,
    entradaDeNombre: Int32Array.from(entradaDeNombre),
    textoDeNombre,
    palabrasDeNombre: nombresPlanos.planos,
    inicioDeNombre: nombresPlanos.inicios,
    pesoDeNombre,
    vocabulario,
    palabras,
    pesoDePalabra,
    postings: postingsPlanos.planos,
    inicioDePostings: postingsPlanos.inicios,
    fonetica: congelar(fonetica),
    borrados: congelar(borrados),
    identificadores: congelar(identificadores),
    pesoMaximo: Math.log(1 + totalNombres),
  };
}

/** Listed words that may be the query word (by exact, phonetic or one-deletion key). */
export function palabrasVecinas(indice: Indice, palabra: string): Set<number> {
  const ids = new Set<number>();
  const exacta = indice.vocabulario.get(palabra);
  if (exacta !== undefined) ids.add(exacta);
  if (palabra.length < 2) return ids;
  const agregarId = (id: number) => ids.add(id);
  cadaId(indice.fonetica.get(claveFonetica(palabra)), agregarId);
  cadaId(indice.borrados.get(palabra), agregarId);
  for (const b of clavesBorrado(palabra)) {
    cadaId(indice.vocabulario.get(b), agregarId);
    cadaId(indice.borrados.get(b), agregarId);
  }
  return ids;
}
