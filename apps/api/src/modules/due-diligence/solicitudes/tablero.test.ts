import { eq, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DueDiligenceDashboard } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { creditos_movimientos, empresas } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';

/*
 * SPEC §3 dashboard on the seeded demo: Empresa Demo has three published reports (bajo, monitoreo
 * with a PEP, alto), one in review and one failed (refunded); the test queues one more (nothing
 * runs the queue here, so it stays pendiente).
 */

const ANALISTA = 'admin@atalaya.cl';
const api = apiDePrueba(['dd@demo.cl', ANALISTA]);
const tablero = async (url: string, who: string = 'dd@demo.cl'): Promise<DueDiligenceDashboard> => {
  const res = await api.call('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

beforeAll(async () => {
  const res = await api.call('POST', '/due-diligence/', 'dd@demo.cl', {
    tipo_persona: 'natural',
    tipo_de_reporte: 'lite',
    rut: '13.579.246-2',
    nombre_completo: 'Pedro Pablo',
    apellido_paterno: 'Contreras',
    apellido_materno: 'Muñoz',
    empresa_id: api.demoId,
    usuario_activo: 1,
  });
  expect(res.statusCode, res.body).toBe(201);
});

describe('GET /due-diligence/dashboard', () => {
  it('counts states, PEP and risk of published reports, lists the latest, and shows the credits', async () => {
    const t = await tablero('/due-diligence/dashboard');
    expect(t.overview).toEqual({ in_progress: 1, completed: 3, pending: 1, pep: 1 });
    expect(t.risk_overview).toEqual({ low: 1, monitoring: 1, high: 1 });
    const { natural, juridico } = t.data.due_diligence;
    expect(natural.completed.map((i) => [i.company_name, i.risk_level])).toEqual([
      ['William Amuri Yakutumba', 'alto'],
      ['Camila Andrea Soto Valenzuela', 'bajo'],
    ]);
    expect(natural.processing.map((i) => i.company_name)).toEqual(['Pedro Pablo Contreras Muñoz']);
    // The risk of a report in review is not shown yet.
    expect(juridico.processing).toEqual([
      expect.objectContaining({ company_name: 'Transportes del Sur Ltda.', risk_level: null }),
    ]);
    expect(juridico.completed).toEqual([
      expect.objectContaining({ company_name: 'Constructora Los Andes SpA', risk_level: 'monitoreo' }),
    ]);
    expect(Math.abs(t.update_at - Date.now() / 1000)).toBeLessThan(60);
    // 50 of the plan − (1 + 3 + 3 + 1 + 1) + 1 refunded + 8 topped up by the platform − 1 queued here.
    expect(t.creditos).toEqual({ disponibles: 49, costo_lite: 1, costo_full: 3 });
    const [ledger] = await api.t.handle.db
      .select({ total: sum(creditos_movimientos.cantidad) })
      .from(creditos_movimientos)
      .where(eq(creditos_movimientos.empresa_id, api.demoId));
    expect(Number(ledger!.total)).toBe(-1);
  });

  it('analysts see every company, or the one they name', async () => {
    const todas = await tablero('/due-diligence/dashboard', ANALISTA);
    expect(todas.overview).toEqual({ in_progress: 1, completed: 3, pending: 1, pep: 1 });
    const saldos = await api.t.handle.db.select({ s: empresas.creditos_due_diligence }).from(empresas);
    expect(todas.creditos.disponibles).toBe(saldos.reduce((a, e) => a + e.s, 0));
    const demo = await tablero(`/due-diligence/dashboard?empresa_id=${api.demoId}`, ANALISTA);
    expect(demo.creditos.disponibles).toBe(49);
    const [otra] = await api.t.handle.db.select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
    const vacia = await tablero(`/due-diligence/dashboard?empresa_id=${otra!.id}`, ANALISTA);
    expect(vacia.overview).toEqual({ in_progress: 0, completed: 0, pending: 0, pep: 0 });
  });
});

describe('GET /due-diligence/temporal/dashboard/{empresa_id}/{tipo}', () => {
  it('narrows to lite or full', async () => {
    const lite = await tablero(`/due-diligence/temporal/dashboard/${api.demoId}/lite`);
    expect(lite.overview).toEqual({ in_progress: 0, completed: 2, pending: 1, pep: 0 });
    expect(lite.risk_overview).toEqual({ low: 1, monitoring: 0, high: 1 });
    const full = await tablero(`/due-diligence/temporal/dashboard/${api.demoId}/full`);
    expect(full.overview).toEqual({ in_progress: 1, completed: 1, pending: 0, pep: 1 });
    const todas = await tablero(`/due-diligence/temporal/dashboard/${api.demoId}/todas`);
    expect(todas.overview).toEqual({ in_progress: 1, completed: 3, pending: 1, pep: 1 });
    expect((await tablero('/due-diligence/temporal/dashboard/0/todas', ANALISTA)).overview).toEqual(todas.overview);
  });

  it('another company or an unknown type is refused', async () => {
    expect((await api.call('GET', '/due-diligence/temporal/dashboard/0/todas', 'dd@demo.cl')).statusCode).toBe(404);
    const tipo = await api.call('GET', `/due-diligence/temporal/dashboard/${api.demoId}/premium`, 'dd@demo.cl');
    expect(tipo.json().errores).toEqual({ tipo: 'El tipo debe ser lite, full o todas.' });
    expect((await api.call('GET', '/due-diligence/temporal/dashboard/999999/lite', ANALISTA)).statusCode).toBe(404);
  });
});
