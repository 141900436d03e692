import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { audit_log, empresas, planes } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/*
 * Issue 24 F7 part B: a platform admin binds a company to its e-mail domains (Globales →
 * empresas). Validated and normalized server-side; a domain belongs to one company only.
 */

const USERS = ['admin@demo.cl', 'admin@atalaya.cl'] as const;
const admin = 'admin@atalaya.cl';
const api = apiDePrueba(USERS);
const { call } = api;
let otraId: number;
let planId: number;

beforeAll(async () => {
  const [otra] = await api.t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otraId = otra!.id;
  planId = (await api.t.handle.db.select().from(planes).where(eq(planes.nombre, 'Profesional')))[0]!.id;
});

/** The company's current body (PUT takes the whole form) with `extra` on top. */
async function cuerpo(id: number, extra: object = {}) {
  const e = (await call('GET', `/empresas/${id}`, admin)).json();
  return {
    rut: e.rut,
    nombre: e.nombre,
    nombre_fantasia: e.nombre_fantasia,
    actividad_codigo: e.actividad_codigo,
    direccion: e.direccion,
    region_codigo: e.region_codigo,
    comuna_codigo: e.comuna_codigo,
    plan_id: e.plan_id,
    activa: e.activa,
    ...extra,
  };
}
const dominios = async (id: number) =>
  (await api.t.handle.db.select({ d: empresas.dominios_correo }).from(empresas).where(eq(empresas.id, id)))[0]!.d;

describe('platform admin sets the e-mail domains', () => {
  it('a company starts with none (no restriction); the detail and the list show them', async () => {
    const e = (await call('GET', `/empresas/${api.demoId}`, admin)).json();
    expect(e.dominios_correo).toEqual([]);
    const res = await call(
      'PUT',
      `/empresas/${api.demoId}`,
      admin,
      await cuerpo(api.demoId, {
        dominios_correo: [' Demo.CL ', '@ventas.demo.cl'],
      }),
    );
    expect(res.statusCode).toBe(200);
    // Stored lowercase, trimmed, without the @.
    expect(res.json().dominios_correo).toEqual(['demo.cl', 'ventas.demo.cl']);
    expect(await dominios(api.demoId)).toEqual(['demo.cl', 'ventas.demo.cl']);
    const lista = (await call('GET', '/empresas/?q=Demo', admin)).json();
    expect(lista.data.find((x: { id: number }) => x.id === api.demoId).dominios_correo).toEqual([
      'demo.cl',
      'ventas.demo.cl',
    ]);
    // The change is audited on the platform chain.
    const [fila] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'empresa'), eq(audit_log.entidad_id, String(api.demoId))))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(JSON.stringify(fila!.cambios)).toContain('ventas.demo.cl');
  });

  it('an edit without the field keeps them; a textarea text is split; [] clears them', async () => {
    expect((await call('PUT', `/empresas/${api.demoId}`, admin, await cuerpo(api.demoId))).statusCode).toBe(200);
    expect(await dominios(api.demoId)).toEqual(['demo.cl', 'ventas.demo.cl']);
    const texto = await call(
      'PUT',
      `/empresas/${api.demoId}`,
      admin,
      await cuerpo(api.demoId, {
        dominios_correo: 'demo.cl,\nventas.demo.cl; rrhh.demo.cl',
      }),
    );
    expect(texto.statusCode).toBe(200);
    expect(await dominios(api.demoId)).toEqual(['demo.cl', 'ventas.demo.cl', 'rrhh.demo.cl']);
    const vacio = await call(
      'PUT',
      `/empresas/${api.demoId}`,
      admin,
      await cuerpo(api.demoId, { dominios_correo: [] }),
    );
    expect(vacio.json().dominios_correo).toEqual([]);
    await call('PUT', `/empresas/${api.demoId}`, admin, await cuerpo(api.demoId, { dominios_correo: ['demo.cl'] }));
  });

  it('400 with a Spanish message on dominios_correo for an invalid, repeated or excessive list', async () => {
    const casos: [unknown, RegExp][] = [
      [['demo'], /«demo» no es un dominio válido/],
      [['demo..cl'], /no es un dominio válido/],
      [['-demo.cl'], /no es un dominio válido/],
      [['de mo.cl'], /no es un dominio válido/],
      [['https://demo.cl'], /no es un dominio válido/],
      [['usuario@demo.cl'], /no es un dominio válido/],
      [['demo.123'], /no es un dominio válido/],
      [['ñuñoa.cl'], /no es un dominio válido/],
      [[`${'a'.repeat(64)}.cl`], /no es un dominio válido/],
      [['demo.cl', 'DEMO.cl'], /El dominio demo\.cl está repetido/],
      [Array.from({ length: 21 }, (_, i) => `d${i}.cl`), /como máximo 20 dominios/],
      [42, /lista/],
    ];
    for (const [valor, mensaje] of casos) {
      const res = await call('PUT', `/empresas/${otraId}`, admin, await cuerpo(otraId, { dominios_correo: valor }));
      expect(res.statusCode, JSON.stringify(valor)).toBe(400);
      expect(res.json().errores.dominios_correo, JSON.stringify(valor)).toMatch(mensaje);
    }
    expect(await dominios(otraId)).toEqual([]);
  });

  it('409 for a domain another company has (update and create); the own company may keep it', async () => {
    const res = await call(
      'PUT',
      `/empresas/${otraId}`,
      admin,
      await cuerpo(otraId, {
        dominios_correo: ['otra.cl', 'Demo.cl'],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toContain('El dominio demo.cl ya está asignado a otra empresa');
    expect(res.json().errores.dominios_correo).toContain('ya está asignado a otra empresa');
    expect(await dominios(otraId)).toEqual([]);

    const nueva = await call('POST', '/empresas/', admin, {
      rut: '77.888.999-4',
      nombre: 'Suplantadora SpA',
      plan_id: planId,
      dominios_correo: ['demo.cl'],
    });
    expect(nueva.statusCode).toBe(409);
    expect(nueva.json().errores.dominios_correo).toContain('ya está asignado a otra empresa');
    expect(await api.t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Suplantadora SpA'))).toEqual([]);

    const propia = await call(
      'PUT',
      `/empresas/${api.demoId}`,
      admin,
      await cuerpo(api.demoId, {
        dominios_correo: ['demo.cl'],
      }),
    );
    expect(propia.statusCode).toBe(200);
    const otra = await call(
      'PUT',
      `/empresas/${otraId}`,
      admin,
      await cuerpo(otraId, { dominios_correo: ['otra.cl'] }),
    );
    expect(otra.statusCode).toBe(200);
    const creada = await call('POST', '/empresas/', admin, {
      rut: '77.888.999-4',
      nombre: 'Nueva Ltda.',
      plan_id: planId,
      dominios_correo: ['nueva.cl'],
    });
    expect(creada.statusCode).toBe(201);
    expect(creada.json().dominios_correo).toEqual(['nueva.cl']);
  });

  it('a company administrator cannot set them (403), not even for their own company', async () => {
    const body = await cuerpo(api.demoId, { dominios_correo: ['gmail.com'] });
    expect((await call('PUT', `/empresas/${api.demoId}`, 'admin@demo.cl', body)).statusCode).toBe(403);
    expect((await call('POST', '/empresas/', 'admin@demo.cl', { ...body, rut: '11.111.111-1' })).statusCode).toBe(403);
    expect(await dominios(api.demoId)).toEqual(['demo.cl']);
  });
});
