/** Same folding as `foldedText` in SQL: lower case, accents dropped. */
const FROM = 'áàäâéèëêíìïîóòöôúùüûñç';
const TO = 'aaaaeeeeiiiioooouuuunc';

export function foldText(value: string): string {
  let out = '';
  for (const ch of value.toLowerCase()) {
    const i = FROM.indexOf(ch);
    out += i >= 0 ? TO[i] : ch;
  }
  return out;
}

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
