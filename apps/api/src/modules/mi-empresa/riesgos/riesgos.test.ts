import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audit_log } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/* Riesgos, mitigaciones, the company's matrix and the heat map. */

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', 'tekemi@demo.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who = 'admin@demo.cl', payload?: object) =>
  api.json(method, url, who, payload);

const riesgo = (extra: object = {}) => ({
  nombre: 'Soborno a inspector municipal',
  delito_o_categoria: 'Cohecho',
  probabilidad: 4,
  impacto: 5,
  estado: 'No cubierto',
  ...extra,
});

describe('access', () => {
  it('401 without a session, 403 for admin_user_denuncias, allowed for admin_tekemi', async () => {
    for (const url of ['/riesgos/', '/mitigaciones/', '/riesgos/matriz', '/riesgos/mapa-calor']) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, 'denuncias@demo.cl')).statusCode, url).toBe(403);
      expect((await call('GET', url, 'tekemi@demo.cl')).statusCode, url).toBe(200);
    }
    expect((await call('POST', '/riesgos/', 'denuncias@demo.cl', riesgo())).statusCode).toBe(403);
    expect((await call('PUT', '/riesgos/matriz', 'denuncias@demo.cl', {})).statusCode).toBe(403);
  });

  it('another company’s ids answer 404 and change nothing', async () => {
    const [r] = (await json('GET', '/riesgos/')).data;
    const [m] = (await json('GET', '/mitigaciones/')).data;
    expect((await call('GET', `/riesgos/${r.id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('PUT', `/riesgos/${r.id}`, 'admin@otra.cl', riesgo())).statusCode).toBe(404);
    expect((await call('DELETE', `/riesgos/${r.id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('GET', `/mitigaciones/${m.id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect(
      (await call('PUT', `/mitigaciones/${m.id}`, 'admin@otra.cl', { nombre: 'x', tipo: 'preventivo' })).statusCode,
    ).toBe(404);
    expect((await call('POST', '/riesgos/batch-delete', 'admin@otra.cl', { ids: [r.id] })).statusCode).toBe(404);
    expect((await json('GET', `/riesgos/${r.id}`)).nombre).toBe(r.nombre);
  });
});

describe('seeded risks', () => {
  it('lists Empresa Demo’s risks with levels and mitigations; Otra Empresa has none', async () => {
    const page = await json('GET', '/riesgos/?limit=100');
    expect(page.total).toBe(11);
    expect((await json('GET', '/riesgos/', 'admin@otra.cl')).total).toBe(0);
    const cohecho = page.data.find((r: { nombre: string }) => r.nombre === 'Pago indebido a funcionario en licitación');
    // (3, 5) is Alto; política de regalos (preventivo, media) and capacitación (baja) → p 2; canal (detectivo, alta) → i 3.
    expect(cohecho).toMatchObject({
      delito_o_categoria: 'Cohecho',
      probabilidad: 3,
      impacto: 5,
      estado: 'En proceso',
      nivel_inherente: 'Alto',
      nivel_residual: 'Medio',
      proceso: { nombre: 'Participación en licitaciones públicas' },
      responsable: { id: expect.any(Number) },
    });
    expect(cohecho.mitigaciones.map((m: { nombre: string }) => m.nombre).sort()).toEqual([
      'Canal de denuncias anónimo',
      'Capacitación anual del modelo de prevención',
      'Política de regalos e invitaciones',
    ]);
  });

  it('filters by estado, nivel and proceso, and searches the offence', async () => {
    expect((await json('GET', '/riesgos/?nivel=Alto')).total).toBe(4);
    expect((await json('GET', '/riesgos/?nivel=Cr%C3%ADtico')).total).toBe(0);
    expect((await json('GET', '/riesgos/?estado=Cubierto')).total).toBe(3);
    expect((await json('GET', '/riesgos/?q=lavado')).total).toBe(1);
    const [r] = (await json('GET', '/riesgos/?q=lavado')).data;
    expect((await json('GET', `/riesgos/?proceso_id=${r.proceso_id}`)).total).toBe(2);
    const bad = await call('GET', '/riesgos/?nivel=Extremo', 'admin@demo.cl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({ nivel: 'Use un nivel válido: Bajo, Medio, Alto o Crítico.' });
  });

  it('lists mitigations with the risks they act on', async () => {
    const page = await json('GET', '/mitigaciones/?q=due%20diligence');
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ tipo: 'preventivo', efectividad: 'alta', frecuencia: 'por_evento' });
    expect(page.data[0].riesgos).toHaveLength(4);
    expect((await json('GET', '/mitigaciones/')).total).toBe(8);
  });
});

describe('risk rules', () => {
  it('400 with the Spanish message of each required field and of cells outside the matrix', async () => {
    const empty = await call('POST', '/riesgos/', 'admin@demo.cl', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errores).toMatchObject({
      nombre: 'El nombre es obligatorio',
      delito_o_categoria: 'Indique el delito o la categoría',
      probabilidad: 'Seleccione una probabilidad de la matriz',
      impacto: 'Seleccione un impacto de la matriz',
    });
    const outside = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ probabilidad: 6, impacto: 7 }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errores).toEqual({
      probabilidad: 'Seleccione una probabilidad de la matriz (1 a 5)',
      impacto: 'Seleccione un impacto de la matriz (1 a 5)',
    });
    const estado = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ estado: 'Mitigado' }));
    expect(estado.json().errores).toEqual({ estado: 'El estado debe ser Cubierto, En proceso o No cubierto' });
  });

  it('refuses another company’s proceso or responsable with a field message', async () => {
    const [procesoOtra] = (await json('GET', '/proceso/', 'admin@otra.cl')).data;
    const res = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ proceso_id: procesoOtra.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ proceso_id: 'Seleccione un proceso válido' });
  });

  it('computes inherent and residual levels as mitigations are linked, and audits each step', async () => {
    const [proceso] = (await json('GET', '/proceso/?q=licitaciones')).data;
    const created = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ proceso_id: proceso.id }));
    expect(created.statusCode).toBe(201);
    const r = created.json();
    expect(r).toMatchObject({ nivel_inherente: 'Crítico', nivel_residual: 'Crítico', mitigaciones: [] });

    const prev = await call('POST', '/mitigaciones/', 'admin@demo.cl', {
      nombre: 'Registro de reuniones con funcionarios',
      tipo: 'preventivo',
      modo: 'manual',
      frecuencia: 'por_evento',
      efectividad: 'alta',
      riesgo_ids: [r.id],
    });
    expect(prev.statusCode).toBe(201);
    expect(prev.json().riesgos).toEqual([{ id: r.id, nombre: r.nombre }]);
    expect((await json('GET', `/riesgos/${r.id}`)).nivel_residual).toBe('Alto');

    const det = (
      await call('POST', '/mitigaciones/', 'admin@demo.cl', {
        nombre: 'Revisión mensual de gastos de representación',
        tipo: 'detectivo',
        efectividad: 'media',
        riesgo_ids: [r.id],
      })
    ).json();
    const after = await json('GET', `/riesgos/${r.id}`);
    expect(after).toMatchObject({ nivel_inherente: 'Crítico', nivel_residual: 'Medio' });
    expect(after.mitigaciones).toHaveLength(2);

    // Unlinking on update brings the residual back up.
    const upd = await call('PUT', `/mitigaciones/${det.id}`, 'admin@demo.cl', {
      nombre: det.nombre,
      tipo: 'detectivo',
      efectividad: 'media',
      riesgo_ids: [],
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().riesgos).toEqual([]);
    expect((await json('GET', `/riesgos/${r.id}`)).nivel_residual).toBe('Alto');

    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'mitigacion'), eq(audit_log.entidad_id, String(prev.json().id))));
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'vincular_riesgos']);
    expect(audits[1]!.cambios).toEqual({ riesgo_ids: [r.id] });

    // Editing the cell recomputes the stored level (and the nivel filter sees it).
    const moved = await call('PUT', `/riesgos/${r.id}`, 'admin@demo.cl', riesgo({ probabilidad: 1, impacto: 2 }));
    expect(moved.json()).toMatchObject({ nivel_inherente: 'Bajo', nivel_residual: 'Bajo' });
    expect((await json('GET', '/riesgos/?nivel=Cr%C3%ADtico')).total).toBe(0);
    expect((await call('DELETE', `/riesgos/${r.id}`, 'admin@demo.cl')).json()).toEqual({ ok: true });
    expect((await json('GET', `/mitigaciones/${prev.json().id}`)).riesgos).toEqual([]);
  });

  it('refuses risks of another company in riesgo_ids with 400 and saves nothing', async () => {
    const otra = (await call('POST', '/riesgos/', 'admin@otra.cl', riesgo({ probabilidad: 2, impacto: 2 }))).json();
    const before = (await json('GET', '/mitigaciones/')).total;
    const res = await call('POST', '/mitigaciones/', 'admin@demo.cl', {
      nombre: 'Control cruzado',
      tipo: 'preventivo',
      riesgo_ids: [otra.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ riesgo_ids: 'Seleccione riesgos válidos de la empresa' });
    expect((await json('GET', '/mitigaciones/')).total).toBe(before);
    const empty = await call('POST', '/mitigaciones/', 'admin@demo.cl', {});
    expect(empty.json().errores).toMatchObject({
      nombre: 'El nombre es obligatorio',
      tipo: 'El tipo debe ser preventivo, detectivo o correctivo',
    });
  });

  it('links mitigations from the risk in one request; the answer’s residual level reflects them', async () => {
    const mitigacion = async (nombre: string, tipo: string) =>
      (
        await call('POST', '/mitigaciones/', 'admin@demo.cl', { nombre, tipo, efectividad: 'alta', riesgo_ids: [] })
      ).json();
    const prev = await mitigacion('Aprobación dual de pagos a gestores', 'preventivo');
    const det = await mitigacion('Conciliación semanal de pagos a gestores', 'detectivo');

    const created = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ mitigacion_ids: [det.id, prev.id] }));
    expect(created.statusCode).toBe(201);
    const r = created.json();
    // (4, 5) is Crítico; a preventive and a detective control of high effectiveness → (2, 3), Medio.
    expect(r).toMatchObject({ nivel_inherente: 'Crítico', nivel_residual: 'Medio' });
    expect(r.mitigaciones).toEqual([
      { id: prev.id, nombre: prev.nombre },
      { id: det.id, nombre: det.nombre },
    ]);
    // The mitigation side sees the same link.
    expect((await json('GET', `/mitigaciones/${det.id}`)).riesgos).toEqual([{ id: r.id, nombre: r.nombre }]);

    const upd = await call('PUT', `/riesgos/${r.id}`, 'admin@demo.cl', riesgo({ mitigacion_ids: [prev.id] }));
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ nivel_residual: 'Alto', mitigaciones: [{ id: prev.id, nombre: prev.nombre }] });
    expect((await json('GET', `/mitigaciones/${det.id}`)).riesgos).toEqual([]);

    const audits = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'riesgo'), eq(audit_log.entidad_id, String(r.id))));
    expect(audits.map((a) => [a.accion, a.cambios])).toEqual([
      ['crear', expect.objectContaining({ nombre: r.nombre })],
      ['vincular_mitigaciones', { mitigacion_ids: [det.id, prev.id] }],
      ['actualizar', {}],
      ['vincular_mitigaciones', { mitigacion_ids: [prev.id] }],
    ]);

    // Another company's mitigation: 400 on the field, neither the risk nor its links change.
    const otra = (
      await call('POST', '/mitigaciones/', 'admin@otra.cl', { nombre: 'Control de Otra', tipo: 'correctivo' })
    ).json();
    const total = (await json('GET', '/riesgos/')).total;
    const nuevo = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ mitigacion_ids: [prev.id, otra.id] }));
    expect(nuevo.statusCode).toBe(400);
    expect(nuevo.json().errores).toEqual({ mitigacion_ids: 'Seleccione mitigaciones válidas de la empresa' });
    expect((await json('GET', '/riesgos/')).total).toBe(total);
    const cambio = await call(
      'PUT',
      `/riesgos/${r.id}`,
      'admin@demo.cl',
      riesgo({ nombre: 'Renombrado', probabilidad: 1, mitigacion_ids: [otra.id] }),
    );
    expect(cambio.statusCode).toBe(400);
    expect(cambio.json().errores).toEqual({ mitigacion_ids: 'Seleccione mitigaciones válidas de la empresa' });
    expect(await json('GET', `/riesgos/${r.id}`)).toMatchObject({
      nombre: r.nombre,
      probabilidad: 4,
      nivel_residual: 'Alto',
      mitigaciones: [{ id: prev.id, nombre: prev.nombre }],
    });
    expect((await json('GET', `/mitigaciones/${otra.id}`, 'admin@otra.cl')).riesgos).toEqual([]);
    const malas = await call('POST', '/riesgos/', 'admin@demo.cl', riesgo({ mitigacion_ids: ['x'] }));
    expect(malas.json().errores).toEqual({ 'mitigacion_ids.0': 'Seleccione mitigaciones válidas' });

    for (const id of [prev.id, det.id]) await call('DELETE', `/mitigaciones/${id}`, 'admin@demo.cl');
    await call('DELETE', `/mitigaciones/${otra.id}`, 'admin@otra.cl');
    expect((await call('DELETE', `/riesgos/${r.id}`, 'admin@demo.cl')).json()).toEqual({ ok: true });
  });

  it('batch-updates the estado of its own risks only', async () => {
    const ids = (await json('GET', '/riesgos/?estado=No%20cubierto')).data.map((r: { id: number }) => r.id);
    const [otra] = (await json('GET', '/riesgos/', 'admin@otra.cl')).data;
    const mixed = await call('PUT', '/riesgos/batch-update', 'admin@demo.cl', {
      ids: [...ids, otra.id],
      cambios: { estado: 'En proceso' },
    });
    expect(mixed.statusCode).toBe(404);
    const ok = await call('PUT', '/riesgos/batch-update', 'admin@demo.cl', { ids, cambios: { estado: 'En proceso' } });
    expect(ok.json()).toEqual({ procesados: ids.length });
    expect((await json('GET', '/riesgos/?estado=No%20cubierto')).total).toBe(0);
  });
});

describe('heat map and matrix', () => {
  it('counts risks per cell, inherent and residual', async () => {
    const mapa = await json('GET', '/riesgos/mapa-calor');
    expect(mapa.total).toBe(11);
    const sum = (cells: { total: number }[]) => cells.reduce((a, c) => a + c.total, 0);
    expect(sum(mapa.inherente)).toBe(11);
    expect(sum(mapa.residual)).toBe(11);
    expect(mapa.inherente).toContainEqual({ probabilidad: 2, impacto: 4, total: 3 });
    expect(mapa.inherente).toContainEqual({ probabilidad: 3, impacto: 5, total: 1 });
    expect(
      mapa.residual.find((c: { probabilidad: number; impacto: number }) => c.probabilidad === 3 && c.impacto === 5),
    ).toBeUndefined();
    expect(mapa.matriz.probabilidades).toHaveLength(5);
    const otra = await json('GET', '/riesgos/mapa-calor', 'admin@otra.cl');
    expect(otra.inherente).toEqual([{ probabilidad: 2, impacto: 2, total: 1 }]);
  });

  const tres = {
    probabilidades: ['Baja', 'Media', 'Alta'],
    impactos: ['Leve', 'Moderado', 'Grave'],
    niveles: [
      ['Bajo', 'Bajo', 'Medio'],
      ['Bajo', 'Alto', 'Alto'],
      ['Medio', 'Alto', 'Crítico'],
    ],
    colores: { Bajo: '#00ff00', Medio: '#ffff00', Alto: '#ff9900', Crítico: '#ff0000' },
  };

  it('answers the default matrix until configured; validates the shape in Spanish', async () => {
    expect(await json('GET', '/riesgos/matriz', 'admin@otra.cl')).toMatchObject({
      por_defecto: true,
      probabilidades: ['Rara', 'Improbable', 'Posible', 'Probable', 'Casi segura'],
    });
    const empty = await call('PUT', '/riesgos/matriz', 'admin@otra.cl', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errores).toMatchObject({
      probabilidades: 'Indique las etiquetas de probabilidad.',
      niveles: 'Indique el nivel de cada celda.',
    });
    const short = await call('PUT', '/riesgos/matriz', 'admin@otra.cl', { ...tres, niveles: tres.niveles.slice(1) });
    expect(short.statusCode).toBe(400);
    expect(short.json().errores).toEqual({ niveles: 'La matriz debe tener 3 filas (una por probabilidad).' });
    const level = await call('PUT', '/riesgos/matriz', 'admin@otra.cl', {
      ...tres,
      niveles: [['Bajo', 'Bajo', 'Extremo'], ...tres.niveles.slice(1)],
    });
    expect(level.statusCode).toBe(400);
    expect(Object.values(level.json().errores)).toEqual(['Use un nivel válido: Bajo, Medio, Alto o Crítico.']);
  });

  it('saves a 3×3 matrix and recomputes levels; refuses one that leaves risks outside', async () => {
    const saved = await call('PUT', '/riesgos/matriz', 'admin@otra.cl', tres);
    expect(saved.statusCode).toBe(200);
    const [audit] = await api.t.handle.db.select().from(audit_log).where(eq(audit_log.entidad, 'matriz_riesgo'));
    expect(audit!.cambios).toMatchObject({ despues: { probabilidades: tres.probabilidades } });
    expect(saved.json()).toMatchObject({ por_defecto: false, impactos: ['Leve', 'Moderado', 'Grave'] });
    expect(await json('GET', '/riesgos/?nivel=Alto', 'admin@otra.cl')).toMatchObject({ total: 1 });
    const [r] = (await json('GET', '/riesgos/', 'admin@otra.cl')).data;
    expect(r.nivel_inherente).toBe('Alto');
    const outside = await call('POST', '/riesgos/', 'admin@otra.cl', riesgo({ probabilidad: 4, impacto: 1 }));
    expect(outside.json().errores).toEqual({ probabilidad: 'Seleccione una probabilidad de la matriz (1 a 3)' });

    const demo = await call('PUT', '/riesgos/matriz', 'admin@demo.cl', tres);
    expect(demo.statusCode).toBe(409);
    expect(demo.json().mensaje).toMatch(/fuera de la nueva matriz/);
    expect((await json('GET', '/riesgos/matriz')).probabilidades).toHaveLength(5);
  });
});
