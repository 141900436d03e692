import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const BLOCK = 512;

function field(buf: Buffer, start: number, length: number): string {
  const raw = buf.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/**
 * Extracts an uncompressed ustar archive (as PGlite's dumpDataDir('none') writes it) into `dest`
 * with plain fs calls, much faster than replaying it through the wasm file system.
 * Only directories and regular files; any path escaping `dest` is refused.
 */
export async function extractTar(archive: Buffer, dest: string): Promise<number> {
  const root = path.resolve(dest);
  await mkdir(root, { recursive: true, mode: 0o700 });
  let offset = 0;
  let files = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break; // end-of-archive marker
    const name = field(header, 0, 100);
    const prefix = field(header, 345, 155);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0x30);
    const relative = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
    const target = path.resolve(root, relative);
    if (target !== root && !target.startsWith(root + path.sep))
      throw new Error(`Ruta fuera del destino en el archivo tar: ${relative}`);
    const body = offset + BLOCK;
    if (type === '5') {
      await mkdir(target, { recursive: true, mode: 0o700 });
    } else if (type === '0' || type === '\0') {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeFile(target, archive.subarray(body, body + size), { mode: 0o600 });
      files++;
    }
    offset = body + Math.ceil(size / BLOCK) * BLOCK;
  }
  return files;
}
