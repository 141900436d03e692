import { inflateSync } from 'node:zlib';

/*
 * The text a PDF made by pdfkit draws, one line per text operator, for tests: the content streams
 * are inflated (pdfkit compresses them) and the Windows-1252 strings of every TJ / Tj decoded.
 * Not a general PDF reader: it knows only the hex strings pdfkit writes for the standard fonts.
 */

/** Windows-1252 0x80–0x9F; the rest is Latin-1 (Node's TextDecoder reads these bytes as Latin-1). */
const CP1252_80 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ';
const hex = (h: string) =>
  [...Buffer.from(h, 'hex')]
    .map((b) => (b >= 0x80 && b <= 0x9f ? CP1252_80[b - 0x80] : String.fromCharCode(b)))
    .join('');

export function textoDePdf(pdf: Buffer): string {
  const crudo = pdf.toString('latin1');
  const lineas: string[] = [];
  const inicio = /stream\r?\n/g;
  for (let m = inicio.exec(crudo); m; m = inicio.exec(crudo)) {
    const desde = m.index + m[0].length;
    const hasta = crudo.indexOf('endstream', desde);
    const datos = pdf.subarray(desde, hasta);
    const diccionario = crudo.slice(crudo.lastIndexOf('<<', m.index), m.index);
    const contenido = (diccionario.includes('/FlateDecode') ? inflateSync(datos) : datos).toString('latin1');
    for (const op of contenido.matchAll(/\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const partes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((p) => p[1]!) : [op[2]!];
      lineas.push(partes.map(hex).join(''));
    }
    inicio.lastIndex = hasta + 'endstream'.length;
  }
  return lineas.join('\n');
}
