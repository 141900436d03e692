import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaVencimiento } from '@atalaya/shared/phases';
import {
  audit_log,
  correos,
  documento_ciclo_vida,
  documento_flujos,
  documentos,
  empresas,
  jobs,
  notificaciones,
  usuarios,
} from '../../db/schema/index';
import { JobRunner } from '../../platform/jobs/index';
import { createTestApp, TestClock, type TestContext } from '../../test/test-app';
import {
  COLA_VENCIMIENTO,
  createVencimientoHandler,
  procesarVencimientos,
  scheduleVencimiento,
} from './vencimiento.job';

const DAY = 24 * 3_600_000;
const silent = { info() {}, warn() {}, error() {} };

let t: TestContext;
let empresaId: number;
const u: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const filas = await t.handle.db
    .select()
    .from(usuarios)
    .where(inArray(usuarios.email, ['admin@demo.cl', 'revisor@demo.cl', 'aprobador@demo.cl', 'tekemi@demo.cl']));
  for (const f of filas) u[f.email] = f.id;
  empresaId = filas[0]!.empresa_id;
});
afterAll(() => t.close());

/** A document with version 1 published at `publicado` (direct inserts: the flow is not under test). */
async function documentoPublicado(codigo: string, publicado: Date, vigencia = 60) {
  const db = t.handle.db;
  const [doc] = await db
    .insert(documentos)
    .values({
      empresa_id: empresaId,
      codigo,
      nombre_documento: `Procedimiento ${codigo}`,
      vigencia,
      status: 'PUBLISHED',
      version_actual: 1,
      solicitante_id: u['admin@demo.cl'],
      revisor_id: u['revisor@demo.cl'],
      aprobador_id: u['aprobador@demo.cl'],
    })
    .returning();
  const [flujo] = await db
    .insert(documento_flujos)
    .values({
      empresa_id: empresaId,
      documento_id: doc!.id,
      version_num: 1,
      fase: 'publicacion',
      autor_id: u['tekemi@demo.cl'],
      fecha_publicacion: publicado,
      fecha_vencimiento: fechaVencimiento(publicado, vigencia),
    })
    .returning();
  return { doc: doc!, flujo: flujo! };
}

async function avisos(enlace: string, titulo: string) {
  const filas = await t.handle.db
    .select({ usuario_id: notificaciones.usuario_id, mensaje: notificaciones.mensaje })
    .from(notificaciones)
    .where(and(eq(notificaciones.enlace, enlace), eq(notificaciones.titulo, titulo)));
  return filas;
}

async function flujosDe(documentoId: number) {
  return t.handle.db
    .select()
    .from(documento_flujos)
    .where(eq(documento_flujos.documento_id, documentoId))
    .orderBy(documento_flujos.version_num);
}

const destinatarios = () => [u['admin@demo.cl'], u['aprobador@demo.cl'], u['tekemi@demo.cl']].sort();

describe('job documentos.vencimiento (reloj simulado)', () => {
  const T = new Date('2027-03-01T15:00:00Z');
  const en = (dias: number) => new Date(T.getTime() + dias * DAY);

  it('por vencer avisa una vez al autor, solicitante y aprobador; al vencer abre una solicitud de revisión', async () => {
    const db = t.handle.db;
    const { doc, flujo } = await documentoPublicado('VENC-001', T);
    const detalle = `/documentos/detalle/${doc.id}`;

    // T+20: 40 days left, outside the default 30-day window.
    await procesarVencimientos({ db }, { ahora: en(20) });
    expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(0);
    expect((await flujosDe(doc.id))[0]!.aviso_por_vencer_at).toBeNull();

    // T+31: 29 days left → por vencer.
    await procesarVencimientos({ db }, { ahora: en(31) });
    const porVencer = await avisos(detalle, 'Documento por vencer');
    expect(porVencer.map((a) => a.usuario_id).sort()).toEqual(destinatarios());
    expect(porVencer[0]!.mensaje).toContain('VENC-001');
    expect(porVencer[0]!.mensaje).toContain('Procedimiento VENC-001');
    expect(porVencer[0]!.mensaje).toContain('vence el 30-04-2027');
    const mails = await db
      .select()
      .from(correos)
      .where(and(eq(correos.asunto, 'Documento por vencer'), like(correos.cuerpo, '%VENC-001%')));
    expect(mails.map((m) => m.para).sort()).toEqual(['admin@demo.cl', 'aprobador@demo.cl', 'tekemi@demo.cl']);
    expect(mails.every((m) => m.cuerpo.includes(`Abrir en Atalaya: ${detalle}`))).toBe(true);
    const mailJobs = await db.select().from(jobs).where(eq(jobs.cola, 'correo.enviar'));
    for (const m of mails)
      expect(mailJobs.some((j) => (j.payload as { correoId: number }).correoId === m.id)).toBe(true);
    expect((await flujosDe(doc.id))[0]!.aviso_por_vencer_at?.getTime()).toBe(en(31).getTime());

    // Same day again (another worker, a retry): nothing new.
    await procesarVencimientos({ db }, { ahora: new Date(en(31).getTime() + 3_600_000) });
    expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(3);
    expect((await flujosDe(doc.id))[0]!.vencido_at).toBeNull();

    // T+61: past publicación + 60 días → vencido and a review request.
    await procesarVencimientos({ db }, { ahora: en(61) });
    let versiones = await flujosDe(doc.id);
    expect(versiones).toHaveLength(2);
    expect(versiones[0]).toMatchObject({ id: flujo.id, fase: 'publicacion' });
    expect(versiones[0]!.vencido_at?.getTime()).toBe(en(61).getTime());
    const solicitud = versiones[1]!;
    expect(solicitud).toMatchObject({
      version_num: 2,
      fase: 'no_iniciado',
      cambios: 'Revisión por vencimiento de la versión 1',
      autor_id: null,
      created_by: null,
    });
    const ciclo = await db.select().from(documento_ciclo_vida).where(eq(documento_ciclo_vida.flujo_id, solicitud.id));
    expect(ciclo).toHaveLength(1);
    expect(ciclo[0]).toMatchObject({
      estado: 'NO_INICIADO',
      usuario_id: null,
      comentario: 'Solicitud automática de revisión por vencimiento',
    });
    const vencido = await avisos(`/flujo-documental/creacion/${solicitud.id}`, 'Documento vencido');
    expect(vencido.map((a) => a.usuario_id).sort()).toEqual(destinatarios());
    expect(vencido[0]!.mensaje).toContain('venció el 30-04-2027');
    expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(3);

    const auditoria = await db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'documento_flujo'), eq(audit_log.entidad_id, String(flujo.id))));
    expect(auditoria.map((a) => a.accion).sort()).toEqual(['aviso_vencimiento', 'vencimiento']);
    expect(auditoria.every((a) => a.usuario_id === null && a.empresa_id === empresaId)).toBe(true);

    // Again the same day and the next: still one open request, no new notices.
    await procesarVencimientos({ db }, { ahora: en(61) });
    await procesarVencimientos({ db }, { ahora: en(62) });
    versiones = await flujosDe(doc.id);
    expect(versiones).toHaveLength(2);
    expect(await avisos(`/flujo-documental/creacion/${solicitud.id}`, 'Documento vencido')).toHaveLength(3);
  });

  it('no abre otra solicitud si el documento ya tiene una versión en curso', async () => {
    const db = t.handle.db;
    const { doc } = await documentoPublicado('VENC-002', T);
    const [enCurso] = await db
      .insert(documento_flujos)
      .values({
        empresa_id: empresaId,
        documento_id: doc.id,
        version_num: 2,
        fase: 'borrador',
        autor_id: u['tekemi@demo.cl'],
      })
      .returning();
    await procesarVencimientos({ db }, { ahora: en(61) });
    const versiones = await flujosDe(doc.id);
    expect(versiones.map((v) => v.fase)).toEqual(['publicacion', 'borrador']);
    expect(versiones[0]!.vencido_at).not.toBeNull();
    expect(versiones[1]!.id).toBe(enCurso!.id);
    expect(await avisos(`/documentos/detalle/${doc.id}`, 'Documento vencido')).toHaveLength(3);
  });

  it('el umbral de la empresa (10 días) decide cuándo avisa', async () => {
    const db = t.handle.db;
    await db.update(empresas).set({ dias_aviso_vencimiento: 10 }).where(eq(empresas.id, empresaId));
    try {
      const T2 = new Date('2028-01-10T15:00:00Z');
      const { doc } = await documentoPublicado('VENC-003', T2);
      const detalle = `/documentos/detalle/${doc.id}`;
      await procesarVencimientos({ db }, { ahora: new Date(T2.getTime() + 31 * DAY) }); // 29 days left
      expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(0);
      await procesarVencimientos({ db }, { ahora: new Date(T2.getTime() + 49 * DAY) }); // 11 days left
      expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(0);
      await procesarVencimientos({ db }, { ahora: new Date(T2.getTime() + 50 * DAY) }); // 10 days left
      expect(await avisos(detalle, 'Documento por vencer')).toHaveLength(3);
    } finally {
      await db.update(empresas).set({ dias_aviso_vencimiento: 30 }).where(eq(empresas.id, empresaId));
    }
  });

  it('se ejecuta desde la cola una vez por día y se reprograma para el día siguiente', async () => {
    const db = t.handle.db;
    const T3 = new Date('2029-06-01T15:00:00Z');
    const { doc } = await documentoPublicado('VENC-004', T3);
    const clock = new TestClock(T3.getTime() + 61 * DAY);
    const runner = new JobRunner(db, { clock: clock.now, logger: silent });
    runner.register(COLA_VENCIMIENTO, createVencimientoHandler(db, clock.now, silent));
    await scheduleVencimiento(db, clock.now());
    await scheduleVencimiento(db, clock.now()); // a second instance starting the same day
    expect(await runner.runOnce()).toBe(1);
    expect((await flujosDe(doc.id)).map((v) => v.fase)).toEqual(['publicacion', 'no_iniciado']);
    const siguiente = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.cola, COLA_VENCIMIENTO), eq(jobs.estado, 'pendiente')));
    expect(siguiente).toHaveLength(1);
    expect(siguiente[0]!.run_at.getTime() - clock.now().getTime()).toBe(DAY);
  });
});
