import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_MODULE_LABELS } from '@atalaya/shared/contracts/globales/planes';
import { PLAN_MODULES } from '@atalaya/shared/roles';
import { planes } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/* Globales → planes (admin_atalaya): modules and due-diligence credits of each plan. */

const admin = 'admin@atalaya.cl';
const api = apiDePrueba(['admin@demo.cl', admin]);
const { call } = api;
const idOf = async (nombre: string) =>
  (await api.t.handle.db.select({ id: planes.id }).from(planes).where(eq(planes.nombre, nombre)))[0]!.id;

describe('access', () => {
  it('401 anonymous, 403 for a company administrator', async () => {
    const id = await idOf('Empresa');
    await api.rechazos(
      [
        ['GET', '/planes/?skip=0&limit=99'],
        ['GET', `/planes/${id}`],
        ['POST', '/planes/'],
        ['PUT', `/planes/${id}`],
        ['DELETE', `/planes/${id}`],
        ['POST', '/planes/batch-delete'],
      ] as const,
      'admin@demo.cl',
    );
  });
});

describe('planes', () => {
  let id: number;

  it('lists the seeded plans with limit=99, their modules, credits and companies', async () => {
    const res = await call('GET', '/planes/?skip=0&limit=99', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    const empresa = body.data.find((p: { nombre: string }) => p.nombre === 'Empresa');
    expect(empresa.modulos).toEqual(expect.arrayContaining(['mi_empresa', 'due_diligence']));
    expect(empresa.creditos_due_diligence).toBe(50);
    expect(empresa.empresas).toBe(2); // the platform company and Empresa Demo
    expect(Object.keys(PLAN_MODULE_LABELS).sort()).toEqual([...PLAN_MODULES].sort());
  });

  it('400 with Spanish messages for bad modules and credits', async () => {
    let res = await call('POST', '/planes/', admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errores.nombre).toBe('El nombre es obligatorio');
    res = await call('POST', '/planes/', admin, { nombre: 'X', modulos: ['globales'], creditos_due_diligence: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      'modulos.0': 'Seleccione módulos válidos',
      creditos_due_diligence: 'Los créditos no pueden ser negativos.',
    });
  });

  it('creates, updates and refuses duplicate names', async () => {
    let res = await call('POST', '/planes/', admin, {
      nombre: 'Corporativo',
      descripcion: 'Grupos de empresas',
      modulos: ['due_diligence', 'mi_empresa', 'mi_empresa'],
      creditos_due_diligence: 200,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      nombre: 'Corporativo',
      modulos: ['mi_empresa', 'due_diligence'],
      creditos_due_diligence: 200,
      activo: true,
      empresas: 0,
    });
    id = res.json().id;
    res = await call('POST', '/planes/', admin, { nombre: 'Corporativo' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errores.nombre).toBe('Ya existe un plan con ese nombre.');
    res = await call('PUT', `/planes/${id}`, admin, { nombre: 'Corporativo', modulos: [], creditos_due_diligence: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modulos: [], creditos_due_diligence: 5 });
    expect((await call('GET', '/planes/?q=corpor', admin)).json().total).toBe(1);
  });

  it('due-diligence costs per report type: defaults 1 and 3, editable, whole credits only', async () => {
    expect((await call('GET', `/planes/${id}`, admin)).json()).toMatchObject({ costo_dd_lite: 1, costo_dd_full: 3 });
    let res = await call('PUT', `/planes/${id}`, admin, { nombre: 'Corporativo', costo_dd_lite: 2, costo_dd_full: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ costo_dd_lite: 2, costo_dd_full: 0 });
    res = await call('PUT', `/planes/${id}`, admin, { nombre: 'Corporativo', costo_dd_lite: -1, costo_dd_full: 1.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      costo_dd_lite: 'El costo de un reporte lite debe ser un número entero de créditos, 0 o más.',
      costo_dd_full: 'El costo de un reporte full debe ser un número entero de créditos, 0 o más.',
    });
  });

  it('a plan in use cannot be deleted; an unused one can', async () => {
    let res = await call('DELETE', `/planes/${await idOf('Empresa')}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('El plan está asignado a empresas; cámbielas de plan antes de eliminarlo.');
    res = await call('POST', '/planes/batch-delete', admin, { ids: [id, await idOf('Profesional')] });
    expect(res.statusCode).toBe(409);
    expect((await call('GET', '/planes/', admin)).json().total).toBe(4);
    res = await call('DELETE', `/planes/${id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/planes/${id}`, admin)).statusCode).toBe(404);
  });
});
