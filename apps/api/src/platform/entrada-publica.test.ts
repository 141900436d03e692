import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

/*
 * Issue 25 §2: the server picks the HTML entry by path. The login page and the channel's public
 * pages get the light public entry (publico.html); every other client route the signed-in app.
 */

let t: TestContext;
let webDir: string;
const APP = '<!doctype html><html lang="es"><title>Atalaya</title><div id="root" data-entrada="app"></div></html>';
const PUBLICO =
  '<!doctype html><html lang="es"><title>Atalaya</title><div id="root" data-entrada="publico"></div></html>';
const UUID = '537ff110-0daa-427e-8a24-b49f3b3fdbb8';

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'atalaya-web-entrada-'));
  await writeFile(path.join(webDir, 'index.html'), APP);
  await writeFile(path.join(webDir, 'publico.html'), PUBLICO);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

const entrada = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body === PUBLICO ? 'publico' : res.body === APP ? 'app' : res.body;
};

describe('the HTML entry of a client route', () => {
  it.each([
    '/login',
    '/login?x=1',
    `/canal/${UUID}`,
    '/canal/no-es-un-token',
    `/consulta-denuncia/${UUID}`,
    `/denuncia-exitosa/${UUID}`,
    `/denuncia-error/${UUID}`,
    `/empresa-demo/${UUID}`,
    `/empresa-demo/${UUID}?origen=qr`,
  ])('%s gets the light public entry', async (url) => {
    expect(await entrada(url)).toBe('publico');
  });

  it.each([
    '/',
    '/dashboard',
    '/mi-empresa/trabajadores',
    '/canal-denuncias/todas',
    `/due-diligence/${UUID}`,
    `/mi-empresa/${UUID}`,
    `/empresa-demo/${UUID}/otra-cosa`,
    '/empresa-demo/no-es-un-token',
    '/invitacion/abc',
    '/login/otra',
  ])('%s gets the signed-in app', async (url) => {
    expect(await entrada(url)).toBe('app');
  });

  it('API paths are never an HTML entry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-existe' });
    expect(res.statusCode).toBe(404);
  });
});
