import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, InvalidStorageKeyError, isStorageKey, newStorageKey } from './file-store';
import { LocalFileStore } from './local-file-store';

/** Every regular file under `dir`, recursively (dot-directories included), relative paths. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

let root: string;
let store: LocalFileStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atalaya-store-'));
  store = new LocalFileStore(path.join(root, 'files'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('newStorageKey', () => {
  it('is YYYY/MM/<uuid> in UTC and unique', () => {
    const key = newStorageKey(new Date('2025-03-31T23:30:00-04:00')); // April 1st UTC
    expect(key).toMatch(/^2025\/04\/[0-9a-f-]{36}$/);
    expect(isStorageKey(key)).toBe(true);
    expect(newStorageKey()).not.toBe(newStorageKey());
  });
});

describe('LocalFileStore', () => {
  it('writes, reads, checks and removes', async () => {
    const key = newStorageKey(new Date('2024-12-05T12:00:00Z'));
    await store.write(key, Readable.from([Buffer.from('hola '), Buffer.from('mundo')]));
    expect(await store.exists(key)).toBe(true);
    expect(await text(await store.read(key))).toBe('hola mundo');
    expect(await readFile(path.join(store.rootDir, key), 'utf8')).toBe('hola mundo');
    expect(await listFiles(store.rootDir)).toEqual([key]); // no temp file left
    if (process.platform !== 'win32') {
      expect((await stat(path.join(store.rootDir, key))).mode & 0o777).toBe(0o600);
    }

    await store.remove(key);
    expect(await store.exists(key)).toBe(false);
    await store.remove(key); // idempotent
    await expect(store.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('overwrites an existing key atomically', async () => {
    const key = newStorageKey();
    await store.write(key, Readable.from([Buffer.from('uno')]));
    await store.write(key, Readable.from([Buffer.from('dos')]));
    expect(await text(await store.read(key))).toBe('dos');
  });

  it('leaves nothing behind when the source fails mid-way', async () => {
    const key = newStorageKey();
    async function* failing() {
      yield Buffer.from('parcial');
      throw new Error('conexión cortada');
    }
    await expect(store.write(key, Readable.from(failing()))).rejects.toThrow('conexión cortada');
    expect(await store.exists(key)).toBe(false);
    expect(await listFiles(store.rootDir)).toEqual([]);
  });

  it.each([
    '../../etc/passwd',
    '/etc/passwd',
    '2024/01/../../../etc/passwd',
    '2024/01/x',
    '2024/13/6f1c2b1e-8a3d-4c5e-9f00-112233445566',
    '2024/01/6F1C2B1E-8A3D-4C5E-9F00-112233445566',
    '2024/01/6f1c2b1e-8a3d-4c5e-9f00-112233445566/',
    '2024\\01\\6f1c2b1e-8a3d-4c5e-9f00-112233445566',
    '.tmp/6f1c2b1e-8a3d-4c5e-9f00-112233445566',
    '',
  ])('refuses key %j', async (key) => {
    await expect(store.write(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(store.read(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(store.remove(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('sweepTemp removes only stale temp files', async () => {
    const tmp = path.join(store.rootDir, '.tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'viejo'), 'x');
    await writeFile(path.join(tmp, 'nuevo'), 'x');
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await utimes(path.join(tmp, 'viejo'), old, old);
    expect(await store.sweepTemp()).toBe(1);
    expect(await readdir(tmp)).toEqual(['nuevo']);
    expect(await new LocalFileStore(path.join(root, 'nada')).sweepTemp()).toBe(0);
  });
});
