import { formatDate } from '@/lib/format';

/**
 * A list's version as es-CL text: a full date 'YYYY-MM-DD' as dd/mm/aaaa; a month 'YYYY-MM' (the
 * reference folder's date) as mm/aaaa, not as the first of that month.
 */
export function formatVersion(version: string): string {
  const mes = /^(\d{4})-(\d{2})$/.exec(version);
  return mes ? `${mes[2]}/${mes[1]}` : formatDate(version);
}
