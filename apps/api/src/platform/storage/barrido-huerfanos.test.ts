import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivos, empresas } from '../../db/schema/index';
import { createTestApp, ENGINE, type TestContext } from '../../test/test-app';
import { barrerHuerfanos } from './barrido-huerfanos';
import { newStorageKey } from './file-store';
import { LocalFileStore } from './local-file-store';

/* The start-up sweep after a crash: files without a row and temp files go, files with a row and
 * anything written after the cut-off (uploads of the running process) stay. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`barrerHuerfanos (${ENGINE})`, () => {
  it('removes files without an archivos row and crash temp files older than the cut-off, nothing else', async () => {
    const store = new LocalFileStore(path.join(t.dataDir, 'files'));
    const [demo] = await t.handle.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.nombre, 'Empresa Demo SpA'));
    const antes = new Date(Date.now() - 60_000);
    const viejo = async (key: string) => {
      await store.write(key, Readable.from([Buffer.from(`contenido ${key}`)]));
      await utimes(store.pathFor(key), antes, antes);
    };
    const conFila = newStorageKey();
    const huerfano = newStorageKey();
    const reciente = newStorageKey();
    await viejo(conFila);
    await viejo(huerfano);
    await store.write(reciente, Readable.from([Buffer.from('subida en curso')])); // no row yet: in flight
    await t.handle.db.insert(archivos).values({
      empresa_id: demo!.id,
      nombre_original: 'a.txt',
      storage_key: conFila,
      content_type: 'text/plain',
      tamano: 1,
      sha256: 'x',
    });
    const tmp = path.join(store.rootDir, '.tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'parcial'), 'mitad');
    await utimes(path.join(tmp, 'parcial'), antes, antes);
    await writeFile(path.join(store.rootDir, 'LEEME.txt'), 'no es una clave');

    const corte = new Date(Date.now() - 30_000);
    expect(await barrerHuerfanos(t.handle.db, store, corte)).toEqual({ temporales: 1, huerfanos: 1 });
    expect(await store.exists(conFila)).toBe(true);
    expect(await store.exists(huerfano)).toBe(false);
    expect(await store.exists(reciente)).toBe(true);
    expect(await readdir(tmp)).toEqual([]);
    expect(await readdir(store.rootDir)).toContain('LEEME.txt');
    // Idempotent.
    expect(await barrerHuerfanos(t.handle.db, store, corte)).toEqual({ temporales: 0, huerfanos: 0 });
  });
});
