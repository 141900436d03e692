/*
 * The screening engine: built once from the loaded lists, then answers queries from memory.
 * A query never scans the lists: its words are looked up through the index keys, the names they
 * reach are ranked by the rarity of what they share, and only the best few are scored in full.
 */
import { cadaId, construirIndice, nombresCon, palabrasDe, palabrasVecinas, type Indice } from './indice';
import type { EntradaLista, ListaCargada, ListaMeta } from './modelo';
import { normalizarFecha, normalizarIdentificador, normalizarNombre, normalizarPais } from './normalizar';
import {
  factoresCalificadores,
  factoresNombre,
  puntajeNombre,
  similitudPalabras,
  sumar,
  type Calificadores,
  type Factor,
  type NombrePesado,
} from './puntaje';

export const UMBRAL_POR_DEFECTO = 0.7;

export interface Consulta {
  nombre: string;
  /** 'YYYY', 'YYYY-MM-DD' or 'DD-MM-YYYY'. */
  fecha_nacimiento?: string;
  /** Country name or ISO alpha-2 code. */
  nacionalidad?: string;
  genero?: 'M' | 'F';
  tipo?: 'persona' | 'entidad';
  rut?: string;
  pasaporte?: string;
  /** Other document numbers. */
  identificadores?: string[];
}

export interface OpcionesBusqueda {
  /** Minimum score of a hit, 0–1 (default 0.70). */
  umbral?: number;
  /** Maximum hits returned (default 20). */
  limite?: number;
  /** Only these lists (ListaMeta.codigo). */
  listas?: string[];
  /** Names scored in full per query (default 60). */
  candidatos?: number;
}

export interface EntradaCoincidente {
  lista: string;
  id_en_lista: string;
  nombre: string;
  alias: string[];
  tipo: EntradaLista['tipo'];
  programas: string[];
  fechas_nacimiento: EntradaLista['fechas_nacimiento'];
  nacionalidades: string[];
}

export interface Coincidencia {
  score: number;
  entrada: EntradaCoincidente;
  lista: ListaMeta;
  /** The primary name or alias that matched. */
  nombre_coincidente: string;
  explicacion: Factor[];
}

export interface EstadisticasMotor {
  listas: number;
  entradas: number;
  nombres: number;
  palabras: number;
  claves_foneticas: number;
  claves_borrado: number;
  identificadores: number;
  ms_construccion: number;
}

export interface Motor {
  buscar(consulta: Consulta, opciones?: OpcionesBusqueda): Coincidencia[];
  listas: ListaMeta[];
  estadisticas: EstadisticasMotor;
}

function proyectar(e: EntradaLista): EntradaCoincidente {
  return {
    lista: e.lista,
    id_en_lista: e.id_en_lista,
    nombre: e.nombre,
    alias: e.alias,
    tipo: e.tipo,
    programas: e.programas,
    fechas_nacimiento: e.fechas_nacimiento,
    nacionalidades: e.nacionalidades,
  };
}

export function crearMotor(listasCargadas: ListaCargada[]): Motor {
  const inicio = performance.now();
  const indice = construirIndice(listasCargadas);
  const ms = performance.now() - inicio;
  const n = indice.textoDeNombre.length;
  // Per-query scratch space, reused (a query allocates only for the names it reaches).
  const acumulado = new Float64Array(n);
  const visitaConsulta = new Int32Array(n);
  const visitaPalabra = new Int32Array(n);
  let sello = 0;

  const estadisticas: EstadisticasMotor = {
    listas: indice.listas.length,
    entradas: indice.entradas.length,
    nombres: n,
    palabras: indice.palabras.length,
    claves_foneticas: indice.fonetica.size,
    claves_borrado: indice.borrados.size,
    identificadores: indice.identificadores.size,
    ms_construccion: Math.round(ms),
  };

  function porIdentificador(consulta: Consulta, permitida: (ie: number) => boolean) {
    const hits = new Map<number, Coincidencia>();
    const numeros: Array<[string, string]> = [];
    if (consulta.rut) numeros.push(['RUT', consulta.rut]);
    if (consulta.pasaporte) numeros.push(['Pasaporte', consulta.pasaporte]);
    for (const i of consulta.identificadores ?? []) numeros.push(['Documento', i]);
    for (const [clase, numero] of numeros) {
      const normal = normalizarIdentificador(numero);
      cadaId(indice.identificadores.get(normal), (ie) => {
        if (!permitida(ie) || hits.has(ie)) return;
        const e = indice.entradas[ie]!;
        const doc = e.identificadores.find((d) => normalizarIdentificador(d.numero) === normal)!;
        hits.set(ie, {
          score: 1,
          entrada: proyectar(e),
          lista: indice.listas[indice.listaDeEntrada[ie]!]!,
          nombre_coincidente: e.nombre,
          explicacion: [
            {
              factor: 'Identificador exacto',
              aporte: 1,
              detalle: `${clase} ${numero} coincide con el documento listado (${doc.tipo} ${doc.numero}${doc.pais ? `, ${doc.pais}` : ''}); un identificador exacto basta para la coincidencia`,
            },
          ],
        });
      });
    }
    return hits;
  }

  function buscar(consulta: Consulta, opciones: OpcionesBusqueda = {}): Coincidencia[] {
    const umbral = opciones.umbral ?? UMBRAL_POR_DEFECTO;
    const limite = opciones.limite ?? 20;
    const maxCandidatos = opciones.candidatos ?? 60;
    const codigos = opciones.listas ? new Set(opciones.listas) : undefined;
    const permitida = (ie: number) => !codigos || codigos.has(indice.listas[indice.listaDeEntrada[ie]!]!.codigo);

    const resultado = porIdentificador(consulta, permitida);

    const nombre = normalizarNombre(consulta.nombre ?? '', consulta.tipo ?? 'desconocido');
    // Only people have a birth date or a gender; a legal form means an entity.
    const tipoInferido = consulta.tipo
      ? undefined
      : nombre.formaJuridica
        ? `por la forma jurídica ${nombre.formaJuridica}`
        : consulta.fecha_nacimiento
          ? 'por tener fecha de nacimiento'
          : consulta.genero
            ? 'por tener género'
            : undefined;
    const tipo = consulta.tipo ?? (tipoInferido ? (nombre.formaJuridica ? 'entidad' : 'persona') : undefined);
    const calificadores: Calificadores = {
      ...(tipo ? { tipo } : {}),
      ...(tipoInferido ? { tipoInferido } : {}),
      ...(consulta.fecha_nacimiento ? { fecha: normalizarFecha(consulta.fecha_nacimiento) } : {}),
      ...(consulta.nacionalidad ? { pais: normalizarPais(consulta.nacionalidad) } : {}),
      ...(consulta.genero ? { genero: consulta.genero } : {}),
    };

    if (nombre.tokens.length) {
      const q = pesarConsulta(indice, nombre.tokens, nombre.original);
      const tocados = generarCandidatos(q);
      const mejores = new Map<number, Coincidencia>();
      for (const iname of tocados.slice(0, maxCandidatos)) {
        const ie = indice.entradaDeNombre[iname]!;
        if (resultado.has(ie)) continue;
        const e = indice.entradas[ie]!;
        const ids = palabrasDe(indice, iname);
        const c: NombrePesado = {
          texto: indice.textoDeNombre[iname]!,
          tokens: Array.from(ids, (id) => indice.palabras[id]!),
          pesos: Array.from(ids, (id) => indice.pesoDePalabra[id]!),
        };
        const { score, explicacion } = sumar([
          ...factoresNombre(q, c, nombre.entidad),
          ...factoresCalificadores(calificadores, e, indice.paisesDeEntrada[ie]!, indice.tipoDeEntrada[ie]),
        ]);
        const previa = mejores.get(ie);
        if (score < umbral || (previa && previa.score >= score)) continue;
        mejores.set(ie, {
          score,
          entrada: proyectar(e),
          lista: indice.listas[indice.listaDeEntrada[ie]!]!,
          nombre_coincidente: c.texto,
          explicacion,
        });
      }
      for (const [ie, m] of mejores) resultado.set(ie, m);
    }

    return [...resultado.values()]
      .sort((a, b) => b.score - a.score || a.entrada.nombre.localeCompare(b.entrada.nombre))
      .slice(0, limite);

    /**
     * Names reached by the query's words, best first by an estimate of the name score (the same
     * coverage formula on the rarity each name shares with the query). Names whose estimate
     * cannot reach the threshold even with every qualifier in their favour are dropped here.
     */
    function generarCandidatos(qn: NombrePesado): number[] {
      const sConsulta = ++sello;
      const alcanzados: number[] = [];
      const pesoConsulta = qn.pesos.reduce((s, p) => s + p, 0) || 1;
      /** Credits each name reached through these words once, at its best similarity. */
      const acreditar = (vecinas: Array<[number, number]>, peso: number) => {
        const sPalabra = ++sello;
        vecinas.sort((a, b) => b[1] - a[1]);
        for (const [id, s] of vecinas) {
          for (const iname of nombresCon(indice, id)) {
            if (visitaPalabra[iname] === sPalabra) continue;
            visitaPalabra[iname] = sPalabra;
            if (visitaConsulta[iname] !== sConsulta) {
              visitaConsulta[iname] = sConsulta;
              acumulado[iname] = 0;
              alcanzados.push(iname);
            }
            acumulado[iname] = acumulado[iname]! + peso * s;
          }
        }
      };
      const { tokens, pesos } = qn;
      tokens.forEach((palabra, i) => {
        if (palabra.length < 2) return; // initials do not propose candidates
        const vecinas: Array<[number, number]> = [];
        for (const id of palabrasVecinas(indice, palabra)) {
          const s = similitudPalabras(palabra, indice.palabras[id]!).valor;
          if (s > 0) vecinas.push([id, s]);
        }
        acreditar(vecinas, pesos[i]!);
        // Written together in the query, apart in the list ('IBAÑEZLARRAIN').
        if (!vecinas.length && palabra.length >= 6) {
          for (let k = 3; k <= palabra.length - 3; k++) {
            const a = indice.vocabulario.get(palabra.slice(0, k));
            const b = indice.vocabulario.get(palabra.slice(k));
            if (a === undefined || b === undefined) continue;
            acreditar([[a, 1]], pesos[i]! / 2);
            acreditar([[b, 1]], pesos[i]! / 2);
            break;
          }
        }
        // Apart in the query, together in the list ('ABDUL RAHMAN' / 'ABDULRAHMAN').
        const siguiente = tokens[i + 1];
        const junta = siguiente && indice.vocabulario.get(palabra + siguiente);
        if (junta !== undefined && junta !== '') acreditar([[junta, 1]], pesos[i]! + pesos[i + 1]!);
      });
      const corte = umbral - 0.1;
      // A company's lone letters ('R INVER', 'M INVEST') propose nothing but may be on the name:
      // counted in its favour here, the scorer checks them.
      const letras = nombre.entidad ? pesos.reduce((s, p, i) => (tokens[i]!.length === 1 ? s + p : s), 0) : 0;
      const estimados: Array<[number, number]> = [];
      for (const iname of alcanzados) {
        if (!permitida(indice.entradaDeNombre[iname]!)) continue;
        const a = acumulado[iname]! + letras;
        const est = puntajeNombre(Math.min(1, a / pesoConsulta), Math.min(1, a / (indice.pesoDeNombre[iname]! || 1)));
        if (est >= corte) estimados.push([iname, est]);
      }
      estimados.sort((x, y) => y[1] - x[1]);
      return estimados.map(([iname]) => iname);
    }
  }

  return { buscar, listas: indice.listas, estadisticas };
}

/** Query words with their rarity: a listed word's own weight, or the weight of its nearest listed form. */
function pesarConsulta(indice: Indice, tokens: string[], texto: string): NombrePesado {
  const pesos = tokens.map((t) => {
    const exacta = indice.vocabulario.get(t);
    if (exacta !== undefined) return indice.pesoDePalabra[exacta]!;
    if (t.length === 1) return indice.pesoMaximo / 4;
    let mejor = 0;
    let peso = indice.pesoMaximo;
    for (const id of palabrasVecinas(indice, t)) {
      const s = similitudPalabras(t, indice.palabras[id]!).valor;
      if (s > mejor) {
        mejor = s;
        peso = indice.pesoDePalabra[id]!;
      }
    }
    return peso;
  });
  return { texto, tokens, pesos };
}
