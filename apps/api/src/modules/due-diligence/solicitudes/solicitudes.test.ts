import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DueDiligenceDetalle, DueDiligenceItem } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import {
  audit_log,
  creditos_movimientos,
  due_diligences,
  empresas,
  jobs,
  notificaciones,
  planes,
  usuarios,
} from '../../../db/schema/index';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { COLA_DUE_DILIGENCE } from '../procesamiento/procesar-due-diligence';

/* Due-diligence requests: credits, lists and filters, tenancy, analyst review and publication. */

const ANALISTA = 'admin@atalaya.cl';
const api = apiDePrueba(['dd@demo.cl', 'admin@demo.cl', 'denuncias@demo.cl', 'admin@otra.cl', ANALISTA]);
const { call } = api;
const db = () => api.t.handle.db;

const NATURAL = {
  tipo_persona: 'natural',
  tipo_de_reporte: 'lite',
  rut: '12.345.678-5',
  direccion: 'Los Leones 100',
  pais: 'Chile',
  sitio_web: '',
  empresa_id: 0,
  usuario_activo: 0,
  prioridad: 'standard',
  nombre_completo: 'Ana María',
  apellido_paterno: 'Núñez',
  apellido_materno: 'Rojas',
  razon_social: '',
  nombre_fantasia: '',
  representante: '',
  empresa: '',
  peps: [],
};

let usuarioDd = 0;
const payload = (cambios: object = {}) => ({
  ...NATURAL,
  empresa_id: api.demoId,
  usuario_activo: usuarioDd,
  ...cambios,
});

async function saldo(empresaId = api.demoId) {
  const [e] = await db()
    .select({ saldo: empresas.creditos_due_diligence })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  return e!.saldo;
}
const contar = async (tabla: typeof due_diligences | typeof creditos_movimientos | typeof jobs) =>
  (await db().select({ n: count() }).from(tabla))[0]!.n;
const idDe = async (rut: string) =>
  (await db().select({ id: due_diligences.id }).from(due_diligences).where(eq(due_diligences.rut, rut)))[0]!.id;
const lista = async (url: string, who = 'dd@demo.cl') => {
  const res = await call('GET', url, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: DueDiligenceItem[]; total: number };
};

beforeAll(async () => {
  const [u] = await db().select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, 'dd@demo.cl'));
  usuarioDd = u!.id;
});

describe('access', () => {
  it('analyst endpoints answer 401 anonymous and 403 to company users', async () => {
    const id = await idDe('77215904-8');
    const rutas = [
      ['GET', '/due-diligence/all'],
      ['PUT', `/due-diligence/${id}`],
      ['PATCH', `/due-diligence/${id}`],
      ['GET', `/due-diligence/temporal/${id}`],
      ['PUT', `/due-diligence/temporal/${id}`],
      ['POST', `/due-diligence/${id}/publicar`],
      ['POST', `/due-diligence/files/${id}`],
      ['DELETE', `/due-diligence/files/${id}/1`],
    ] as const;
    await api.rechazos(rutas, 'dd@demo.cl');
    await api.rechazos(rutas, 'admin@demo.cl');
  });

  it('company routes refuse roles without due diligence and plans without the module', async () => {
    for (const [method, url] of [
      ['GET', '/due-diligence/'],
      ['POST', '/due-diligence/'],
      ['GET', '/due-diligence/dashboard'],
    ] as const) {
      expect((await call(method, url, 'denuncias@demo.cl', {})).json().codigo).toBe('PROHIBIDO');
      expect((await call(method, url, 'admin@otra.cl', {})).json().codigo).toBe('MODULO_NO_HABILITADO');
    }
  });
});

describe('POST /due-diligence/ — validation', () => {
  const errores = async (body: object) => {
    const res = await call('POST', '/due-diligence/', 'dd@demo.cl', body);
    expect(res.statusCode).toBe(400);
    return res.json().errores;
  };

  it('answers each field in Spanish (SPEC §5)', async () => {
    expect(await errores(payload({ rut: '12.345.678-9' }))).toEqual({ rut: 'RUT inválido' });
    expect(await errores(payload({ rut: ' ' }))).toEqual({ rut: 'El RUT es obligatorio' });
    expect(await errores(payload({ nombre_completo: ' ', apellido_paterno: '', apellido_materno: '' }))).toEqual({
      nombre_completo: 'El nombre es obligatorio',
      apellido_paterno: 'El apellido paterno es obligatorio',
      apellido_materno: 'El apellido materno es obligatorio',
    });
    expect(
      await errores(payload({ tipo_persona: 'juridica', peps: [{ rut: '' }, { rut: '1-1' }], sitio_web: 'ftp://x' })),
    ).toEqual({
      razon_social: 'La razón social es obligatoria',
      nombre_fantasia: 'El nombre de fantasía es obligatorio',
      representante: 'El representante es obligatorio',
      'peps.0.rut': 'El RUT es obligatorio',
      'peps.1.rut': 'RUT inválido',
      sitio_web: 'Ingrese una URL válida (https://…).',
    });
    expect(await errores(payload({ tipo_de_reporte: 'premium', tipo_persona: 'otra' }))).toMatchObject({
      tipo_de_reporte: 'El tipo de reporte debe ser lite o full.',
      tipo_persona: 'El tipo de persona debe ser natural o juridica.',
    });
  });
});

describe('POST /due-diligence/ — credits', () => {
  it('spends the plan cost in one go: balance, ledger, audit and the processing job', async () => {
    const antes = await saldo();
    const res = await call('POST', '/due-diligence/', 'dd@demo.cl', payload({ tipo_de_reporte: 'full' }));
    expect(res.statusCode, res.body).toBe(201);
    const dd: DueDiligenceDetalle = res.json();
    expect(dd).toMatchObject({
      estado: 'pendiente',
      rut: '12345678-5',
      tipo_de_reporte: 'full',
      nombre_completo: 'Ana María',
      creditos_usados: 3,
      solicitante: 'Valentina Rojas',
      empresa_nombre: 'Empresa Demo SpA',
      perfil: null,
      razon_social: '',
      peps: [],
    });
    expect(await saldo()).toBe(antes - 3);
    const [mov] = await db()
      .select()
      .from(creditos_movimientos)
      .where(eq(creditos_movimientos.due_diligence_id, dd.id));
    expect(mov).toMatchObject({ cantidad: -3, saldo: antes - 3, motivo: 'due_diligence', empresa_id: api.demoId });
    const [job] = await db().select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    expect(job).toMatchObject({ cola: COLA_DUE_DILIGENCE, payload: { id: dd.id }, estado: 'pendiente' });
    const [fila] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'due_diligence'), eq(audit_log.entidad_id, String(dd.id))));
    expect(fila).toMatchObject({ accion: 'crear', empresa_id: api.demoId, cambios: { creditos: 3, saldo: antes - 3 } });
  });

  it('a legal entity keeps only its own fields; empresa is the fantasy name, PEP RUTs normalised', async () => {
    const res = await call(
      'POST',
      '/due-diligence/',
      'admin@demo.cl',
      payload({
        tipo_persona: 'juridica',
        rut: '76.086.428-5',
        razon_social: 'Inversiones Ñuble S.A.',
        nombre_fantasia: 'Ñuble',
        representante: 'Rosa Pérez',
        peps: [{ rut: '8.123.456-6' }],
        usuario_activo: 999_999,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    // A company user's usuario_activo is always themselves.
    expect(res.json()).toMatchObject({
      nombre_completo: '',
      apellido_paterno: '',
      razon_social: 'Inversiones Ñuble S.A.',
      peps: [{ rut: '8123456-6' }],
      solicitante: 'Carolina Muñoz',
      creditos_usados: 1,
    });
  });

  it('without enough credits: 402 in Spanish and nothing created', async () => {
    await db().update(empresas).set({ creditos_due_diligence: 2 }).where(eq(empresas.id, api.demoId));
    const antes = await Promise.all([contar(due_diligences), contar(creditos_movimientos), contar(jobs)]);
    const res = await call('POST', '/due-diligence/', 'dd@demo.cl', payload({ tipo_de_reporte: 'full' }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      codigo: 'CREDITOS_INSUFICIENTES',
      mensaje: 'Créditos insuficientes: este reporte requiere 3 créditos y la empresa tiene 2.',
    });
    expect(await Promise.all([contar(due_diligences), contar(creditos_movimientos), contar(jobs)])).toEqual(antes);
    expect(await saldo()).toBe(2);
    await db().update(empresas).set({ creditos_due_diligence: 40 }).where(eq(empresas.id, api.demoId));
  });

  it('an analyst names the company (and a user of it); unknown company 404, plan without the module 403', async () => {
    const res = await call('POST', '/due-diligence/', ANALISTA, payload({ rut: '11.111.111-1' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ empresa_id: api.demoId, solicitante: 'Valentina Rojas' });
    const ajeno = await call('POST', '/due-diligence/', ANALISTA, payload({ usuario_activo: 999_999 }));
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().errores).toEqual({ usuario_activo: 'El usuario no pertenece a la empresa indicada.' });
    expect((await call('POST', '/due-diligence/', ANALISTA, payload({ empresa_id: 999_999 }))).statusCode).toBe(404);
    const [otra] = await db().select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
    const sinModulo = await call('POST', '/due-diligence/', ANALISTA, payload({ empresa_id: otra!.id }));
    expect(sinModulo.statusCode).toBe(403);
    expect(sinModulo.json().mensaje).toBe('El plan de la empresa no incluye due diligence.');
    // A company user cannot name another company.
    expect((await call('POST', '/due-diligence/', 'dd@demo.cl', payload({ empresa_id: otra!.id }))).statusCode).toBe(
      404,
    );
  });

  it('the cost follows the plan', async () => {
    const [plan] = await db().select().from(planes).where(eq(planes.nombre, 'Empresa'));
    await db().update(planes).set({ costo_dd_lite: 2 }).where(eq(planes.id, plan!.id));
    const antes = await saldo();
    const res = await call('POST', '/due-diligence/', 'dd@demo.cl', payload({ rut: '22.222.222-2' }));
    expect(res.json().creditos_usados).toBe(2);
    expect(await saldo()).toBe(antes - 2);
    await db().update(planes).set({ costo_dd_lite: 1 }).where(eq(planes.id, plan!.id));
  });
});

describe('lists', () => {
  it('newest first, with every filter of SPEC §7', async () => {
    const todas = await lista('/due-diligence/?limit=100');
    const fechas = todas.data.map((d) => d.created_at);
    expect(fechas).toEqual([...fechas].sort().reverse());
    expect(todas.total).toBe(todas.data.length);
    const ruts = async (q: string) => (await lista(`/due-diligence/?limit=100&${q}`)).data.map((d) => d.rut).sort();

    expect(await ruts('tipo_persona=juridica')).toEqual(['76086428-5', '76384512-5', '77215904-8'].sort());
    expect((await lista('/due-diligence/juridica?limit=100&tipo_persona=natural')).total).toBe(3);
    expect((await lista('/due-diligence/natural?limit=100')).data.every((d) => d.tipo_persona === 'natural')).toBe(
      true,
    );
    expect(await ruts('estado=fallido')).toEqual(['17864209-K']);
    expect(await ruts('estado=en_progreso')).toEqual(['77215904-8']);
    expect(await ruts('estado=terminado')).toEqual(['16482937-5', '25123987-8', '76384512-5'].sort());
    // The four created above (nothing runs the queue here).
    expect((await ruts('estado=pendiente')).length).toBe(4);
    expect(await ruts('nivel_riesgo=alto')).toEqual(['25123987-8']);
    // A client never learns the risk of a report in review (Transportes del Sur, bajo).
    expect(await ruts('nivel_riesgo=bajo')).toEqual(['16482937-5']);
    expect(await ruts('tipo_dd=full')).toEqual(['12345678-5', '76384512-5', '77215904-8'].sort());
    expect(await ruts('report_type=full&tipo_persona=natural')).toEqual(['12345678-5']);
    expect(await ruts('nombre=NUNEZ')).toEqual(['11111111-1', '12345678-5', '22222222-2']);
    expect(await ruts('nombre=ñuble')).toEqual(['76086428-5']);
    expect(await ruts('nombre=los andes')).toEqual(['76384512-5']);
    expect(await ruts('nombre=25.123.987')).toEqual(['25123987-8']);
    expect(await ruts('nombre=zzz')).toEqual([]);
  });

  it('offset wins over skip; limit pages', async () => {
    const todas = (await lista('/due-diligence/?limit=100')).data.map((d) => d.id);
    const pagina = await lista('/due-diligence/?limit=2&skip=0&offset=2');
    expect(pagina.data.map((d) => d.id)).toEqual(todas.slice(2, 4));
    expect(pagina.total).toBe(todas.length);
    expect((await lista('/due-diligence/?limit=2&skip=1')).data.map((d) => d.id)).toEqual(todas.slice(1, 3));
    expect((await call('GET', '/due-diligence/?estado=hecho', 'dd@demo.cl')).json().errores).toEqual({
      estado: 'estado debe ser pendiente, en_progreso, terminado o fallido.',
    });
  });

  it('a client sees findings only once published; analysts always', async () => {
    const enRevision = (await lista('/due-diligence/?estado=en_progreso')).data[0]!;
    expect(enRevision).toMatchObject({ estado: 'en_revision', nivel_riesgo: null, is_pep: false });
    const pep = (await lista('/due-diligence/?nombre=andes')).data[0]!;
    expect(pep).toMatchObject({ nivel_riesgo: 'monitoreo', is_pep: true });
    for (const publicado of (await lista('/due-diligence/?estado=terminado')).data) {
      const detalle: DueDiligenceDetalle = await api.json('GET', `/due-diligence/${publicado.id}`, 'dd@demo.cl');
      expect(detalle.perfil?.rut, publicado.rut).toBe(publicado.rut);
      expect(detalle.screening?.nombres[0]).toMatchObject({ rut: publicado.rut, rol: 'sujeto' });
    }
    const alto: DueDiligenceDetalle = await api.json('GET', `/due-diligence/${await idDe('25123987-8')}`, 'dd@demo.cl');
    expect(alto.screening?.nombres[0]?.hits[0]).toMatchObject({ id_en_lista: 'CDi.043', lista: { codigo: 'onu' } });
    expect(alto.razones_riesgo).toEqual([expect.objectContaining({ codigo: 'lista_sanciones', peso: 'alto' })]);
    const analista = await lista('/due-diligence/all?estado=en_progreso', ANALISTA);
    expect(analista.data[0]).toMatchObject({ id: enRevision.id, nivel_riesgo: 'bajo' });
  });

  it('/all: every company for analysts, narrowed by empresa_id', async () => {
    const todas = await lista('/due-diligence/all?limit=100', ANALISTA);
    expect(todas.total).toBe((await lista('/due-diligence/?limit=100')).total);
    expect((await lista(`/due-diligence/all?empresa_id=${api.demoId}`, ANALISTA)).total).toBe(todas.total);
    expect((await lista('/due-diligence/all?empresa_id=999999', ANALISTA)).total).toBe(0);
  });
});

describe('tenancy', () => {
  it("another company's requests are 404 and never listed", async () => {
    const [empresa] = await db().select().from(planes).where(eq(planes.nombre, 'Empresa'));
    await db().update(empresas).set({ plan_id: empresa!.id }).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
    const id = await idDe('76384512-5');
    for (const url of [`/due-diligence/${id}`, `/due-diligence/files/${id}`, `/due-diligence/files/${id}/1`]) {
      expect((await call('GET', url, 'admin@otra.cl')).statusCode, url).toBe(404);
    }
    expect((await lista('/due-diligence/?limit=100', 'admin@otra.cl')).total).toBe(0);
    expect((await call('GET', `/due-diligence/?empresa_id=${api.demoId}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect(
      (await call('GET', `/due-diligence/temporal/dashboard/${api.demoId}/todas`, 'admin@otra.cl')).statusCode,
    ).toBe(404);
  });
});

describe('detail, edit, temporal profile and publication', () => {
  let id = 0;
  beforeAll(async () => {
    id = await idDe('77215904-8');
  });

  it('detail: the client sees no profile while in review; the analyst sees it', async () => {
    const cliente: DueDiligenceDetalle = await api.json('GET', `/due-diligence/${id}`, 'dd@demo.cl');
    expect(cliente).toMatchObject({
      estado: 'en_revision',
      perfil: null,
      screening: null,
      archivos: [],
      nivel_riesgo: null,
    });
    const analista: DueDiligenceDetalle = await api.json('GET', `/due-diligence/temporal/${id}`, ANALISTA);
    expect(analista.perfil?.razon_social).toBe('Transportes del Sur Ltda.');
    expect(analista.screening?.listas.map((l) => l.codigo)).toEqual(['ofac_sdn', 'ofac_cons', 'onu', 'us_csl']);
    expect(await api.json('GET', `/due-diligence/${id}`, ANALISTA)).toEqual(analista);
  });

  it('PUT / PATCH correct the request (analysts)', async () => {
    let res = await call('PATCH', `/due-diligence/${id}`, ANALISTA, { nombre_fantasia: 'TransSur Express' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nombre_fantasia: 'TransSur Express',
      representante: 'Luis Alberto Cárcamo Oyarzún',
    });
    res = await call('PUT', `/due-diligence/${id}`, ANALISTA, { rut: '1-1' });
    expect(res.json().errores).toEqual({ rut: 'RUT inválido' });
    res = await call('PUT', `/due-diligence/${id}`, ANALISTA, {
      rut: '77.215.904-8',
      sitio_web: 'https://transsur.cl',
    });
    expect(res.json()).toMatchObject({ rut: '77215904-8', sitio_web: 'https://transsur.cl' });
    expect((await call('PATCH', '/due-diligence/999999', ANALISTA, {})).statusCode).toBe(404);
  });

  it('PUT temporal saves the profile and judgement with its audit', async () => {
    const actual: DueDiligenceDetalle = await api.json('GET', `/due-diligence/temporal/${id}`, ANALISTA);
    const perfil = { ...actual.perfil!, actividad_economica: 'Transporte de carga (492300)' };
    const malo = await call('PUT', `/due-diligence/temporal/${id}`, ANALISTA, { perfil, nivel_riesgo: 'medio' });
    expect(malo.json().errores).toMatchObject({ nivel_riesgo: 'El nivel de riesgo debe ser bajo, monitoreo o alto.' });
    const socioMalo = { nombre: 'Socio Inventado', rut: '12.345.678-9', fecha_nacimiento: '', is_pep: false };
    const rutMalo = await call('PUT', `/due-diligence/temporal/${id}`, ANALISTA, {
      perfil: { ...perfil, sociedades: { ...perfil.sociedades, socios: [socioMalo] } },
      nivel_riesgo: 'monitoreo',
      is_pep: false,
      listas_internacionales: false,
    });
    expect(rutMalo.statusCode).toBe(400);
    expect(rutMalo.json().errores).toEqual({ 'perfil.sociedades.socios.0.rut': 'RUT inválido' });
    const res = await call('PUT', `/due-diligence/temporal/${id}`, ANALISTA, {
      perfil,
      nivel_riesgo: 'monitoreo',
      razones_riesgo: [{ codigo: 'analista', texto: 'Flota con multas recientes.', peso: 'monitoreo' }],
      is_pep: false,
      listas_internacionales: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nivel_riesgo: 'monitoreo',
      perfil: { actividad_economica: 'Transporte de carga (492300)' },
    });
    const [fila] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.accion, 'actualizar_perfil'), eq(audit_log.entidad_id, String(id))));
    expect(fila).toMatchObject({ empresa_id: api.demoId, cambios: { nivel_riesgo: 'monitoreo' } });
  });

  it('temporal and publish only in review', async () => {
    const fallido = await idDe('17864209-K');
    const res = await call('POST', `/due-diligence/${fallido}/publicar`, ANALISTA);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('El perfil solo puede editarse y publicarse mientras el reporte está en revisión.');
  });

  it('publish: terminado, the requester is told by bell and mail, then nothing changes any more', async () => {
    const res = await call('POST', `/due-diligence/${id}/publicar`, ANALISTA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'terminado', progreso: 100, publicado_por: 'Administración Atalaya' });
    const [aviso] = await db()
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuario_id, usuarioDd))
      .orderBy(desc(notificaciones.id))
      .limit(1);
    expect(aviso).toMatchObject({
      titulo: 'Reporte de due diligence publicado',
      enlace: `/due-diligence/${id}/readonly`,
    });
    expect(aviso!.mensaje).toContain('Transportes del Sur Ltda. (RUT 77.215.904-8)');
    expect((await db().select().from(jobs).where(eq(jobs.cola, 'correo.enviar'))).length).toBeGreaterThan(0);

    const cliente: DueDiligenceDetalle = await api.json('GET', `/due-diligence/${id}`, 'dd@demo.cl');
    expect(cliente).toMatchObject({ nivel_riesgo: 'monitoreo', perfil: { razon_social: 'Transportes del Sur Ltda.' } });

    for (const [method, url, body] of [
      ['POST', `/due-diligence/${id}/publicar`, undefined],
      ['PATCH', `/due-diligence/${id}`, { pais: 'Perú' }],
      [
        'PUT',
        `/due-diligence/temporal/${id}`,
        { perfil: cliente.perfil, nivel_riesgo: 'alto', is_pep: false, listas_internacionales: false },
      ],
    ] as const) {
      const r = await call(method, url, ANALISTA, body);
      expect(r.statusCode, url).toBe(409);
      expect(r.json().mensaje).toBe('El reporte ya fue publicado.');
    }
  });
});

describe('POST /due-diligence/{id}/reintentar', () => {
  const fallido = async () =>
    (await db().select().from(due_diligences).where(eq(due_diligences.estado, 'fallido')))[0]!;

  it('401 anonymous, 403 without due diligence, 404 for another company, 409 unless failed', async () => {
    const { id } = await fallido();
    await api.rechazos([['POST', `/due-diligence/${id}/reintentar`]], 'denuncias@demo.cl');
    // 'Otra Empresa' got a plan with due diligence in 'tenancy'.
    expect((await call('POST', `/due-diligence/${id}/reintentar`, 'admin@otra.cl')).statusCode).toBe(404);
    const enRevision = await idDe('77215904-8');
    const res = await call('POST', `/due-diligence/${enRevision}/reintentar`, 'dd@demo.cl');
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('Solo se puede reintentar un due diligence que terminó con error.');
  });

  it('a client reads why it failed and what came back; the list says it too', async () => {
    const dd = await fallido();
    const detalle: DueDiligenceDetalle = await api.json('GET', `/due-diligence/${dd.id}`, 'dd@demo.cl');
    expect(detalle).toMatchObject({
      estado: 'fallido',
      error: dd.error,
      creditos_usados: 0,
      creditos_reembolsados: 1,
    });
    expect(detalle.error).toMatch(/^No se pudo procesar el due diligence: /);
    const { data } = await lista('/due-diligence/?estado=fallido');
    expect(data.map((d) => [d.id, d.error])).toEqual([[dd.id, dd.error]]);
    // Other states carry no reason.
    expect((await lista('/due-diligence/?estado=terminado')).data.every((d) => d.error === null)).toBe(true);
  });

  it('without credits: 402 and the request stays failed', async () => {
    const { id } = await fallido();
    const saldoAntes = await saldo();
    await db().update(empresas).set({ creditos_due_diligence: 0 }).where(eq(empresas.id, api.demoId));
    const res = await call('POST', `/due-diligence/${id}/reintentar`, 'dd@demo.cl');
    expect(res.statusCode).toBe(402);
    expect((await fallido()).id).toBe(id);
    await db().update(empresas).set({ creditos_due_diligence: saldoAntes }).where(eq(empresas.id, api.demoId));
  });

  it('queues it again, charging the credit its failure refunded: ledger, audit and job', async () => {
    const { id } = await fallido();
    const antes = await saldo();
    const res = await call('POST', `/due-diligence/${id}/reintentar`, 'dd@demo.cl');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      estado: 'pendiente',
      progreso: 0,
      error: null,
      creditos_usados: 1,
      creditos_reembolsados: 0,
    });
    expect(await saldo()).toBe(antes - 1);
    const [mov] = await db()
      .select()
      .from(creditos_movimientos)
      .where(eq(creditos_movimientos.due_diligence_id, id))
      .orderBy(desc(creditos_movimientos.id))
      .limit(1);
    expect(mov).toMatchObject({ cantidad: -1, saldo: antes - 1, motivo: 'due_diligence', usuario_id: usuarioDd });
    const [job] = await db().select().from(jobs).orderBy(desc(jobs.id)).limit(1);
    expect(job).toMatchObject({ cola: COLA_DUE_DILIGENCE, payload: { id }, estado: 'pendiente' });
    const [fila] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'due_diligence'), eq(audit_log.entidad_id, String(id))))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(fila).toMatchObject({
      accion: 'reintentar',
      usuario_id: usuarioDd,
      cambios: { creditos: 1, saldo: antes - 1 },
    });
    // Now in the queue: a second click is a conflict, not a second charge.
    expect((await call('POST', `/due-diligence/${id}/reintentar`, 'dd@demo.cl')).statusCode).toBe(409);
    expect(await saldo()).toBe(antes - 1);
  });
});
