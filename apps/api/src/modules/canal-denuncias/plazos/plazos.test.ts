import { randomBytes } from 'node:crypto';
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  audit_log,
  categoria_denuncia_receptores,
  categorias_denuncia,
  correos,
  denuncia_eventos,
  denuncia_exclusiones,
  denuncias,
  empresas,
  jobs,
  notificaciones,
  usuarios,
} from '../../../db/schema/index';
import { BUNDLED_REFERENCE_DIR } from '../../../paths';
import { JobRunner } from '../../../platform/jobs/index';
import { chileDpaImporter } from '../../reference/importers/chile-dpa';
import { feriadosClImporter } from '../../reference/importers/feriados-cl';
import { importReferenceData } from '../../reference/reference.service';
import { createTestApp, TestClock, type TestContext } from '../../../test/test-app';
import { feriadosDeEmpresa, olvidarFeriados } from './feriados';
import { COLA_PLAZOS, createPlazosHandler, procesarPlazos, schedulePlazos } from './plazos.job';

const DAY = 24 * 3_600_000;
const silent = { info() {}, warn() {}, error() {} };
const dataDir = BUNDLED_REFERENCE_DIR;

let t: TestContext;
let empresaId: number;
let otraId: number;
const u: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  // The real reference data: regions (CUT → ISO) and Chile's holidays.
  await importReferenceData({ db }, { dir: dataDir, importers: [chileDpaImporter, feriadosClImporter] });
  const filas = await db.select().from(usuarios);
  for (const f of filas) u[f.email] = f.id;
  empresaId = filas.find((f) => f.email === 'admin@demo.cl')!.empresa_id;
  otraId = filas.find((f) => f.email === 'admin@otra.cl')!.empresa_id;
  await db.update(empresas).set({ region_codigo: '13', comuna_codigo: '13101' }).where(eq(empresas.id, empresaId));
});
afterAll(() => t.close());
beforeEach(() => olvidarFeriados());

const CANAL_DEMO = ['admin@demo.cl', 'aprobador@demo.cl', 'denuncias@demo.cl', 'revisor@demo.cl', 'tekemi@demo.cl'];

/** A report row inserted directly (the job never decrypts: placeholders are enough). */
async function denuncia(values: Partial<typeof denuncias.$inferInsert> & { created_at: Date }) {
  const db = t.handle.db;
  const empresa = values.empresa_id ?? empresaId;
  const [ultimo] = await db
    .select({ n: max(denuncias.numero) })
    .from(denuncias)
    .where(eq(denuncias.empresa_id, empresa));
  const [fila] = await db
    .insert(denuncias)
    .values({
      empresa_id: empresa,
      numero: (ultimo?.n ?? 0) + 1,
      codigo_hash: randomBytes(32).toString('hex'),
      pass_hash: '$argon2id$placeholder',
      anonima: true,
      contenido_cifrado: 'v1.placeholder',
      ...values,
    })
    .returning();
  return fila!;
}

const referencia = (numero: number) => `DEN-${String(numero).padStart(6, '0')}`;

async function avisos(id: number, titulo?: string) {
  return t.handle.db
    .select({ usuario_id: notificaciones.usuario_id, titulo: notificaciones.titulo, mensaje: notificaciones.mensaje })
    .from(notificaciones)
    .where(
      and(
        eq(notificaciones.enlace, `/canal-denuncias/todas/${id}`),
        titulo ? eq(notificaciones.titulo, titulo) : undefined,
      ),
    );
}

const emails = (ids: (number | null)[]) =>
  ids.map((id) => Object.entries(u).find(([, v]) => v === id)?.[0]).sort((a, b) => (a! < b! ? -1 : 1));

describe('feriadosDeEmpresa', () => {
  it('adds the regional holidays of the company’s region to the national ones', async () => {
    const db = t.handle.db;
    const [arica] = await db
      .insert(empresas)
      .values({ nombre: 'Arica Ltda.', rut: '76111222-3', region_codigo: '15', comuna_codigo: '15101' })
      .returning();
    const deArica = await feriadosDeEmpresa(db, arica!.id);
    const deSantiago = await feriadosDeEmpresa(db, empresaId);
    expect(deArica.has('2024-06-07')).toBe(true); // Asalto y Toma del Morro de Arica
    expect(deSantiago.has('2024-06-07')).toBe(false);
    for (const s of [deArica, deSantiago]) {
      expect(s.has('2025-09-18')).toBe(true);
      expect(s.has('2027-12-25')).toBe(true);
    }
    // Chillán's communal holiday (20 August) only there
    await db.update(empresas).set({ region_codigo: '16', comuna_codigo: '16101' }).where(eq(empresas.id, arica!.id));
    olvidarFeriados();
    expect((await feriadosDeEmpresa(db, arica!.id)).has('2025-08-20')).toBe(true);
    expect((await feriadosDeEmpresa(db, empresaId)).has('2025-08-20')).toBe(false);
    // Without a region: national holidays only
    expect((await feriadosDeEmpresa(db, otraId)).has('2025-09-19')).toBe(true);
  });
});

describe('job denuncias.plazos (reloj simulado)', () => {
  it('avisa una vez por vencer y una vez vencido a los usuarios del canal, sin los excluidos', async () => {
    const db = t.handle.db;
    // Tue 16-Sep-2025 12:00 Santiago; acknowledgement due Tue 23-Sep 23:59:59.
    const d = await denuncia({ created_at: new Date('2025-09-16T15:00:00Z'), tipo: 'laboral' });
    await db
      .insert(denuncia_exclusiones)
      .values({ empresa_id: empresaId, denuncia_id: d.id, usuario_id: u['revisor@demo.cl']! });

    await procesarPlazos({ db }, { ahora: new Date('2025-09-20T15:00:00Z') });
    expect(await avisos(d.id)).toHaveLength(0);

    // Mon 22-Sep 09:00 Santiago: 1.6 of 7.5 days left → por vencer
    await procesarPlazos({ db }, { ahora: new Date('2025-09-22T12:00:00Z') });
    const porVencer = await avisos(d.id);
    expect(emails(porVencer.map((a) => a.usuario_id))).toEqual(CANAL_DEMO.filter((e) => e !== 'revisor@demo.cl'));
    expect(new Set(porVencer.map((a) => a.titulo))).toEqual(new Set(['Plazo por vencer']));
    expect(porVencer[0]!.mensaje).toBe(
      `Denuncia ${referencia(d.numero)}: el plazo «Acuse de recibo (7 días)» vence el 23-09-2025.`,
    );
    const mails = await db.select().from(correos).where(eq(correos.asunto, 'Plazo por vencer'));
    const deEsta = mails.filter((m) => m.cuerpo.includes(`/canal-denuncias/todas/${d.id}`));
    expect(deEsta.map((m) => m.para).sort()).toEqual(CANAL_DEMO.filter((e) => e !== 'revisor@demo.cl'));
    let [fila] = await db.select().from(denuncias).where(eq(denuncias.id, d.id));
    expect(fila!.avisos_plazo).toEqual({ 'acuse:por_vencer': '2025-09-22T12:00:00.000Z' });

    // Same day again (a retry, another instance): nothing new
    await procesarPlazos({ db }, { ahora: new Date('2025-09-22T20:00:00Z') });
    expect(await avisos(d.id)).toHaveLength(4);

    // Wed 24-Sep: past 23:59:59 of the 23rd → vencido
    await procesarPlazos({ db }, { ahora: new Date('2025-09-24T12:00:00Z') });
    const vencido = await avisos(d.id, 'Plazo vencido');
    expect(vencido).toHaveLength(4);
    expect(vencido[0]!.mensaje).toBe(
      `Denuncia ${referencia(d.numero)}: el plazo «Acuse de recibo (7 días)» venció el 23-09-2025.`,
    );
    await procesarPlazos({ db }, { ahora: new Date('2025-09-25T12:00:00Z') });
    expect(await avisos(d.id)).toHaveLength(8);
    [fila] = await db.select().from(denuncias).where(eq(denuncias.id, d.id));
    expect(Object.keys(fila!.avisos_plazo as object).sort()).toEqual(['acuse:por_vencer', 'acuse:vencido']);

    const eventos = await db.select().from(denuncia_eventos).where(eq(denuncia_eventos.denuncia_id, d.id));
    expect(
      eventos.map((e) => [e.tipo, (e.detalle as { clave: string }).clave, (e.detalle as { estado: string }).estado]),
    ).toEqual([
      ['plazo_aviso', 'acuse', 'por_vencer'],
      ['plazo_aviso', 'acuse', 'vencido'],
    ]);
    const auditoria = await db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'denuncia'), eq(audit_log.entidad_id, String(d.id))));
    expect(auditoria.map((a) => a.accion)).toEqual(['aviso_plazo', 'aviso_plazo']);
  });

  it('Ley Karin: cuenta días hábiles con los feriados y avisa a los receptores de la categoría, luego al investigador', async () => {
    const db = t.handle.db;
    const [categoria] = await db
      .insert(categorias_denuncia)
      .values({
        empresa_id: empresaId,
        nombre: 'Acoso laboral (prueba)',
        tipo: 'ley_karin',
        requiere_identificacion: true,
      })
      .returning();
    await db
      .insert(categoria_denuncia_receptores)
      .values({ empresa_id: empresaId, categoria_id: categoria!.id, usuario_id: u['denuncias@demo.cl']! });
    // Wed 17-Sep-2025 12:00 Santiago; 18 and 19 are holidays → 3 working days end Wed 24-Sep.
    const d = await denuncia({
      created_at: new Date('2025-09-17T15:00:00Z'),
      tipo: 'ley_karin',
      categoria_id: categoria!.id,
      anonima: false,
      acuse_at: new Date('2025-09-18T15:00:00Z'),
    });

    // Tue 23-Sep: without the holidays the 3 days would have ended on the 22nd
    await procesarPlazos({ db }, { ahora: new Date('2025-09-23T15:00:00Z') });
    const primeros = await avisos(d.id);
    expect(primeros).toEqual([
      {
        usuario_id: u['denuncias@demo.cl'],
        titulo: 'Plazo por vencer',
        mensaje: `Denuncia ${referencia(d.numero)}: el plazo «Inicio de investigación o derivación a la DT (3 días hábiles)» vence el 24-09-2025.`,
      },
    ]);

    // Assigned: the investigator alone hears about it
    await db.update(denuncias).set({ investigador_id: u['admin@demo.cl'] }).where(eq(denuncias.id, d.id));
    await procesarPlazos({ db }, { ahora: new Date('2025-09-25T15:00:00Z') });
    const vencidos = await avisos(d.id, 'Plazo vencido');
    expect(vencidos.map((a) => a.usuario_id)).toEqual([u['admin@demo.cl']]);
    expect(vencidos[0]!.mensaje).toContain('venció el 24-09-2025');

    // Started on 25-Sep: the 30-working-day clock (ends Fri 7-Nov: 31-Oct is a holiday) warns later
    await db
      .update(denuncias)
      .set({ investigacion_iniciada_at: new Date('2025-09-25T18:00:00Z') })
      .where(eq(denuncias.id, d.id));
    await procesarPlazos({ db }, { ahora: new Date('2025-10-20T15:00:00Z') });
    expect(await avisos(d.id)).toHaveLength(2);
    await procesarPlazos({ db }, { ahora: new Date('2025-10-31T15:00:00Z') });
    const investigacion = await avisos(d.id, 'Plazo por vencer');
    expect(investigacion.map((a) => a.mensaje)).toContain(
      `Denuncia ${referencia(d.numero)}: el plazo «Investigación (30 días hábiles)» vence el 07-11-2025.`,
    );
  });

  it('no avisa de denuncias cerradas ni de otras empresas a esta', async () => {
    const db = t.handle.db;
    const cerrada = await denuncia({
      created_at: new Date('2025-09-01T15:00:00Z'),
      estado: 'cerrada',
      cerrada_at: new Date('2025-09-02T15:00:00Z'),
    });
    const otra = await denuncia({ empresa_id: otraId, created_at: new Date('2025-09-01T15:00:00Z') });
    await procesarPlazos({ db }, { ahora: new Date('2025-09-30T15:00:00Z') });
    expect(await avisos(cerrada.id)).toHaveLength(0);
    const deOtra = await avisos(otra.id);
    expect(emails(deOtra.map((a) => a.usuario_id))).toEqual(['admin@otra.cl']);
    expect(deOtra[0]!.titulo).toBe('Plazo vencido');
  });

  it('se ejecuta desde la cola una vez por día y se reprograma para el día siguiente', async () => {
    const db = t.handle.db;
    const d = await denuncia({ created_at: new Date('2026-03-02T15:00:00Z'), tipo: 'otro' });
    const clock = new TestClock(new Date('2026-03-20T15:00:00Z').getTime());
    const runner = new JobRunner(db, { clock: clock.now, logger: silent });
    runner.register(COLA_PLAZOS, createPlazosHandler({ db, clock: clock.now }, { logger: silent }));
    await schedulePlazos(db, clock.now());
    await schedulePlazos(db, clock.now()); // a second instance starting the same day
    expect(await runner.runOnce()).toBe(1);
    expect((await avisos(d.id, 'Plazo vencido')).length).toBeGreaterThan(0);
    const siguiente = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.cola, COLA_PLAZOS), eq(jobs.estado, 'pendiente')));
    expect(siguiente).toHaveLength(1);
    expect(siguiente[0]!.run_at.getTime() - clock.now().getTime()).toBe(DAY);
  });
});
