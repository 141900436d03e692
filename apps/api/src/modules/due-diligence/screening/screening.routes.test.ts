import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScreeningResponse } from '@atalaya/shared/contracts/due-diligence/screening';
import { buildApp } from '../../../app';
import { testConfig } from '../../../config';
import { audit_log } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { bundledReferenceFile } from '../../../test/reference-data';
import { MENSAJE_SIN_DATOS_REFERENCIA } from './servicio-screening';

const api = apiDePrueba(['dd@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl']);
const URL = '/due-diligence/screening';

const screening = (payload: object, who: 'dd@demo.cl' | 'denuncias@demo.cl' | 'admin@otra.cl' | null = 'dd@demo.cl') =>
  api.call('POST', URL, who, payload);

/** Another app on the test database with other reference data (the sessions are shared). */
async function appCon(referenceDataDir: string | null) {
  const logs: string[] = [];
  const app = await buildApp({
    config: testConfig({ DATA_DIR: api.t.dataDir, referenceDataDir, LOG_LEVEL: 'info' }),
    db: api.t.handle.db,
    dbEngine: api.t.handle.engine,
    logStream: { write: (linea) => void logs.push(linea) },
  });
  const post = (nombre: string) =>
    app.inject({ method: 'POST', url: `/api/v1${URL}`, headers: api.headers('dd@demo.cl'), payload: { nombre } });
  const contar = (mensaje: string) => logs.filter((l) => JSON.parse(l).msg === mensaje).length;
  return { app, post, contar };
}

describe('POST /due-diligence/screening — access and input', () => {
  it('refuses anonymous callers, roles without due diligence and plans without the module', async () => {
    expect((await screening({ nombre: 'Juan Pérez' }, null)).statusCode).toBe(401);
    const rol = await screening({ nombre: 'Juan Pérez' }, 'denuncias@demo.cl');
    expect(rol.statusCode).toBe(403);
    expect(rol.json().codigo).toBe('PROHIBIDO');
    const plan = await screening({ nombre: 'Juan Pérez' }, 'admin@otra.cl');
    expect(plan.statusCode).toBe(403);
    expect(plan.json()).toMatchObject({
      codigo: 'MODULO_NO_HABILITADO',
      mensaje: 'Módulo no habilitado para su organización o nivel de acceso.',
    });
  });

  it('answers 400 with a Spanish message per field', async () => {
    const errores = async (payload: object) => {
      const res = await screening(payload);
      expect(res.statusCode).toBe(400);
      return res.json().errores;
    };
    expect(await errores({ nombre: '   ' })).toEqual({ nombre: 'El nombre es obligatorio.' });
    expect(await errores({})).toEqual({ nombre: 'El nombre es obligatorio.' });
    expect(await errores({ nombre: 'A' })).toEqual({ nombre: 'El nombre debe tener al menos 2 caracteres.' });
    expect(await errores({ nombre: 'x'.repeat(301) })).toEqual({ nombre: 'Máximo 300 caracteres.' });
    expect(await errores({ nombre: 'Juan Pérez', rut: '12.345.678-9' })).toEqual({ rut: 'RUT inválido' });
    expect(await errores({ nombre: 'Juan Pérez', umbral: 0.3 })).toEqual({
      umbral: 'El umbral debe ser un número entre 0,5 y 1.',
    });
    expect(await errores({ nombre: 'Juan Pérez', umbral: 1.5 })).toEqual({
      umbral: 'El umbral debe ser un número entre 0,5 y 1.',
    });
    expect(await errores({ nombre: 'Juan Pérez', fecha_nacimiento: '1970-02-30' })).toEqual({
      fecha_nacimiento: 'La fecha de nacimiento debe tener el formato AAAA-MM-DD o AAAA.',
    });
    expect(await errores({ nombre: 'Juan Pérez', tipo: 'empresa' })).toEqual({
      tipo: 'El tipo debe ser natural o juridica.',
    });
  });
});

describe('POST /due-diligence/screening — results', () => {
  it('finds a UN-listed person with the list’s reference number, version and an explained score', async () => {
    const res = await screening({ nombre: 'William Amuri Yakutumba', fecha_nacimiento: '1970', tipo: 'natural' });
    expect(res.statusCode).toBe(200);
    const body: ScreeningResponse = res.json();
    expect(body.umbral).toBe(0.7);
    expect(body.consulta).toEqual({ nombre: 'William Amuri Yakutumba', fecha_nacimiento: '1970', tipo: 'natural' });
    const hit = body.hits.find((h) => h.lista.codigo === 'onu' && h.id_en_lista === 'CDi.043');
    expect(hit, JSON.stringify(body.hits.slice(0, 3))).toBeDefined();
    expect(hit!.score).toBeGreaterThanOrEqual(0.9);
    expect(hit).toMatchObject({
      nombre_listado: 'WILLIAM AMURI YAKUTUMBA',
      tipo: 'persona',
      lista: { codigo: 'onu', version: '2026-02-27', nombre: expect.stringContaining('ONU') },
      // The UN gives two possible years of birth.
      fechas_nacimiento: ['1970', '1972'],
      nacionalidades: ['Democratic Republic of the Congo'],
    });
    expect(hit!.alias).toContain('YAKUTUMBA');
    expect(body.hits[0]).toEqual(hit);
    const suma = hit!.explicacion.reduce((s, f) => s + f.aporte, 0);
    expect(suma).toBeCloseTo(hit!.score, 3);
    for (const f of hit!.explicacion) expect(f.detalle.length).toBeGreaterThan(0);
    // Best first.
    const scores = body.hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('does not flag a made-up Chilean name, and names the four lists it screened', async () => {
    const res = await screening({ nombre: 'María José Pérez Soto', rut: '12.345.678-5', nacionalidad: 'Chile' });
    expect(res.statusCode).toBe(200);
    const body: ScreeningResponse = res.json();
    expect(body.consulta.rut).toBe('12345678-5');
    expect(body.hits.filter((h) => h.score >= 0.7)).toEqual([]);
    expect(body.listas.map((l) => l.codigo)).toEqual(['ofac_sdn', 'ofac_cons', 'onu', 'us_csl']);
    for (const l of body.listas) {
      expect(l.version).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
      expect(l.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(l.entradas).toBeGreaterThan(100);
    }
    const onu = body.listas.find((l) => l.codigo === 'onu')!;
    expect(onu.sha256).toBe(
      createHash('sha256').update(bundledReferenceFile('un_consolidated_2026-02/UN_consolidated.xml')).digest('hex'),
    );
  });

  it('a lower threshold is honoured', async () => {
    const body: ScreeningResponse = await api.json('POST', URL, 'dd@demo.cl', { nombre: 'Yakutumba', umbral: 0.5 });
    expect(body.umbral).toBe(0.5);
    expect(body.hits.every((h) => h.score >= 0.5)).toBe(true);
  });

  it('audits each screening with the number of hits and never the name', async () => {
    const res = await screening({ nombre: 'William Amuri Yakutumba' });
    const hits = (res.json() as ScreeningResponse).hits.length;
    const [fila] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'screening'), eq(audit_log.empresa_id, api.demoId)))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(fila).toMatchObject({ entidad: 'screening', cambios: { hits } });
    expect(JSON.stringify(fila)).not.toMatch(/yakutumba|william/i);
  });
});

describe('engine availability', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atalaya-screening-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('503 in Spanish when the server has no reference data', async () => {
    const { app, post } = await appCon(null);
    const res = await post('Juan Pérez');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ codigo: 'SERVICIO_NO_DISPONIBLE', mensaje: MENSAJE_SIN_DATOS_REFERENCIA });
    await app.close();
  });

  it('a failed load answers 503 and is retried on the next call', async () => {
    const { app, post, contar } = await appCon(dir);
    const vacio = await post('Ana María Rojas');
    expect(vacio.statusCode).toBe(503);
    // An empty reference folder is a missing configuration, said as such.
    expect(vacio.json()).toMatchObject({ codigo: 'SERVICIO_NO_DISPONIBLE', mensaje: MENSAJE_SIN_DATOS_REFERENCIA });
    expect(contar('no se pudo cargar el motor de revisión de listas')).toBe(1);

    mkdirSync(path.join(dir, 'un_consolidated_2026-03'));
    writeFileSync(
      path.join(dir, 'un_consolidated_2026-03', 'UN_consolidated.xml'),
      '<CONSOLIDATED_LIST dateGenerated="2026-03-01T00:00:00Z"><INDIVIDUALS><INDIVIDUAL>' +
        '<FIRST_NAME>ANA MARIA</FIRST_NAME><SECOND_NAME>ROJAS</SECOND_NAME><THIRD_NAME>TAPIA</THIRD_NAME>' +
        '<REFERENCE_NUMBER>X.1</REFERENCE_NUMBER></INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>',
    );
    // Concurrent first calls share one load and see the same lists.
    const [a, b] = await Promise.all([post('Ana María Rojas Tapia'), post('Ana María Rojas Tapia')]);
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      const body: ScreeningResponse = res.json();
      expect(body.listas).toEqual([expect.objectContaining({ codigo: 'onu', version: '2026-03-01', entradas: 1 })]);
      expect(body.hits).toEqual([
        expect.objectContaining({ id_en_lista: 'X.1', nombre_listado: 'ANA MARIA ROJAS TAPIA' }),
      ]);
    }
    expect(contar('motor de revisión de listas listo')).toBe(1);
    await app.close();
  });
});
