import type { CausaRaiz } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { CatalogoNc } from '@atalaya/shared/contracts/no-conformidades';

const plano = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/**
 * The root cause a non-conformity created from a whistleblower case starts from: the one named by
 * `causaId` when it is among the case's, otherwise the latest recorded.
 */
export function causaParaPrefill(causas: readonly CausaRaiz[], causaId?: number): CausaRaiz | undefined {
  const elegida = causaId ? causas.find((c) => c.id === causaId) : undefined;
  if (elegida) return elegida;
  return [...causas].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
}

/** The source 'Canal de denuncias' when the catalogue has it (accents and case aside). */
export function fuenteCanalDenuncias(fuentes: readonly CatalogoNc[]): CatalogoNc | undefined {
  return fuentes.find((f) => plano(f.nombre) === 'canal de denuncias');
}

/** A positive integer from a query-string value; 0 otherwise. */
export function idDeParametro(valor: string | null): number {
  return valor && /^[1-9]\d{0,9}$/.test(valor) ? Number(valor) : 0;
}

/** Today as 'YYYY-MM-DD' in the browser's time zone (the default of the date fields). */
export function hoyIso(ahora: Date = new Date()): string {
  const dos = (n: number) => String(n).padStart(2, '0');
  return `${ahora.getFullYear()}-${dos(ahora.getMonth() + 1)}-${dos(ahora.getDate())}`;
}
