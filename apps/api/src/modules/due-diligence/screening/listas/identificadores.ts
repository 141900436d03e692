/*
 * Identity documents and registry numbers as the lists label them ('Passport', 'Cedula No.',
 * 'NIT #', 'C.U.R.P.', 'National Identification Number'…) mapped to one vocabulary, so an exact
 * RUT / passport / national-ID match can short-circuit the scorer whatever list it came from.
 * Labels not listed here (dates, e-mail, phone, wallet addresses, executive orders…) are not
 * identifiers and are ignored.
 */

/** [label as written by the lists, lower case; our tipo]. Longest labels are tried first. */
const ETIQUETAS: ReadonlyArray<readonly [string, string]> = [
  ['diplomatic passport', 'pasaporte'],
  ['passport', 'pasaporte'],
  ['número de pasaporte', 'pasaporte'],
  ['numéro de passeport', 'pasaporte'],
  ['rut #', 'rut'],
  ['rut', 'rut'],
  ['cedula no.', 'cedula'],
  ['cédula no.', 'cedula'],
  ['nit #', 'nit'],
  ['ruc #', 'ruc'],
  ['r.f.c.', 'rfc'],
  ['rfc', 'rfc'],
  ['c.u.r.p.', 'curp'],
  ['curp', 'curp'],
  ['d.n.i.', 'dni'],
  ['rif #', 'rif'],
  ['c.u.i.t.', 'cuit'],
  ['c.u.i.l.', 'cuit'],
  ['national identification number', 'id_nacional'],
  ['national identification', 'id_nacional'],
  ['national id no.', 'id_nacional'],
  ['national foreign id number', 'id_nacional'],
  ['personal id card', 'id_nacional'],
  ['identification number', 'id_nacional'],
  ['ssn', 'ssn'],
  ['tax id no.', 'id_tributario'],
  ['us fein', 'id_tributario'],
  ['v.a.t. number', 'id_tributario'],
  ['italian fiscal code', 'id_tributario'],
  ['unified social credit code (uscc)', 'id_tributario'],
  ['registration id', 'registro'],
  ['registration number', 'registro'],
  ['public registration number', 'registro'],
  ['business registration number', 'registro'],
  ['business registration document #', 'registro'],
  ['company number', 'registro'],
  ['uk company number', 'registro'],
  ['commercial registry number', 'registro'],
  ['chamber of commerce number', 'registro'],
  ['folio mercantil no.', 'registro'],
  ['matricula mercantil no', 'registro'],
  ['trade license no.', 'registro'],
  ['c.r. no.', 'registro'],
  ['government gazette number', 'registro'],
  ['legal entity number', 'registro'],
  ['d-u-n-s number', 'registro'],
  ['registered charity no.', 'registro'],
  ['vessel registration identification', 'imo'],
  ['identification number imo', 'imo'],
  ['company number imo', 'imo'],
  ['mmsi', 'mmsi'],
  ['aircraft tail number', 'matricula_aeronave'],
  ["aircraft manufacturer's serial number (msn)", 'serie_aeronave'],
  ["driver's license no.", 'licencia_conducir'],
  ['electoral registry no.', 'registro_electoral'],
  ['credencial electoral', 'registro_electoral'],
  ['i.f.e.', 'registro_electoral'],
  ['residency number', 'residencia'],
  ['birth certificate number', 'otro'],
  ['cartilla de servicio militar nacional', 'otro'],
  ['swift/bic', 'swift'],
];

const POR_ETIQUETA = new Map(ETIQUETAS);
/** Longest first, so 'Diplomatic Passport' wins over 'Passport' and 'Company Number IMO' is not 'Company Number'. */
const ORDENADAS = [...ETIQUETAS].sort((a, b) => b[0].length - a[0].length);

/** Our tipo for a label written exactly (CSL 'ids', UN TYPE_OF_DOCUMENT), or null. */
export function tipoDeEtiqueta(etiqueta: string): string | null {
  return POR_ETIQUETA.get(etiqueta.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/**
 * The label a remarks segment starts with ('Cedula No. 123 (Colombia)' → 'Cedula No.'), with the
 * rest of the segment; null when it starts with no identifier label. The label must be followed
 * by a space, so 'RUTS721008' is never read as a RUT.
 */
export function separarEtiqueta(segmento: string): { etiqueta: string; tipo: string; resto: string } | null {
  const bajo = segmento.toLowerCase();
  for (const [etiqueta, tipo] of ORDENADAS) {
    if (bajo.startsWith(etiqueta) && bajo[etiqueta.length] === ' ') {
      return { etiqueta: segmento.slice(0, etiqueta.length), tipo, resto: segmento.slice(etiqueta.length + 1).trim() };
    }
  }
  return null;
}

/** 'IMO 9187629' → '9187629': the IMO prefix is part of how OFAC writes it, not of the number. */
export function limpiarNumero(tipo: string, numero: string): string {
  let n = numero.trim().replace(/[.;,]+$/, '');
  if (tipo === 'imo') n = n.replace(/^IMO\s*/i, '');
  return n;
}
