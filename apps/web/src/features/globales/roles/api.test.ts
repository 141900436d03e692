import { afterEach, describe, expect, it, vi } from 'vitest';

import { listPlanes } from '../planes/api';
import { listRoles } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url.replace('/api/v1', ''));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

const rol = (id: number, nombre: string) => ({
  id,
  nombre,
  descripcion: '',
  sistema: true,
  usuarios: 0,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('Globales list adapters', () => {
  it('listRoles turns the API `{ total, roles }` into the list `{ data, total }`', async () => {
    const urls = stubFetch({ total: 7, roles: [rol(1, 'admin_atalaya'), rol(2, 'admin_empresa')] });
    const page = await listRoles({ skip: 0, limit: 10, q: 'admin', filters: { sistema: 'true' } });
    expect(page).toEqual({ total: 7, data: [rol(1, 'admin_atalaya'), rol(2, 'admin_empresa')] });
    expect(urls).toEqual(['/roles/?skip=0&limit=10&q=admin&sistema=true']);
  });

  it('listPlanes asks for the single page of 99 plans and pages it in the browser', async () => {
    const planes = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, nombre: `Plan ${i + 1}` }));
    const urls = stubFetch({ data: planes, total: 12 });
    const page = await listPlanes({ skip: 10, limit: 10, q: '', filters: { activo: 'true' } });
    expect(urls).toEqual(['/planes/?skip=0&limit=99&activo=true']);
    expect(page.total).toBe(12);
    expect(page.data.map((p) => p.id)).toEqual([11, 12]);
  });
});
