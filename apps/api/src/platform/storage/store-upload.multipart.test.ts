import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStore } from './local-file-store';
import { storeUpload, UploadError } from './store-upload';
import { PDF } from './test-samples';

/** storeUpload fed by a real @fastify/multipart file stream (limits, truncation, destroy). */

const MAX = 64 * 1024;
let root: string;
let app: FastifyInstance;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atalaya-multipart-'));
  const store = new LocalFileStore(path.join(root, 'files'));
  app = Fastify();
  await app.register(multipart, { limits: { fileSize: MAX, files: 1 } });
  app.post('/upload', async (request, reply) => {
    const part = await request.file();
    if (!part) return reply.code(400).send({ codigo: 'SIN_ARCHIVO' });
    try {
      const stored = await storeUpload(store, {
        stream: part.file,
        filename: part.filename,
        maxBytes: MAX,
        isTruncated: () => part.file.truncated,
      });
      return stored;
    } catch (err) {
      if (err instanceof UploadError) return reply.code(422).send({ codigo: err.codigo });
      throw err;
    }
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

function multipartBody(filename: string, content: Buffer) {
  const boundary = '----atalaya' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function filesLeft(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => e.name);
}

describe('storeUpload with @fastify/multipart', () => {
  it('stores an accepted file', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', ...multipartBody('acta.pdf', PDF) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nombre: 'acta.pdf', contentType: 'application/pdf', tamano: PDF.length });
    expect(await filesLeft()).toHaveLength(1);
  });

  it('a file over the multipart fileSize limit is refused (truncated) and nothing is left', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX)]);
    const res = await app.inject({ method: 'POST', url: '/upload', ...multipartBody('a.pdf', big) });
    expect(res.json()).toEqual({ codigo: 'ARCHIVO_DEMASIADO_GRANDE' });
    expect(await filesLeft()).toEqual([]);
  });

  it('a refused type is reported without hanging the request', async () => {
    const html = Buffer.concat([Buffer.from('<html>'), Buffer.alloc(40_000, 0x61)]);
    const res = await app.inject({ method: 'POST', url: '/upload', ...multipartBody('a.pdf', html) });
    expect(res.json()).toEqual({ codigo: 'TIPO_ARCHIVO_NO_PERMITIDO' });
    expect(await filesLeft()).toEqual([]);
  });
});
