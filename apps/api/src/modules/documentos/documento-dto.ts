import type { Persona } from '@atalaya/shared/contracts/documentos';
import type { Referencia } from '@atalaya/shared/contracts/mi-empresa/empresa';
import type { DbOrTx } from '../../db/client';
import { vinculosDeDocumentos } from './documentos.repository';

/*
 * Pieces of the document answers shared by the document routes and the flow routes (issue 5):
 * how a company user is shown, and the requirements and risks linked to each document.
 */

/** The fields of a `usuarios` row a persona needs (a full row or a narrower select). */
export interface PersonaRow {
  id: number;
  nombre: string;
  apellido: string;
  email: string;
}

/** A company user as the flow shows them; null stays null ('No asignado' on screen). */
export function personaDto(row: PersonaRow | null | undefined): Persona | null {
  if (!row) return null;
  return { id: row.id, nombre: row.nombre, apellido: row.apellido, email: row.email };
}

export interface Vinculos {
  requisitos: Referencia[];
  riesgos: Referencia[];
}

/**
 * Requirements and risks linked to each of `documentoIds` in the company, sorted by name. Every
 * asked id gets an entry (empty lists when it has no links).
 */
export async function cargarVinculos(
  db: DbOrTx,
  empresaId: number,
  documentoIds: readonly number[],
): Promise<Map<number, Vinculos>> {
  const ids = [...new Set(documentoIds)];
  const out = new Map<number, Vinculos>(ids.map((id) => [id, { requisitos: [], riesgos: [] }]));
  if (ids.length === 0) return out;
  const { reqs, ries } = await vinculosDeDocumentos(db, empresaId, ids);
  for (const r of reqs) out.get(r.documento_id)?.requisitos.push({ id: r.id, nombre: r.nombre });
  for (const r of ries) out.get(r.documento_id)?.riesgos.push({ id: r.id, nombre: r.nombre });
  return out;
}
