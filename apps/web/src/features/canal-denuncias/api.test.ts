import { afterEach, describe, expect, it, vi } from 'vitest';

import { listDenuncias } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url.replace('/api/v1', ''));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

describe('listDenuncias', () => {
  it('asks for the tab with the search and the type, severity and clock filters, and answers { data, total }', async () => {
    const urls = stubFetch({ denuncias: [], total: 3 });
    const page = await listDenuncias(7, 'en-revision', {
      skip: 10,
      limit: 10,
      q: 'DEN-000002',
      filters: { tipo: 'ley_20393', gravedad: 'alta', alerta: 'con_alerta', otro: 'x' },
    });
    expect(page).toEqual({ data: [], total: 3 });
    expect(urls).toEqual([
      '/canal-denuncia/canal-denuncia/7?estado=en-revision&skip=10&limit=10&q=DEN-000002&tipo=ley_20393&gravedad=alta&alerta=con_alerta',
    ]);
  });

  it('leaves out the filters not chosen', async () => {
    const urls = stubFetch({ denuncias: [], total: 0 });
    await listDenuncias(7, 'todas', { skip: 0, limit: 25, q: '', filters: { gravedad: 'critica' } });
    expect(urls).toEqual(['/canal-denuncia/canal-denuncia/7?estado=todas&skip=0&limit=25&gravedad=critica']);
  });
});
