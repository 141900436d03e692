import { describe, expect, it } from 'vitest';

import { isPrivatePath, isPublicPath } from './paths';

const TOKEN = '3f2c9a1e-8b7d-4c6e-9f0a-1b2c3d4e5f60';

describe('isPublicPath', () => {
  it.each([
    `/canal/${TOKEN}`,
    '/canal/empresa-demo',
    `/canal-denuncia-publico/${TOKEN}`,
    `/consulta-denuncia/${TOKEN}`,
    `/denuncia-exitosa/${TOKEN}`,
    `/denuncia-error/${TOKEN}`,
    `/empresa-demo/${TOKEN}`,
    `/denuncia/${TOKEN.toUpperCase()}/`,
  ])('%s needs no session', (path) => {
    expect(isPublicPath(path)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/dashboard',
    '/canal-denuncias/todas',
    '/canal',
    `/canal-denuncias/todas/${TOKEN}`,
    `/${TOKEN}`,
    '/documentos/detalle/12',
    `/a/b/${TOKEN}`,
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('isPrivatePath', () => {
  it.each([
    '/dashboard',
    '/mi-empresa/trabajadores',
    '/documentos/listado',
    '/flujo-documental/solicitud',
    '/canal-denuncias/todas',
    '/due-diligence/dashboard',
    '/globales/tickets',
    '/consultas-admiral/estado-cedula',
    '/configuracion',
    '/notificaciones',
    '/soporte/tickets',
    '/cuenta',
    '/cuenta/cobro',
  ])('%s belongs to the signed-in app', (path) => {
    expect(isPrivatePath(path)).toBe(true);
  });

  it.each(['/esto-no-existe', '/login', `/canal/${TOKEN}`, `/dashboard/${TOKEN}`])('%s does not', (path) => {
    expect(isPrivatePath(path)).toBe(false);
  });
});
