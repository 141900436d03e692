import { describe, expect, it } from 'vitest';
import { rutaPublica } from './rutas-publicas';

const UUID = '537ff110-0daa-427e-8a24-b49f3b3fdbb8';

describe('rutaPublica: the paths the light public entry serves', () => {
  it('login and the channel pages, with their token', () => {
    expect(rutaPublica('/login')).toEqual({ pagina: 'login', params: {} });
    expect(rutaPublica(`/canal/${UUID}`)).toEqual({ pagina: 'canal', params: { token: UUID } });
    expect(rutaPublica(`/consulta-denuncia/${UUID}`)).toEqual({ pagina: 'consulta', params: { token: UUID } });
    expect(rutaPublica(`/denuncia-exitosa/${UUID}`)).toEqual({ pagina: 'exitosa', params: { token: UUID } });
    expect(rutaPublica(`/denuncia-error/${UUID}/`)).toEqual({ pagina: 'error', params: { token: UUID } });
    // Not a token: the page itself says the channel is not available.
    expect(rutaPublica('/canal/otra-cosa')).toEqual({ pagina: 'canal', params: { token: 'otra-cosa' } });
  });

  it('/{slug}/{uuid} is the report form, as in the web router', () => {
    expect(rutaPublica(`/empresa-demo/${UUID}`)).toEqual({
      pagina: 'formulario',
      params: { slug: 'empresa-demo', token: UUID },
    });
    expect(rutaPublica(`/mi%20empresa/${UUID}`)?.params).toEqual({ slug: 'mi empresa', token: UUID });
    expect(rutaPublica(`/%E0%A4%A/${UUID}`)?.params).toEqual({ slug: '%E0%A4%A', token: UUID });
  });

  it('everything else stays with the signed-in app', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/login/otra',
      '/mi-empresa/trabajadores',
      '/canal-denuncias/todas',
      `/due-diligence/${UUID}`,
      `/no-conformidades/${UUID}`,
      `/mi-empresa/${UUID}`,
      `/empresa-demo/${UUID}/mas`,
      '/empresa-demo/no-uuid',
      '/invitacion/abc',
      `/canal/${UUID}/mas`,
    ]) {
      expect(rutaPublica(path), path).toBeNull();
    }
  });
});
