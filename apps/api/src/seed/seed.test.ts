import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConsultaDenuncia } from '@atalaya/shared/contracts/canal-denuncias/publico';
import type { Dashboard } from '@atalaya/shared/contracts/dashboard';
import type { DocumentoPublicado } from '@atalaya/shared/contracts/documentos';
import type { Requisito } from '@atalaya/shared/contracts/mi-empresa/requisitos';
import type {
  ComentarioDenuncia,
  DenunciaDetalle,
  DenunciaItem,
  DenunciasResponse,
  EventoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { testConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { denuncias, empresas, planes, usuarios } from '../db/schema/index';
import { verifyPassword } from '../platform/auth/passwords';
import { apiDePrueba } from '../test/api-de-prueba';
import { DEMO_CODIGOS_DENUNCIA, DEMO_PASS_DENUNCIA } from './demo-denuncias';
import { DEMO_EVALUACION } from './demo-requisitos';
import { seedDatabase } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await handle.migrate();
});
afterAll(() => handle.close());

describe('production bootstrap', () => {
  it('creates roles, plans and only the configured platform admin; a second start changes nothing', async () => {
    const config = testConfig({
      SEED: 'none',
      ATALAYA_ADMIN_EMAIL: 'Jefa@Empresa.cl',
      ATALAYA_ADMIN_PASSWORD: 'una clave larga y secreta',
    });
    expect(await seedDatabase(handle.db, config, 'postgres')).toBe('admin');
    expect(await seedDatabase(handle.db, config, 'postgres')).toBe('none');
    const users = await handle.db.select().from(usuarios);
    expect(users.map((u) => u.email)).toEqual(['jefa@empresa.cl']);
    expect(await verifyPassword(users[0]!.password_hash, 'una clave larga y secreta')).toBe(true);
    const [plataforma] = await handle.db.select().from(empresas).where(eq(empresas.id, users[0]!.empresa_id));
    expect(plataforma!.es_plataforma).toBe(true);
    const planNames = (await handle.db.select().from(planes)).map((p) => p.nombre).sort();
    expect(planNames).toEqual(['Básico', 'Empresa', 'Profesional']);
  });

  it('never adds demo data to a database that already has users', async () => {
    expect(await seedDatabase(handle.db, testConfig({ SEED: 'demo' }), 'postgres')).toBe('none');
    const demo = await handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
    expect(demo).toHaveLength(0);
  });
});

describe('demo whistleblower reports (the template every API test starts from)', () => {
  const api = apiDePrueba(['denuncias@demo.cl', 'tekemi@demo.cl', 'admin@otra.cl'] as const);
  let lista: DenunciaItem[];
  const deCategoria = (nombre: string) => lista.find((d) => d.categoria?.nombre === nombre)!;
  const plazo = (d: DenunciaItem, clave: string) => d.plazos.find((p) => p.clave === clave);

  beforeAll(async () => {
    const r = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${api.demoId}`,
      'denuncias@demo.cl',
    )) as DenunciasResponse;
    lista = r.denuncias;
  });

  it('four cases in every tab, numbered by date, with their states and clocks', () => {
    expect(lista.map((d) => [d.referencia, d.categoria?.nombre, d.estado, d.anonima])).toEqual([
      ['DEN-000004', 'Acoso laboral', 'investigacion', false],
      ['DEN-000003', 'Conflicto de interés', 'recibida', true],
      ['DEN-000002', 'Cohecho o soborno', 'en_revision', true],
      ['DEN-000001', 'Infracción laboral', 'cerrada', false],
    ]);
    const cohecho = deCategoria('Cohecho o soborno');
    expect(cohecho).toMatchObject({ tipo: 'ley_20393', gravedad: 'alta', alerta: 'ok' });
    expect(cohecho.investigador?.email).toBe('denuncias@demo.cl');
    expect(plazo(cohecho, 'acuse')?.estado).toBe('cumplido');
    expect(plazo(cohecho, 'respuesta')?.estado).toBe('cumplido');
    // Received six days ago and never acknowledged: the 7-day clock is about to fall due.
    const conflicto = deCategoria('Conflicto de interés');
    expect(plazo(conflicto, 'acuse')).toMatchObject({ estado: 'por_vencer', dias_restantes: 1 });
    expect(conflicto.alerta).toBe('por_vencer');
    const karin = deCategoria('Acoso laboral');
    expect(karin.tipo).toBe('ley_karin');
    expect(plazo(karin, 'karin_inicio')?.estado).toBe('cumplido');
    expect(plazo(karin, 'karin_investigacion')).toMatchObject({ estado: 'pendiente', unidad: 'dias_habiles' });
    expect(plazo(karin, 'karin_investigacion')!.dias_restantes).toBeGreaterThanOrEqual(26);
    const cerrada = deCategoria('Infracción laboral');
    expect(cerrada.plazos.every((p) => p.estado === 'cumplido')).toBe(true);
  });

  it('stored encrypted: the staff read the cases decrypted, the rows hold no plaintext', async () => {
    const karin = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${api.demoId}/${deCategoria('Acoso laboral').id}`,
      'denuncias@demo.cl',
    )) as DenunciaDetalle;
    expect(karin.identidad).toMatchObject({ nombre: 'Camila Herrera Díaz', rut: '15.432.198-5' });
    expect(karin.contenido.relato).toMatch(/^Desde hace dos meses mi supervisor/);
    expect(karin.investigacion_iniciada_at).not.toBeNull();
    const medidas = await api.json('GET', `/medidas-resguardo/?denuncia_id=${karin.id}`, 'denuncias@demo.cl');
    expect(medidas.data.map((m: { medida: string }) => m.medida)).toEqual([
      expect.stringMatching(/^Cambio de turno del supervisor/),
    ]);
    expect((await api.json('GET', `/investigaciones/?denuncia_id=${karin.id}`, 'denuncias@demo.cl')).total).toBe(1);

    const cohechoId = deCategoria('Cohecho o soborno').id;
    const hilo = (await api.json('GET', `/comentarios/?commentable_id=${cohechoId}`, 'denuncias@demo.cl')) as {
      data: ComentarioDenuncia[];
    };
    expect(hilo.data.map((m) => [m.visibilidad, m.tipo_usuario])).toEqual([
      ['interno', 'usuario'],
      ['denunciante', 'usuario'],
      ['denunciante', 'denunciante'],
    ]);
    expect(hilo.data[0]!.texto).toMatch(/^Pedir a Finanzas/);

    const cerrada = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${api.demoId}/${deCategoria('Infracción laboral').id}`,
      'denuncias@demo.cl',
    )) as DenunciaDetalle;
    expect(cerrada.resolucion).toMatch(/^Se acreditaron horas extra/);
    expect(cerrada.mensaje_cierre).toMatch(/^Su denuncia fue investigada/);

    const filas = JSON.stringify(await api.t.handle.db.select().from(denuncias));
    for (const texto of ['Camila', 'supervisor', 'Finanzas', 'horas extra', 'Transportes Cordillera']) {
      expect(filas).not.toContain(texto);
    }
  });

  it('each case went through the steps in order, by its staff, without content in the timeline', async () => {
    const eventos = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${api.demoId}/${deCategoria('Infracción laboral').id}/eventos`,
      'denuncias@demo.cl',
    )) as EventoDenuncia[];
    expect(eventos.map((e) => e.tipo)).toEqual([
      'recibida',
      'abierta',
      'clasificada',
      'mensaje_denunciante',
      'investigacion',
      'investigacion_cerrada',
      'causa_raiz',
      'plan_accion',
      'plan_accion_actualizado',
      'implementacion',
      'implementacion_registrada',
      'cerrada',
      // Reading it just now.
      'abierta',
    ]);
    expect(eventos[0]!.actor).toBe('Denunciante');
    expect(eventos[2]!.actor).toBe('Rodrigo Fuentes');
    const fechas = eventos.map((e) => e.created_at);
    expect([...fechas].sort()).toEqual(fechas);
    expect(JSON.stringify(eventos)).not.toMatch(/horas extra|Jorge/);
  });

  it('the reporter looks a case up with the published demo code and password', async () => {
    const consulta = (codigo: string, pass: string) =>
      api.call('POST', `/canal-denuncia/canal-denuncia/consulta/${codigo}`, null, { pass_denuncia: pass });
    const cerrada = await consulta(DEMO_CODIGOS_DENUNCIA.cerrada, DEMO_PASS_DENUNCIA);
    expect(cerrada.statusCode, cerrada.body).toBe(200);
    expect(cerrada.json() as ConsultaDenuncia).toMatchObject({
      estado: 'cerrada',
      categoria: 'Infracción laboral',
      mensaje_cierre: expect.stringMatching(/^Su denuncia fue investigada/),
    });
    const cohecho = (await consulta(DEMO_CODIGOS_DENUNCIA.cohecho, DEMO_PASS_DENUNCIA)).json() as ConsultaDenuncia;
    // The reporter reads the messages addressed to them and their own, never the internal note.
    expect(cohecho.mensajes.map((m) => m.autor)).toEqual(['empresa', 'denunciante']);
    expect((await consulta(DEMO_CODIGOS_DENUNCIA.cerrada, 'otra-clave-2026')).statusCode).toBe(401);
  });

  it('visibility as for any case: Ley Karin only for its receivers, nothing for another company', async () => {
    const deTekemi = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${api.demoId}`,
      'tekemi@demo.cl',
    )) as DenunciasResponse;
    expect(deTekemi.denuncias.map((d) => d.categoria?.nombre)).not.toContain('Acoso laboral');
    expect(deTekemi.total).toBe(3);
    const [otra] = await api.t.handle.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
    expect(await api.json('GET', `/canal-denuncia/canal-denuncia/${otra!.id}`, 'admin@otra.cl')).toEqual({
      denuncias: [],
      total: 0,
    });
  });
});

describe('the demo compliance spine: requisitos imported from the catalogue, evaluated and backed by documents', () => {
  const api = apiDePrueba(['admin@demo.cl', 'admin@otra.cl'] as const);

  it('Empresa Demo SpA has the 30 Ley 20.393/21.595 and Ley Karin requirements in a mix of states', async () => {
    const { data, total } = (await api.json('GET', '/requisitos/?limit=100', 'admin@demo.cl')) as {
      data: Requisito[];
      total: number;
    };
    expect(total).toBe(30);
    const estados: Record<string, number> = {};
    for (const r of data) estados[r.estado_cumplimiento] = (estados[r.estado_cumplimiento] ?? 0) + 1;
    expect(estados).toEqual({ cumple: 15, parcial: 10, no_cumple: 4, no_aplica: 1 });
    expect(data.map((r) => r.codigo).sort()).toEqual(Object.values(DEMO_EVALUACION).flat().sort());
    expect(data.every((r) => r.origen === 'catalogo')).toBe(true);
    const mpd01 = data.find((r) => r.codigo === 'MPD-01')!;
    expect(mpd01).toMatchObject({
      estado_cumplimiento: 'cumple',
      categoria: { nombre: 'Prevención de delitos (Ley 20.393)' },
      responsable: { nombre: 'Felipe Araya' },
    });
    expect(data.find((r) => r.codigo === 'KAR-10')).toMatchObject({
      estado_cumplimiento: 'no_cumple',
      categoria: { nombre: 'Acoso y violencia en el trabajo (Ley Karin)' },
      responsable: { nombre: 'Marcela Gutiérrez' },
    });
    // The other company starts without requirements (Mi Empresa → Mis Requisitos shows how to import them).
    expect(await api.json('GET', '/requisitos/', 'admin@otra.cl')).toEqual({ data: [], total: 0 });
  });

  it("the dashboard's compliance rate: 15 of the 29 that apply are covered (51.7 %)", async () => {
    const d = (await api.json('GET', '/dashboard', 'admin@demo.cl')) as Dashboard;
    expect(d.documentos).toMatchObject({ compliance_rate: 51.7, requisitos_total: 29, requisitos_cubiertos: 15 });
  });

  it('the published documents show the Categoría and the Requisitos they back', async () => {
    const { data } = (await api.json('GET', '/documento-publicado/?limit=100', 'admin@demo.cl')) as {
      data: DocumentoPublicado[];
    };
    const publicado = (codigo: string) => data.find((p) => p.codigo === codigo && p.estado !== 'obsoleto')!;
    expect(publicado('POL-MPD-01')).toMatchObject({
      categoria: 'Prevención de delitos (Ley 20.393)',
      requisito:
        'Adopción del modelo de prevención de delitos por la administración, Designación del encargado de prevención de delitos',
    });
    expect(publicado('PRT-KARIN-01')).toMatchObject({
      categoria: 'Acoso y violencia en el trabajo (Ley Karin)',
      requisito:
        'Medidas de resguardo inmediatas, Protocolo de prevención del acoso sexual, laboral y la violencia en el trabajo',
    });
    expect(data.filter((p) => p.categoria === null || p.requisito === null)).toEqual([]);
  });
});
