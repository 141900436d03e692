import { createServer } from 'node:net';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EstadoCedula,
  FuenteDatosEstado,
  PersonaDirectorio,
  PersonaDirectorioItem,
  ResumenConsultas,
  RutificadorResponse,
} from '@atalaya/shared/contracts/consultas-admiral';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { audit_log } from '../../db/schema/index';
import { apiDePrueba } from '../../test/api-de-prueba';

const api = apiDePrueba(['admin@atalaya.cl', 'admin@demo.cl', 'dd@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl']);
const ADMIN = 'admin@atalaya.cl';
const PERSONAS = '/due-diligence-proxy/person-directory/';
const CEDULAS = '/due-diligence-proxy/identification-doc/';
const RUT_NATURAL = '12.345.678-5';
const RUT_EMPRESA = '76.123.456-0';

/** A local port nobody listens on: the production provider's connection is refused at once. */
async function puertoCerrado(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const ultimaAuditoria = async (entidad: string) => {
  const [fila] = await api.t.handle.db
    .select()
    .from(audit_log)
    .where(eq(audit_log.entidad, entidad))
    .orderBy(desc(audit_log.id))
    .limit(1);
  return fila;
};

describe('access', () => {
  it('the admin queries are for admin_atalaya only: 401 anonymous, 403 to a company admin', async () => {
    await api.rechazos(
      [
        ['GET', PERSONAS],
        ['POST', PERSONAS],
        ['GET', `${PERSONAS}1`],
        ['GET', CEDULAS],
        ['POST', CEDULAS],
        ['GET', `${CEDULAS}1`],
        ['GET', '/consultas/resumen'],
        ['GET', '/consultas/fuente-datos'],
        ['PUT', '/consultas/fuente-datos'],
      ],
      'admin@demo.cl',
    );
  });

  it('the rutificador serves due-diligence users of a company with the module, and platform admins', async () => {
    const url = `/rutificador/?rut=${RUT_NATURAL}`;
    expect((await api.call('GET', url)).statusCode).toBe(401);
    expect((await api.call('GET', url, 'denuncias@demo.cl')).json().codigo).toBe('PROHIBIDO');
    expect((await api.call('GET', url, 'admin@otra.cl')).json().codigo).toBe('MODULO_NO_HABILITADO');
    expect((await api.call('GET', url, 'dd@demo.cl')).statusCode).toBe(200);
    expect((await api.call('GET', url, ADMIN)).statusCode).toBe(200);
  });
});

describe('person directory', () => {
  let natural: PersonaDirectorio;

  it('refuses an invalid RUT in Spanish, and a missing one as missing', async () => {
    for (const rut of ['12.345.678-9', 'abc']) {
      const res = await api.call('POST', PERSONAS, ADMIN, { rut });
      expect(res.statusCode).toBe(400);
      expect(res.json().errores).toEqual({ rut: 'RUT inválido' });
    }
    for (const body of [{ rut: '' }, {}]) {
      const res = await api.call('POST', PERSONAS, ADMIN, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errores).toEqual({ rut: 'El RUT es obligatorio' });
    }
  });

  it('looks a natural person up and answers SPEC §3’s shape', async () => {
    const res = await api.call('POST', PERSONAS, ADMIN, { rut: RUT_NATURAL });
    expect(res.statusCode).toBe(201);
    natural = res.json();
    expect(natural).toMatchObject({
      made_by: { id: expect.any(Number), nombre: expect.stringMatching(/\S/) },
      fuente: 'mock',
      data: {
        rut: '12345678-5',
        person_type: 'natural',
        location: { address: expect.any(String), commune: expect.any(String), city: expect.any(String) },
        economic_activities: expect.any(Array),
        professions: expect.any(Array),
        updated_at: expect.any(String),
        data: {
          names: expect.stringMatching(/\S/),
          paternal_surname: expect.stringMatching(/\S/),
          maternal_surname: expect.any(String),
          birthdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          is_chilean_national: expect.any(Boolean),
        },
      },
    });
    const datos = natural.data.data as { age: number; birthdate: string };
    expect(datos.age).toBe(new Date().getFullYear() - Number(datos.birthdate.slice(0, 4)));
    expect(await api.json('GET', `${PERSONAS}${natural.id}`, ADMIN)).toEqual(natural);
  });

  it('keeps one row per RUT: a second lookup refreshes it', async () => {
    const again: PersonaDirectorio = await api.json('POST', PERSONAS, ADMIN, { rut: '12345678-5' });
    expect(again.id).toBe(natural.id);
  });

  it('a legal person carries its company name', async () => {
    const empresa: PersonaDirectorio = await api.json('POST', PERSONAS, ADMIN, { rut: RUT_EMPRESA });
    expect(empresa.data.person_type).toBe('juridica');
    expect(empresa.data.data).toEqual({ company_name: expect.stringMatching(/\S/) });
  });

  it('searches by RUT with or without dots and by name without accents or case', async () => {
    const buscar = async (search: string) => {
      const body: { data: PersonaDirectorioItem[]; total: number } = await api.json(
        'GET',
        `${PERSONAS}?${new URLSearchParams({ search, offset: '0', limit: '10' })}`,
        ADMIN,
      );
      return body.data.map((p) => p.id);
    };
    const { names, paternal_surname } = natural.data.data as { names: string; paternal_surname: string };
    expect(await buscar('12.345.678')).toEqual([natural.id]);
    expect(await buscar('123456785')).toEqual([natural.id]);
    const sinTildes = paternal_surname
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    expect(await buscar(sinTildes)).toContain(natural.id);
    expect(await buscar(`${names.split(' ')[0]} ${paternal_surname}`)).toContain(natural.id);
    expect(await buscar('zzzz-no-existe')).toEqual([]);
    const todas: { data: PersonaDirectorioItem[]; total: number } = await api.json('GET', PERSONAS, ADMIN);
    expect(todas.total).toBe(2);
    expect(todas.data[0]).toMatchObject({ rut: '76123456-0', person_type: 'juridica', fuente: 'mock' });
  });

  it('an unknown id is 404', async () => {
    expect((await api.call('GET', `${PERSONAS}999999`, ADMIN)).statusCode).toBe(404);
  });

  it('audits each lookup on the platform chain without the RUT or the names', async () => {
    const fila = await ultimaAuditoria('consulta_persona');
    expect(fila).toMatchObject({ empresa_id: null, accion: 'consultar', cambios: { fuente: 'mock' } });
    const { names } = natural.data.data as { names: string };
    expect(JSON.stringify(fila)).not.toContain('12345678');
    expect(JSON.stringify(fila)).not.toContain(names);
  });
});

describe('identification document', () => {
  it('validates the RUT and the serial number in Spanish', async () => {
    const errores = async (payload: object) => (await api.call('POST', CEDULAS, ADMIN, payload)).json().errores;
    expect(await errores({ rut: '1-1', serial_number: '123456789' })).toEqual({ rut: 'RUT inválido' });
    expect(await errores({ rut: RUT_NATURAL, serial_number: '' })).toEqual({
      serial_number: 'El número de serie es obligatorio.',
    });
    for (const serial_number of ['12345', 'AB123456789', '1234567890']) {
      expect(await errores({ rut: RUT_NATURAL, serial_number })).toEqual({
        serial_number: expect.stringMatching(/^Número de serie inválido/),
      });
    }
  });

  it('checks a card (serial with or without letter and dots) and keeps each check', async () => {
    const res = await api.call('POST', CEDULAS, ADMIN, { rut: RUT_NATURAL, serial_number: 'a123.456.789' });
    expect(res.statusCode).toBe(201);
    const uno: EstadoCedula = res.json();
    expect(uno).toMatchObject({
      made_by: { id: expect.any(Number) },
      data: {
        rut: '12345678-5',
        serial_number: 'A123456789',
        is_valid: expect.any(Boolean),
        updated_at: expect.any(String),
      },
    });
    const dos: EstadoCedula = await api.json('POST', CEDULAS, ADMIN, {
      rut: RUT_NATURAL,
      serial_number: '123.456.789',
    });
    expect(dos.data.serial_number).toBe('123456789');
    expect(await api.json('GET', `${CEDULAS}${uno.id}`, ADMIN)).toEqual(uno);

    const lista = await api.json('GET', `${CEDULAS}?search=A123`, ADMIN);
    expect(lista).toMatchObject({ total: 1, data: [{ id: uno.id, serial_number: 'A123456789' }] });
    expect((await api.json('GET', `${CEDULAS}?search=12.345.678`, ADMIN)).total).toBe(2);
    expect(await ultimaAuditoria('consulta_cedula')).toMatchObject({
      empresa_id: null,
      entidad_id: String(dos.id),
      cambios: { fuente: 'mock', is_valid: dos.data.is_valid },
    });
  });

  it('the dashboard counts the lookups', async () => {
    const resumen: ResumenConsultas = await api.json('GET', '/consultas/resumen', ADMIN);
    expect(resumen).toMatchObject({
      personas: { total: 2, naturales: 1, juridicas: 1 },
      cedulas: { total: 2 },
      ultimos_30_dias: 4,
    });
    expect(resumen.cedulas.vigentes + resumen.cedulas.no_vigentes).toBe(2);
  });
});

describe('rutificador', () => {
  it('answers the name and basic data of a valid RUT and audits in the caller’s company', async () => {
    const res: RutificadorResponse = await api.json('GET', `/rutificador/?rut=${RUT_EMPRESA}`, 'dd@demo.cl');
    expect(res).toMatchObject({
      rut: '76123456-0',
      person_type: 'juridica',
      nombre: expect.stringMatching(/\S/),
      company_name: expect.stringMatching(/\S/),
      names: null,
    });
    const fila = await ultimaAuditoria('rutificador');
    expect(fila).toMatchObject({ empresa_id: api.demoId, accion: 'consultar' });
    expect(JSON.stringify(fila)).not.toContain('76123456');
  });

  it('an invalid RUT is 400 RUT inválido', async () => {
    const res = await api.call('GET', '/rutificador/?rut=12.345.678-9', 'dd@demo.cl');
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ rut: 'RUT inválido' });
  });
});

describe('data source', () => {
  it('reads mock by default; production is refused while it is not configured', async () => {
    expect(await api.json('GET', '/consultas/fuente-datos', ADMIN)).toEqual({
      fuente: 'mock',
      produccion_configurada: false,
    });
    const res = await api.call('PUT', '/consultas/fuente-datos', ADMIN, { fuente: 'production' });
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toBe('El proveedor de producción no está configurado.');
    const otra = await api.call('PUT', '/consultas/fuente-datos', ADMIN, { fuente: 'otra' });
    expect(otra.json().errores).toEqual({ fuente: 'La fuente de datos debe ser mock o production.' });
  });

  describe('with production configured and its server down', () => {
    const logs: string[] = [];
    let app: FastifyInstance;
    const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: api.headers(ADMIN), payload });

    beforeAll(async () => {
      // A second app on the same database (sessions shared) whose provider URL nobody serves.
      app = await buildApp({
        config: testConfig({
          DATA_DIR: api.t.dataDir,
          LOG_LEVEL: 'info',
          DD_PROVIDER_URL: `http://127.0.0.1:${await puertoCerrado()}`,
          DD_PROVIDER_RETRIES: 0,
          DD_PROVIDER_CACHE_HOURS: 0,
        }),
        db: api.t.handle.db,
        dbEngine: api.t.handle.engine,
        logStream: { write: (linea) => void logs.push(linea) },
      });
    });
    afterAll(() => app.close());

    it('switches to production (audited) and the lookups fail with SPEC §8’s message', async () => {
      const puesta = await call('PUT', '/consultas/fuente-datos', { fuente: 'production' });
      expect(puesta.statusCode).toBe(200);
      expect(puesta.json<FuenteDatosEstado>()).toEqual({ fuente: 'production', produccion_configurada: true });
      const [cambio] = await api.t.handle.db
        .select()
        .from(audit_log)
        .where(and(eq(audit_log.entidad, 'fuente_datos'), isNull(audit_log.empresa_id)))
        .orderBy(desc(audit_log.id))
        .limit(1);
      expect(cambio).toMatchObject({ accion: 'actualizar', cambios: { anterior: 'mock', fuente: 'production' } });

      for (const res of [
        await call('GET', '/rutificador/?rut=15.555.555-6'),
        await call('POST', PERSONAS, { rut: '15.555.555-6' }),
        await call('POST', CEDULAS, { rut: '15.555.555-6', serial_number: '123456789' }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json().mensaje).toBe('Error al obtener información del RUT');
      }
      expect(logs.some((l) => l.includes('el proveedor de datos no respondió'))).toBe(true);
      expect(logs.join('\n')).not.toMatch(/15\.?555\.?555/);

      const vuelta = await call('PUT', '/consultas/fuente-datos', { fuente: 'mock' });
      expect(vuelta.json()).toEqual({ fuente: 'mock', produccion_configurada: true });
      expect((await call('GET', '/rutificador/?rut=15.555.555-6')).statusCode).toBe(200);
    });
  });
});
