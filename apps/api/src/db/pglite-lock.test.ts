import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-lock-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a second owner while the first is alive, and frees the lock on release', async () => {
    const file = path.join(dir, 'a.lock');
    await writeFile(file, String(process.ppid)); // a live process that is not us
    expect(() => lockDataDir(file)).toThrow(/está en uso por el proceso/);
    await rm(file);
    const release = lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    release();
    await expect(readFile(file, 'utf8')).rejects.toThrow();
  });

  it('takes over a lock left by a dead process', async () => {
    const file = path.join(dir, 'b.lock');
    await writeFile(file, '2147483646');
    const release = lockDataDir(file);
    expect(await readFile(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
