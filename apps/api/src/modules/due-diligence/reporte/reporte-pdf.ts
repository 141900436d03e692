import PDFDocument from 'pdfkit';
import {
  COLOR_RIESGO,
  MARCA_BORRADOR,
  type Bloque,
  type Campo,
  type Coincidencia,
  type ModeloReporte,
  type NombreRevisado,
  type RiesgoReporte,
  type Tabla,
} from './modelo-reporte';

/*
 * The report as an A4 PDF (pdfkit, standard Helvetica). Pages are buffered so that the running
 * header, the footer with 'Página N de M' and the draft watermark are drawn once the page count
 * is known. Content is laid out block by block, moving to a new page before anything that would
 * not fit; tables repeat their header row on the next page.
 */

const MARGEN = 50;
const MARGEN_SUPERIOR = 72;
const MARGEN_INFERIOR = 64;
const AZUL = '#123b5d';
const GRIS = '#5b6675';
const GRIS_CLARO = '#e6e9ee';
const FRANJA = '#f5f7fa';
const TEXTO = '#1f2933';
const VERDE = '#1e7b45';
const ANCHO_ETIQUETA = 150;

type Doc = PDFKit.PDFDocument;

/*
 * Standard PDF fonts only cover Windows-1252 (all of Spanish: á é í ó ú ü ñ ¿ ¡ « » — …). List
 * names may carry other scripts or letters (ş, ć); they are reduced to their base letter, or '?'.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const enCp1252 = (c: string) => {
  const n = c.codePointAt(0)!;
  return (n >= 0x20 && n < 0x7f) || (n >= 0xa0 && n <= 0xff) || c === '\n' || CP1252_EXTRA.has(c);
};
export function aCp1252(texto: string): string {
  let salida = '';
  for (const c of texto.replace(/[\u2000-\u200a\u202f\u205f]/g, ' ')) {
    if (enCp1252(c)) salida += c;
    else {
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      salida += base && [...base].every(enCp1252) ? base : '?';
    }
  }
  return salida;
}

export function renderizarPdf(m: ModeloReporte): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: MARGEN_SUPERIOR, bottom: MARGEN_INFERIOR, left: MARGEN, right: MARGEN },
    info: {
      Title: aCp1252(`${m.titulo} — ${m.sujeto}`),
      Author: 'Atalaya',
      Subject: aCp1252(`${m.subtitulo} · ${m.empresaCliente}`),
    },
    lang: 'es-CL',
  });
  const partes: Buffer[] = [];
  const listo = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
  });

  portada(doc, m);
  for (const seccion of m.secciones) {
    tituloSeccion(doc, seccion.titulo);
    for (const bloque of seccion.bloques) dibujarBloque(doc, bloque);
    doc.y += 10;
  }
  marcosDePagina(doc, m);
  doc.end();
  return listo;
}

const ancho = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const limite = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `alto` points still fit on this one. */
function asegurar(doc: Doc, alto: number) {
  if (doc.y + alto > limite(doc)) doc.addPage();
}

function escribir(
  doc: Doc,
  texto: string,
  x: number,
  y: number,
  o: {
    fuente?: string;
    tamano?: number;
    color?: string;
    ancho?: number;
    alinear?: 'left' | 'right' | 'center';
    /** Cut to one line ending in '…' (running header, cover). */
    unaLinea?: boolean;
  } = {},
) {
  const tamano = o.tamano ?? 10;
  doc
    .font(o.fuente ?? 'Helvetica')
    .fontSize(tamano)
    .fillColor(o.color ?? TEXTO)
    .text(aCp1252(texto), x, y, {
      width: o.ancho,
      align: o.alinear ?? 'left',
      ...(o.unaLinea ? { height: tamano * 1.2, ellipsis: true } : {}),
    });
}

function altoDe(doc: Doc, texto: string, fuente: string, tamano: number, anchoTexto: number) {
  return doc.font(fuente).fontSize(tamano).heightOfString(aCp1252(texto), { width: anchoTexto });
}

function portada(doc: Doc, m: ModeloReporte) {
  const x = MARGEN;
  const w = ancho(doc);
  doc.rect(0, 0, doc.page.width, 8).fill(AZUL);
  escribir(doc, 'ATALAYA', x, 30, { fuente: 'Helvetica-Bold', tamano: 16, color: AZUL });
  escribir(doc, 'Cumplimiento y debida diligencia', x, 49, { tamano: 8, color: GRIS });
  escribir(doc, 'Preparado para', x, 30, { tamano: 8, color: GRIS, ancho: w, alinear: 'right' });
  escribir(doc, m.empresaCliente, x + w / 3, 41, {
    fuente: 'Helvetica-Bold',
    tamano: 11,
    ancho: (w * 2) / 3,
    alinear: 'right',
    unaLinea: true,
  });
  doc
    .moveTo(x, 66)
    .lineTo(x + w, 66)
    .lineWidth(0.75)
    .strokeColor(GRIS_CLARO)
    .stroke();

  escribir(doc, m.titulo, x, 84, { fuente: 'Helvetica-Bold', tamano: 22, color: AZUL, ancho: w });
  escribir(doc, m.subtitulo, x, doc.y + 2, { tamano: 12, color: GRIS, ancho: w });
  escribir(doc, m.sujeto, x, doc.y + 12, { fuente: 'Helvetica-Bold', tamano: 15, ancho: w });
  escribir(doc, `RUT ${m.rut}`, x, doc.y + 2, { tamano: 11, color: GRIS, ancho: w });
  doc.y += 14;

  if (m.borrador) {
    const alto = 26;
    doc.roundedRect(x, doc.y, w, alto, 4).fillAndStroke('#fff4e5', '#b26a00');
    escribir(doc, m.borrador, x + 10, doc.y + 8, {
      fuente: 'Helvetica-Bold',
      tamano: 10,
      color: '#8a4b00',
      ancho: w - 20,
    });
    doc.y += alto - 8;
    doc.y += 14;
  }
}

function tituloSeccion(doc: Doc, titulo: string) {
  asegurar(doc, 80);
  const y = doc.y + 6;
  escribir(doc, titulo, MARGEN, y, { fuente: 'Helvetica-Bold', tamano: 13, color: AZUL, ancho: ancho(doc) });
  const linea = doc.y + 3;
  doc
    .moveTo(MARGEN, linea)
    .lineTo(MARGEN + ancho(doc), linea)
    .lineWidth(1)
    .strokeColor(AZUL)
    .stroke();
  doc.y = linea + 8;
}

function dibujarBloque(doc: Doc, b: Bloque) {
  switch (b.tipo) {
    case 'campos':
      return campos(doc, b.campos, MARGEN, ancho(doc));
    case 'tabla':
      return tabla(doc, b.tabla, MARGEN, ancho(doc));
    case 'parrafo':
      return parrafo(doc, b.texto, b.titulo);
    case 'nombre_revisado':
      return nombreRevisado(doc, b.nombre);
    case 'riesgo':
      return riesgo(doc, b.riesgo);
  }
}

function campos(doc: Doc, lista: Campo[], x: number, w: number) {
  for (const c of lista) {
    const alto = Math.max(
      altoDe(doc, c.etiqueta, 'Helvetica-Bold', 9, ANCHO_ETIQUETA - 10),
      altoDe(doc, c.valor, 'Helvetica', 10, w - ANCHO_ETIQUETA),
    );
    asegurar(doc, alto + 4);
    const y = doc.y;
    escribir(doc, c.etiqueta, x, y + 1, {
      fuente: 'Helvetica-Bold',
      tamano: 9,
      color: GRIS,
      ancho: ANCHO_ETIQUETA - 10,
    });
    escribir(doc, c.valor, x + ANCHO_ETIQUETA, y, { ancho: w - ANCHO_ETIQUETA });
    doc.y = y + alto + 5;
  }
  doc.y += 4;
}

function parrafo(doc: Doc, texto: string, titulo?: string) {
  asegurar(doc, 40);
  if (titulo) {
    escribir(doc, titulo, MARGEN, doc.y, { fuente: 'Helvetica-Bold', tamano: 10, color: GRIS, ancho: ancho(doc) });
    doc.y += 3;
  }
  // pdfkit flows a long paragraph onto as many pages as it needs.
  escribir(doc, texto, MARGEN, doc.y, { ancho: ancho(doc) });
  doc.y += 10;
}

const PADDING = 4;

function filaTabla(
  doc: Doc,
  celdas: string[],
  t: Tabla,
  x: number,
  w: number,
  o: { encabezado: boolean; fondo?: string },
) {
  const fuente = o.encabezado ? 'Helvetica-Bold' : 'Helvetica';
  const anchos = t.columnas.map((c) => c.ancho * w);
  const alto = Math.max(...celdas.map((c, i) => altoDe(doc, c, fuente, 9, anchos[i]! - 2 * PADDING))) + 2 * PADDING;
  const y = doc.y;
  if (o.fondo) doc.rect(x, y, w, alto).fill(o.fondo);
  let cx = x;
  celdas.forEach((c, i) => {
    escribir(doc, c, cx + PADDING, y + PADDING, {
      fuente,
      tamano: 9,
      color: o.encabezado ? AZUL : TEXTO,
      ancho: anchos[i]! - 2 * PADDING,
    });
    cx += anchos[i]!;
  });
  doc
    .moveTo(x, y + alto)
    .lineTo(x + w, y + alto)
    .lineWidth(0.5)
    .strokeColor(GRIS_CLARO)
    .stroke();
  doc.y = y + alto;
}

function altoFila(doc: Doc, celdas: string[], t: Tabla, w: number) {
  return (
    Math.max(...celdas.map((c, i) => altoDe(doc, c, 'Helvetica', 9, t.columnas[i]!.ancho * w - 2 * PADDING))) +
    2 * PADDING
  );
}

function tabla(doc: Doc, t: Tabla, x: number, w: number) {
  const encabezado = t.columnas.map((c) => c.titulo);
  const primera = t.filas[0] ? altoFila(doc, t.filas[0], t, w) : 20;
  asegurar(doc, (t.titulo ? 16 : 0) + 22 + primera);
  if (t.titulo) {
    escribir(doc, t.titulo, x, doc.y, { fuente: 'Helvetica-Bold', tamano: 10, color: GRIS, ancho: w });
    doc.y += 3;
  }
  filaTabla(doc, encabezado, t, x, w, { encabezado: true, fondo: GRIS_CLARO });
  if (t.filas.length === 0) {
    escribir(doc, t.vacia, x + PADDING, doc.y + PADDING, {
      fuente: 'Helvetica-Oblique',
      tamano: 9,
      color: GRIS,
      ancho: w,
    });
    doc.y += PADDING;
  }
  t.filas.forEach((fila, i) => {
    if (doc.y + altoFila(doc, fila, t, w) > limite(doc)) {
      doc.addPage();
      if (t.titulo) {
        escribir(doc, `${t.titulo} (continuación)`, x, doc.y, {
          fuente: 'Helvetica-Bold',
          tamano: 10,
          color: GRIS,
          ancho: w,
        });
        doc.y += 3;
      }
      filaTabla(doc, encabezado, t, x, w, { encabezado: true, fondo: GRIS_CLARO });
    }
    filaTabla(doc, fila, t, x, w, { encabezado: false, fondo: i % 2 ? FRANJA : undefined });
  });
  doc.y += 10;
}

function nombreRevisado(doc: Doc, n: NombreRevisado) {
  asegurar(doc, 48);
  escribir(doc, n.titulo, MARGEN, doc.y, { fuente: 'Helvetica-Bold', tamano: 10.5, ancho: ancho(doc) });
  doc.y += 2;
  if (n.coincidencias.length === 0) {
    escribir(doc, 'Sin coincidencias sobre el umbral.', MARGEN, doc.y, {
      tamano: 9.5,
      color: VERDE,
      ancho: ancho(doc),
    });
    doc.y += 8;
    return;
  }
  for (const c of n.coincidencias) coincidencia(doc, c);
}

function coincidencia(doc: Doc, c: Coincidencia) {
  const x = MARGEN + 12;
  const w = ancho(doc) - 12;
  asegurar(doc, 140);
  const y = doc.y + 2;
  const alto = Math.max(22, altoDe(doc, `Coincidencia: ${c.nombreListado}`, 'Helvetica-Bold', 10, w - 110) + 10);
  doc.rect(x, y, w, alto).fill('#fdecea');
  doc.rect(x, y, 3, alto).fill(COLOR_RIESGO.alto);
  escribir(doc, `Coincidencia: ${c.nombreListado}`, x + 10, y + 6, {
    fuente: 'Helvetica-Bold',
    tamano: 10,
    color: COLOR_RIESGO.alto,
    ancho: w - 110,
  });
  escribir(doc, `Puntaje ${c.puntaje}`, x + w - 100, y + 6, {
    fuente: 'Helvetica-Bold',
    tamano: 10,
    color: COLOR_RIESGO.alto,
    ancho: 92,
    alinear: 'right',
  });
  doc.y = y + alto + 6;
  campos(doc, c.campos, x + 10, w - 10);
  tabla(doc, c.factores, x + 10, w - 10);
}

function riesgo(doc: Doc, r: RiesgoReporte | null) {
  const w = ancho(doc);
  if (!r) {
    escribir(doc, 'El nivel de riesgo aún no se ha calculado.', MARGEN, doc.y, { color: GRIS, ancho: w });
    doc.y += 10;
    return;
  }
  asegurar(doc, 90);
  const color = COLOR_RIESGO[r.nivel];
  const insignia = `${r.etiqueta} · ${r.porcentaje} %`;
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(13);
  const anchoInsignia = doc.widthOfString(aCp1252(insignia)) + 28;
  doc.roundedRect(MARGEN, y, anchoInsignia, 26, 13).fill(color);
  escribir(doc, insignia, MARGEN, y + 7, {
    fuente: 'Helvetica-Bold',
    tamano: 13,
    color: '#ffffff',
    ancho: anchoInsignia,
    alinear: 'center',
  });
  escribir(doc, 'Nivel de riesgo', MARGEN + anchoInsignia + 12, y + 8, { tamano: 10, color: GRIS });

  // The bar: the level's share filled in its colour, with the three levels marked below.
  const barra = y + 40;
  doc.roundedRect(MARGEN, barra, w, 10, 5).fill(GRIS_CLARO);
  doc.roundedRect(MARGEN, barra, (w * r.porcentaje) / 100, 10, 5).fill(color);
  for (const [etiqueta, p] of [
    ['Bajo 20 %', 20],
    ['Monitoreo 50 %', 50],
    ['Alto 80 %', 80],
  ] as const) {
    const cx = MARGEN + (w * p) / 100;
    doc
      .moveTo(cx, barra + 10)
      .lineTo(cx, barra + 14)
      .lineWidth(0.75)
      .strokeColor(GRIS)
      .stroke();
    escribir(doc, etiqueta, cx - 50, barra + 16, { tamano: 8, color: GRIS, ancho: 100, alinear: 'center' });
  }
  doc.y = barra + 34;

  if (r.razones.length === 0) {
    escribir(doc, 'Sin razones registradas.', MARGEN, doc.y, { color: GRIS, ancho: w });
    doc.y += 10;
    return;
  }
  escribir(doc, 'Razones', MARGEN, doc.y, { fuente: 'Helvetica-Bold', tamano: 10, color: GRIS, ancho: w });
  doc.y += 3;
  for (const razon of r.razones) {
    const alto = altoDe(doc, razon.texto, 'Helvetica', 10, w - 100);
    asegurar(doc, alto + 4);
    const yr = doc.y;
    escribir(doc, '•', MARGEN + 2, yr, { ancho: 10 });
    escribir(doc, razon.texto, MARGEN + 14, yr, { ancho: w - 100 });
    escribir(doc, razon.peso, MARGEN + w - 80, yr + 1, {
      fuente: 'Helvetica-Bold',
      tamano: 9,
      color: GRIS,
      ancho: 80,
      alinear: 'right',
    });
    doc.y = yr + alto + 4;
  }
  doc.y += 6;
}

/** Running header (from page 2), footer and draft watermark on every page. */
function marcosDePagina(doc: Doc, m: ModeloReporte) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Drawn in the margins: without this, pdfkit would move text below the bottom margin to a new page.
    doc.page.margins.bottom = 0;
    const w = ancho(doc);
    const pie = doc.page.height - 40;
    if (m.borrador) marcaDeAgua(doc);
    if (i > start) {
      escribir(doc, `Atalaya · ${m.titulo}`, MARGEN, 30, {
        fuente: 'Helvetica-Bold',
        tamano: 8,
        color: AZUL,
        ancho: w / 2,
      });
      escribir(doc, `${m.sujeto} · ${m.empresaCliente}`, MARGEN + w / 2, 30, {
        tamano: 8,
        color: GRIS,
        ancho: w / 2,
        alinear: 'right',
        unaLinea: true,
      });
      doc
        .moveTo(MARGEN, 44)
        .lineTo(MARGEN + w, 44)
        .lineWidth(0.5)
        .strokeColor(GRIS_CLARO)
        .stroke();
    }
    doc
      .moveTo(MARGEN, pie - 8)
      .lineTo(MARGEN + w, pie - 8)
      .lineWidth(0.5)
      .strokeColor(GRIS_CLARO)
      .stroke();
    escribir(doc, `Informe N.º ${m.id} · Generado el ${m.generado} (hora de Chile) · Confidencial`, MARGEN, pie, {
      tamano: 8,
      color: GRIS,
      ancho: w - 90,
    });
    escribir(doc, `Página ${i - start + 1} de ${count}`, MARGEN + w - 90, pie, {
      tamano: 8,
      color: GRIS,
      ancho: 90,
      alinear: 'right',
    });
  }
}

function marcaDeAgua(doc: Doc) {
  const cx = doc.page.width / 2;
  const cy = doc.page.height / 2;
  doc.save();
  doc.rotate(-35, { origin: [cx, cy] });
  doc.fillOpacity(0.08);
  escribir(doc, MARCA_BORRADOR.toUpperCase(), cx - 400, cy - 25, {
    fuente: 'Helvetica-Bold',
    tamano: 44,
    color: '#b26a00',
    ancho: 800,
    alinear: 'center',
  });
  doc.restore();
}
