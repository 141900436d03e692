import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../../db/client';
import { guardarAjuste, leerAjuste } from '../ajustes.repository';
import type { ListaMeta } from './modelo';

/*
 * The fingerprint of the lists that should be in service, kept in ajustes_plataforma so every
 * process (web instances, a separate worker) notices a newer list: an admin upload and
 * `npm run reference:update` write it, servicio-screening polls it.
 */

export const CLAVE_VERSION_LISTAS = 'listas_screening_version';

/** SHA-256 over each list's code and hash, in code order: changes when any list changes. */
export function huellaListas(listas: readonly Pick<ListaMeta, 'codigo' | 'sha256'>[]): string {
  const lineas = listas.map((l) => `${l.codigo}:${l.sha256}`).sort();
  return createHash('sha256').update(lineas.join('\n')).digest('hex');
}

export async function leerVersionListas(db: DbOrTx): Promise<string | null> {
  const valor = await leerAjuste(db, CLAVE_VERSION_LISTAS);
  return typeof valor === 'string' ? valor : null;
}

/** Stores the fingerprint (an upload audits it in the same transaction). */
export async function guardarVersionListas(
  tx: DbOrTx,
  huella: string,
  usuarioId: number | null,
  ahora: Date,
): Promise<void> {
  await guardarAjuste(tx, CLAVE_VERSION_LISTAS, huella, usuarioId, ahora);
}
