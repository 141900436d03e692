import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { due_diligences, empresas, usuarios } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { perfilDePrueba, RAZONES_DE_PRUEBA, screeningDePrueba } from './datos-de-prueba';
import { modeloReporte, type DatosReporte } from './modelo-reporte';
import { aCp1252, renderizarPdf } from './reporte-pdf';
import { MENSAJE_REPORTE_NO_DISPONIBLE } from './reporte.service';
import { textoDePdf } from './texto-pdf';

const api = apiDePrueba(['dd@demo.cl', 'denuncias@demo.cl', 'admin@atalaya.cl']);
const ids = { terminado: 0, natural: 0, pendiente: 0, enRevision: 0, otraEmpresa: 0, script: 0 };

type Fila = typeof due_diligences.$inferInsert;
const juridica = (empresa_id: number, extra: Partial<Fila> = {}): Fila => ({
  empresa_id,
  tipo_persona: 'juridica',
  tipo_de_reporte: 'full',
  rut: '76543210-3',
  razon_social: 'Comercial Andina Ñandú SpA',
  nombre_fantasia: 'Andina',
  representante: 'María Angélica Núñez Soto',
  direccion: 'Av. Providencia 1234, Providencia',
  pais: 'Chile',
  sitio_web: 'https://andina.cl',
  estado: 'terminado',
  progreso: 100,
  nivel_riesgo: 'alto',
  razones_riesgo: RAZONES_DE_PRUEBA,
  is_pep: true,
  listas_internacionales: true,
  perfil: perfilDePrueba(),
  screening: screeningDePrueba(),
  procesado_at: new Date('2026-03-02T14:31:00Z'),
  publicado_at: new Date('2026-03-03T10:00:00Z'),
  ...extra,
});

beforeAll(async () => {
  const db = api.t.handle.db;
  const [otra] = await db.select({ id: empresas.id }).from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  const [dd] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'dd@demo.cl'));
  const insertar = async (fila: Fila) =>
    (await db.insert(due_diligences).values(fila).returning({ id: due_diligences.id }))[0]!.id;
  ids.terminado = await insertar(juridica(api.demoId, { solicitado_por: dd!.id }));
  ids.natural = await insertar({
    empresa_id: api.demoId,
    tipo_persona: 'natural',
    tipo_de_reporte: 'lite',
    rut: '12345678-5',
    nombre_completo: 'Íñigo',
    apellido_paterno: 'Sáez',
    apellido_materno: 'Ortúzar',
    estado: 'terminado',
    nivel_riesgo: 'bajo',
    razones_riesgo: [{ codigo: 'sin_hallazgos', texto: 'Sin hallazgos relevantes.', peso: 'informativo' }],
    procesado_at: new Date('2026-03-02T14:31:00Z'),
  });
  ids.pendiente = await insertar(
    juridica(api.demoId, {
      estado: 'pendiente',
      nivel_riesgo: null,
      perfil: null,
      screening: null,
      procesado_at: null,
    }),
  );
  ids.enRevision = await insertar(juridica(api.demoId, { estado: 'en_revision', publicado_at: null }));
  ids.otraEmpresa = await insertar(juridica(otra!.id));
  ids.script = await insertar(juridica(api.demoId, { razon_social: '<script>alert("x")</script> & Cía.' }));
});

const pdf = (id: number, who: 'dd@demo.cl' | 'denuncias@demo.cl' | 'admin@atalaya.cl' | null = 'dd@demo.cl', q = '') =>
  api.call('GET', `/due-diligence/${id}/report/pdf${q}`, who);
const preview = (id: number, who: 'dd@demo.cl' | 'admin@atalaya.cl' = 'dd@demo.cl') =>
  api.call('GET', `/due-diligence/${id}/report/preview`, who);

describe('GET /due-diligence/{id}/report/pdf', () => {
  it('answers a PDF download with identity, risk, the explained hit, lists and profile in Spanish', async () => {
    const res = await pdf(ids.terminado);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="due-diligence-${ids.terminado}\\.pdf"`),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const texto = textoDePdf(res.rawPayload);
    for (const esperado of [
      'Informe de Due Diligence',
      'Full · Persona jurídica',
      'Empresa Demo SpA',
      'Comercial Andina Ñandú SpA',
      'RUT 76.543.210-3',
      'Alto · 80 %',
      'El socio José Ignacio Muñoz Pérez coincide (87,5%) con la lista consolidada de la ONU.',
      'Coincidencia: MUÑOZ PÉREZ, José Ignacio',
      'Puntaje 87,5%',
      'QDi.999',
      'Pepe Muñoz; J. I. Muñoz Pérez',
      'Nombres y apellido paterno coinciden; falta el materno.',
      '10-02-2026',
      'a3f1c9e2b4d5f6a7…',
      'Mediana empresa',
      '¿Aparece en listas? ¡Sí! Un socio coincide con la lista consolidada de la ONU.',
      'Página 1 de',
      `Informe N.º ${ids.terminado}`,
    ]) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(texto).not.toContain('Borrador');
    // One date order on the report: a list's version too, never ISO.
    expect(texto).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('can be shown in the browser with ?inline=1', async () => {
    const res = await pdf(ids.terminado, 'dd@demo.cl', '?inline=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="due-diligence-\d+\.pdf"/);
  });

  it('names a natural person and a low risk', async () => {
    const texto = textoDePdf((await pdf(ids.natural)).rawPayload);
    expect(texto).toContain('Íñigo Sáez Ortúzar');
    expect(texto).toContain('Lite · Persona natural');
    expect(texto).toContain('Bajo · 20 %');
    expect(texto).toContain('RUT 12.345.678-5');
  });

  it('is refused to anonymous callers, roles without due diligence and other companies', async () => {
    expect((await pdf(ids.terminado, null)).statusCode).toBe(401);
    expect((await pdf(ids.terminado, 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await pdf(ids.otraEmpresa)).statusCode).toBe(404);
    expect((await pdf(999_999)).statusCode).toBe(404);
  });

  it('answers 409 to the company until the report is terminado', async () => {
    for (const id of [ids.pendiente, ids.enRevision]) {
      const res = await pdf(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().mensaje).toBe(MENSAJE_REPORTE_NO_DISPONIBLE);
    }
  });

  it('lets an analyst read any company’s processed report, marked as a draft until published', async () => {
    const borrador = await pdf(ids.enRevision, 'admin@atalaya.cl');
    expect(borrador.statusCode).toBe(200);
    expect(textoDePdf(borrador.rawPayload)).toContain('Borrador — en revisión (estado: En revisión)');
    expect((await pdf(ids.otraEmpresa, 'admin@atalaya.cl')).statusCode).toBe(200);
    expect((await pdf(ids.pendiente, 'admin@atalaya.cl')).statusCode).toBe(409);
  });
});

describe('GET /due-diligence/{id}/report/preview', () => {
  it('answers a self-contained HTML page under a strict content policy', async () => {
    const res = await preview(ids.terminado);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<h1>Informe de Due Diligence</h1>');
    expect(res.body).toContain('Alto · 80 %');
    expect(res.body).toContain('Coincidencia: MUÑOZ PÉREZ, José Ignacio');
    expect(res.body).not.toMatch(/<script|src=|href=/i);
  });

  it('escapes every value', async () => {
    const res = await preview(ids.script);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Cía.');
  });

  it('follows the same access rules as the PDF', async () => {
    expect((await preview(ids.otraEmpresa)).statusCode).toBe(404);
    expect((await preview(ids.pendiente)).statusCode).toBe(409);
    expect((await preview(ids.enRevision, 'admin@atalaya.cl')).body).toContain('Borrador — en revisión');
  });
});

describe('report PDF layout', () => {
  const datos: DatosReporte = {
    id: 7,
    empresa_nombre: 'Empresa Demo SpA',
    solicitante: null,
    publicado_por: null,
    tipo_persona: 'juridica',
    tipo_de_reporte: 'full',
    rut: '76543210-3',
    nombre_completo: '',
    apellido_paterno: '',
    apellido_materno: '',
    razon_social: 'Comercial Andina Ñandú SpA',
    nombre_fantasia: '',
    representante: '',
    direccion: '',
    pais: '',
    sitio_web: '',
    estado: 'terminado',
    nivel_riesgo: 'monitoreo',
    razones_riesgo: [],
    perfil: perfilDePrueba({ sociosExtra: 150 }),
    screening: screeningDePrueba(),
    created_at: new Date('2026-03-01T12:00:00Z'),
    procesado_at: null,
    publicado_at: null,
  };

  it('continues long tables on new pages, repeating their header, and numbers every page', async () => {
    const texto = textoDePdf(await renderizarPdf(modeloReporte(datos, new Date('2026-03-04T15:00:00Z'))));
    const paginas = Number(/Página 1 de (\d+)/.exec(texto)?.[1]);
    expect(paginas).toBeGreaterThanOrEqual(5);
    expect(texto).toContain(`Página ${paginas} de ${paginas}`);
    expect(texto).toContain('Socio minoritario número 150 Ñuñoa Limitada');
    // The partners' table goes on over several pages, each with its title and header row.
    expect(texto.split('\n').filter((l) => l === 'Socios (continuación)').length).toBeGreaterThanOrEqual(2);
    expect(texto.split('\n').filter((l) => l === 'Fecha de nacimiento').length).toBeGreaterThanOrEqual(5);
    expect(texto).toContain('Generado el 04-03-2026, 12:00 (hora de Chile)');
    expect(texto).toContain('Monitoreo · 50 %');
  });

  it('throws on an unknown risk level', () => {
    expect(() => modeloReporte({ ...datos, nivel_riesgo: 'medio' }, new Date())).toThrow('Unknown risk level received');
  });

  it('keeps Spanish text and reduces other scripts to what Helvetica can draw', () => {
    expect(aCp1252('¿Ñandú? ¡Sí! — «Peñalolén» áéíóúü')).toBe('¿Ñandú? ¡Sí! — «Peñalolén» áéíóúü');
    expect(aCp1252('Şahin Çelik Dvořák')).toBe('Sahin Çelik Dvorák');
    expect(aCp1252('Путин')).toBe('?????');
  });
});
