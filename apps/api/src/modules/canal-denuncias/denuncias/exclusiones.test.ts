import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DenunciaDetalle, EventoDenuncia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { audit_log } from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { generarCodigoDenuncia } from '../publico/codigo-denuncia';
import { crearCategoriaPrueba, crearDenunciaPrueba, idDeUsuario } from './denuncias.fixtures';

/*
 * Issue 24 F3: excluding users from a case (conflict of interest) needs a reason, leaves a trace
 * naming who was excluded, by whom and why, and never leaves the case without anyone to see it.
 */

const api = apiDePrueba([
  'admin@demo.cl',
  'denuncias@demo.cl',
  'tekemi@demo.cl',
  'revisor@demo.cl',
  'aprobador@demo.cl',
  'admin@atalaya.cl',
] as const);

let demo: number;
let adminId: number;
let tekemiId: number;
let denunciasId: number;
let revisorId: number;
let aprobadorId: number;

const url = (id: number) => `/canal-denuncia/canal-denuncia/${demo}/${id}/exclusiones`;
const eventos = (id: number, who: 'denuncias@demo.cl' | 'revisor@demo.cl') =>
  api.json('GET', `/canal-denuncia/canal-denuncia/${demo}/${id}/eventos`, who) as Promise<EventoDenuncia[]>;
const ver = async (id: number, who: 'admin@demo.cl' | 'revisor@demo.cl' | 'aprobador@demo.cl' | 'denuncias@demo.cl') =>
  (await api.call('GET', `/canal-denuncia/canal-denuncia/${demo}/${id}`, who)).statusCode;

async function ultimaAuditoria(id: number) {
  const [fila] = await api.t.handle.db
    .select()
    .from(audit_log)
    .where(
      and(eq(audit_log.accion, 'excluir'), eq(audit_log.entidad, 'denuncia'), eq(audit_log.entidad_id, String(id))),
    )
    .orderBy(desc(audit_log.id))
    .limit(1);
  return fila;
}

beforeAll(async () => {
  demo = api.demoId;
  adminId = await idDeUsuario(api.t, 'admin@demo.cl');
  tekemiId = await idDeUsuario(api.t, 'tekemi@demo.cl');
  denunciasId = await idDeUsuario(api.t, 'denuncias@demo.cl');
  revisorId = await idDeUsuario(api.t, 'revisor@demo.cl');
  aprobadorId = await idDeUsuario(api.t, 'aprobador@demo.cl');
});

describe('exclusions from a case', () => {
  it('the probe: a reason is required, and the trace and audit name who, by whom and why', async () => {
    const codigo = generarCodigoDenuncia();
    const pass = 'clave segura 2026';
    const { id } = await crearDenunciaPrueba(api.t, { empresaId: demo, credenciales: { codigo, pass } });
    const excluir = { usuario_ids: [adminId, tekemiId] };

    // Without a reason (missing, blank, too long) nothing changes.
    for (const motivo of [undefined, '   ', 'x'.repeat(501)]) {
      const r = await api.call('PUT', url(id), 'denuncias@demo.cl', { ...excluir, motivo });
      expect(r.statusCode, String(motivo)).toBe(400);
      expect(r.json().errores.motivo).toMatch(motivo ? /Indique el motivo|Máximo 500/ : /Indique el motivo/);
    }
    expect(await ver(id, 'admin@demo.cl')).toBe(200);

    const motivo = 'Conflicto de interés: la denuncia involucra a su área.';
    const r = await api.call('PUT', url(id), 'denuncias@demo.cl', { ...excluir, motivo: `  ${motivo} ` });
    expect(r.statusCode).toBe(200);
    expect((r.json() as DenunciaDetalle).excluidos.map((p) => p.email).sort()).toEqual([
      'admin@demo.cl',
      'tekemi@demo.cl',
    ]);
    expect(await ver(id, 'admin@demo.cl')).toBe(404);

    // The remaining receivers (another company administrator) read who, by whom and why.
    const evento = (await eventos(id, 'revisor@demo.cl')).findLast((e) => e.tipo === 'exclusiones');
    expect(evento).toMatchObject({
      etiqueta: 'Exclusiones modificadas',
      actor: 'Rodrigo Fuentes',
      detalle: {
        motivo,
        excluidos: [
          { id: adminId, nombre: 'Carolina Muñoz' },
          { id: tekemiId, nombre: 'Matías Soto' },
        ],
        agregados: [
          { id: adminId, nombre: 'Carolina Muñoz' },
          { id: tekemiId, nombre: 'Matías Soto' },
        ],
        quitados: [],
      },
    });
    const auditoria = await ultimaAuditoria(id);
    expect(auditoria?.usuario_id).toBe(denunciasId);
    expect(auditoria?.cambios).toMatchObject({
      motivo,
      por: { id: denunciasId, nombre: 'Rodrigo Fuentes' },
      excluidos: [
        { id: adminId, nombre: 'Carolina Muñoz' },
        { id: tekemiId, nombre: 'Matías Soto' },
      ],
    });

    // Undoing it also needs a reason, and is traced as a re-inclusion.
    const volver = await api.call('PUT', url(id), 'revisor@demo.cl', {
      usuario_ids: [tekemiId],
      motivo: 'La administradora no tiene relación con los hechos.',
    });
    expect(volver.statusCode).toBe(200);
    expect(await ver(id, 'admin@demo.cl')).toBe(200);
    expect((await eventos(id, 'revisor@demo.cl')).findLast((e) => e.tipo === 'exclusiones')?.detalle).toMatchObject({
      agregados: [],
      quitados: [{ id: adminId, nombre: 'Carolina Muñoz' }],
      excluidos: [{ id: tekemiId, nombre: 'Matías Soto' }],
    });

    // The reporter never learns who was excluded, nor why.
    const consulta = await api.t.app.inject({
      method: 'GET',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}?pass_denuncia=${encodeURIComponent(pass)}`,
    });
    expect(consulta.statusCode).toBe(200);
    const publica = consulta.body;
    for (const secreto of ['Muñoz', 'Soto', 'Fuentes', 'Conflicto de interés', 'no tiene relación']) {
      expect(publica).not.toContain(secreto);
    }
  });

  it('nobody excludes themself', async () => {
    const { id } = await crearDenunciaPrueba(api.t, { empresaId: demo });
    const r = await api.call('PUT', url(id), 'denuncias@demo.cl', {
      usuario_ids: [denunciasId],
      motivo: 'Conozco al denunciado.',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errores.usuario_ids).toBe('No puede excluirse a sí mismo de una denuncia.');
  });

  it('at least one receiver of the company always remains (409 otherwise, nothing written)', async () => {
    // A category received only by the channel user: they and the company administrators see it.
    const categoria = await crearCategoriaPrueba(api.t, demo, {
      nombre: 'Acoso (exclusiones)',
      tipo: 'ley_karin',
      receptores: [denunciasId],
    });
    const { id } = await crearDenunciaPrueba(api.t, { empresaId: demo, categoriaId: categoria, tipo: 'ley_karin' });
    const todos = [denunciasId, adminId, revisorId, aprobadorId];
    const motivo = 'Todos conocen a las personas involucradas.';

    // The platform administrator is no receiver of the company: excluding all of them is refused.
    const r = await api.call('PUT', url(id), 'admin@atalaya.cl', { usuario_ids: todos, motivo });
    expect(r.statusCode).toBe(409);
    expect(r.json().mensaje).toMatch(/al menos una persona de la empresa/);
    expect(await ver(id, 'denuncias@demo.cl')).toBe(200);
    expect(await ultimaAuditoria(id)).toBeUndefined();

    // Users outside the category's receivers (tekemi) do not count as remaining.
    const conTekemi = await api.call('PUT', url(id), 'admin@atalaya.cl', {
      usuario_ids: [denunciasId, adminId, revisorId],
      motivo,
    });
    expect(conTekemi.statusCode).toBe(200);
    const soloTekemi = await api.call('PUT', url(id), 'admin@atalaya.cl', { usuario_ids: todos, motivo });
    expect(soloTekemi.statusCode).toBe(409);

    // A company receiver may exclude every other one: they remain.
    const propio = await api.call('PUT', url(id), 'aprobador@demo.cl', {
      usuario_ids: [denunciasId, adminId, revisorId],
      motivo,
    });
    expect(propio.statusCode).toBe(200);
    expect(await ver(id, 'aprobador@demo.cl')).toBe(200);
  });
});
