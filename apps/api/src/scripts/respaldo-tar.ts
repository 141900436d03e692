import { createHash } from 'node:crypto';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * Minimal ustar writer/reader for backup archives: plain files only, streamed (a backup can be
 * larger than memory), with the SHA-256 of each entry computed on the way. No dependency, and any
 * `tar -tf` can list the result.
 */
const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(base) > 100) {
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(base) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`Nombre demasiado largo para el archivo tar: ${name}`);
  }
  const h = Buffer.alloc(BLOCK, 0);
  h.write(base, 0, 100, 'utf8');
  h.write('0000600\0', 100, 8, 'ascii');
  h.write('0000000\0', 108, 8, 'ascii');
  h.write('0000000\0', 116, 8, 'ascii');
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'ascii');
  h.write(
    `${Math.floor(mtime.getTime() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    12,
    'ascii',
  );
  h.write('        ', 148, 8, 'ascii'); // checksum field counts as spaces while summing
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\0', 257, 6, 'ascii');
  h.write('00', 263, 2, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

export interface EntradaEscrita {
  ruta: string;
  bytes: number;
  sha256: string;
}

export class TarWriter {
  private pos = 0;
  private constructor(private readonly fh: FileHandle) {}

  static async create(file: string): Promise<TarWriter> {
    return new TarWriter(await open(file, 'wx', 0o600));
  }

  private async write(buf: Buffer, at = this.pos): Promise<void> {
    let off = 0;
    while (off < buf.length) {
      const { bytesWritten } = await this.fh.write(buf, off, buf.length - off, at + off);
      off += bytesWritten;
    }
    if (at === this.pos) this.pos += buf.length;
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest, 0));
  }

  /** An entry whose size is not known up front (a table dump): the header is rewritten at the end. */
  async entryFromChunks(ruta: string, chunks: AsyncIterable<Buffer>): Promise<EntradaEscrita> {
    const start = this.pos;
    await this.write(header(ruta, 0, new Date()));
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of chunks) {
      hash.update(chunk);
      bytes += chunk.length;
      await this.write(chunk);
    }
    await this.write(header(ruta, bytes, new Date()), start);
    await this.pad(bytes);
    return { ruta, bytes, sha256: hash.digest('hex') };
  }

  async entryFromFile(ruta: string, file: string): Promise<EntradaEscrita> {
    // Opened before the header is written: a file deleted meanwhile (ENOENT) leaves no entry.
    const fh = await open(file, 'r');
    return this.entryFromChunks(ruta, fh.createReadStream() as AsyncIterable<Buffer>);
  }

  async entryFromBuffer(ruta: string, data: Buffer): Promise<EntradaEscrita> {
    return this.entryFromChunks(
      ruta,
      (async function* () {
        yield data;
      })(),
    );
  }

  async close(): Promise<number> {
    await this.write(Buffer.alloc(BLOCK * 2, 0)); // end-of-archive marker
    await this.fh.sync();
    await this.fh.close();
    return this.pos;
  }
}

function field(buf: Buffer, start: number, length: number): string {
  const raw = buf.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
}

/**
 * Extracts every regular file of `archive` under `dest` (paths escaping it are refused) and
 * returns each entry's size and SHA-256, so the caller can check them against the manifest.
 */
export async function extraerTar(archive: string, dest: string): Promise<Map<string, EntradaEscrita>> {
  const root = path.resolve(dest);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const entradas = new Map<string, EntradaEscrita>();
  const fh = await open(archive, 'r');
  try {
    const { size: total } = await fh.stat();
    let offset = 0;
    const head = Buffer.alloc(BLOCK);
    const chunk = Buffer.alloc(1 << 20);
    while (offset + BLOCK <= total) {
      await fh.read(head, 0, BLOCK, offset);
      if (head.every((b) => b === 0)) break;
      const name = field(head, 0, 100);
      const prefix = field(head, 345, 155);
      const size = parseInt(field(head, 124, 12).trim() || '0', 8);
      const type = String.fromCharCode(head[156] ?? 0x30);
      if (!Number.isFinite(size) || size < 0 || offset + BLOCK + size > total)
        throw new Error('El archivo de respaldo está truncado o dañado.');
      const ruta = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '');
      const target = path.resolve(root, ruta);
      if (!target.startsWith(root + path.sep)) throw new Error(`Ruta fuera del destino en el respaldo: ${ruta}`);
      const body = offset + BLOCK;
      if (type === '0' || type === '\0') {
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        const out = await open(target, 'wx', 0o600);
        const hash = createHash('sha256');
        try {
          for (let done = 0; done < size;) {
            const { bytesRead } = await fh.read(chunk, 0, Math.min(chunk.length, size - done), body + done);
            if (bytesRead === 0) throw new Error('El archivo de respaldo está truncado.');
            hash.update(chunk.subarray(0, bytesRead));
            await out.write(chunk, 0, bytesRead);
            done += bytesRead;
          }
        } finally {
          await out.close();
        }
        entradas.set(ruta, { ruta, bytes: size, sha256: hash.digest('hex') });
      }
      offset = body + Math.ceil(size / BLOCK) * BLOCK;
    }
  } finally {
    await fh.close();
  }
  return entradas;
}
