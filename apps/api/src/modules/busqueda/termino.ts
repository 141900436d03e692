import { isValidRut, normalizeRut } from '@atalaya/shared/rut';
import { foldText } from '../../platform/crud/search';

/** What one typed query means to each kind of record. */
export interface Termino {
  /** Folded (lower case, no accents), trimmed, inner spaces collapsed. */
  texto: string;
  /** Lower case, trimmed: compared with codes (documents, non-conformities). */
  minusculas: string;
  /** When the query looks like a RUT (12.345.678-5, 12345678-5, 123456785, 12.345…). */
  rut: {
    /** Dots and spaces dropped, lower case: compared with the folded stored RUT. */
    compacto: string;
    /** The stored form (12345678-5) when the query is a whole valid RUT. */
    exacto: string | null;
  } | null;
  /** DEN-000123, DEN-123, den 12, DEN-: a case reference (null otherwise). */
  referencia: {
    /** The number typed, if any. */
    numero: number | null;
    /** Digits as typed (prefix of the 6-digit padded reference). */
    digitos: string;
    /** The digits without leading zeros (prefix of the plain number), '' if none. */
    sinCeros: string;
  } | null;
  /** #123 or 123: a ticket number. */
  numeroTicket: number | null;
}

const RUT = /^\d[\d.\s]*(-?[\dkK])?$/;
const REFERENCIA = /^den[-\s]?(\d{0,9})$/i;
const TICKET = /^#?(\d{1,9})$/;

export function interpretar(q: string): Termino {
  const limpio = q.trim().replace(/\s+/g, ' ');
  const minusculas = limpio.toLowerCase();
  let rut: Termino['rut'] = null;
  if (RUT.test(limpio)) {
    const compacto = limpio.replace(/[.\s]/g, '').toLowerCase();
    const digitos = compacto.replace(/\D/g, '');
    if (digitos.length >= 2) {
      rut = { compacto, exacto: compacto.length >= 7 && isValidRut(compacto) ? normalizeRut(compacto) : null };
    }
  }
  const ref = REFERENCIA.exec(limpio);
  const referencia = ref
    ? {
        numero: ref[1] ? Number(ref[1]) : null,
        digitos: ref[1] ?? '',
        sinCeros: (ref[1] ?? '').replace(/^0+/, ''),
      }
    : null;
  const ticket = TICKET.exec(limpio);
  return {
    texto: foldText(limpio),
    minusculas,
    rut,
    referencia,
    numeroTicket: ticket ? Number(ticket[1]) : null,
  };
}
