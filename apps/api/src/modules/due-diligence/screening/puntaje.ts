/*
 * The explainable scorer. A score is the sum of its factors, each with its contribution and a
 * Spanish sentence, so an analyst (and the PDF report) can see where every point comes from:
 * - name alignment: query words paired one-to-one with the listed name's words (Jaro-Winkler per
 *   pair, greedy best-first assignment, joined words allowed: 'ABDUL RAHMAN' ≈ 'ABDULRAHMAN');
 *   then the share of the query covered, the share of the listed name covered (each weighted by
 *   word rarity in the lists: a shared 'MOHAMMED' says less than a shared 'BHUTTAVI') and the
 *   lower of the two (balance);
 * - between companies, a name that shares no distinctive word (only 'Trading', 'Group'…, a word
 *   that is merely close, or nothing) loses 0.30: legal forms are removed before (normalizar.ts),
 *   generic words cannot carry a match;
 * - qualifiers: date of birth, nationality, gender and entity type add or take away a little.
 * The word order never counts: 'PÉREZ GONZÁLEZ, Juan' and 'Juan Pérez González' are the same name.
 */
import { claveFonetica } from './claves';
import { esGenerica } from './formas-juridicas';
import type { EntradaLista, TipoEntrada } from './modelo';
import type { FechaConsulta } from './normalizar';

export interface Factor {
  factor: string;
  /** Contribution to the score; the factors of a hit add up to its score. */
  aporte: number;
  detalle: string;
}

/**
 * Name score = 0.5 × coverage of the query + 0.3 × coverage of the listed name + 0.2 × the lower of
 * the two. The query side weighs more (a listed name may carry a maternal surname or a second
 * given name the query lacks), and the balance term keeps a one-word query ('María') from
 * matching a long name, or a one-word listed name ('DAISY') from matching a longer query.
 */
export const PESO_COBERTURA_CONSULTA = 0.5;
export const PESO_COBERTURA_CANDIDATO = 0.3;
export const PESO_EQUILIBRIO = 0.2;

export function puntajeNombre(coberturaConsulta: number, coberturaCandidato: number): number {
  return (
    PESO_COBERTURA_CONSULTA * coberturaConsulta +
    PESO_COBERTURA_CANDIDATO * coberturaCandidato +
    PESO_EQUILIBRIO * Math.min(coberturaConsulta, coberturaCandidato)
  );
}
/** Two words below this Jaro-Winkler similarity are not the same word. */
export const UMBRAL_PALABRA = 0.85;
/** Two words written as one ('ABDUL RAHMAN' / 'ABDULRAHMAN') must be at least this close. */
const UMBRAL_UNIDAS = 0.92;
/** Two words that differ only in doubled letters. */
const SIMILITUD_LETRAS_DOBLES = 0.95;
/** An initial ('J.') against a word with that first letter. */
const SIMILITUD_INICIAL = 0.8;

export const AJUSTES = {
  fechaCompleta: 0.05,
  fechaAnio: 0.02,
  fechaUnAnio: -0.05,
  fechaDistinta: -0.15,
  paisCoincide: 0.03,
  paisDistinto: -0.05,
  generoDistinto: -0.1,
  tipoDistinto: -0.2,
  sinPalabraDistintiva: -0.3,
};

export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (!la || !lb) return 0;
  // The textbook window is 0 for three-letter words, which hides 'SOK' / 'SKO': at least 1.
  const ventana = Math.max(1, Math.floor(Math.max(la, lb) / 2) - 1);
  const usadosB = new Uint8Array(lb);
  const marcadosA = new Uint8Array(la);
  let coincidencias = 0;
  for (let i = 0; i < la; i++) {
    const desde = Math.max(0, i - ventana);
    const hasta = Math.min(lb - 1, i + ventana);
    for (let j = desde; j <= hasta; j++) {
      if (usadosB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      usadosB[j] = 1;
      marcadosA[i] = 1;
      coincidencias++;
      break;
    }
  }
  if (!coincidencias) return 0;
  let transposiciones = 0;
  let k = 0;
  for (let i = 0; i < la; i++) {
    if (!marcadosA[i]) continue;
    while (!usadosB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transposiciones++;
    k++;
  }
  const m = coincidencias;
  const jaro = (m / la + m / lb + (m - transposiciones / 2) / m) / 3;
  let prefijo = 0;
  while (prefijo < 4 && prefijo < la && prefijo < lb && a[prefijo] === b[prefijo]) prefijo++;
  return jaro + prefijo * 0.1 * (1 - jaro);
}

export interface Similitud {
  valor: number;
  regla: 'idéntica' | 'Jaro-Winkler' | 'inicial' | 'letras dobles';
}

/** Similarity of two folded words, 0 when they should not be paired. */
export function similitudPalabras(a: string, b: string): Similitud {
  if (a === b) return { valor: 1, regla: 'idéntica' };
  if (a.length === 1 || b.length === 1) {
    return a[0] === b[0] ? { valor: SIMILITUD_INICIAL, regla: 'inicial' } : { valor: 0, regla: 'inicial' };
  }
  // 'YYU' / 'YU', 'ABDULAH' / 'ABDULLAH': the same word once doubled letters are written once.
  const colapsar = (t: string) => t.replace(/(.)\1+/g, '$1');
  if (colapsar(a) === colapsar(b)) return { valor: SIMILITUD_LETRAS_DOBLES, regla: 'letras dobles' };
  // Otherwise two-letter words (Korean syllables, 'IL', 'SU') only pair when identical.
  if (a.length < 3 || b.length < 3) return { valor: 0, regla: 'Jaro-Winkler' };
  const jw = jaroWinkler(a, b);
  return { valor: jw >= UMBRAL_PALABRA ? jw : 0, regla: 'Jaro-Winkler' };
}

export interface NombrePesado {
  /** As written, for the explanation. */
  texto: string;
  /** Folded identifying words. */
  tokens: string[];
  /** Rarity weight of each word (same length as tokens). */
  pesos: number[];
}

interface Par {
  consulta: number[];
  candidato: number[];
  valor: number;
  regla: string;
}

const f2 = (n: number) => n.toFixed(2).replace('.', ',');
const mayus = (t: string) => t.toUpperCase();

function alinear(q: NombrePesado, c: NombrePesado): Par[] {
  const posibles: Par[] = [];
  for (let i = 0; i < q.tokens.length; i++) {
    for (let j = 0; j < c.tokens.length; j++) {
      const s = similitudPalabras(q.tokens[i]!, c.tokens[j]!);
      if (s.valor > 0) posibles.push({ consulta: [i], candidato: [j], valor: s.valor, regla: s.regla });
    }
  }
  // Words written together on one side and apart on the other ('ABDULRAHMAN' / 'ABDUL RAHMAN'),
  // or split differently on both ('YYU-RO' / 'YU-RO'): joined pairs compete with single ones.
  const unidas = (n: NombrePesado) =>
    n.tokens.slice(0, -1).map((t, i) => ({ texto: t + n.tokens[i + 1]!, indices: [i, i + 1] }));
  const sueltas = (n: NombrePesado) => n.tokens.map((t, i) => ({ texto: t, indices: [i] }));
  const combinaciones: Array<[ReturnType<typeof unidas>, ReturnType<typeof unidas>]> = [
    [unidas(q), sueltas(c)],
    [sueltas(q), unidas(c)],
    [unidas(q), unidas(c)],
  ];
  for (const [ladoQ, ladoC] of combinaciones) {
    for (const a of ladoQ) {
      for (const b of ladoC) {
        if (Math.min(a.texto.length, b.texto.length) < 5) continue;
        const jw = jaroWinkler(a.texto, b.texto);
        if (jw >= UMBRAL_UNIDAS) {
          posibles.push({ consulta: a.indices, candidato: b.indices, valor: jw, regla: 'palabras unidas' });
        }
      }
    }
  }
  posibles.sort(
    (x, y) =>
      y.valor - x.valor ||
      y.consulta.length + y.candidato.length - (x.consulta.length + x.candidato.length) ||
      q.pesos[y.consulta[0]!]! - q.pesos[x.consulta[0]!]!,
  );
  const libreQ = q.tokens.map(() => true);
  const libreC = c.tokens.map(() => true);
  const pares: Par[] = [];
  for (const p of posibles) {
    if (!p.consulta.every((i) => libreQ[i]) || !p.candidato.every((j) => libreC[j])) continue;
    for (const i of p.consulta) libreQ[i] = false;
    for (const j of p.candidato) libreC[j] = false;
    pares.push(p);
  }
  return pares;
}

function cobertura(n: NombrePesado, pares: Par[], lado: 'consulta' | 'candidato') {
  const total = n.pesos.reduce((s, p) => s + p, 0) || 1;
  let cubierto = 0;
  const cubiertos = new Set<number>();
  for (const p of pares) {
    for (const i of p[lado]) {
      cubierto += n.pesos[i]! * p.valor;
      cubiertos.add(i);
    }
  }
  const faltan = n.tokens.filter((_, i) => !cubiertos.has(i)).map(mayus);
  return { valor: cubierto / total, cubiertos: cubiertos.size, faltan };
}

/** Of these word positions, the distinctive ones (not generic business words). */
const distintivas = (n: NombrePesado, indices: number[]) => indices.filter((i) => !esGenerica(n.tokens[i]!));

/** The factor of two company names that share no distinctive word, if they do not. */
function factorDistintivo(q: NombrePesado, c: NombrePesado, pares: Par[]): Factor[] {
  // A listed name made of generic words only ('GLOBAL INTERNATIONAL TRADING') has nothing else to match on.
  if (
    !distintivas(
      c,
      c.tokens.map((_, i) => i),
    ).length
  )
    return [];
  // Close is not enough for a company's name: 'Talca' is not 'Tala', nor 'Maule' 'Maute'; the two
  // must sound the same ('Gazprom' / 'Gasprom', 'Novatek' / 'Novatec', 'Rosneft' / 'Rossneft').
  const texto = (n: NombrePesado, indices: number[]) => indices.map((i) => n.tokens[i]!).join('');
  const comparten = pares.some(
    (p) =>
      distintivas(q, p.consulta).length > 0 &&
      distintivas(c, p.candidato).length > 0 &&
      claveFonetica(texto(q, p.consulta)) === claveFonetica(texto(c, p.candidato)),
  );
  if (comparten) return [];
  const genericas = pares.flatMap((p) => p.consulta.map((i) => mayus(q.tokens[i]!)));
  return [
    {
      factor: 'Nombre: ninguna palabra distintiva en común',
      aporte: AJUSTES.sinPalabraDistintiva,
      detalle:
        (genericas.length
          ? `Entre empresas solo coinciden palabras genéricas o parecidas (${genericas.join(', ')})`
          : 'Entre empresas no coincide ninguna palabra distintiva') +
        '; la forma jurídica no cuenta y la coincidencia debe apoyarse en una palabra distintiva igual o que suene igual',
    },
  ];
}

/**
 * Name alignment as three factors: coverage of the query, of the listed name, and their balance;
 * between companies (`empresa`), a fourth when no distinctive word is shared.
 */
export function factoresNombre(q: NombrePesado, c: NombrePesado, empresa = false): Factor[] {
  const pares = alinear(q, c);
  const cq = cobertura(q, pares, 'consulta');
  const cc = cobertura(c, pares, 'candidato');
  const descripcionPares = pares
    .map((p) => {
      const a = p.consulta.map((i) => mayus(q.tokens[i]!)).join(' ');
      const b = p.candidato.map((j) => mayus(c.tokens[j]!)).join(' ');
      return p.valor === 1 ? `${a} = ${b}` : `${a} ≈ ${b} (${f2(p.valor)}, ${p.regla})`;
    })
    .join('; ');
  const sinPar = (faltan: string[]) => (faltan.length ? `; sin par: ${faltan.join(', ')}` : '');
  return [
    {
      factor: 'Nombre: cobertura de la consulta',
      aporte: PESO_COBERTURA_CONSULTA * cq.valor,
      detalle:
        `${cq.cubiertos} de ${q.tokens.length} palabras de la consulta tienen par en «${c.texto}»` +
        (descripcionPares ? ` (${descripcionPares})` : '') +
        `${sinPar(cq.faltan)}; cobertura ponderada por rareza ${f2(cq.valor)} × ${f2(PESO_COBERTURA_CONSULTA)}`,
    },
    {
      factor: 'Nombre: cobertura del nombre listado',
      aporte: PESO_COBERTURA_CANDIDATO * cc.valor,
      detalle:
        `${cc.cubiertos} de ${c.tokens.length} palabras del nombre listado tienen par en la consulta` +
        `${sinPar(cc.faltan)}; cobertura ponderada por rareza ${f2(cc.valor)} × ${f2(PESO_COBERTURA_CANDIDATO)}`,
    },
    {
      factor: 'Nombre: equilibrio entre ambas coberturas',
      aporte: PESO_EQUILIBRIO * Math.min(cq.valor, cc.valor),
      detalle: `La menor de las dos coberturas (${f2(Math.min(cq.valor, cc.valor))}) × ${f2(PESO_EQUILIBRIO)}`,
    },
    ...(empresa ? factorDistintivo(q, c, pares) : []),
  ];
}

export interface Calificadores {
  tipo?: 'persona' | 'entidad';
  /** Why the type is known when the query did not say it (e.g. 'por la fecha de nacimiento'). */
  tipoInferido?: string;
  fecha?: FechaConsulta;
  /** ISO 3166-1 alpha-2. */
  pais?: string;
  genero?: 'M' | 'F';
}

const TIPO_TEXTO: Record<TipoEntrada, string> = {
  persona: 'persona natural',
  entidad: 'entidad',
  nave: 'nave',
  aeronave: 'aeronave',
  desconocido: 'tipo desconocido',
};

const fechaTexto = (f: { anio: number; mes?: number; dia?: number }) =>
  [f.dia, f.mes].every((x) => x !== undefined)
    ? `${String(f.dia).padStart(2, '0')}-${String(f.mes).padStart(2, '0')}-${f.anio}`
    : f.mes !== undefined
      ? `${String(f.mes).padStart(2, '0')}-${f.anio}`
      : String(f.anio);

/** Qualifiers: only those both sides know about appear (and then they always appear). */
export function factoresCalificadores(
  q: Calificadores,
  entrada: EntradaLista,
  paisesEntrada: readonly string[],
  tipoEntrada: TipoEntrada = entrada.tipo,
): Factor[] {
  const factores: Factor[] = [];
  if (q.tipo && tipoEntrada !== 'desconocido') {
    const igual = (q.tipo === 'persona') === (tipoEntrada === 'persona');
    factores.push({
      factor: 'Tipo de sujeto',
      aporte: igual ? 0 : AJUSTES.tipoDistinto,
      detalle: igual
        ? `La consulta${q.tipoInferido ? ` (${q.tipoInferido})` : ''} y la entrada${tipoEntrada !== entrada.tipo ? ' (por la forma jurídica de su nombre)' : ''} son ${TIPO_TEXTO[tipoEntrada]}`
        : `La consulta es ${TIPO_TEXTO[q.tipo]}${q.tipoInferido ? ` (${q.tipoInferido})` : ''} y la entrada es ${TIPO_TEXTO[tipoEntrada]}${tipoEntrada !== entrada.tipo ? ' (por la forma jurídica de su nombre)' : ''}`,
    });
  }
  if (q.fecha && entrada.fechas_nacimiento.length) {
    const f = q.fecha;
    const completa = (e: FechaConsulta) =>
      f.mes !== undefined && f.dia !== undefined && e.anio === f.anio && e.mes === f.mes && e.dia === f.dia;
    const listadas = entrada.fechas_nacimiento.map(fechaTexto).join(', ');
    const difAnios = Math.min(...entrada.fechas_nacimiento.map((e) => Math.abs(e.anio - f.anio)));
    if (entrada.fechas_nacimiento.some(completa)) {
      factores.push({
        factor: 'Fecha de nacimiento',
        aporte: AJUSTES.fechaCompleta,
        detalle: `La fecha ${fechaTexto(f)} coincide con la listada (${listadas})`,
      });
    } else if (difAnios === 0) {
      factores.push({
        factor: 'Fecha de nacimiento',
        aporte: AJUSTES.fechaAnio,
        detalle: `El año ${f.anio} coincide con la fecha listada (${listadas})`,
      });
    } else {
      factores.push({
        factor: 'Fecha de nacimiento',
        aporte: difAnios === 1 ? AJUSTES.fechaUnAnio : AJUSTES.fechaDistinta,
        detalle: `La fecha ${fechaTexto(f)} difiere en ${difAnios} ${difAnios === 1 ? 'año' : 'años'} de la listada (${listadas})`,
      });
    }
  }
  if (q.pais && paisesEntrada.length) {
    const coincide = paisesEntrada.includes(q.pais);
    factores.push({
      factor: 'Nacionalidad',
      aporte: coincide ? AJUSTES.paisCoincide : AJUSTES.paisDistinto,
      detalle: coincide
        ? `La nacionalidad ${q.pais} figura en la entrada (${entrada.nacionalidades.join(', ')})`
        : `La nacionalidad ${q.pais} no figura en la entrada (${entrada.nacionalidades.join(', ')})`,
    });
  }
  if (q.genero && entrada.genero) {
    const coincide = q.genero === entrada.genero;
    factores.push({
      factor: 'Género',
      aporte: coincide ? 0 : AJUSTES.generoDistinto,
      detalle: coincide
        ? `El género (${q.genero}) coincide`
        : `El género de la consulta (${q.genero}) difiere del listado (${entrada.genero})`,
    });
  }
  return factores;
}

/** Adds the factors up, clamps to 0–1 (the clamp is a factor too, so the sum still holds). */
export function sumar(factores: Factor[]): { score: number; explicacion: Factor[] } {
  const redondear = (n: number) => Math.round(n * 10000) / 10000;
  const explicacion = factores.map((f) => ({ ...f, aporte: redondear(f.aporte) }));
  const bruto = explicacion.reduce((s, f) => s + f.aporte, 0);
  const score = redondear(Math.min(1, Math.max(0, bruto)));
  if (Math.abs(score - bruto) > 1e-9) {
    explicacion.push({
      factor: 'Ajuste al rango 0–1',
      aporte: redondear(score - bruto),
      detalle: `La suma ${f2(bruto)} se lleva al rango 0–1`,
    });
  }
  return { score, explicacion };
}
