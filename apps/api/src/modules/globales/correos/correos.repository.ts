import { and, count, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { TOTAL_MAXIMO } from '@atalaya/shared/contracts/common';
import type { EstadoCorreo } from '@atalaya/shared/contracts/globales/correos';
import type { DbOrTx } from '../../../db/client';
import { correos } from '../../../db/schema/index';
import { containsPattern } from '../../../platform/crud/search';

export interface FiltrosCorreos {
  skip: number;
  limit: number;
  estado?: EstadoCorreo | undefined;
  q?: string | undefined;
}

/** A page of the outbox of every company, newest first, and its total (exact up to TOTAL_MAXIMO). */
export async function paginaCorreos(db: DbOrTx, f: FiltrosCorreos) {
  const where: SQL[] = [];
  if (f.estado) where.push(eq(correos.estado, f.estado));
  if (f.q) {
    const patron = containsPattern(f.q.toLowerCase());
    where.push(or(like(sql`lower(${correos.para})`, patron), like(sql`lower(${correos.asunto})`, patron))!);
  }
  const condicion = where.length ? and(...where) : undefined;
  const acotado = db
    .select({ uno: sql`1` })
    .from(correos)
    .where(condicion)
    .limit(TOTAL_MAXIMO + 1)
    .as('acotado');
  const [filas, [conteo]] = await Promise.all([
    db.select().from(correos).where(condicion).orderBy(desc(correos.id)).offset(f.skip).limit(f.limit),
    db.select({ n: count() }).from(acotado),
  ]);
  return { filas, total: Number(conteo?.n ?? 0) };
}
