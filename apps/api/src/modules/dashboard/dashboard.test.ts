import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@atalaya/shared/contracts/dashboard';
import type { RoleName } from '@atalaya/shared/roles';
import {
  denuncia_exclusiones,
  denuncias,
  documento_flujos,
  documento_requisitos,
  documentos,
  due_diligences,
  empresas,
  no_conformidades,
  planes,
  requisitos,
  riesgos,
  roles,
  trabajadores,
  usuario_roles,
  usuarios,
} from '../../db/schema/index';
import { apiDePrueba } from '../../test/api-de-prueba';
import { cookieHeader, loginAs } from '../../test/test-app';
import { ultimosMeses } from './dashboard.service';

/*
 * GET /dashboard on two fresh companies whose every figure is known (issue 8 acceptance):
 * Alfa (plan with every module) and Beta (no due diligence). The clock is Monday 16 March 2026,
 * 12:00 in Santiago (UTC−3), so the trend covers April 2025 – March 2026.
 */

const AHORA = new Date('2026-03-16T15:00:00Z');
const api = apiDePrueba([]);
const quien: Record<string, string> = {};
let alfa = 0;
let beta = 0;

const fecha = (iso: string) => new Date(iso);

async function crearEmpresa(nombre: string, rut: string, planId: number) {
  const [e] = await api.t.handle.db.insert(empresas).values({ nombre, rut, plan_id: planId }).returning();
  return e!.id;
}

async function crearUsuario(empresaId: number, email: string, rol: RoleName) {
  const db = api.t.handle.db;
  const [demo] = await db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
  const [u] = await db
    .insert(usuarios)
    .values({ empresa_id: empresaId, nombre: 'Prueba', apellido: rol, email, password_hash: demo!.password_hash })
    .returning();
  const [r] = await db.select().from(roles).where(eq(roles.nombre, rol));
  await db.insert(usuario_roles).values({ usuario_id: u!.id, rol_id: r!.id });
  quien[email] = cookieHeader(await loginAs(api.t.app, email));
  return u!.id;
}

async function documento(
  empresaId: number,
  codigo: string,
  versiones: { fase: string; pub?: string; vence?: string }[],
  requisitoIds: number[] = [],
) {
  const db = api.t.handle.db;
  const [d] = await db
    .insert(documentos)
    .values({ empresa_id: empresaId, codigo, nombre_documento: `Documento ${codigo}` })
    .returning();
  for (const [i, v] of versiones.entries()) {
    await db.insert(documento_flujos).values({
      empresa_id: empresaId,
      documento_id: d!.id,
      version_num: i + 1,
      fase: v.fase,
      fecha_publicacion: v.pub ? fecha(v.pub) : null,
      fecha_vencimiento: v.vence ? fecha(v.vence) : null,
    });
  }
  for (const requisito_id of requisitoIds) {
    await db.insert(documento_requisitos).values({ empresa_id: empresaId, documento_id: d!.id, requisito_id });
  }
}

let numeroDenuncia = 0;
async function denuncia(empresaId: number, values: Partial<typeof denuncias.$inferInsert> & { created_at: Date }) {
  const [fila] = await api.t.handle.db
    .insert(denuncias)
    .values({
      empresa_id: empresaId,
      numero: ++numeroDenuncia,
      codigo_hash: randomBytes(32).toString('hex'),
      pass_hash: '$argon2id$placeholder',
      anonima: true,
      contenido_cifrado: 'v1.placeholder',
      ...values,
    })
    .returning();
  return fila!.id;
}

const dd = (empresaId: number, estado: string, creada: string, nivel_riesgo: string | null = null) => ({
  empresa_id: empresaId,
  tipo_persona: 'natural',
  tipo_de_reporte: 'lite',
  rut: '11111111-1',
  estado,
  nivel_riesgo,
  created_at: fecha(creada),
});

let numeroNc = 0;
const nc = (empresaId: number, etapa: string, creada: string, cerrada?: string) => ({
  empresa_id: empresaId,
  codigo: `NC-T-${++numeroNc}`,
  etapa,
  descripcion: 'Hallazgo de prueba',
  fecha_deteccion: creada.slice(0, 10),
  created_at: fecha(creada),
  cerrada_at: cerrada ? fecha(cerrada) : null,
});

const riesgo = (empresaId: number, estado: string, i: number) => ({
  empresa_id: empresaId,
  nombre: `Riesgo ${i}`,
  delito_o_categoria: 'Cohecho',
  probabilidad: 1,
  impacto: 1,
  nivel_inherente: 'Bajo',
  estado,
});

const trabajador = (empresaId: number, tipo: string, estado: string, i: number) => ({
  empresa_id: empresaId,
  rut: `${1000000 + i}-${i % 10}`,
  nombres: `Persona ${i}`,
  apellido_paterno: 'Prueba',
  tipo,
  estado,
});

beforeAll(async () => {
  const db = api.t.handle.db;
  api.t.clock.advance(AHORA.getTime() - api.t.clock.now().getTime());

  const [demo] = await db.select().from(empresas).where(eq(empresas.nombre, 'Empresa Demo SpA'));
  const [planTodo] = await db.select().from(planes).where(eq(planes.id, demo!.plan_id!));
  expect(planTodo!.modulos).toEqual(expect.arrayContaining(['due_diligence', 'no_conformidades', 'documentos']));
  const [planSinDd] = await db
    .insert(planes)
    .values({
      nombre: 'Plan prueba sin due diligence',
      modulos: ['mi_empresa', 'documentos', 'canal_denuncias', 'no_conformidades'],
    })
    .returning();
  alfa = await crearEmpresa('Alfa Pruebas SpA', '76000001-1', planTodo!.id);
  beta = await crearEmpresa('Beta Pruebas Ltda.', '76000002-K', planSinDd!.id);

  await crearUsuario(alfa, 'admin@alfa.test', 'admin_empresa');
  const canalAlfa = await crearUsuario(alfa, 'denuncias@alfa.test', 'admin_user_denuncias');
  await crearUsuario(alfa, 'tekemi@alfa.test', 'admin_tekemi');
  await crearUsuario(beta, 'admin@beta.test', 'admin_empresa');

  // Requirements: R1 covered (D1 in force), R2 only by an expired version, R3 by nothing, R4 does not apply.
  const req = await db
    .insert(requisitos)
    .values(
      (['sin_evaluar', 'no_cumple', 'parcial', 'no_aplica'] as const).map((estado_cumplimiento, i) => ({
        empresa_id: alfa,
        codigo: `R${i + 1}`,
        nombre: `Requisito ${i + 1}`,
        estado_cumplimiento,
      })),
    )
    .returning();
  const [r1, r2, , r4] = req.map((r) => r.id);
  await documento(
    alfa,
    'D1',
    [{ fase: 'publicacion', pub: '2025-06-10T15:00:00Z', vence: '2026-12-31T15:00:00Z' }],
    [r1!, r4!],
  );
  await documento(
    alfa,
    'D2',
    [{ fase: 'publicacion', pub: '2025-03-01T15:00:00Z', vence: '2026-03-01T15:00:00Z' }],
    [r2!],
  );
  // Published on 28 February at 23:00 in Santiago (1 March in UTC): February's.
  await documento(alfa, 'D3', [{ fase: 'publicacion', pub: '2026-03-01T02:00:00Z', vence: '2026-04-01T15:00:00Z' }]);
  await documento(alfa, 'D4', [
    { fase: 'obsoleto', pub: '2025-02-10T15:00:00Z', vence: '2026-02-10T15:00:00Z' },
    { fase: 'publicacion', pub: '2026-01-20T15:00:00Z', vence: '2026-04-10T15:00:00Z' },
  ]);
  await documento(alfa, 'D5', [{ fase: 'rechazado' }]);
  await documento(alfa, 'D6', [{ fase: 'no_iniciado' }]);
  await documento(alfa, 'D7', [{ fase: 'borrador' }]);

  await db
    .insert(riesgos)
    .values(
      ['Cubierto', 'Cubierto', 'En proceso', 'En proceso', 'No cubierto', 'No cubierto', 'No cubierto'].map((e, i) =>
        riesgo(alfa, e, i),
      ),
    );
  await db
    .insert(trabajadores)
    .values([
      ...['activo', 'activo', 'activo', 'bloqueado', 'bloqueado', 'en_validacion'].map((e, i) =>
        trabajador(alfa, 'contratista', e, i),
      ),
      ...['bloqueado', 'bloqueado', 'activo', 'en_validacion'].map((e, i) => trabajador(alfa, 'propio', e, 10 + i)),
    ]);

  // Cases (tipo otro: calendar-day clocks). Acknowledgement due 7 days after reception.
  await denuncia(alfa, { estado: 'recibida', created_at: fecha('2026-03-15T14:00:00Z') }); // in time
  await denuncia(alfa, { estado: 'recibida', created_at: fecha('2026-03-10T14:00:00Z') }); // due tomorrow: por vencer
  const vencida = await denuncia(alfa, { estado: 'en_revision', created_at: fecha('2026-03-01T14:00:00Z') });
  await denuncia(alfa, {
    estado: 'investigacion',
    created_at: fecha('2025-05-20T14:00:00Z'),
    acuse_at: fecha('2025-05-21T14:00:00Z'),
    primera_respuesta_at: fecha('2025-06-01T14:00:00Z'),
  });
  await denuncia(alfa, {
    estado: 'cerrada',
    created_at: fecha('2025-12-05T14:00:00Z'),
    cerrada_at: fecha('2026-01-10T14:00:00Z'),
  });
  // 31 March 2025, 23:30 in Santiago: March's, before the window although it is April in UTC.
  await denuncia(alfa, {
    estado: 'cerrada',
    created_at: fecha('2025-04-01T02:30:00Z'),
    cerrada_at: fecha('2025-04-10T14:00:00Z'),
  });
  // The channel user is excluded from the overdue case: it does not count for them.
  await db.insert(denuncia_exclusiones).values({ empresa_id: alfa, denuncia_id: vencida, usuario_id: canalAlfa });

  await db
    .insert(due_diligences)
    .values([
      dd(alfa, 'pendiente', '2026-03-14T15:00:00Z'),
      dd(alfa, 'procesando', '2026-03-15T15:00:00Z'),
      dd(alfa, 'en_revision', '2026-03-02T15:00:00Z'),
      dd(alfa, 'en_revision', '2026-02-10T15:00:00Z'),
      dd(alfa, 'terminado', '2026-02-03T15:00:00Z', 'bajo'),
      dd(alfa, 'terminado', '2025-11-03T15:00:00Z', 'bajo'),
      dd(alfa, 'terminado', '2025-11-04T15:00:00Z', 'alto'),
      dd(alfa, 'fallido', '2024-12-04T15:00:00Z'),
    ]);

  await db
    .insert(no_conformidades)
    .values([
      nc(alfa, 'abierta', '2026-03-10T15:00:00Z'),
      nc(alfa, 'abierta', '2026-03-12T15:00:00Z'),
      nc(alfa, 'correccion', '2026-03-02T15:00:00Z'),
      nc(alfa, 'analisis_causa', '2026-02-20T15:00:00Z'),
      nc(alfa, 'verificacion', '2026-02-05T15:00:00Z'),
      nc(alfa, 'cerrada', '2025-10-01T15:00:00Z', '2026-02-15T15:00:00Z'),
      nc(alfa, 'cerrada', '2026-01-10T15:00:00Z', '2026-03-05T15:00:00Z'),
    ]);

  // Beta: one of everything, never counted for Alfa.
  await documento(beta, 'B1', [{ fase: 'publicacion', pub: '2026-03-05T15:00:00Z', vence: '2026-03-20T15:00:00Z' }]);
  await db.insert(riesgos).values(riesgo(beta, 'No cubierto', 1));
  await db.insert(trabajadores).values(trabajador(beta, 'contratista', 'bloqueado', 1));
  await denuncia(beta, { estado: 'recibida', created_at: fecha('2026-03-10T14:00:00Z') });
  await db.insert(due_diligences).values(dd(beta, 'pendiente', '2026-03-10T15:00:00Z'));
  await db.insert(no_conformidades).values(nc(beta, 'abierta', '2026-03-10T15:00:00Z'));
});

async function tablero(email: string): Promise<Dashboard> {
  const res = await api.call('GET', '/dashboard', quien[email]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The trend as { 'YYYY-MM': value } without the zero months. */
function serie(d: Dashboard, clave: Exclude<keyof Dashboard['tendencia'][number], 'mes'>) {
  return Object.fromEntries(d.tendencia.filter((m) => m[clave] !== 0).map((m) => [m.mes, m[clave]]));
}

describe('GET /dashboard', () => {
  it('computes every figure of a company with every module', async () => {
    const d = await tablero('admin@alfa.test');
    expect(d.documentos).toEqual({
      compliance_rate: 33.3,
      requisitos_total: 3,
      requisitos_cubiertos: 1,
      documents_to_expire: 2,
      documentos_vencidos: 1,
      dias_aviso_vencimiento: 30,
      completion_rate: 71.4,
      flujos_iniciados: 7,
      flujos_completados: 5,
    });
    expect(d.riesgos).toEqual({ unresolved_risks: 5, no_cubiertos: 3, en_proceso: 2, total: 7 });
    expect(d.contratistas).toEqual({ active: 3, blocked: 2, validation: 1, total: 6 });
    expect(d.denuncias).toEqual({ abiertas: 4, pendientes: 2, por_vencer: 1, vencidas: 1 });
    expect(d.due_diligence).toEqual({
      pendientes: 1,
      en_progreso: 3,
      terminadas: 3,
      riesgo: { bajo: 2, monitoreo: 0, alto: 1 },
    });
    expect(d.no_conformidades).toEqual({
      abiertas: 5,
      cerradas: 2,
      por_etapa: { abierta: 2, correccion: 1, analisis_causa: 1, clasificacion: 0, acciones: 0, verificacion: 1 },
    });
    expect(d.generado_at).toBe(AHORA.toISOString());
  });

  it('gives 12 Santiago months of history, zeros before any row', async () => {
    const d = await tablero('admin@alfa.test');
    expect(d.tendencia.map((m) => m.mes)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(serie(d, 'denuncias_recibidas')).toEqual({ '2025-05': 1, '2025-12': 1, '2026-03': 3 });
    expect(serie(d, 'documentos_publicados')).toEqual({ '2025-06': 1, '2026-01': 1, '2026-02': 1 });
    expect(serie(d, 'nc_abiertas')).toEqual({ '2025-10': 1, '2026-01': 1, '2026-02': 2, '2026-03': 3 });
    expect(serie(d, 'nc_cerradas')).toEqual({ '2026-02': 1, '2026-03': 1 });
    expect(serie(d, 'dd_solicitadas')).toEqual({ '2025-11': 2, '2026-02': 2, '2026-03': 3 });
    expect(d.tendencia[0]).toEqual({
      mes: '2025-04',
      denuncias_recibidas: 0,
      documentos_publicados: 0,
      nc_abiertas: 0,
      nc_cerradas: 0,
      dd_solicitadas: 0,
    });
  });

  it('month labels cross the year and follow the Santiago calendar', () => {
    expect(ultimosMeses(new Date('2026-01-01T02:00:00Z'), 3)).toEqual(['2025-10', '2025-11', '2025-12']);
    expect(ultimosMeses(new Date('2026-01-01T04:00:00Z'), 2)).toEqual(['2025-12', '2026-01']);
  });

  it('a whistleblower-channel user sees only the cases they may open', async () => {
    const d = await tablero('denuncias@alfa.test');
    expect(d).toMatchObject({
      documentos: null,
      riesgos: null,
      contratistas: null,
      due_diligence: null,
      no_conformidades: null,
    });
    // The overdue case excludes them.
    expect(d.denuncias).toEqual({ abiertas: 3, pendientes: 2, por_vencer: 1, vencidas: 0 });
    expect(serie(d, 'denuncias_recibidas')).toEqual({ '2025-05': 1, '2025-12': 1, '2026-03': 2 });
    for (const m of d.tendencia) {
      expect(m).toMatchObject({
        documentos_publicados: null,
        nc_abiertas: null,
        nc_cerradas: null,
        dd_solicitadas: null,
      });
    }
  });

  it('admin_tekemi: Mi Empresa, cases, due diligence and non-conformities, not documents', async () => {
    const d = await tablero('tekemi@alfa.test');
    expect(d.documentos).toBeNull();
    expect(d.riesgos?.unresolved_risks).toBe(5);
    expect(d.denuncias?.abiertas).toBe(4);
    expect(d.due_diligence?.en_progreso).toBe(3);
    expect(d.no_conformidades?.abiertas).toBe(5);
    expect(d.tendencia.every((m) => m.documentos_publicados === null)).toBe(true);
  });

  it('a plan without due diligence gets no due-diligence section; only its own rows count', async () => {
    const d = await tablero('admin@beta.test');
    expect(d.due_diligence).toBeNull();
    expect(d.tendencia.every((m) => m.dd_solicitadas === null)).toBe(true);
    expect(d.documentos).toMatchObject({ requisitos_total: 0, compliance_rate: 0, documents_to_expire: 1 });
    expect(d.riesgos).toEqual({ unresolved_risks: 1, no_cubiertos: 1, en_proceso: 0, total: 1 });
    expect(d.contratistas).toEqual({ active: 0, blocked: 1, validation: 0, total: 1 });
    expect(d.denuncias).toEqual({ abiertas: 1, pendientes: 1, por_vencer: 1, vencidas: 0 });
    expect(d.no_conformidades?.abiertas).toBe(1);
  });

  it('each card equals the total of the filtered list it links to', async () => {
    const who = quien['admin@alfa.test'];
    const total = async (url: string) => {
      const res = await api.call('GET', url, who);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json().total as number;
    };
    expect(await total('/documento-publicado?estado=por_vencer')).toBe(2);
    expect(await total('/riesgos/?estado=sin_cubrir')).toBe(5);
    expect(await total('/riesgos/?estado=No%20cubierto')).toBe(3);
    expect(await total('/trabajadores/?tipo=contratista&estado=bloqueado')).toBe(2);
    expect(await total('/due-diligence/?estado=en_progreso')).toBe(3);
    expect(await total('/due-diligence/?nivel_riesgo=bajo')).toBe(2);
    expect(await total(`/canal-denuncia/canal-denuncia/${alfa}?estado=en-revision`)).toBe(2);
    expect(await total(`/canal-denuncia/canal-denuncia/${alfa}?estado=pendientes`)).toBe(2);
    expect(await total(`/canal-denuncia/canal-denuncia/${alfa}?estado=todas&alerta=por_vencer`)).toBe(1);
  });

  it('needs a session; another company cannot be named', async () => {
    expect((await api.call('GET', '/dashboard')).statusCode).toBe(401);
    expect((await api.call('GET', `/dashboard?empresa_id=${beta}`, quien['admin@alfa.test'])).statusCode).toBe(404);
  });
});
