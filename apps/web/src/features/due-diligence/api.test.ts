import { afterEach, describe, expect, it, vi } from 'vitest';

import { estaEnCurso, listDueDiligences } from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url.replace('/api/v1', ''));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return urls;
}

describe('listDueDiligences (SPEC §7 table search)', () => {
  it('sends offset, limit, the search as nombre and the chosen filters, and answers { data, total }', async () => {
    const urls = stubFetch({ data: [], total: 4 });
    const page = await listDueDiligences(
      'all',
      {},
      {
        skip: 20,
        limit: 10,
        q: 'Andes',
        filters: { nivel_riesgo: 'alto', estado: 'en_progreso', tipo_dd: 'full', empresa_id: '3', otro: 'x' },
      },
    );
    expect(page).toEqual({ data: [], total: 4 });
    expect(urls).toEqual([
      '/due-diligence/all?offset=20&limit=10&nombre=Andes&nivel_riesgo=alto&estado=en_progreso&tipo_dd=full&empresa_id=3',
    ]);
  });

  it("applies the view's own filters over the user's", async () => {
    const urls = stubFetch({ data: [], total: 0 });
    await listDueDiligences('todas', { tipo_dd: 'lite' }, { skip: 0, limit: 10, q: '', filters: { tipo_dd: 'full' } });
    await listDueDiligences('natural', { tipo_persona: 'natural' }, { skip: 0, limit: 10, q: '', filters: {} });
    expect(urls).toEqual([
      '/due-diligence/?offset=0&limit=10&tipo_dd=lite',
      '/due-diligence/natural?offset=0&limit=10&tipo_persona=natural',
    ]);
  });
});

describe('estaEnCurso', () => {
  it('is true only while the job still works on the request', () => {
    expect(estaEnCurso('pendiente')).toBe(true);
    expect(estaEnCurso('procesando')).toBe(true);
    expect(estaEnCurso('en_revision')).toBe(false);
    expect(estaEnCurso('terminado')).toBe(false);
    expect(estaEnCurso('fallido')).toBe(false);
    expect(estaEnCurso(undefined)).toBe(false);
  });
});
