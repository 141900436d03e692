import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isStorageKey } from './file-store';
import { LocalFileStore } from './local-file-store';
import { SNIFF_BYTES } from './sniff';
import { storeUpload, UploadError, withStoredFile } from './store-upload';
import type { StoredFile } from './store-upload';
import { CSV, DOCX, EML, HTML, JPEG, MSG, PDF, PNG, TXT, XLSX } from './test-samples';

const MB = 1024 * 1024;

let root: string;
let store: LocalFileStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atalaya-upload-'));
  store = new LocalFileStore(path.join(root, 'files'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every regular file under the temp root, recursively (`.tmp` included). */
async function filesLeft(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => path.join(e.parentPath, e.name));
}

/** The bytes as a stream of small chunks, like a network upload. */
function chunked(bytes: Buffer, size = 1000): Readable {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return Readable.from(parts);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function expectUploadError(promise: Promise<unknown>, codigo: UploadError['codigo']) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UploadError);
  expect((err as UploadError).codigo).toBe(codigo);
}

describe('storeUpload: accepted', () => {
  it.each([
    ['informe.pdf', PDF, 'application/pdf'],
    ['foto.png', PNG, 'image/png'],
    ['foto.jpg', JPEG, 'image/jpeg'],
    ['contrato.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['planilla.xlsx', XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['correo.msg', MSG, 'application/vnd.ms-outlook'],
    ['correo.eml', EML, 'message/rfc822'],
    ['datos.csv', CSV, 'text/csv'],
    ['notas.txt', TXT, 'text/plain'],
  ])('%s', async (filename, bytes, contentType) => {
    const stored = await storeUpload(store, { stream: chunked(bytes, 7), filename, maxBytes: MB });
    expect(stored).toEqual({
      key: expect.any(String),
      nombre: filename,
      contentType,
      tamano: bytes.length,
      sha256: sha256(bytes),
    });
    expect(isStorageKey(stored.key)).toBe(true);
    expect(await buffer(await store.read(stored.key))).toEqual(bytes);
  });

  it('a large file: bytes, size and sha256 match node:crypto over the whole content', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(3 * MB, 0xab)]);
    const stored = await storeUpload(store, {
      stream: chunked(bytes, 64 * 1024),
      filename: 'grande.pdf',
      maxBytes: 5 * MB,
    });
    expect(stored.tamano).toBe(bytes.length);
    expect(stored.sha256).toBe(sha256(bytes));
    expect((await buffer(await store.read(stored.key))).equals(bytes)).toBe(true);
  });

  it('a file of exactly maxBytes is accepted', async () => {
    const stored = await storeUpload(store, { stream: chunked(TXT), filename: 'a.txt', maxBytes: TXT.length });
    expect(stored.tamano).toBe(TXT.length);
  });

  it('text larger than 8 KB with a multi-byte character across chunk and sniff boundaries', async () => {
    const bytes = Buffer.from(`${'a'.repeat(SNIFF_BYTES - 1)}ñ${'é'.repeat(5000)}\n`, 'utf8');
    const stored = await storeUpload(store, { stream: chunked(bytes, 333), filename: 'a.txt', maxBytes: MB });
    expect(stored.sha256).toBe(sha256(bytes));
  });

  it('the display name is sanitized and never part of the key', async () => {
    const stored = await storeUpload(store, {
      stream: chunked(TXT),
      filename: '../../etc/passwd.txt',
      maxBytes: MB,
      now: new Date('2025-06-15T10:00:00Z'),
    });
    expect(stored.nombre).toBe('passwd.txt');
    expect(stored.key).toMatch(/^2025\/06\/[0-9a-f-]{36}$/);
    expect(await filesLeft()).toEqual([path.join(root, 'files', ...stored.key.split('/'))]);
  });
});

describe('storeUpload: refused, and nothing left on disk', () => {
  afterEach(async () => {
    expect(await filesLeft()).toEqual([]);
  });

  it('HTML renamed .pdf', async () => {
    await expectUploadError(
      storeUpload(store, { stream: chunked(HTML), filename: 'informe.pdf', maxBytes: MB }),
      'TIPO_ARCHIVO_NO_PERMITIDO',
    );
  });

  it('PNG named .pdf', async () => {
    await expectUploadError(
      storeUpload(store, { stream: chunked(PNG), filename: 'foto.pdf', maxBytes: MB }),
      'TIPO_ARCHIVO_NO_PERMITIDO',
    );
  });

  it('text with a NUL byte', async () => {
    await expectUploadError(
      storeUpload(store, { stream: chunked(Buffer.from('hola\0mundo')), filename: 'a.txt', maxBytes: MB }),
      'TIPO_ARCHIVO_NO_PERMITIDO',
    );
  });

  it('text with a NUL byte past the first 8 KB', async () => {
    const bytes = Buffer.concat([Buffer.from('a'.repeat(20_000)), Buffer.from([0]), Buffer.from('b')]);
    await expectUploadError(
      storeUpload(store, { stream: chunked(bytes, 4096), filename: 'a.csv', maxBytes: MB }),
      'TIPO_ARCHIVO_NO_PERMITIDO',
    );
  });

  it('text that stops being UTF-8 past the first 8 KB', async () => {
    const bytes = Buffer.concat([Buffer.from('a'.repeat(20_000)), Buffer.from('compañía', 'latin1')]);
    await expectUploadError(
      storeUpload(store, { stream: chunked(bytes, 4096), filename: 'a.txt', maxBytes: MB }),
      'TIPO_ARCHIVO_NO_PERMITIDO',
    );
  });

  it('oversize (larger than maxBytes), source destroyed', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(2 * MB)]);
    const source = chunked(bytes, 64 * 1024);
    await expectUploadError(
      storeUpload(store, { stream: source, filename: 'a.pdf', maxBytes: MB }),
      'ARCHIVO_DEMASIADO_GRANDE',
    );
    expect(source.destroyed).toBe(true);
  });

  it('oversize detected inside the first 8 KB', async () => {
    await expectUploadError(
      storeUpload(store, { stream: chunked(PDF, 10), filename: 'a.pdf', maxBytes: 50 }),
      'ARCHIVO_DEMASIADO_GRANDE',
    );
  });

  it('oversize via isTruncated (multipart limit hit)', async () => {
    await expectUploadError(
      storeUpload(store, {
        stream: chunked(PDF),
        filename: 'a.pdf',
        maxBytes: MB,
        isTruncated: () => true,
      }),
      'ARCHIVO_DEMASIADO_GRANDE',
    );
  });

  it('oversize via a `truncated` flag on the stream itself (busboy file stream)', async () => {
    const source = new PassThrough() as PassThrough & { truncated: boolean };
    source.truncated = false;
    const bytes = Buffer.concat([PDF, Buffer.alloc(20_000)]);
    source.write(bytes.subarray(0, 10_000));
    setImmediate(() => {
      source.truncated = true; // busboy sets this when its fileSize limit is hit, then ends
      source.end(bytes.subarray(10_000, 12_000));
    });
    await expectUploadError(
      storeUpload(store, { stream: source, filename: 'a.pdf', maxBytes: MB }),
      'ARCHIVO_DEMASIADO_GRANDE',
    );
  });

  it('empty file', async () => {
    await expectUploadError(
      storeUpload(store, { stream: Readable.from([]), filename: 'a.pdf', maxBytes: MB }),
      'ARCHIVO_VACIO',
    );
  });

  it('the client aborting mid-upload propagates its error', async () => {
    async function* aborted() {
      yield Buffer.concat([PDF, Buffer.alloc(20_000)]);
      throw new Error('aborted');
    }
    await expect(
      storeUpload(store, { stream: Readable.from(aborted()), filename: 'a.pdf', maxBytes: MB }),
    ).rejects.toThrow('aborted');
  });
});

describe('withStoredFile', () => {
  async function upload(): Promise<StoredFile> {
    return storeUpload(store, { stream: chunked(PDF), filename: 'a.pdf', maxBytes: MB });
  }

  it('keeps the file and returns the result when work succeeds', async () => {
    const file = await upload();
    await expect(withStoredFile(store, file, async () => 42)).resolves.toBe(42);
    expect(await store.exists(file.key)).toBe(true);
  });

  it('removes the file and rethrows when work throws', async () => {
    const file = await upload();
    const boom = new Error('insert falló');
    await expect(
      withStoredFile(store, file, async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await store.exists(file.key)).toBe(false);
    expect(await filesLeft()).toEqual([]);
  });
});
