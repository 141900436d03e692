import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  audit_log,
  categorias_requisito,
  empresas,
  faqs,
  mitigaciones_globales,
  requisitos,
  requisitos_globales,
  riesgo_global_mitigaciones,
  riesgos_globales,
  subcategorias_requisito,
  tipos_requisito,
} from '../../../db/schema/index';
import { seedBase } from '../../../seed/base';
import {
  CAT_MPD,
  CATEGORIAS_REQUISITO,
  FAQS,
  M,
  MITIGACIONES_GLOBALES,
  REQUISITOS_GLOBALES,
  RIESGOS_GLOBALES,
  TIPOS_REQUISITO,
} from '../../../seed/catalogo-contenido';
import { DEMO_EVALUACION } from '../../../seed/demo-requisitos';
import { apiDePrueba } from '../../../test/api-de-prueba';

/* Mi Empresa → requisitos, the import of the global catalogue into a company, and its seed. */

const USERS = ['admin@atalaya.cl', 'admin@demo.cl', 'denuncias@demo.cl', 'tekemi@demo.cl', 'admin@otra.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
let otraId: number;
let mpdId: number;
let karinId: number;
let legalId: number;
let subEncargadoId: number;
let subProtocoloKarinId: number;
let trabajadorDemo: { id: number; nombre: string };
let trabajadorOtra: number;

beforeAll(async () => {
  const db = api.t.handle.db;
  const empresa = async (nombre: string) =>
    (await db.select().from(empresas).where(eq(empresas.nombre, nombre)))[0]!.id;
  otraId = await empresa('Otra Empresa Ltda.');
  const categoria = async (nombre: string) =>
    (await db.select().from(categorias_requisito).where(eq(categorias_requisito.nombre, nombre)))[0]!.id;
  mpdId = await categoria(CAT_MPD);
  karinId = await categoria(CATEGORIAS_REQUISITO[1]!.nombre);
  legalId = (await db.select().from(tipos_requisito).where(eq(tipos_requisito.nombre, 'Legal')))[0]!.id;
  const sub = async (categoriaId: number, nombre: string) =>
    (
      await db
        .select()
        .from(subcategorias_requisito)
        .where(and(eq(subcategorias_requisito.categoria_id, categoriaId), eq(subcategorias_requisito.nombre, nombre)))
    )[0]!.id;
  subEncargadoId = await sub(mpdId, 'Encargado de prevención y gobierno');
  subProtocoloKarinId = await sub(karinId, 'Protocolo de prevención');
  const [w] = (await json('GET', '/trabajadores/?limit=1')).data;
  trabajadorDemo = { id: w.id, nombre: `${w.nombres} ${w.apellido_paterno}` };
  trabajadorOtra = (await json('GET', '/trabajadores/?limit=1', 'admin@otra.cl')).data[0].id;
});

const { call } = api;
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who = 'admin@demo.cl', payload?: object) =>
  api.json(method, url, who, payload);

const requisito = (extra: object = {}) => ({
  codigo: 'INT-01',
  nombre: 'Política de regalos y atenciones',
  descripcion: 'Aprobada por el directorio.',
  fuente_legal: 'Política interna',
  tipo_id: legalId,
  categoria_id: mpdId,
  subcategoria_id: subEncargadoId,
  criticidad: 'alta',
  responsable_id: null,
  estado_cumplimiento: 'parcial',
  ...extra,
});

async function countRequisitos(empresaId: number) {
  const [row] = await api.t.handle.db
    .select({ n: count() })
    .from(requisitos)
    .where(eq(requisitos.empresa_id, empresaId));
  return row!.n;
}

describe('company requisitos: access', () => {
  it('401 without a session, 403 for admin_user_denuncias, allowed for admin_tekemi', async () => {
    expect((await call('GET', '/requisitos/')).statusCode).toBe(401);
    expect((await call('POST', '/requisitos/', undefined, requisito())).statusCode).toBe(401);
    expect((await call('GET', '/requisitos/', 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('POST', '/requisitos/', 'denuncias@demo.cl', requisito())).statusCode).toBe(403);
    expect((await call('GET', '/requisitos/', 'tekemi@demo.cl')).statusCode).toBe(200);
  });
});

describe('company requisitos: CRUD', () => {
  let id: number;

  it('creates an own requisito answered with the catalogue labels and the responsible worker', async () => {
    const res = await call('POST', '/requisitos/', 'admin@demo.cl', requisito({ responsable_id: trabajadorDemo.id }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({
      codigo: 'INT-01',
      origen: 'propio',
      requisito_global_id: null,
      criticidad: 'alta',
      estado_cumplimiento: 'parcial',
      tipo: { id: legalId, nombre: 'Legal' },
      categoria: { id: mpdId, nombre: CAT_MPD },
      subcategoria: { id: subEncargadoId, nombre: 'Encargado de prevención y gobierno' },
      responsable: trabajadorDemo,
    });
    expect(body).not.toHaveProperty('empresa_id');
    expect(await json('GET', `/requisitos/${id}`)).toMatchObject({ codigo: 'INT-01', tipo: { nombre: 'Legal' } });
    const [audit] = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'requisito'), eq(audit_log.entidad_id, String(id))));
    expect(audit).toMatchObject({ empresa_id: api.demoId, accion: 'crear' });
  });

  it('400 with Spanish field messages for missing fields, bad values and unknown catalogue ids', async () => {
    let res = await call('POST', '/requisitos/', 'admin@demo.cl', { criticidad: 'urgente' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      codigo: 'El código es obligatorio',
      nombre: 'El nombre es obligatorio',
      criticidad: 'La criticidad debe ser alta, media o baja',
    });
    res = await call('POST', '/requisitos/', 'admin@demo.cl', requisito({ codigo: 'X-1', tipo_id: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ tipo_id: 'Seleccione un tipo de requisito válido' });
    res = await call(
      'POST',
      '/requisitos/',
      'admin@demo.cl',
      requisito({ codigo: 'X-1', categoria_id: mpdId, subcategoria_id: subProtocoloKarinId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ subcategoria_id: 'Seleccione una subcategoría válida de la categoría' });
    res = await call('POST', '/requisitos/', 'admin@demo.cl', requisito({ codigo: 'X-1', categoria_id: 999999 }));
    expect(res.json().errores).toMatchObject({ categoria_id: 'Seleccione una categoría válida' });
    // A worker of another company is not a valid responsible person.
    res = await call(
      'POST',
      '/requisitos/',
      'admin@demo.cl',
      requisito({ codigo: 'X-1', responsable_id: trabajadorOtra }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ responsable_id: 'Seleccione un responsable válido' });
    res = await call('POST', '/requisitos/', 'admin@demo.cl', requisito({ codigo: 'X-1', estado_cumplimiento: 'ok' }));
    expect(res.json().errores.estado_cumplimiento).toMatch(/estado de cumplimiento/);
    expect(await json('GET', '/requisitos/?q=X-1')).toEqual({ data: [], total: 0 });
  });

  it('409 for a code already used in the company; another company may use it', async () => {
    const res = await call('POST', '/requisitos/', 'admin@demo.cl', requisito());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      mensaje: 'Ya existe un requisito con este código en la empresa.',
      errores: { codigo: 'Ya existe un requisito con este código en la empresa.' },
    });
    expect((await call('POST', '/requisitos/', 'admin@otra.cl', requisito())).statusCode).toBe(201);
  });

  it('updates, filters and batch-updates', async () => {
    const res = await call('PUT', `/requisitos/${id}`, 'admin@demo.cl', requisito({ estado_cumplimiento: 'cumple' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado_cumplimiento: 'cumple', responsable: null });
    await json(
      'POST',
      '/requisitos/',
      'admin@demo.cl',
      requisito({
        codigo: 'INT-02',
        nombre: 'Registro de donaciones',
        categoria_id: null,
        subcategoria_id: null,
        estado_cumplimiento: 'no_cumple',
      }),
    );
    expect((await json('GET', '/requisitos/?q=donaciones')).data.map((r: { codigo: string }) => r.codigo)).toEqual([
      'INT-02',
    ]);
    // Besides these two, the demo company has the catalogue requirements of its seed.
    expect((await json('GET', '/requisitos/?estado_cumplimiento=cumple&origen=propio')).total).toBe(1);
    expect((await json('GET', `/requisitos/?categoria_id=${mpdId}`)).data[0].codigo).toBe('INT-01');
    expect((await json('GET', '/requisitos/?origen=propio')).total).toBe(2);
    expect((await json('GET', '/requisitos/?origen=catalogo')).total).toBe(
      Object.values(DEMO_EVALUACION).flat().length,
    );
    expect((await call('GET', '/requisitos/?origen=otro', 'admin@demo.cl')).statusCode).toBe(400);
    const ids = (await json('GET', '/requisitos/?origen=propio')).data.map((r: { id: number }) => r.id);
    const batch = await call('PUT', '/requisitos/batch-update', 'admin@demo.cl', {
      ids,
      cambios: { estado_cumplimiento: 'no_aplica', responsable_id: trabajadorDemo.id },
    });
    expect(batch.json()).toEqual({ procesados: 2 });
    const page = await json('GET', '/requisitos/?origen=propio');
    expect(page.data.every((r: { estado_cumplimiento: string }) => r.estado_cumplimiento === 'no_aplica')).toBe(true);
    expect(page.data[0].responsable).toEqual(trabajadorDemo);
    // Untouched fields keep their values (criticidad was alta).
    expect(page.data[0].criticidad).toBe('alta');
  });

  it('another company’s ids answer 404 and change nothing', async () => {
    expect((await call('GET', `/requisitos/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('PUT', `/requisitos/${id}`, 'admin@otra.cl', requisito({ codigo: 'Z' }))).statusCode).toBe(404);
    expect((await call('DELETE', `/requisitos/${id}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect((await call('POST', '/requisitos/batch-delete', 'admin@otra.cl', { ids: [id] })).statusCode).toBe(404);
    expect(
      (await call('PUT', '/requisitos/batch-update', 'admin@otra.cl', { ids: [id], cambios: { criticidad: 'baja' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/requisitos/?empresa_id=${api.demoId}`, 'admin@otra.cl')).statusCode).toBe(404);
    expect(await json('GET', `/requisitos/${id}`)).toMatchObject({ codigo: 'INT-01', criticidad: 'alta' });
  });

  it('deletes', async () => {
    const created = await json('POST', '/requisitos/', 'admin@demo.cl', requisito({ codigo: 'BORRAR' }));
    expect((await call('DELETE', `/requisitos/${created.id}`, 'admin@demo.cl')).json()).toEqual({ ok: true });
    expect((await call('GET', `/requisitos/${created.id}`, 'admin@demo.cl')).statusCode).toBe(404);
  });
});

describe('company requisitos: catalogue classification', () => {
  it('401 without a session, 403 without Mi Empresa; a static path, not a requisito id', async () => {
    expect((await call('GET', '/requisitos/clasificaciones')).statusCode).toBe(401);
    expect((await call('GET', '/requisitos/clasificaciones', 'denuncias@demo.cl')).statusCode).toBe(403);
    expect((await call('GET', '/requisitos/clasificaciones', 'admin@demo.cl')).statusCode).toBe(200);
    expect((await call('GET', '/requisitos/clasificaciones', 'tekemi@demo.cl')).statusCode).toBe(200);
    // The numeric id route still answers as before.
    expect((await call('GET', '/requisitos/abc', 'admin@demo.cl')).statusCode).toBe(400);
  });

  it('answers the whole global catalogue, an unnamed subcategoría with nombre null', async () => {
    const db = api.t.handle.db;
    const [sinNombre] = await db
      .insert(subcategorias_requisito)
      .values({ categoria_id: karinId, nombre: null })
      .returning();
    try {
      const body = await json('GET', '/requisitos/clasificaciones');
      const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
      const tipos = await db.select({ id: tipos_requisito.id, nombre: tipos_requisito.nombre }).from(tipos_requisito);
      const categorias = await db
        .select({ id: categorias_requisito.id, nombre: categorias_requisito.nombre })
        .from(categorias_requisito);
      const subcategorias = await db
        .select({
          id: subcategorias_requisito.id,
          nombre: subcategorias_requisito.nombre,
          categoria_id: subcategorias_requisito.categoria_id,
        })
        .from(subcategorias_requisito);
      expect(Object.keys(body).sort()).toEqual(['categorias', 'subcategorias', 'tipos']);
      expect(byId(body.tipos)).toEqual(byId(tipos));
      expect(byId(body.categorias)).toEqual(byId(categorias));
      expect(byId(body.subcategorias)).toEqual(byId(subcategorias));
      expect(body.tipos).toHaveLength(TIPOS_REQUISITO.length);
      expect(body.categorias.map((c: { nombre: string }) => c.nombre)).toContain(CAT_MPD);
      expect(body.subcategorias).toContainEqual({ id: sinNombre!.id, nombre: null, categoria_id: karinId });
      expect(body.subcategorias).toContainEqual({
        id: subEncargadoId,
        nombre: 'Encargado de prevención y gobierno',
        categoria_id: mpdId,
      });
      // A requisito classified under it shows 'Sin nombre'.
      const res = await call(
        'POST',
        '/requisitos/',
        'admin@demo.cl',
        requisito({ codigo: 'SIN-NOMBRE', categoria_id: karinId, subcategoria_id: sinNombre!.id }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().subcategoria).toEqual({ id: sinNombre!.id, nombre: 'Sin nombre' });
      expect((await call('DELETE', `/requisitos/${res.json().id}`, 'admin@demo.cl')).statusCode).toBe(200);
    } finally {
      await db.delete(subcategorias_requisito).where(eq(subcategorias_requisito.id, sinNombre!.id));
    }
  });
});

const importar = (
  empresaId: number | string,
  segmento: string | number,
  confirmar?: boolean,
  who: Who = 'admin@atalaya.cl',
) =>
  call(
    'POST',
    `/requisito_global_empresa/importar/${empresaId}/${segmento}`,
    who,
    confirmar === undefined ? {} : { confirmar },
  );
const importarRiesgos = (empresaId: number, segmento: string, confirmar?: boolean, who: Who = 'admin@atalaya.cl') =>
  call(
    'POST',
    `/requisito_global_empresa/importarRiesgos/${empresaId}/${encodeURIComponent(segmento)}`,
    who,
    confirmar === undefined ? {} : { confirmar },
  );

describe('import of global requisitos into a company', () => {
  const mpd = REQUISITOS_GLOBALES.filter((r) => r.categoria === CAT_MPD);

  it('is for admin_atalaya only: 401 without a session, 403 for a company administrator', async () => {
    expect(
      (await call('POST', `/requisito_global_empresa/importar/${api.demoId}/todas`, undefined, {})).statusCode,
    ).toBe(401);
    expect((await importar(api.demoId, 'todas', true, 'admin@demo.cl')).statusCode).toBe(403);
    expect((await importarRiesgos(api.demoId, 'todos', true, 'admin@demo.cl')).statusCode).toBe(403);
    expect((await importar(api.demoId, 'todas', false, 'tekemi@demo.cl')).statusCode).toBe(403);
  });

  it('404 for an unknown company or category, 400 for a malformed segment', async () => {
    expect((await importar(999999, 'todas')).statusCode).toBe(404);
    const res = await importar(api.demoId, 999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().mensaje).toBe('La categoría no existe.');
    expect((await importar(api.demoId, 'algunas')).statusCode).toBe(400);
    expect((await importarRiesgos(api.demoId, 'Delito inexistente')).statusCode).toBe(404);
  });

  it('previews first without writing, then imports; an own requisito with the same code is omitted', async () => {
    // Into Otra Empresa Ltda.: the demo company starts with its catalogue already imported (demo seed).
    await json('POST', '/requisitos/', 'admin@otra.cl', requisito({ codigo: 'MPD-02', nombre: 'Encargado (propio)' }));
    const antes = await countRequisitos(otraId);
    const preview = await importar(otraId, mpdId, false);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body).toMatchObject({ vista_previa: true, existentes: 0, total: mpd.length });
    expect(body.conflictos.map((c: { codigo: string }) => c.codigo)).toEqual(['MPD-02']);
    expect(body.nuevos).toHaveLength(mpd.length - 1);
    expect(body.nuevos[0]).toEqual({ id: expect.any(Number), codigo: 'MPD-01', nombre: mpd[0]!.nombre });
    // confirmar defaults to false.
    expect((await importar(otraId, mpdId)).json()).toEqual(body);
    expect(await countRequisitos(otraId)).toBe(antes);

    const res = await importar(otraId, mpdId, true);
    expect(res.json()).toEqual({ vista_previa: false, importados: mpd.length - 1, omitidos: 1 });
    expect(await countRequisitos(otraId)).toBe(antes + mpd.length - 1);

    const page = await json('GET', '/requisitos/?origen=catalogo&limit=100', 'admin@otra.cl');
    expect(page.total).toBe(mpd.length - 1);
    const mpd01 = page.data.find((r: { codigo: string }) => r.codigo === 'MPD-01');
    expect(mpd01).toMatchObject({
      origen: 'catalogo',
      requisito_global_id: expect.any(Number),
      nombre: mpd[0]!.nombre,
      fuente_legal: mpd[0]!.fuente_legal,
      criticidad: 'alta',
      estado_cumplimiento: 'sin_evaluar',
      tipo: { nombre: 'Legal' },
      categoria: { id: mpdId, nombre: CAT_MPD },
      subcategoria: { nombre: 'Encargado de prevención y gobierno' },
      responsable: null,
    });
    const [row] = await api.t.handle.db
      .select({ n: count() })
      .from(audit_log)
      .where(
        and(eq(audit_log.empresa_id, otraId), eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'requisito')),
      );
    expect(row!.n).toBe(mpd.length - 1);
  });

  it('importing again imports nothing; `todas` previews only what is missing', async () => {
    expect((await importar(otraId, mpdId, true)).json()).toEqual({
      vista_previa: false,
      importados: 0,
      omitidos: mpd.length,
    });
    const todas = (await importar(otraId, 'todas', false)).json();
    expect(todas).toMatchObject({
      total: REQUISITOS_GLOBALES.length,
      existentes: mpd.length - 1,
      conflictos: [{ codigo: 'MPD-02' }],
    });
    expect(todas.nuevos).toHaveLength(REQUISITOS_GLOBALES.length - mpd.length);
    expect((await importar(otraId, 'todas', true)).json()).toEqual({
      vista_previa: false,
      importados: REQUISITOS_GLOBALES.length - mpd.length,
      omitidos: mpd.length,
    });
    // The demo company is untouched: it keeps the catalogue requirements of its seed.
    expect((await json('GET', '/requisitos/?origen=catalogo')).total).toBe(
      Object.values(DEMO_EVALUACION).flat().length,
    );
  });
});

describe('import of global riesgos into a company', () => {
  const cohecho = RIESGOS_GLOBALES.filter((r) => r.delito_o_categoria === 'Cohecho');
  const mitigacionesCohecho = new Set(cohecho.flatMap((r) => r.mitigaciones));

  it('previews, then creates the risks with their level and their mitigations linked', async () => {
    const preview = (await importarRiesgos(otraId, 'cohecho')).json();
    expect(preview).toMatchObject({ vista_previa: true, existentes: 0, total: cohecho.length });
    expect(
      preview.nuevos.find((n: { nombre: string }) => n.nombre === 'Cohecho a funcionario público nacional'),
    ).toEqual({
      id: expect.any(Number),
      nombre: 'Cohecho a funcionario público nacional',
      delito_o_categoria: 'Cohecho',
      probabilidad: 3,
      impacto: 5,
      mitigaciones: [...cohecho[0]!.mitigaciones].sort((a, b) => a.localeCompare(b)),
    });
    expect((await json('GET', '/riesgos/', 'admin@otra.cl')).total).toBe(0);

    expect((await importarRiesgos(otraId, 'Cohecho', true)).json()).toEqual({
      vista_previa: false,
      importados: cohecho.length,
      omitidos: 0,
      mitigaciones_importadas: mitigacionesCohecho.size,
    });
    const riesgos = (await json('GET', '/riesgos/', 'admin@otra.cl')).data;
    expect(riesgos).toHaveLength(cohecho.length);
    const nacional = riesgos.find((r: { nombre: string }) => r.nombre === 'Cohecho a funcionario público nacional');
    // (3, 5) on the default 5×5 matrix is Alto; the copied mitigations are not evaluated yet, so no residual credit.
    expect(nacional).toMatchObject({
      delito_o_categoria: 'Cohecho',
      probabilidad: 3,
      impacto: 5,
      estado: 'No cubierto',
      nivel_inherente: 'Alto',
      nivel_residual: 'Alto',
    });
    expect(nacional.mitigaciones.map((m: { nombre: string }) => m.nombre).sort()).toEqual(
      [...cohecho[0]!.mitigaciones].sort(),
    );
    const mits = (await json('GET', '/mitigaciones/?limit=100', 'admin@otra.cl')).data;
    expect(mits).toHaveLength(mitigacionesCohecho.size);
    const dd = mits.find((m: { nombre: string }) => m.nombre === M.dueDiligence);
    expect(dd).toMatchObject({ tipo: 'preventivo', frecuencia: 'por_evento', efectividad: 'no_evaluada' });
    expect(dd.riesgos).toHaveLength(2);
    // Empresa Demo's risks are untouched.
    expect((await json('GET', '/riesgos/?limit=100')).total).toBe(11);
  });

  it('importing again does not duplicate; a shared mitigation is copied once per company', async () => {
    expect((await importarRiesgos(otraId, 'Cohecho', true)).json()).toEqual({
      vista_previa: false,
      importados: 0,
      omitidos: cohecho.length,
      mitigaciones_importadas: 0,
    });
    const lavado = RIESGOS_GLOBALES.find((r) => r.delito_o_categoria === 'Lavado de activos')!;
    const nuevas = lavado.mitigaciones.filter((m) => !mitigacionesCohecho.has(m));
    expect((await importarRiesgos(otraId, 'Lavado de activos', true)).json()).toEqual({
      vista_previa: false,
      importados: 1,
      omitidos: 0,
      mitigaciones_importadas: nuevas.length,
    });
    const mits = (await json('GET', '/mitigaciones/?limit=100', 'admin@otra.cl')).data;
    expect(mits).toHaveLength(mitigacionesCohecho.size + nuevas.length);
    expect(mits.find((m: { nombre: string }) => m.nombre === M.dueDiligence).riesgos).toHaveLength(3);
    const [row] = await api.t.handle.db
      .select({ n: count() })
      .from(audit_log)
      .where(and(eq(audit_log.empresa_id, otraId), eq(audit_log.accion, 'importar'), eq(audit_log.entidad, 'riesgo')));
    expect(row!.n).toBe(cohecho.length + 1);
  });

  it('lists the offences the risks import accepts; `todos` previews the whole catalogue', async () => {
    const res = await call('GET', '/requisito_global_empresa/delitos', 'admin@atalaya.cl');
    expect(res.statusCode).toBe(200);
    const delitos = res.json().data;
    expect(delitos).toContainEqual({ delito_o_categoria: 'Cohecho', total: cohecho.length });
    expect(delitos.reduce((n: number, d: { total: number }) => n + d.total, 0)).toBe(RIESGOS_GLOBALES.length);
    expect((await call('GET', '/requisito_global_empresa/delitos', 'admin@demo.cl')).statusCode).toBe(403);
    const todos = (await importarRiesgos(api.demoId, 'todos')).json();
    expect(todos).toMatchObject({ vista_previa: true, existentes: 0, total: RIESGOS_GLOBALES.length });
    expect(todos.nuevos).toHaveLength(RIESGOS_GLOBALES.length);
  });

  it('clamps the suggested position to the company’s matrix', async () => {
    const labels = ['Baja', 'Media', 'Alta'];
    const matriz = {
      probabilidades: labels,
      impactos: labels,
      niveles: [
        ['Bajo', 'Bajo', 'Medio'],
        ['Bajo', 'Medio', 'Alto'],
        ['Medio', 'Alto', 'Crítico'],
      ],
      colores: { Bajo: '#16a34a', Medio: '#facc15', Alto: '#f97316', Crítico: '#dc2626' },
    };
    // Otra Empresa's imported risks sit at impacto 5: remove them first so the matrix can shrink.
    const ids = (await json('GET', '/riesgos/?limit=100', 'admin@otra.cl')).data.map((r: { id: number }) => r.id);
    expect((await call('POST', '/riesgos/batch-delete', 'admin@otra.cl', { ids })).statusCode).toBe(200);
    expect((await call('PUT', '/riesgos/matriz', 'admin@otra.cl', matriz)).statusCode).toBe(200);
    const colusion = RIESGOS_GLOBALES.find((r) => r.delito_o_categoria === 'Colusión')!;
    expect([colusion.probabilidad, colusion.impacto]).toEqual([2, 5]);
    const preview = (await importarRiesgos(otraId, 'Colusión')).json();
    expect(preview.nuevos[0]).toMatchObject({ nombre: colusion.nombre, probabilidad: 2, impacto: 3 });
    expect((await importarRiesgos(otraId, 'Colusión', true)).json()).toMatchObject({ importados: 1, omitidos: 0 });
    const [riesgo] = (await json('GET', '/riesgos/', 'admin@otra.cl')).data;
    expect(riesgo).toMatchObject({ nombre: colusion.nombre, probabilidad: 2, impacto: 3, nivel_inherente: 'Alto' });
  });
});

describe('starter catalogue seed', () => {
  it('is consistent: names resolve, codes are unique, each risk has 2–4 mitigations', () => {
    const tipos = new Set(TIPOS_REQUISITO.map((x) => x.nombre));
    const subs = new Map(CATEGORIAS_REQUISITO.map((c) => [c.nombre, new Set(c.subcategorias.map((s) => s.nombre))]));
    for (const r of REQUISITOS_GLOBALES) {
      expect(tipos.has(r.tipo), r.codigo).toBe(true);
      expect(subs.get(r.categoria)?.has(r.subcategoria), r.codigo).toBe(true);
    }
    expect(new Set(REQUISITOS_GLOBALES.map((r) => r.codigo)).size).toBe(REQUISITOS_GLOBALES.length);
    const mits = new Set(MITIGACIONES_GLOBALES.map((m) => m.nombre));
    for (const r of RIESGOS_GLOBALES) {
      expect(r.mitigaciones.length, r.nombre).toBeGreaterThanOrEqual(2);
      expect(r.mitigaciones.length, r.nombre).toBeLessThanOrEqual(4);
      for (const m of r.mitigaciones) expect(mits.has(m), `${r.nombre} → ${m}`).toBe(true);
      for (const v of [r.probabilidad, r.impacto]) expect(v >= 1 && v <= 5, r.nombre).toBe(true);
    }
    expect(REQUISITOS_GLOBALES.length).toBeGreaterThanOrEqual(35);
    expect(RIESGOS_GLOBALES.length).toBeGreaterThanOrEqual(20);
  });

  it('is seeded once: running seedBase again keeps every count', async () => {
    const db = api.t.handle.db;
    const tables = [
      tipos_requisito,
      categorias_requisito,
      subcategorias_requisito,
      requisitos_globales,
      riesgos_globales,
      mitigaciones_globales,
      riesgo_global_mitigaciones,
      faqs,
    ] as const;
    const counts = async () => {
      const out: number[] = [];
      for (const table of tables) out.push((await db.select({ n: count() }).from(table))[0]!.n);
      return out;
    };
    const before = await counts();
    expect(before).toEqual([
      TIPOS_REQUISITO.length,
      CATEGORIAS_REQUISITO.length,
      CATEGORIAS_REQUISITO.reduce((n, c) => n + c.subcategorias.length, 0),
      REQUISITOS_GLOBALES.length,
      RIESGOS_GLOBALES.length,
      MITIGACIONES_GLOBALES.length,
      RIESGOS_GLOBALES.reduce((n, r) => n + r.mitigaciones.length, 0),
      FAQS.length,
    ]);
    await seedBase(db);
    await seedBase(db);
    expect(await counts()).toEqual(before);
    // A missing row is added back without duplicating the rest.
    await db.delete(faqs).where(eq(faqs.pregunta, FAQS[0]!.pregunta));
    await seedBase(db);
    expect(await counts()).toEqual(before);
    const publicadas = await db.select().from(faqs).where(eq(faqs.publicada, true));
    expect(publicadas).toHaveLength(FAQS.length);
  });
});
