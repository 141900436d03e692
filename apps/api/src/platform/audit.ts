import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { audit_log } from '../db/schema/index';

export interface AuditEntry {
  /** Tenant of the chain; null for platform-level actions. */
  empresa_id: number | null;
  usuario_id: number | null;
  /** Verb: crear, actualizar, eliminar, login, logout, … */
  accion: string;
  entidad: string;
  entidad_id?: string | number | null;
  cambios?: unknown;
}

const GENESIS = '0'.repeat(64);

/** JSON with sorted keys, so the hash survives jsonb's key reordering. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

interface ChainedFields {
  empresa_id: number | null;
  usuario_id: number | null;
  accion: string;
  entidad: string;
  entidad_id: string | null;
  cambios: unknown;
  created_at: Date;
}

/** The row as hashed: sorted keys, the timestamp as ISO text. */
function canonicalRow(row: ChainedFields): string {
  return canonicalJson({
    empresa_id: row.empresa_id,
    usuario_id: row.usuario_id,
    accion: row.accion,
    entidad: row.entidad,
    entidad_id: row.entidad_id,
    cambios: row.cambios,
    created_at: row.created_at.toISOString(),
  });
}

/** sha256(prev_hash + '\n' + canonical row): the database computes it on commit (audit_sellar). */
function linkHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalRow(row)).digest('hex');
}

function chainFilter(empresaId: number | null) {
  return empresaId === null ? isNull(audit_log.empresa_id) : eq(audit_log.empresa_id, empresaId);
}

/**
 * Adds one audit row to its tenant's chain when the transaction commits. Call it inside the
 * transaction of the mutation: the row is staged, and a deferred trigger (migration 0013) links it
 * inside the COMMIT under the chain's advisory lock, so two rows never share a predecessor and the
 * lock is never held across a round trip. A transaction that rolls back leaves no audit row.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry, now: Date = new Date()) {
  const row: ChainedFields = {
    empresa_id: entry.empresa_id,
    usuario_id: entry.usuario_id,
    accion: entry.accion,
    entidad: entry.entidad,
    entidad_id: entry.entidad_id == null ? null : String(entry.entidad_id),
    cambios: entry.cambios ?? null,
    // Millisecond precision so the timestamp reads back exactly as it was hashed.
    created_at: new Date(Math.floor(now.getTime())),
  };
  await tx.execute(sql`INSERT INTO audit_pendiente
    (empresa_id, usuario_id, accion, entidad, entidad_id, cambios, created_at, canonical)
    VALUES (${row.empresa_id}, ${row.usuario_id}, ${row.accion}, ${row.entidad}, ${row.entidad_id},
      ${row.cambios === null ? null : JSON.stringify(row.cambios)}::jsonb, ${row.created_at.toISOString()}::timestamptz,
      ${canonicalRow(row)})`);
}

export interface ChainReport {
  empresa_id: number | null;
  filas: number;
  ok: boolean;
  /** First row whose content or link does not match. */
  primer_error?: { id: number; motivo: string };
}

/** Walks one tenant's chain in id order and reports the first broken link. */
export async function verifyChain(db: Database, empresaId: number | null): Promise<ChainReport> {
  let prevHash = GENESIS;
  let lastId = 0;
  let filas = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(audit_log)
      .where(and(chainFilter(empresaId), gt(audit_log.id, lastId)))
      .orderBy(asc(audit_log.id))
      .limit(1000);
    if (batch.length === 0) break;
    for (const r of batch) {
      filas++;
      if (r.prev_hash !== prevHash) {
        return {
          empresa_id: empresaId,
          filas,
          ok: false,
          primer_error: { id: r.id, motivo: 'enlace roto: falta o se alteró la fila anterior' },
        };
      }
      const expected = linkHash(prevHash, r);
      if (expected !== r.hash) {
        return { empresa_id: empresaId, filas, ok: false, primer_error: { id: r.id, motivo: 'contenido alterado' } };
      }
      prevHash = r.hash;
      lastId = r.id;
    }
  }
  return { empresa_id: empresaId, filas, ok: true };
}

/** Verifies every chain (platform + each tenant that has rows). */
export async function verifyAllChains(db: Database): Promise<ChainReport[]> {
  const tenants = await db.selectDistinct({ empresa_id: audit_log.empresa_id }).from(audit_log);
  const reports: ChainReport[] = [];
  for (const t of tenants) reports.push(await verifyChain(db, t.empresa_id));
  return reports;
}
