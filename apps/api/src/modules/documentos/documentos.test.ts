import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  archivos,
  audit_log,
  correos,
  documento_archivos,
  documento_ciclo_vida,
  documento_flujos,
  documentos,
  empresas,
  notificaciones,
  planes,
  usuarios,
} from '../../db/schema/index';
import { newStorageKey } from '../../platform/storage/file-store';
import { apiDePrueba } from '../../test/api-de-prueba';

/* The document register: /documentos/ list, detail, create (first version), update and delete. */

const USERS = ['admin@demo.cl', 'denuncias@demo.cl', 'tekemi@demo.cl', 'admin@otra.cl'] as const;
type Who = (typeof USERS)[number];
const api = apiDePrueba(USERS);
const { call } = api;
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who = 'admin@demo.cl', payload?: object) =>
  api.json(method, url, who, payload);
const db = () => api.t.handle.db;

const ids: Record<string, number> = {};
let otraId = 0;

beforeAll(async () => {
  for (const u of await db().select().from(usuarios)) ids[u.email] = u.id;
  const [otra] = await db().select().from(empresas).where(eq(empresas.nombre, 'Otra Empresa Ltda.'));
  otraId = otra!.id;
});

const documento = (extra: object = {}) => ({
  nombre_documento: 'Procedimiento de Gestión de Contratistas',
  codigo: 'PRC-CON-01',
  vigencia: 365,
  motivo_solicitud: 'Exigencia de la Ley 20.123 de subcontratación',
  workflow_enabled: true,
  solicitante_id: ids['dd@demo.cl'],
  revisor_id: ids['revisor@demo.cl'],
  aprobador_id: ids['aprobador@demo.cl'],
  ...extra,
});

/** Calendar day in Chile of an instant, as the filters take it (AAAA-MM-DD). */
const diaChile = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', dateStyle: 'short' }).format(d);

async function crear(extra: object = {}, who: Who = 'admin@demo.cl') {
  const res = await call('POST', '/documentos/', who, documento(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('access', () => {
  it('401 without a session and 403 for roles without Documentos', async () => {
    const doc = await crear({ codigo: 'ACC-01' });
    const rutas = [
      ['GET', '/documentos/'],
      ['POST', '/documentos/'],
      ['GET', `/documentos/${doc.id}`],
      ['PUT', `/documentos/${doc.id}`],
      ['DELETE', `/documentos/${doc.id}`],
      ['GET', '/documentos/cumplimiento'],
    ] as const;
    await api.rechazos(rutas, 'denuncias@demo.cl');
    for (const [method, url] of rutas) {
      expect((await call(method, url, 'tekemi@demo.cl', {})).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('403 Módulo no habilitado when the company’s plan lacks Documentos', async () => {
    const [otra] = await db().select().from(empresas).where(eq(empresas.id, otraId));
    const [basico] = await db().select().from(planes).where(eq(planes.nombre, 'Básico'));
    expect(basico!.modulos).not.toContain('documentos');
    await db().update(empresas).set({ plan_id: basico!.id }).where(eq(empresas.id, otraId));
    try {
      const res = await call('GET', '/documentos/', 'admin@otra.cl');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ codigo: 'MODULO_NO_HABILITADO' });
    } finally {
      await db().update(empresas).set({ plan_id: otra!.plan_id }).where(eq(empresas.id, otraId));
    }
    expect((await call('GET', '/documentos/', 'admin@otra.cl')).statusCode).toBe(200);
  });

  it('another company’s document answers 404 and stays as it was', async () => {
    const doc = await crear({ codigo: 'AISL-01' });
    for (const [method, payload] of [['GET'], ['PUT', documento({ codigo: 'X' })], ['DELETE']] as const) {
      expect((await call(method, `/documentos/${doc.id}`, 'admin@otra.cl', payload)).statusCode, method).toBe(404);
    }
    expect((await json('GET', '/documentos/?q=AISL-01', 'admin@otra.cl')).total).toBe(0);
    expect((await json('GET', `/documentos/${doc.id}`)).codigo).toBe('AISL-01');
  });
});

describe('validation', () => {
  it('400 with a Spanish message per field', async () => {
    let res = await call(
      'POST',
      '/documentos/',
      'admin@demo.cl',
      documento({ nombre_documento: undefined, vigencia: 0 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toMatchObject({
      nombre_documento: 'El nombre del documento es obligatorio',
      vigencia: 'La vigencia debe ser de al menos 1 día.',
    });
    res = await call('POST', '/documentos/', 'admin@demo.cl', documento({ aprobador_id: ids['revisor@demo.cl'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ aprobador_id: 'El aprobador debe ser una persona distinta del revisor.' });
  });

  it('400 for requisitos, riesgos, proceso or people of another company, and nothing is saved', async () => {
    const reqOtra = await call('POST', '/requisitos/', 'admin@otra.cl', {
      codigo: 'OT-1',
      nombre: 'Requisito de Otra',
    });
    expect(reqOtra.statusCode).toBe(201);
    const [procesoOtra] = (await json('GET', '/proceso/', 'admin@otra.cl')).data;
    const antes = (await json('GET', '/documentos/')).total;
    let res = await call(
      'POST',
      '/documentos/',
      'admin@demo.cl',
      documento({ requisito_ids: [reqOtra.json().id], proceso_id: procesoOtra.id, revisor_id: ids['admin@otra.cl'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      requisito_ids: 'Seleccione requisitos válidos de la empresa',
      proceso_id: 'Seleccione un proceso válido de la empresa',
      revisor_id: 'Seleccione un revisor activo de la empresa',
    });
    res = await call('POST', '/documentos/', 'admin@demo.cl', documento({ riesgo_ids: [999999] }));
    expect(res.json().errores).toEqual({ riesgo_ids: 'Seleccione riesgos válidos de la empresa' });
    expect((await json('GET', '/documentos/')).total).toBe(antes);
  });

  it('an inactive user cannot be assigned', async () => {
    await db().update(usuarios).set({ activo: false }).where(eq(usuarios.id, ids['tekemi@demo.cl']!));
    try {
      const res = await call(
        'POST',
        '/documentos/',
        'admin@demo.cl',
        documento({ solicitante_id: ids['tekemi@demo.cl'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errores).toEqual({ solicitante_id: 'Seleccione un solicitante activo de la empresa' });
    } finally {
      await db().update(usuarios).set({ activo: true }).where(eq(usuarios.id, ids['tekemi@demo.cl']!));
    }
  });

  it('409 on a code already used in the company; another company may use it', async () => {
    await crear({ codigo: 'DUP-01' });
    const res = await call('POST', '/documentos/', 'admin@demo.cl', documento({ codigo: 'DUP-01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      mensaje: 'Ya existe un documento con este código',
      errores: { codigo: 'Ya existe un documento con este código' },
    });
    expect(
      (
        await call(
          'POST',
          '/documentos/',
          'admin@otra.cl',
          documento({ codigo: 'DUP-01', solicitante_id: null, revisor_id: null, aprobador_id: null }),
        )
      ).statusCode,
    ).toBe(201);
    const otro = await crear({ codigo: 'DUP-02' });
    const put = await call('PUT', `/documentos/${otro.id}`, 'admin@demo.cl', documento({ codigo: 'DUP-01' }));
    expect(put.statusCode).toBe(409);
  });
});

describe('create', () => {
  it('registers a DRAFT document with its first version, lifecycle, audit and the solicitante’s notice', async () => {
    const [proceso] = (await json('GET', '/proceso/?q=prevenci%C3%B3n')).data;
    const [riesgo] = (await json('GET', '/riesgos/?q=lavado')).data;
    const requisito = (
      await call('POST', '/requisitos/', 'admin@demo.cl', { codigo: 'DOC-REQ-1', nombre: 'Subcontratación' })
    ).json();
    const now = api.t.clock.now();
    const res = await call(
      'POST',
      '/documentos/',
      'admin@demo.cl',
      documento({
        codigo: '',
        proceso_id: proceso.id,
        riesgo_ids: [riesgo.id],
        requisito_ids: [requisito.id, requisito.id],
      }),
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      codigo: `DOC-${now.getTime()}`,
      nombre_documento: 'Procedimiento de Gestión de Contratistas',
      status: 'DRAFT',
      version_actual: 0,
      fase_actual: 'no_iniciado',
      proceso: { id: proceso.id, nombre: proceso.nombre_proceso },
      riesgos: [{ id: riesgo.id, nombre: riesgo.nombre }],
      requisitos: [{ id: requisito.id, nombre: 'Subcontratación' }],
      solicitante: { id: ids['dd@demo.cl'], nombre: 'Valentina', apellido: 'Rojas', email: 'dd@demo.cl' },
      revisor: { email: 'revisor@demo.cl' },
      aprobador: { email: 'aprobador@demo.cl' },
      created_at: now.toISOString(),
    });
    const flujos = await db().select().from(documento_flujos).where(eq(documento_flujos.documento_id, doc.id));
    expect(flujos).toHaveLength(1);
    expect(flujos[0]).toMatchObject({
      id: doc.id_documentacion,
      version_num: 1,
      fase: 'no_iniciado',
      autor_id: null,
      created_by: ids['admin@demo.cl'],
    });
    const ciclo = await db()
      .select()
      .from(documento_ciclo_vida)
      .where(eq(documento_ciclo_vida.flujo_id, flujos[0]!.id));
    expect(ciclo).toEqual([
      expect.objectContaining({ estado: 'NO_INICIADO', usuario_id: ids['admin@demo.cl'], fecha_cambio: now }),
    ]);
    const avisos = await db().select().from(notificaciones).where(eq(notificaciones.usuario_id, ids['dd@demo.cl']!));
    expect(avisos).toContainEqual(
      expect.objectContaining({
        titulo: 'Nueva solicitud de documento',
        enlace: `/flujo-documental/creacion/${doc.id_documentacion}`,
      }),
    );
    const mails = await db().select().from(correos).where(eq(correos.para, 'dd@demo.cl'));
    expect(mails.filter((m) => m.cuerpo.includes(`/flujo-documental/creacion/${doc.id_documentacion}`))).toHaveLength(
      1,
    );
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'documento'), eq(audit_log.entidad_id, String(doc.id))))
      .orderBy(asc(audit_log.id));
    expect(audit).toMatchObject({ accion: 'crear', usuario_id: ids['admin@demo.cl'] });
    expect(await json('GET', `/documentos/${doc.id}`)).toEqual(doc);
  });

  it('does not notify a solicitante who is the caller, and accepts no people at all', async () => {
    const antes = await db().select().from(notificaciones).where(eq(notificaciones.usuario_id, ids['admin@demo.cl']!));
    await crear({ codigo: 'SELF-01', solicitante_id: ids['admin@demo.cl'] });
    const sinPersonas = await crear({ codigo: 'NADIE-01', solicitante_id: null, revisor_id: null, aprobador_id: null });
    expect(sinPersonas).toMatchObject({ solicitante: null, revisor: null, aprobador: null, vigencia: 365 });
    const despues = await db()
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuario_id, ids['admin@demo.cl']!));
    expect(despues).toHaveLength(antes.length);
  });
});

describe('list filters', () => {
  it('each filter narrows the list; q ignores accents and case', async () => {
    const [proceso] = (await json('GET', '/proceso/?q=licitaciones')).data;
    const [riesgo] = (await json('GET', '/riesgos/?q=terrorismo')).data;
    const requisito = (
      await call('POST', '/requisitos/', 'admin@demo.cl', { codigo: 'FIL-REQ', nombre: 'Filtro' })
    ).json();
    const a = await crear({
      codigo: 'FIL-A',
      nombre_documento: 'Política de Licitaciones Públicas',
      proceso_id: proceso.id,
    });
    // Created three days earlier (moving the clock would end the test sessions).
    const antes = new Date(api.t.clock.now().getTime() - 3 * 86_400_000);
    await db().update(documentos).set({ created_at: antes }).where(eq(documentos.id, a.id));
    a.created_at = antes.toISOString();
    const b = await crear({
      codigo: 'FIL-B',
      nombre_documento: 'Instructivo de donaciones',
      riesgo_ids: [riesgo.id],
      requisito_ids: [requisito.id],
    });
    await db().update(documentos).set({ status: 'REVIEW' }).where(eq(documentos.id, b.id));

    const codigos = async (query: string) =>
      (await json('GET', `/documentos/?q=FIL-&limit=100${query}`)).data.map((d: { codigo: string }) => d.codigo);
    expect(await codigos('')).toEqual(['FIL-B', 'FIL-A']); // newest first
    expect(
      (await json('GET', '/documentos/?q=POLITICA%20DE%20LICITACIONES')).data.map((d: { id: number }) => d.id),
    ).toEqual([a.id]);
    expect(await codigos('&status=REVIEW')).toEqual(['FIL-B']);
    expect(await codigos('&status=DRAFT')).toEqual(['FIL-A']);
    expect(await codigos(`&proceso_id=${proceso.id}`)).toEqual(['FIL-A']);
    expect(await codigos(`&riesgo_id=${riesgo.id}`)).toEqual(['FIL-B']);
    expect(await codigos(`&requisito_id=${requisito.id}`)).toEqual(['FIL-B']);
    const diaA = diaChile(new Date(a.created_at));
    const diaB = diaChile(new Date(b.created_at));
    expect(await codigos(`&date_from=${diaB}`)).toEqual(['FIL-B']);
    expect(await codigos(`&date_to=${diaA}`)).toEqual(['FIL-A']);
    expect(await codigos(`&date_from=${diaA}&date_to=${diaB}`)).toEqual(['FIL-B', 'FIL-A']);

    const page = await json('GET', '/documentos/?q=FIL-&limit=1&skip=1');
    expect(page).toMatchObject({ total: 2, data: [{ codigo: 'FIL-A' }] });
    // Past the end the page has no rows to carry the total: it is counted on its own.
    expect(await json('GET', '/documentos/?q=FIL-&limit=1&skip=5')).toEqual({ total: 2, data: [] });
    const bad = await call('GET', '/documentos/?status=BORRADOR&date_from=ayer', 'admin@demo.cl');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errores).toEqual({
      status: 'El estado debe ser DRAFT, REVIEW, PUBLISHED o ARCHIVED.',
      date_from: 'Desde: ingrese una fecha válida (AAAA-MM-DD).',
    });
  });
});

describe('update', () => {
  it('replaces data and links and audits what changed', async () => {
    const [r1, r2] = (await json('GET', '/riesgos/?limit=2')).data;
    const doc = await crear({ codigo: 'UPD-01', riesgo_ids: [r1.id] });
    const res = await call(
      'PUT',
      `/documentos/${doc.id}`,
      'admin@demo.cl',
      documento({ codigo: '', nombre_documento: 'Procedimiento actualizado', vigencia: 730, riesgo_ids: [r2.id] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      codigo: 'UPD-01', // an empty code keeps the current one
      nombre_documento: 'Procedimiento actualizado',
      vigencia: 730,
      riesgos: [{ id: r2.id }],
      id_documentacion: doc.id_documentacion,
    });
    const audits = await db()
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entidad, 'documento'), eq(audit_log.entidad_id, String(doc.id))))
      .orderBy(asc(audit_log.id));
    expect(audits.map((a) => a.accion)).toEqual(['crear', 'actualizar']);
    expect(audits[1]!.cambios).toEqual({
      nombre_documento: { antes: 'Procedimiento de Gestión de Contratistas', despues: 'Procedimiento actualizado' },
      vigencia: { antes: 365, despues: 730 },
      riesgo_ids: { antes: [r1.id], despues: [r2.id] },
    });
  });

  it('shows the version in progress, else the latest one', async () => {
    const doc = await crear({ codigo: 'VER-01' });
    const v1 = doc.id_documentacion;
    await db()
      .update(documento_flujos)
      .set({ fase: 'publicacion', fecha_publicacion: new Date() })
      .where(eq(documento_flujos.id, v1));
    await db().update(documentos).set({ version_actual: 1, status: 'PUBLISHED' }).where(eq(documentos.id, doc.id));
    expect(await json('GET', `/documentos/${doc.id}`)).toMatchObject({
      id_documentacion: v1,
      fase_actual: 'publicacion',
      version_actual: 1,
    });
    const [v2] = await db()
      .insert(documento_flujos)
      .values({ empresa_id: api.demoId, documento_id: doc.id, version_num: 2, fase: 'borrador' })
      .returning();
    expect(await json('GET', `/documentos/${doc.id}`)).toMatchObject({
      id_documentacion: v2!.id,
      fase_actual: 'borrador',
    });
    await db().update(documento_flujos).set({ fase: 'obsoleto' }).where(eq(documento_flujos.id, v1));
    await db().update(documento_flujos).set({ fase: 'publicacion' }).where(eq(documento_flujos.id, v2!.id));
    expect(await json('GET', `/documentos/${doc.id}`)).toMatchObject({
      id_documentacion: v2!.id,
      fase_actual: 'publicacion',
    });
  });
});

describe('delete', () => {
  async function adjuntar(flujoId: number) {
    const bytes = Buffer.from('%PDF-1.4\n% prueba\n');
    const key = newStorageKey();
    await api.t.app.fileStore.write(key, Readable.from([bytes]));
    const [archivo] = await db()
      .insert(archivos)
      .values({
        empresa_id: api.demoId,
        nombre_original: 'borrador.pdf',
        storage_key: key,
        content_type: 'application/pdf',
        tamano: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        contexto: 'documento',
      })
      .returning();
    await db()
      .insert(documento_archivos)
      .values({ empresa_id: api.demoId, flujo_id: flujoId, archivo_id: archivo!.id, es_principal: true });
    return { key, archivoId: archivo!.id };
  }

  it('deletes a never-published document with its versions and files', async () => {
    const doc = await crear({ codigo: 'DEL-01' });
    const { key, archivoId } = await adjuntar(doc.id_documentacion);
    expect(await api.t.app.fileStore.exists(key)).toBe(true);
    const res = await call('DELETE', `/documentos/${doc.id}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await call('GET', `/documentos/${doc.id}`, 'admin@demo.cl')).statusCode).toBe(404);
    expect(await db().select().from(documento_flujos).where(eq(documento_flujos.documento_id, doc.id))).toEqual([]);
    expect(await db().select().from(archivos).where(eq(archivos.id, archivoId))).toEqual([]);
    expect(await api.t.app.fileStore.exists(key)).toBe(false);
    const [audit] = await db()
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entidad, 'documento'),
          eq(audit_log.entidad_id, String(doc.id)),
          eq(audit_log.accion, 'eliminar'),
        ),
      );
    expect(audit).toBeTruthy();
  });

  it('409 once a version was published (also after it became obsolete); nothing is removed', async () => {
    const doc = await crear({ codigo: 'DEL-02' });
    const { key } = await adjuntar(doc.id_documentacion);
    await db()
      .update(documento_flujos)
      .set({ fase: 'obsoleto', fecha_publicacion: new Date() })
      .where(eq(documento_flujos.id, doc.id_documentacion));
    const res = await call('DELETE', `/documentos/${doc.id}`, 'admin@demo.cl');
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toBe('Un documento publicado no se elimina: su historial debe conservarse.');
    expect((await call('GET', `/documentos/${doc.id}`, 'admin@demo.cl')).statusCode).toBe(200);
    expect(await api.t.app.fileStore.exists(key)).toBe(true);

    const otro = await crear({ codigo: 'DEL-03' });
    await db().update(documentos).set({ version_actual: 1 }).where(eq(documentos.id, otro.id));
    expect((await call('DELETE', `/documentos/${otro.id}`, 'admin@demo.cl')).statusCode).toBe(409);
  });
});
