/*
 * Name normalisation shared by the index (list names) and the queries, so both sides are folded
 * the same way: accents and case folded (ñ → n), punctuation removed, Cyrillic transliterated,
 * honorifics dropped, legal forms of companies removed but remembered, particles set aside, and the
 * 'APELLIDO, Nombre' order undone.
 */
import { quitarFormasJuridicas, unirIniciales } from './formas-juridicas';

/** Honorifics and religious/academic titles: never part of the identity. */
const TITULOS = new Set([
  'sr',
  'sra',
  'srta',
  'senor',
  'senora',
  'senorita',
  'don',
  'dona',
  'dr',
  'dra',
  'doctor',
  'doctora',
  'ing',
  'ingeniero',
  'lic',
  'licenciado',
  'licenciada',
  'prof',
  'profesor',
  'profesora',
  'mr',
  'mrs',
  'ms',
  'miss',
  'mister',
  'sir',
  'dame',
  'madam',
  'madame',
  'mme',
  'mlle',
  'herr',
  'frau',
  'sheikh',
  'shaikh',
  'shaykh',
  'sheik',
  'cheikh',
  'haji',
  'hajji',
  'hadji',
  'alhaji',
  'alhaj',
  'al-haj',
  'mullah',
  'mulla',
  'maulana',
  'maulvi',
  'mawlawi',
  'molvi',
  'qari',
  'hafiz',
  'sayyid',
  'sayed',
  'syed',
  'general',
  'gen',
  'col',
  'colonel',
  'coronel',
  'capt',
  'captain',
  'capitan',
  'major',
  'mayor',
  'lt',
  'sgt',
  'rev',
  'reverend',
  'father',
  'padre',
  'fray',
]);

/*
 * Some of the words above are also given names in the lists (Sayed, Hafiz, General…). They are only
 * dropped as the first word of a name with at least two more words, see quitarTitulos.
 */
const TITULOS_AMBIGUOS = new Set(['sayyid', 'sayed', 'syed', 'hafiz', 'major', 'mayor', 'general', 'father', 'padre']);

/** Words that join names but do not identify anyone ('María de la Luz', 'Bilal bin Marwan'). */
export const PARTICULAS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'lo',
  'y',
  'e',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'du',
  'van',
  'von',
  'der',
  'den',
  'le',
  'al',
  'el',
  'bin',
  'ben',
  'ibn',
  'bint',
  'ould',
  'of',
  'the',
  'and',
]);

const CIRILICO: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'i',
  є: 'ie',
  ґ: 'g',
  ў: 'u',
};

/** Letters NFKD does not decompose into a base letter. */
const LETRAS_ESPECIALES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
  ŀ: 'l',
};

/**
 * Folds text for comparison: lower case, accents removed (ñ → n), Cyrillic transliterated,
 * apostrophes dropped inside words (MY’ONG → myong), any other punctuation → space.
 */
export function plegarTexto(texto: string): string {
  let s = texto.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  s = s.replace(/[ßæœøđðłıþŀ]/g, (c) => LETRAS_ESPECIALES[c] ?? c);
  s = s.replace(/[\u0400-\u04ff]/g, (c) => CIRILICO[c] ?? c);
  s = s.replace(/['’‘`´ʼʻ]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ');
  return s.trim();
}

export function tokenizar(texto: string): string[] {
  const plegado = plegarTexto(texto);
  return plegado ? plegado.split(' ') : [];
}

export type TipoNombre = 'persona' | 'entidad' | 'desconocido';

export interface NombreNormalizado {
  original: string;
  /** The identifying words, in the written order (after undoing 'APELLIDO, Nombre'). */
  tokens: string[];
  particulas: string[];
  titulos: string[];
  /** Legal forms removed (e.g. 'S.A.', 'Co. Ltd.'), remembered to infer an entity. */
  formaJuridica?: string;
  /** Read as a company name: initials joined, legal forms removed, no titles. */
  entidad: boolean;
  /** True when the name came as 'APELLIDO, Nombre' and was put back in order. */
  invertido: boolean;
}

function quitarTitulos(tokens: string[]): { tokens: string[]; titulos: string[] } {
  const titulos: string[] = [];
  let i = 0;
  while (i < tokens.length - 1) {
    const t = tokens[i]!;
    if (!TITULOS.has(t)) break;
    if (TITULOS_AMBIGUOS.has(t) && tokens.length - i < 3) break;
    titulos.push(t);
    i++;
  }
  return { tokens: tokens.slice(i), titulos };
}

/**
 * Splits a written name into the words that identify it. `tipo` 'persona' keeps words that look
 * like a legal form ('SA' can be a surname); 'entidad' reads the name as a company's (initials
 * joined, legal forms removed, see formas-juridicas.ts); 'desconocido' does so only when a legal
 * form is found, and otherwise reads it as a person's.
 */
export function normalizarNombre(nombre: string, tipo: TipoNombre = 'desconocido'): NombreNormalizado {
  let texto = nombre;
  let invertido = false;
  // 'PÉREZ GONZÁLEZ, Juan Carlos' → 'Juan Carlos PÉREZ GONZÁLEZ', unless what follows the comma is
  // a legal form ('ANDES CO., LTD.') or a suffix ('RUBEN LAVILLA, JR').
  const partes = nombre.split(',');
  if (partes.length === 2) {
    const despues = tokenizar(partes[1]!);
    const esForma = despues.length > 0 && quitarFormasJuridicas(['x', ...unirIniciales(despues)]).tokens.length === 1;
    const esSufijo = despues.length === 1 && /^(jr|sr|ii|iii|iv)$/.test(despues[0]!);
    if (despues.length > 0 && tokenizar(partes[0]!).length > 0 && !esForma && !esSufijo) {
      texto = `${partes[1]} ${partes[0]}`;
      invertido = true;
    }
  }
  let tokens = tokenizar(texto);
  let forma: string | undefined;
  let entidad = false;
  if (tipo !== 'persona') {
    const r = quitarFormasJuridicas(unirIniciales(tokens));
    entidad = tipo === 'entidad' || r.formas.length > 0;
    if (entidad) tokens = r.tokens;
    if (r.formas.length) forma = [...new Set(r.formas)].join(' ');
  }
  // 'Coronel', 'General', 'Mayor' are places and words of company names, not titles.
  const sinTitulos = entidad ? { tokens, titulos: [] } : quitarTitulos(tokens);
  tokens = sinTitulos.tokens;
  const particulas = tokens.filter((t) => PARTICULAS.has(t));
  const identificadores = tokens.filter((t) => !PARTICULAS.has(t));
  // A name made only of particles ('DE LA') keeps them: better than nothing to compare.
  const final = identificadores.length ? identificadores : tokens;
  return {
    original: nombre,
    tokens: final,
    particulas: identificadores.length ? particulas : [],
    titulos: sinTitulos.titulos,
    ...(forma ? { formaJuridica: forma } : {}),
    entidad,
    invertido,
  };
}

/** Identifier for exact comparison: RUT '12.345.678-k' → '12345678K', passport 'AB 123-456' → 'AB123456'. */
export function normalizarIdentificador(numero: string): string {
  return plegarTexto(numero)
    .replace(/ /g, '')
    .toUpperCase()
    .replace(/^0+(?=\d)/, '');
}

const PAISES_ALIAS: Record<string, string> = {
  'democratic republic of the congo': 'CD',
  'congo democratic republic': 'CD',
  'republic of the congo': 'CG',
  congo: 'CG',
  'democratic peoples republic of korea': 'KP',
  'korea north': 'KP',
  'republic of korea': 'KR',
  'korea south': 'KR',
  korea: 'KR',
  'iran islamic republic of': 'IR',
  'syrian arab republic': 'SY',
  'russian federation': 'RU',
  'united kingdom of great britain and northern ireland': 'GB',
  'great britain': 'GB',
  england: 'GB',
  'united states of america': 'US',
  usa: 'US',
  'viet nam': 'VN',
  'lao peoples democratic republic': 'LA',
  laos: 'LA',
  burma: 'MM',
  turkey: 'TR',
  turkiye: 'TR',
  'cote divoire': 'CI',
  'ivory coast': 'CI',
  'state of palestine': 'PS',
  'occupied palestinian territory': 'PS',
  'libyan arab jamahiriya': 'LY',
  'united republic of tanzania': 'TZ',
  'republic of moldova': 'MD',
  'the former yugoslav republic of macedonia': 'MK',
  macedonia: 'MK',
  czechia: 'CZ',
  'czech republic': 'CZ',
  'bosnia and herzegovina': 'BA',
  swaziland: 'SZ',
  'cabo verde': 'CV',
  'timor leste': 'TL',
  'east timor': 'TL',
  'holy see': 'VA',
  'gaza strip': 'PS',
  'west bank': 'PS',
  'soviet union': 'RU',
  ussr: 'RU',
  yugoslavia: 'RS',
  'sudan south': 'SS',
};

let paises: Map<string, string> | undefined;

function clavePais(texto: string): string {
  return plegarTexto(texto.replace(/\(([^)]*)\)/g, ' $1 '))
    .replace(/\b(the|of|el|la|los|las|de|del|republica|republic)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function tablaPaises(): Map<string, string> {
  if (paises) return paises;
  paises = new Map();
  const idiomas = ['en', 'es'].map((l) => new Intl.DisplayNames([l], { type: 'region' }));
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const codigo = String.fromCharCode(a, b);
      for (const dn of idiomas) {
        let nombre: string | undefined;
        try {
          nombre = dn.of(codigo);
        } catch {
          nombre = undefined;
        }
        if (!nombre || nombre === codigo || /unknown|desconocida/i.test(nombre)) continue;
        const clave = clavePais(nombre);
        if (!paises.has(clave)) paises.set(clave, codigo);
      }
    }
  }
  for (const [nombre, codigo] of Object.entries(PAISES_ALIAS)) paises.set(clavePais(nombre), codigo);
  return paises;
}

/** Country name (English or Spanish, official UN style too) or ISO code → ISO 3166-1 alpha-2. */
export function normalizarPais(pais: string): string | undefined {
  const limpio = pais.trim();
  if (/^[a-z]{2}$/i.test(limpio)) return limpio.toUpperCase();
  if (!limpio) return undefined;
  return tablaPaises().get(clavePais(limpio));
}

export interface FechaConsulta {
  anio: number;
  mes?: number;
  dia?: number;
}

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (also 'DD-MM-YYYY' / 'DD/MM/YYYY' as typed in Chile). */
export function normalizarFecha(texto: string | undefined): FechaConsulta | undefined {
  if (!texto) return undefined;
  const t = texto.trim();
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?/.exec(t);
  if (m) {
    const anio = Number(m[1]);
    const mes = m[2] ? Number(m[2]) : undefined;
    const dia = m[3] ? Number(m[3]) : undefined;
    return { anio, ...(mes ? { mes } : {}), ...(dia ? { dia } : {}) };
  }
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (m) return { anio: Number(m[3]), mes: Number(m[2]), dia: Number(m[1]) };
  return undefined;
}
