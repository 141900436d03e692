/*
 * Candidate keys of a name word. The index looks a query word up by three keys so that spelling
 * and transliteration variants still meet their listed form without scanning every name:
 * - the word itself;
 * - a phonetic key tuned for Spanish and for Arabic/Russian names written in Latin letters
 *   (Mohammed / Muhamad / Mohamed, Jusuf / Yusuf, Shamil / Chamil, Vasquez / Basques);
 * - its one-letter deletions (a SymSpell neighbourhood), which catch one typo or transposition
 *   that changes the phonetic key (Faiz / Afiz, Maghomed / Amghomed).
 * The keys only propose; the scorer decides.
 */

/** Consonant classes: letters that transliterations and Spanish spelling confuse share a code. */
const CLASE: Record<string, string> = {
  b: 'B',
  p: 'B',
  v: 'B',
  w: 'B',
  f: 'B',
  c: 'K',
  k: 'K',
  q: 'K',
  g: 'K',
  s: 'S',
  z: 'S',
  x: 'S',
  j: 'J',
  d: 'T',
  t: 'T',
  l: 'L',
  m: 'M',
  n: 'N',
  r: 'R',
};

/**
 * Phonetic key: a first-sound code followed by the consonant skeleton, vowels and h dropped and
 * repeated codes collapsed. Digraphs first: ph → f, sh/ch/zh/sch → S-like or J-like, kh/gh → K,
 * c before e/i → s, qu/gu before e/i → k, y and dj → j at the start ('Yusuf' / 'Jusuf' / 'Djamal').
 */
export function claveFonetica(palabra: string): string {
  let s = palabra.replace(/[^a-z]/g, '');
  if (!s) return palabra;
  s = s
    .replace(/sch|sh|zh|ch|tch|ts|tz|dz/g, 's')
    .replace(/ph/g, 'f')
    .replace(/kh|gh|ck|qu(?=[ei])|gu(?=[ei])/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/^(dj|y|i(?=[aeou]))/, 'j')
    .replace(/ll/g, 'j')
    .replace(/th/g, 't')
    .replace(/dh/g, 'd');
  const primera = s[0]!;
  let clave = /[aeiouh]/.test(primera) ? 'A' : (CLASE[primera] ?? primera.toUpperCase());
  let previa = clave;
  for (let i = 1; i < s.length; i++) {
    const codigo = CLASE[s[i]!];
    if (!codigo) continue; // vowels, h, y
    if (codigo !== previa) clave += codigo;
    previa = codigo;
  }
  return clave;
}

/** Words shorter than this get no deletion keys: one deletion of 'ali' would meet half the list. */
export const LARGO_MINIMO_BORRADOS = 4;

/** The word with each letter removed once (distinct). */
export function clavesBorrado(palabra: string): string[] {
  if (palabra.length < LARGO_MINIMO_BORRADOS) return [];
  const claves = new Set<string>();
  for (let i = 0; i < palabra.length; i++) claves.add(palabra.slice(0, i) + palabra.slice(i + 1));
  return [...claves];
}
