import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractTar } from './untar';
import { freshDatabase } from '../test/test-app';
import type { DatabaseHandle } from './client';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let handle: DatabaseHandle;

/** Rows of a raw query (the engine-neutral Database type leaves execute()'s result untyped). */
async function query<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(q)) as unknown as { rows: T[] };
  return result.rows;
}
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(() => handle.close());

describe('database', () => {
  it('has pg_trgm for name search, with trigram indexes on names', async () => {
    const rows = await query<{ s: number }>(sql`SELECT similarity('Empresa Demo SpA', 'empresa demo') AS s`);
    expect(Number(rows[0]!.s)).toBeGreaterThan(0.5);
    const idx = await query<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE indexname IN ('empresas_nombre_trgm', 'usuarios_nombre_trgm') ORDER BY indexname`,
    );
    expect(idx.map((r) => r.indexname)).toEqual(['empresas_nombre_trgm', 'usuarios_nombre_trgm']);
  });

  it('every tenant table has a not-null empresa_id with an index that starts with it', async () => {
    const rows = await query<{ table_name: string; is_nullable: string }>(sql`
      SELECT c.table_name, c.is_nullable FROM information_schema.columns c
      WHERE c.table_schema = 'public' AND c.column_name = 'empresa_id'
        AND c.table_name NOT IN ('audit_log', 'audit_pendiente', 'sesiones', 'correos', 'fuentes_nc', 'clasificaciones_nc')`);
    // Platform-wide rows too (empresa_id null): the audit chain and its stage (rows that live only
    // until their commit), sessions, mail, and the global NC catalogues.
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(r.is_nullable, r.table_name).toBe('NO');
      const idx = await query<{ indexdef: string }>(
        sql`SELECT indexdef FROM pg_indexes WHERE tablename = ${r.table_name} AND indexdef LIKE '%(empresa_id%'`,
      );
      expect(idx.length, `${r.table_name} necesita un índice que empiece por empresa_id`).toBeGreaterThan(0);
    }
  });
});

describe('extractTar', () => {
  function header(name: string, size: number, type: '0' | '5') {
    const h = Buffer.alloc(512);
    h.write(name, 0, 'utf8');
    h.write(size.toString(8).padStart(11, '0'), 124, 'ascii');
    h.write(type, 156, 'ascii');
    return h;
  }

  it('writes directories and files, and refuses paths that escape the target', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-tar-'));
    try {
      const body = Buffer.from('PG_VERSION 18\n');
      const pad = Buffer.alloc(512 - body.length);
      const tar = Buffer.concat([
        header('/base', 0, '5'),
        header('/base/PG_VERSION', body.length, '0'),
        body,
        pad,
        Buffer.alloc(1024),
      ]);
      expect(await extractTar(tar, dir)).toBe(1);
      expect(await readFile(path.join(dir, 'base/PG_VERSION'), 'utf8')).toBe('PG_VERSION 18\n');
      const evil = Buffer.concat([header('../../escape.txt', 0, '0'), Buffer.alloc(1024)]);
      await expect(extractTar(evil, dir)).rejects.toThrow(/fuera del destino/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
