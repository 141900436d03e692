import type { FechaNacimiento } from '../modelo';

/*
 * Dates of birth as the lists write them, to FechaNacimiento (as precise as given):
 *   OFAC remarks: '01 Jan 1960', 'Jan 1960', '1960', 'circa 1960', 'circa 01 Jan 1960',
 *                 '1960 to 1962', '01 Jan 1960 to 31 Dec 1962', 'circa 1960-1962'
 *   CSL:          '1960-01-31', '1960', 'circa 1960', '1960 to 1962'
 *   UN notes:     'Nov. 1973', 'August 1961'
 * A range becomes one year-only date per year, so the scorer compares years without knowing
 * about ranges; absurd ranges are capped.
 */

const MESES: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
};

/** Longest range expanded year by year; wider ranges carry no useful information. */
const MAX_ANIOS_RANGO = 15;

function anioValido(a: number): boolean {
  return a >= 1850 && a <= 2100;
}

/** One date (no range): '01 Jan 1960', 'Jan 1960', 'Nov. 1973', '1960', '1960-01-31', '1960-01'. */
export function parsearFechaSimple(texto: string): FechaNacimiento | null {
  const t = texto.trim().replace(/\.$/, '').trim();
  let m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$/.exec(t);
  if (m) {
    const anio = Number(m[1]);
    if (!anioValido(anio)) return null;
    const f: FechaNacimiento = { anio };
    const mes = m[2] ? Number(m[2]) : 0;
    const dia = m[3] ? Number(m[3]) : 0;
    // '0000-00' parts or '-01-01' placeholders of year-only dates are kept as given when valid.
    if (mes >= 1 && mes <= 12) {
      f.mes = mes;
      if (dia >= 1 && dia <= 31) f.dia = dia;
    }
    return f;
  }
  m = /^(?:(\d{1,2})\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(t);
  if (m) {
    const mes = MESES[m[2]!.toLowerCase()];
    const anio = Number(m[3]);
    if (!mes || !anioValido(anio)) return null;
    const f: FechaNacimiento = { anio, mes };
    if (m[1]) {
      const dia = Number(m[1]);
      if (dia < 1 || dia > 31) return null;
      f.dia = dia;
    }
    return f;
  }
  // '31/12/1960' (dd/mm/yyyy), seen in some national lists.
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) {
    const dia = Number(m[1]);
    const mes = Number(m[2]);
    const anio = Number(m[3]);
    if (!anioValido(anio) || mes < 1 || mes > 12 || dia < 1 || dia > 31) return null;
    return { anio, mes, dia };
  }
  return null;
}

/** Every year from one year to another (inclusive), or [] when the range is unusable. */
export function aniosEntre(desde: number, hasta: number): FechaNacimiento[] {
  if (!anioValido(desde) || !anioValido(hasta) || hasta < desde || hasta - desde > MAX_ANIOS_RANGO) return [];
  const out: FechaNacimiento[] = [];
  for (let a = desde; a <= hasta; a++) out.push({ anio: a });
  return out;
}

/**
 * A date of birth as written (without the 'DOB' prefix): exact, partial, 'circa', or a range.
 * Unparseable text gives [] (the caller keeps the raw remarks anyway).
 */
export function parsearFechaNacimiento(texto: string): FechaNacimiento[] {
  let t = texto.trim().replace(/\s+/g, ' ').replace(/\.$/, '');
  t = t.replace(/^(circa|approximately|approx\.?|about|ca\.)\s+/i, '');
  const rango = /^(.+?)\s*(?:\bto\b|–|—|\s-\s)\s*(.+)$/i.exec(t) ?? /^(\d{4})-(\d{4})$/.exec(t);
  if (rango) {
    const a = parsearFechaSimple(rango[1]!);
    const b = parsearFechaSimple(rango[2]!);
    if (!a || !b) return [];
    if (a.anio === b.anio) {
      // '01 Jan 1960 to 31 Dec 1960': the year is all that is known.
      return a.mes === b.mes && a.dia === b.dia ? [a] : [{ anio: a.anio }];
    }
    return aniosEntre(a.anio, b.anio);
  }
  const f = parsearFechaSimple(t);
  return f ? [f] : [];
}

/** Adds dates not already present (same year, month and day). */
export function agregarFechas(destino: FechaNacimiento[], nuevas: FechaNacimiento[]): void {
  for (const f of nuevas) {
    if (!destino.some((d) => d.anio === f.anio && d.mes === f.mes && d.dia === f.dia)) destino.push(f);
  }
}
