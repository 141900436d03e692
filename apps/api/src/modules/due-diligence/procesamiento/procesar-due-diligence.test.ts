import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  perfilDueDiligenceSchema,
  razonRiesgoSchema,
  resultadoScreeningSchema,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { testConfig, type Config } from '../../../config';
import type { Database, DatabaseHandle } from '../../../db/client';
import {
  audit_log,
  correos,
  creditos_movimientos,
  due_diligences,
  empresas,
  notificaciones,
  usuarios,
} from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { enqueue, JobRunner } from '../../../platform/jobs/index';
import { freshDatabase } from '../../../test/test-app';
import { RUTS_DEMO_EN_LISTAS } from '../proveedores/mock/demo-en-listas';
import type { Proveedor } from '../proveedores/proveedor';
import { fuenteDatosActual, guardarFuenteDatos, proveedorActual } from '../proveedores/seleccion';
import { COLA_DUE_DILIGENCE, crearProcesarDueDiligenceHandler } from './procesar-due-diligence';

/*
 * The processing job end to end on a fresh database: requests are inserted as the API leaves them
 * (credits already spent), the job runs through the real runner, the mock provider and the real
 * screening engine over the reference lists.
 */

let handle: DatabaseHandle;
let db: Database;
let config: Config;
let empresaId: number;
let solicitante: number;
let analista: number;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
  config = testConfig();
  const [empresa] = await db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
  empresaId = empresa!.id;
  solicitante = (await db.select().from(usuarios).where(eq(usuarios.email, 'dd@demo.cl')))[0]!.id;
  analista = (await db.select().from(usuarios).where(eq(usuarios.email, 'admin@atalaya.cl')))[0]!.id;
  await db.update(empresas).set({ creditos_due_diligence: 10 }).where(eq(empresas.id, empresaId));
}, 60_000);

afterAll(async () => {
  await handle.close();
});

/** A request as POST /due-diligence/ leaves it: pendiente, its credits spent. */
async function solicitud(valores: Partial<typeof due_diligences.$inferInsert>) {
  const [fila] = await db
    .insert(due_diligences)
    .values({
      empresa_id: empresaId,
      solicitado_por: solicitante,
      tipo_persona: 'natural',
      tipo_de_reporte: 'lite',
      rut: '12345678-5',
      creditos_usados: 1,
      ...valores,
    })
    .returning();
  await db
    .update(empresas)
    .set({ creditos_due_diligence: 10 - fila!.creditos_usados })
    .where(eq(empresas.id, empresaId));
  return fila!;
}

async function correr(id: number, opciones: { maxIntentos?: number; proveedor?: () => Promise<Proveedor> } = {}) {
  // Ahead of the database's now(), which stamps the job's run_at.
  let t = Date.now() + 60_000;
  const clock = () => new Date(t);
  const runner = new JobRunner(db, { clock, logger: log });
  runner.register(
    COLA_DUE_DILIGENCE,
    crearProcesarDueDiligenceHandler({
      db,
      config,
      log,
      clock,
      ...(opciones.proveedor ? { proveedor: opciones.proveedor } : {}),
    }),
  );
  await enqueue(db, COLA_DUE_DILIGENCE, { id }, opciones.maxIntentos ? { maxIntentos: opciones.maxIntentos } : {});
  // Every attempt, each after its back-off.
  while ((await runner.runOnce()) > 0) t += 2 * 3_600_000;
}

const fila = async (id: number) => (await db.select().from(due_diligences).where(eq(due_diligences.id, id)))[0]!;
const avisosDe = (usuarioId: number, enlace: string) =>
  db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuario_id, usuarioId), eq(notificaciones.enlace, enlace)));

describe('job due-diligence.procesar', () => {
  it('rates Alto a natural person on the UN list, explains the hit and publishes the lite report', async () => {
    const dd = await solicitud({
      rut: RUTS_DEMO_EN_LISTAS.jimmyCherizier,
      nombre_completo: 'Jimmy',
      apellido_paterno: 'Cherizier',
      apellido_materno: 'Joseph',
    });
    await correr(dd.id);
    const r = await fila(dd.id);
    expect(r).toMatchObject({ estado: 'terminado', progreso: 100, nivel_riesgo: 'alto', listas_internacionales: true });
    expect(r.publicado_at).toBeInstanceOf(Date);
    expect(r.procesado_at).toBeInstanceOf(Date);

    const perfil = perfilDueDiligenceSchema.parse(r.perfil);
    expect(perfil).toMatchObject({ tipo: 'natural', nombre: 'Jimmy Cherizier Joseph', rut: '21000001-1' });
    expect(perfil.persona).toMatchObject({
      nombres: 'Jimmy',
      apellido_paterno: 'Cherizier',
      fecha_nacimiento: '1977-03-30',
    });
    expect(perfil.situacion_pep_soe_listas_internacionales.listado.content).toContain('HTi.001');

    const screening = resultadoScreeningSchema.parse(r.screening);
    expect(screening.umbral).toBe(0.7);
    expect(screening.listas.map((l) => l.codigo)).toEqual(expect.arrayContaining(['onu', 'ofac_sdn']));
    expect(screening.listas.every((l) => l.version && l.sha256)).toBe(true);
    // The name the client gave and the provider's name for the RUT are both screened.
    expect(screening.nombres.map((n) => n.nombre)).toEqual(['Jimmy Cherizier Joseph', 'Jimmy Cherizier']);
    const onu = screening.nombres[1]!.hits.find((h) => h.lista.codigo === 'onu')!;
    expect(onu).toMatchObject({ id_en_lista: 'HTi.001', nombre_listado: 'JIMMY CHERIZIER' });
    expect(onu.explicacion.length).toBeGreaterThan(0);

    const razones = razonRiesgoSchema.array().parse(r.razones_riesgo);
    expect(razones[0]).toMatchObject({ codigo: 'lista_sanciones', peso: 'alto' });
    expect(razones.some((x) => x.texto.includes('HTi.001') && x.texto.includes('puntaje'))).toBe(true);

    const avisos = await avisosDe(solicitante, `/due-diligence/${dd.id}/readonly`);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.mensaje).toBe(
      'El reporte de due diligence de la persona RUT 21.000.001-1 está listo. Nivel de riesgo: Alto.',
    );
    const mail = await db.select().from(correos).where(eq(correos.asunto, 'Due diligence listo'));
    expect(mail.map((m) => m.para)).toEqual(['dd@demo.cl']);
    const auditoria = await db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'due_diligence'), eq(audit_log.entidad_id, String(dd.id))));
    expect(auditoria.map((a) => a.accion)).toEqual(['procesar']);

    // A re-run of a finished request changes nothing and tells no one again.
    await correr(dd.id);
    expect(await fila(dd.id)).toEqual(r);
    expect(await avisosDe(solicitante, `/due-diligence/${dd.id}/readonly`)).toHaveLength(1);
  });

  it('leaves a full report of a company en_revision, screens its representative and tells the analysts', async () => {
    const dd = await solicitud({
      tipo_persona: 'juridica',
      tipo_de_reporte: 'full',
      rut: RUTS_DEMO_EN_LISTAS.empresaConRepresentanteListado,
      razon_social: 'Comercial Grandes Lagos SpA',
      nombre_fantasia: 'Grandes Lagos',
      representante: 'Laurent Nkunda',
      peps: [{ rut: '12345678-5' }],
      creditos_usados: 3,
    });
    await correr(dd.id);
    const r = await fila(dd.id);
    expect(r).toMatchObject({
      estado: 'en_revision',
      progreso: 100,
      nivel_riesgo: 'alto',
      is_pep: true,
      publicado_at: null,
    });
    expect(r.procesado_at).toBeInstanceOf(Date);
    const perfil = perfilDueDiligenceSchema.parse(r.perfil);
    expect(perfil.sociedades.representante_legal[0]!.nombre).toBe('Laurent Nkunda');
    expect(['PyME', 'mediana', 'grande']).toContain(perfil.situacion_financiera.tipo_de_empresa);
    const screening = resultadoScreeningSchema.parse(r.screening);
    const nkunda = screening.nombres.find((n) => n.nombre === 'Laurent Nkunda')!;
    expect(nkunda.rol).toBe('representante_legal, socio, beneficiario');
    expect(nkunda.hits.map((h) => h.id_en_lista)).toContain('CDi.022');
    expect(screening.nombres.some((n) => n.rol === 'pep_declarado')).toBe(true);
    expect(await avisosDe(analista, `/due-diligence/${dd.id}/temporal`)).toHaveLength(1);
    expect(await avisosDe(solicitante, `/due-diligence/${dd.id}/readonly`)).toHaveLength(0);
  });

  it('rates an ordinary RUT without hits and keeps the list versions', async () => {
    const dd = await solicitud({
      rut: '12345678-5',
      nombre_completo: 'Tomás Álvaro',
      apellido_paterno: 'Castillo',
      apellido_materno: 'Navarro',
    });
    await correr(dd.id);
    const r = await fila(dd.id);
    expect(r.estado).toBe('terminado');
    expect(r.listas_internacionales).toBe(false);
    expect(['bajo', 'monitoreo']).toContain(r.nivel_riesgo);
    expect(resultadoScreeningSchema.parse(r.screening).nombres.every((n) => n.hits.length === 0)).toBe(true);
  });

  it('retries a failing provider, then ends fallido with the credits refunded', async () => {
    const dd = await solicitud({
      rut: '11111111-1',
      nombre_completo: 'Ana',
      apellido_paterno: 'Pérez',
      apellido_materno: 'Soto',
      creditos_usados: 1,
    });
    let llamadas = 0;
    const caido = async (): Promise<Proveedor> => {
      llamadas++;
      throw new AppError('SERVICIO_NO_DISPONIBLE', 'El proveedor de datos no respondió dentro de 10 s.');
    };
    await correr(dd.id, { maxIntentos: 2, proveedor: caido });
    expect(llamadas).toBe(2);
    const r = await fila(dd.id);
    expect(r).toMatchObject({
      estado: 'fallido',
      error: 'No se pudo procesar el due diligence: El proveedor de datos no respondió dentro de 10 s.',
      creditos_usados: 0,
      creditos_reembolsados: 1,
    });
    const [empresa] = await db.select().from(empresas).where(eq(empresas.id, empresaId));
    expect(empresa!.creditos_due_diligence).toBe(10);
    const movimientos = await db
      .select()
      .from(creditos_movimientos)
      .where(eq(creditos_movimientos.due_diligence_id, dd.id));
    expect(movimientos).toMatchObject([{ cantidad: 1, saldo: 10, motivo: 'reembolso' }]);
    const avisos = await avisosDe(solicitante, `/due-diligence/${dd.id}`);
    expect(avisos.map((a) => a.titulo)).toEqual(['Due diligence no procesado']);

    // Never refunded twice.
    await correr(dd.id, { maxIntentos: 1, proveedor: caido });
    expect(
      await db.select().from(creditos_movimientos).where(eq(creditos_movimientos.due_diligence_id, dd.id)),
    ).toHaveLength(1);
  });
});

describe('fuente de datos', () => {
  it('defaults to DD_PROVIDER and follows the platform setting', async () => {
    expect(await fuenteDatosActual(db, config)).toBe('mock');
    expect(await fuenteDatosActual(db, { ...config, DD_PROVIDER: 'production' })).toBe('production');
    await guardarFuenteDatos(db, 'production', analista, new Date());
    expect((await proveedorActual(db, config)).fuente).toBe('production');
    await guardarFuenteDatos(db, 'mock', analista, new Date());
    expect((await proveedorActual(db, { ...config, DD_PROVIDER: 'production' })).fuente).toBe('mock');
  });
});
