import type { DbOrTx } from '../../../db/client';
import { faqs } from '../../../db/schema/index';

/* Queries of Globales → catálogo outside the generic CRUD (the FAQ import). */

/** Every FAQ's question. */
export async function preguntasFaq(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ pregunta: faqs.pregunta }).from(faqs);
  return rows.map((r) => r.pregunta);
}

export async function insertFaqs(db: DbOrTx, rows: (typeof faqs.$inferInsert)[]): Promise<void> {
  await db.insert(faqs).values(rows);
}
