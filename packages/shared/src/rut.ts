/** Chilean RUT helpers (SPEC §5): weights 2..7 cycling from the right, modulo 11; 11 → 0, 10 → K. */

export function cleanRut(rut: string): string {
  return rut.replace(/[^0-9kK]/g, '').toUpperCase();
}

export function computeCheckDigit(body: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

export function isValidRut(rut: string): boolean {
  const clean = cleanRut(rut);
  if (clean.length < 2) return false;
  const body = clean.slice(0, -1);
  const dv = clean.slice(-1);
  if (!/^\d{1,9}$/.test(body)) return false;
  return computeCheckDigit(body) === dv;
}

/** Formats as 12.345.678-5 (dots every three digits, hyphen before the check digit). */
export function formatRut(rut: string): string {
  const clean = cleanRut(rut);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1).replace(/^0+(?=\d)/, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** Canonical storage form: digits, hyphen, check digit (no dots), e.g. 12345678-5. */
export function normalizeRut(rut: string): string {
  const clean = cleanRut(rut);
  return `${clean.slice(0, -1).replace(/^0+(?=\d)/, '')}-${clean.slice(-1)}`;
}
