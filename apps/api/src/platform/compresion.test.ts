import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, loginAs, multipart, type TestContext } from '../test/test-app';
import { PDF } from './storage/test-samples';

/*
 * Issue 25 §1: what goes over the wire compressed. The web build's .br/.gz copies are served as
 * they are; API JSON over 1 KB is compressed on the fly; downloads, streams and small answers are
 * left alone. The fixture web folder holds real brotli and gzip copies, as the build writes them.
 */

let t: TestContext;
let webDir: string;
let admin: string;
const SCRIPT = `export const mensajes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `mensaje número ${i}`))};\n`;
const INDICE = `<!doctype html><html lang="es"><title>Atalaya</title><div id="root"></div>${'<!-- relleno -->'.repeat(100)}</html>`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-web-comp-'));
  await mkdir(path.join(webDir, 'assets'));
  for (const [nombre, texto] of [
    ['index.html', INDICE],
    [path.join('assets', 'index-abc123.js'), SCRIPT],
  ] as const) {
    await writeFile(path.join(webDir, nombre), texto);
    await writeFile(path.join(webDir, `${nombre}.br`), brotliCompressSync(texto));
    await writeFile(path.join(webDir, `${nombre}.gz`), gzipSync(texto));
  }
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  admin = cookieHeader(await loginAs(t.app, 'admin@demo.cl'));
});
afterAll(async () => {
  await t?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, acepta?: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acepta ? { 'accept-encoding': acepta } : {}), ...(cookie ? { cookie } : {}) },
  });

describe('the web build: the precompressed copies, chosen by Accept-Encoding', () => {
  it('a hashed asset goes out as brotli, as gzip, or plain', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 3);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plano = await get('/assets/index-abc123.js');
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body).toBe(SCRIPT);
  });

  it('the SPA index of a client route is compressed too, and still revalidated', async () => {
    const res = await get('/canal/abc', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDICE);
  });
});

describe('API answers', () => {
  it('JSON over 1 KB is compressed for a client that accepts it, and identical once inflated', async () => {
    const url = '/api/v1/trabajadores/?limit=50';
    const plano = await get(url, undefined, admin);
    expect(plano.statusCode).toBe(200);
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.body.length).toBeGreaterThan(1024);

    const br = await get(url, 'gzip, deflate, br', admin);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plano.json());
    expect(br.rawPayload.length).toBeLessThan(plano.body.length / 4);

    const gz = await get(url, 'gzip', admin);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plano.json());
  });

  it('a small answer goes out as it is', async () => {
    const res = await get('/api/v1/no-existe', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.json().codigo).toBe('NO_ENCONTRADO');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('downloads are left alone: a compressible SVG attachment and a stored file keep their bytes and length', async () => {
    const qr = await get('/api/v1/canal-denuncia/configuracion/qr.svg?destino=canal', 'br, gzip', admin);
    expect(qr.statusCode).toBe(200);
    expect(qr.body.length).toBeGreaterThan(1024);
    expect(qr.headers['content-encoding']).toBeUndefined();
    expect(qr.body).toMatch(/^<svg|^<\?xml/);

    const body = multipart([{ name: 'file', filename: 'informe.pdf', content: PDF }]);
    const subida = await t.app.inject({
      method: 'POST',
      url: '/api/v1/archivos/',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin },
    });
    expect(subida.statusCode).toBe(201);
    const descarga = await get(subida.json().download_url, 'br, gzip', admin);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-encoding']).toBeUndefined();
    expect(descarga.headers['content-length']).toBe(String(PDF.length));
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
  });
});
