import { ageFromBirthYear } from '@/lib/format';

/**
 * Age shown for a person of the directory (SPEC §9: current year − birth year), from a
 * 'YYYY-MM-DD' birth date; null when the date is missing or unreadable.
 */
export function edadDesdeNacimiento(birthdate: string | null | undefined, hoy: Date = new Date()): number | null {
  const anio = /^(\d{4})-\d{2}-\d{2}$/.exec(birthdate?.trim() ?? '')?.[1];
  return anio ? ageFromBirthYear(Number(anio), hoy) : null;
}
