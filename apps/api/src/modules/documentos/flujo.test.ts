import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MENSAJES_FLUJO } from '@atalaya/shared/flujos/documento';
import { crearDocumento, empresaId, filaDocumento, filaFlujo, usuarioId } from './flujo.fixtures';
import { MENSAJES_VERSION } from './flujo.service';
import { audit_log, notificaciones } from '../../db/schema/index';
import { PDF, TXT } from '../../platform/storage/test-samples';
import { apiDePrueba } from '../../test/api-de-prueba';
import { multipart } from '../../test/test-app';

/*
 * The document flow over HTTP (issue 5): a whole version's life from request to publication and
 * obsolescence, with the three demo users of 'Empresa Demo SpA', on the real app and database.
 */

const USUARIOS = ['admin@demo.cl', 'revisor@demo.cl', 'aprobador@demo.cl', 'admin@otra.cl'] as const;
type Quien = (typeof USUARIOS)[number];
const api = apiDePrueba(USUARIOS);
const DIA = 86_400_000;

let ids: Record<'admin' | 'revisor' | 'aprobador', number>;
let demo: number;

beforeAll(async () => {
  const db = api.t.handle.db;
  demo = await empresaId(db, 'Empresa Demo SpA');
  ids = {
    admin: await usuarioId(db, 'admin@demo.cl'),
    revisor: await usuarioId(db, 'revisor@demo.cl'),
    aprobador: await usuarioId(db, 'aprobador@demo.cl'),
  };
});

const documentoDemo = (over: Parameters<typeof crearDocumento>[1] = { empresaId: 0 }) =>
  crearDocumento(api.t.handle.db, {
    solicitanteId: ids.admin,
    revisorId: ids.revisor,
    aprobadorId: ids.aprobador,
    ...over,
    empresaId: demo,
  });

function transicion(flujoId: number, who: Quien, nuevo_estado: string, extra: object = {}) {
  const usuario_id = who === 'admin@demo.cl' ? ids.admin : who === 'revisor@demo.cl' ? ids.revisor : ids.aprobador;
  return api.call('POST', `/documento-flujo-ciclo-vida/documento/${flujoId}/transicion`, who, {
    nuevo_estado,
    usuario_id,
    ...extra,
  });
}

interface Adjunto {
  name: 'primaryFile' | 'files';
  filename: string;
  content: Buffer | string;
  type?: string;
}

function subir(
  ruta: 'upload' | 'upload-draft',
  who: Quien | null,
  campos: Record<string, string>,
  adjuntos: Adjunto[],
) {
  const body = multipart([
    ...Object.entries(campos).map(([name, content]) => ({ name, content })),
    ...adjuntos.map((a) => ({ ...a, type: a.type ?? 'application/pdf' })),
  ]);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/v1/upload-documento/${ruta}`,
    payload: body.payload,
    headers: { ...body.headers, ...api.headers(who) },
  });
}

type Conteos = { por_iniciar: number; por_revisar: number; por_aprobar: number; rechazados: number };
async function conteos(who: Quien): Promise<Conteos> {
  const body = await api.json('GET', '/documento-flujo-overview/', who);
  return {
    por_iniciar: body.por_iniciar,
    por_revisar: body.por_revisar,
    por_aprobar: body.por_aprobar,
    rechazados: body.rechazados,
  };
}
const mas = (base: Conteos, delta: Partial<Conteos>): Conteos => ({
  por_iniciar: base.por_iniciar + (delta.por_iniciar ?? 0),
  por_revisar: base.por_revisar + (delta.por_revisar ?? 0),
  por_aprobar: base.por_aprobar + (delta.por_aprobar ?? 0),
  rechazados: base.rechazados + (delta.rechazados ?? 0),
});

async function avisosA(usuario: number, enlace: string) {
  return api.t.handle.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.usuario_id, usuario), eq(notificaciones.enlace, enlace)));
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** A second, different but real PDF (the corrected file). */
const PDF_CORREGIDO = Buffer.concat([PDF, Buffer.from('% corregido\n', 'latin1')]);

describe('document flow: request → draft → review → approval → publication → new version', () => {
  it('walks a whole version, a rejection included, and obsoletes it with the next one', async () => {
    const base = {
      admin: await conteos('admin@demo.cl'),
      revisor: await conteos('revisor@demo.cl'),
      aprobador: await conteos('aprobador@demo.cl'),
    };
    const esperar = async (delta: {
      admin?: Partial<Conteos>;
      revisor?: Partial<Conteos>;
      aprobador?: Partial<Conteos>;
    }) => {
      expect(await conteos('admin@demo.cl'), 'admin').toEqual(mas(base.admin, delta.admin ?? {}));
      expect(await conteos('revisor@demo.cl'), 'revisor').toEqual(mas(base.revisor, delta.revisor ?? {}));
      expect(await conteos('aprobador@demo.cl'), 'aprobador').toEqual(mas(base.aprobador, delta.aprobador ?? {}));
    };
    const clock = api.t.clock;

    const { documentoId, flujoId } = await documentoDemo({
      empresaId: demo,
      nombre: 'Política de prevención del delito',
      vigencia: 90,
    });
    await esperar({ admin: { por_iniciar: 1 } });
    const overview = await api.json('GET', '/documento-flujo-overview/', 'admin@demo.cl');
    expect(overview.items.por_iniciar.map((f: { id: number }) => f.id)).toContain(flujoId);

    // The session user only: usuario_id must be the caller.
    const ajeno = await api.call(
      'POST',
      `/documento-flujo-ciclo-vida/documento/${flujoId}/transicion`,
      'admin@demo.cl',
      {
        nuevo_estado: 'BORRADOR',
        usuario_id: ids.revisor,
      },
    );
    expect(ajeno.statusCode).toBe(400);
    expect(ajeno.json().errores).toEqual({ usuario_id: 'usuario_id debe ser el usuario de la sesión' });

    // The assigned reviewer may not become the author.
    const revisorInicia = await transicion(flujoId, 'revisor@demo.cl', 'BORRADOR');
    expect(revisorInicia.statusCode).toBe(403);
    expect(revisorInicia.json().mensaje).toBe(MENSAJES_FLUJO.responsableNoInicia);

    // Start: the requester becomes the author.
    clock.advance(60_000);
    const inicio = await transicion(flujoId, 'admin@demo.cl', 'BORRADOR');
    expect(inicio.statusCode).toBe(200);
    expect(inicio.json()).toMatchObject({
      id: flujoId,
      fase: 'borrador',
      version_num: 1,
      autor: { id: ids.admin, email: 'admin@demo.cl' },
      revisor: { id: ids.revisor, nombre: 'Ignacio', apellido: 'Pérez' },
      aprobador: { id: ids.aprobador },
      latest_ciclo_vida: { estado: 'BORRADOR' },
      documento: { id: documentoId, nombre_documento: 'Política de prevención del delito', vigencia: 90 },
    });
    await esperar({ admin: { por_iniciar: 1 } });

    // Sending to review without the principal file is refused.
    const sinArchivo = await transicion(flujoId, 'admin@demo.cl', 'revision');
    expect(sinArchivo.statusCode).toBe(409);
    expect(sinArchivo.json().mensaje).toBe(MENSAJES_FLUJO.faltaPrincipal);

    // Draft upload: a real PDF as principal plus a text annex.
    clock.advance(60_000);
    const borrador = await subir('upload-draft', 'admin@demo.cl', { documentacionId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'Política v1.pdf', content: PDF },
      { name: 'files', filename: 'acta.txt', content: TXT, type: 'text/plain' },
    ]);
    expect(borrador.statusCode).toBe(201);
    const subida = borrador.json();
    expect(subida.fase).toBe('borrador');
    expect(subida.archivos).toHaveLength(2);
    const principal = subida.archivos.find((a: { es_principal: boolean }) => a.es_principal);
    const anexo = subida.archivos.find((a: { es_principal: boolean }) => !a.es_principal);
    expect(principal).toMatchObject({
      nombre: 'Política v1.pdf',
      content_type: 'application/pdf',
      tamano: PDF.length,
      sha256: sha256(PDF),
      download_url: `/api/v1/documento-archivos/${principal.id}/descarga`,
      preview_url: `/api/v1/documento-archivos/${principal.id}/descarga?inline=1`,
    });
    expect(anexo).toMatchObject({ nombre: 'acta.txt', sha256: sha256(TXT), preview_url: null });

    // The bytes come back as stored; inline preview only for PDFs and images, framable only by our pages.
    const descarga = await api.t.app.inject({
      method: 'GET',
      url: principal.download_url,
      headers: api.headers('admin@demo.cl'),
    });
    expect(descarga.statusCode).toBe(200);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    expect(descarga.headers['content-disposition']).toMatch(/^attachment; filename="Politica v1.pdf"/);
    expect(descarga.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");
    expect(descarga.headers['x-frame-options']).toBe('DENY');
    const vista = await api.t.app.inject({
      method: 'GET',
      url: principal.preview_url,
      headers: api.headers('revisor@demo.cl'),
    });
    expect(vista.statusCode).toBe(200);
    expect(vista.headers['content-disposition']).toMatch(/^inline; filename="Politica v1.pdf"/);
    expect(vista.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(vista.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(vista.headers['x-content-type-options']).toBe('nosniff');
    expect(vista.headers['content-type']).toBe('application/pdf');
    const txtInline = await api.t.app.inject({
      method: 'GET',
      url: `${anexo.download_url}?inline=1`,
      headers: api.headers('admin@demo.cl'),
    });
    expect(txtInline.headers['content-disposition']).toMatch(/^attachment;/);
    expect(txtInline.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'none'");

    // Only the author changes the files.
    const revisorSube = await subir('upload-draft', 'revisor@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'files', filename: 'otro.pdf', content: PDF },
    ]);
    expect(revisorSube.statusCode).toBe(403);
    expect(revisorSube.json().mensaje).toBe(MENSAJES_FLUJO.soloAutor);

    // Send to review.
    clock.advance(60_000);
    const enviado = await transicion(flujoId, 'admin@demo.cl', 'EN_REVISION', { cambios: 'Primera edición.' });
    expect(enviado.statusCode).toBe(200);
    expect(enviado.json()).toMatchObject({ fase: 'revision', cambios: 'Primera edición.' });
    expect((await filaDocumento(api.t.handle.db, demo, documentoId)).status).toBe('REVIEW');
    expect(await avisosA(ids.revisor, `/flujo-documental/aprobar-revision/${flujoId}`)).toHaveLength(1);
    await esperar({ revisor: { por_revisar: 1 } });

    // Files of a version under review do not change.
    const duranteRevision = await subir('upload-draft', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'files', filename: 'tarde.pdf', content: PDF },
    ]);
    expect(duranteRevision.statusCode).toBe(409);

    // The approver cannot pass the review, nor the author; an invalid move is a 409.
    const aprobadorRevisa = await transicion(flujoId, 'aprobador@demo.cl', 'en_aprobacion');
    expect(aprobadorRevisa.statusCode).toBe(403);
    expect(aprobadorRevisa.json().mensaje).toBe(MENSAJES_FLUJO.soloRevisor);
    const autorAprueba = await transicion(flujoId, 'admin@demo.cl', 'en_aprobacion');
    expect(autorAprueba.statusCode).toBe(403);
    expect(autorAprueba.json().mensaje).toBe(MENSAJES_FLUJO.autorNoRevisa);
    const salto = await transicion(flujoId, 'revisor@demo.cl', 'PUBLICADO');
    expect(salto.statusCode).toBe(409);
    expect(salto.json()).toMatchObject({
      codigo: 'CONFLICTO',
      mensaje: 'No se puede pasar un documento de «En Revisión» a «Publicación».',
    });

    // Rejection needs a comment.
    const sinComentario = await transicion(flujoId, 'revisor@demo.cl', 'RECHAZADO');
    expect(sinComentario.statusCode).toBe(400);
    expect(sinComentario.json().errores).toEqual({ comentario: MENSAJES_FLUJO.comentarioRequerido });
    clock.advance(60_000);
    const rechazo = await transicion(flujoId, 'revisor@demo.cl', 'RECHAZADO', {
      comentario: 'Falta el alcance para contratistas.',
    });
    expect(rechazo.statusCode).toBe(200);
    expect(rechazo.json()).toMatchObject({
      fase: 'rechazado',
      rejection_reason: 'Falta el alcance para contratistas.',
    });
    expect(await avisosA(ids.admin, `/flujo-documental/creacion/${flujoId}`)).toHaveLength(1);
    const hilo = await api.json('GET', `/documentacion-procesos/documentacion/${flujoId}/comentarios`, 'admin@demo.cl');
    expect(hilo).toEqual([
      expect.objectContaining({
        tipo: 'rechazo',
        texto: 'Falta el alcance para contratistas.',
        usuario: expect.objectContaining({ id: ids.revisor }),
      }),
    ]);
    await esperar({ admin: { rechazados: 1 } });

    // The author uploads a corrected principal file and sends it again in one request.
    clock.advance(60_000);
    const reenvio = await subir(
      'upload',
      'admin@demo.cl',
      { documentFlowId: String(flujoId), cambios: 'Agrega alcance.' },
      [{ name: 'primaryFile', filename: 'Política v1 corregida.pdf', content: PDF_CORREGIDO }],
    );
    expect(reenvio.statusCode).toBe(201);
    expect(reenvio.json().fase).toBe('revision');
    const archivos = await api.json('GET', `/documento-archivos/documentacion/${flujoId}`, 'admin@demo.cl');
    expect(archivos.map((a: { nombre: string; es_principal: boolean }) => [a.nombre, a.es_principal])).toEqual([
      ['Política v1 corregida.pdf', true],
      ['acta.txt', false],
    ]);
    expect(archivos[0].sha256).toBe(sha256(PDF_CORREGIDO));
    await esperar({ revisor: { por_revisar: 1 } });

    // Review passed → approval.
    clock.advance(60_000);
    const revisado = await transicion(flujoId, 'revisor@demo.cl', 'EN_APROBACION');
    expect(revisado.statusCode).toBe(200);
    expect(await avisosA(ids.aprobador, `/flujo-documental/aprobar-publicacion/${flujoId}`)).toHaveLength(1);
    await esperar({ aprobador: { por_aprobar: 1 } });
    const revisorPublica = await transicion(flujoId, 'revisor@demo.cl', 'PUBLICADO');
    expect(revisorPublica.statusCode).toBe(403);
    expect(revisorPublica.json().mensaje).toBe(MENSAJES_FLUJO.soloAprobador);

    // Published: in force for 90 days from now.
    clock.advance(60_000);
    const ahora = clock.now();
    const publicado = await transicion(flujoId, 'aprobador@demo.cl', 'PUBLICADO');
    expect(publicado.statusCode).toBe(200);
    expect(publicado.json()).toMatchObject({
      fase: 'publicacion',
      fecha_publicacion: ahora.toISOString(),
      fecha_vencimiento: new Date(ahora.getTime() + 90 * DIA).toISOString(),
      latest_ciclo_vida: { estado: 'PUBLICADO', usuario: { nombre: 'Francisca', apellido: 'González' } },
    });
    const doc = await filaDocumento(api.t.handle.db, demo, documentoId);
    expect(doc).toMatchObject({ status: 'PUBLISHED', version_actual: 1 });
    expect(await avisosA(ids.admin, `/flujo-documental/ver/${flujoId}`)).toHaveLength(1);
    await esperar({});

    // A published version never changes its files.
    const tarde = await subir('upload-draft', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'v1b.pdf', content: PDF },
    ]);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().mensaje).toBe('Una versión publicada no cambia: cree una nueva versión.');
    const borrar = await api.call('DELETE', `/documento-archivos/${anexo.id}`, 'admin@demo.cl');
    expect(borrar.statusCode).toBe(409);

    // Lifecycle history, oldest first.
    const ciclo = await api.json('GET', `/documento-flujo-ciclo-vida/documento/${flujoId}`, 'revisor@demo.cl');
    expect(ciclo.map((c: { estado: string }) => c.estado)).toEqual([
      'NO_INICIADO',
      'BORRADOR',
      'EN_REVISION',
      'RECHAZADO',
      'EN_REVISION',
      'EN_APROBACION',
      'PUBLICADO',
    ]);
    expect(ciclo[3]).toMatchObject({ comentario: 'Falta el alcance para contratistas.', usuario: { id: ids.revisor } });

    // Every transition is in the audit log.
    const auditoria = await api.t.handle.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entidad, 'documento_flujo'),
          eq(audit_log.entidad_id, String(flujoId)),
          eq(audit_log.accion, 'transicion'),
        ),
      )
      .orderBy(asc(audit_log.id));
    expect(auditoria.map((a) => a.cambios)).toEqual([
      { desde: 'no_iniciado', hacia: 'borrador' },
      { desde: 'borrador', hacia: 'revision' },
      { desde: 'revision', hacia: 'rechazado' },
      { desde: 'rechazado', hacia: 'revision' },
      { desde: 'revision', hacia: 'en_aprobacion' },
      { desde: 'en_aprobacion', hacia: 'publicacion' },
    ]);

    // New version: never by the reviewer; only one at a time.
    const revisorVersion = await api.call('POST', `/documentos/${documentoId}/nueva-version`, 'revisor@demo.cl', {});
    expect(revisorVersion.statusCode).toBe(403);
    expect(revisorVersion.json().mensaje).toBe(MENSAJES_FLUJO.responsableNoInicia);
    clock.advance(60_000);
    const v2 = await api.call('POST', `/documentos/${documentoId}/nueva-version`, 'admin@demo.cl', {
      cambios: 'Actualiza la matriz de riesgos.',
    });
    expect(v2.statusCode).toBe(201);
    const flujo2 = v2.json();
    expect(flujo2).toMatchObject({
      fase: 'borrador',
      version_num: 2,
      cambios: 'Actualiza la matriz de riesgos.',
      autor: { id: ids.admin },
    });
    const otraVez = await api.call('POST', `/documentos/${documentoId}/nueva-version`, 'admin@demo.cl', {});
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json().mensaje).toBe(MENSAJES_VERSION.enCurso);
    expect(
      (await api.json('GET', `/documento-flujo-ciclo-vida/documento/${flujo2.id}`, 'admin@demo.cl')).map(
        (c: { estado: string }) => c.estado,
      ),
    ).toEqual(['NO_INICIADO', 'BORRADOR']);
    await esperar({ admin: { por_iniciar: 1 } });

    // v2 through the flow; v1 becomes obsolete and stays readable.
    clock.advance(60_000);
    expect(
      (
        await subir('upload', 'admin@demo.cl', { documentFlowId: String(flujo2.id) }, [
          { name: 'primaryFile', filename: 'Política v2.pdf', content: PDF },
        ])
      ).statusCode,
    ).toBe(201);
    expect((await transicion(flujo2.id, 'revisor@demo.cl', 'en_aprobacion')).statusCode).toBe(200);
    clock.advance(60_000);
    const publicado2 = await transicion(flujo2.id, 'aprobador@demo.cl', 'publicacion');
    expect(publicado2.statusCode).toBe(200);
    const v1 = await api.json('GET', `/documentacion-procesos/documentacion/${flujoId}`, 'admin@demo.cl');
    expect(v1).toMatchObject({ fase: 'obsoleto', latest_ciclo_vida: { estado: 'OBSOLETO' } });
    const filaV1 = await filaFlujo(api.t.handle.db, demo, flujoId);
    expect(filaV1.obsoleto_at?.toISOString()).toBe(clock.now().toISOString());
    const cicloV1 = await api.json('GET', `/documento-flujo-ciclo-vida/documento/${flujoId}`, 'admin@demo.cl');
    expect(cicloV1.at(-1)).toMatchObject({
      estado: 'OBSOLETO',
      comentario: 'Reemplazado por la versión 2',
      usuario: { id: ids.aprobador },
    });
    expect(await filaDocumento(api.t.handle.db, demo, documentoId)).toMatchObject({
      status: 'PUBLISHED',
      version_actual: 2,
    });
    await esperar({});

    // History: newest version first, with its files and status.
    const historial = await api.json('GET', `/documentos/${documentoId}/historial`, 'aprobador@demo.cl');
    expect(
      historial.map((v: { version_num: number; fase: string; status: string; archivos: unknown[] }) => [
        v.version_num,
        v.fase,
        v.status,
        v.archivos.length,
      ]),
    ).toEqual([
      [2, 'publicacion', 'approved', 1],
      [1, 'obsoleto', 'approved', 2],
    ]);
    expect(historial[1]).toMatchObject({
      rejection_reason: 'Falta el alcance para contratistas.',
      autor: { id: ids.admin },
      obsoleto_at: clock.now().toISOString(),
    });

    // The obsolete version's files are still readable.
    const viejo = await api.t.app.inject({
      method: 'GET',
      url: historial[1].archivos[0].download_url,
      headers: api.headers('admin@demo.cl'),
    });
    expect(viejo.statusCode).toBe(200);
    expect(viejo.rawPayload.equals(PDF_CORREGIDO)).toBe(true);
  });
});

describe('document flow: who may act', () => {
  it('a reviewer of another document gets 403 on this one', async () => {
    // revisor@demo.cl reviews other documents, but here the reviewer is aprobador@demo.cl.
    const { flujoId } = await documentoDemo({ empresaId: demo, revisorId: ids.aprobador, aprobadorId: ids.revisor });
    expect((await transicion(flujoId, 'admin@demo.cl', 'borrador')).statusCode).toBe(200);
    await subir('upload', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'a.pdf', content: PDF },
    ]);
    const ajeno = await transicion(flujoId, 'revisor@demo.cl', 'en_aprobacion');
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().mensaje).toBe(MENSAJES_FLUJO.soloRevisor);
    expect((await transicion(flujoId, 'aprobador@demo.cl', 'en_aprobacion')).statusCode).toBe(200);
  });

  it("upload-draft brings a rejected version back to the author's draft", async () => {
    const { flujoId } = await documentoDemo({ empresaId: demo });
    await subir('upload', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'p.pdf', content: PDF },
    ]);
    expect(
      (await transicion(flujoId, 'revisor@demo.cl', 'rechazado', { comentario: 'Revise el formato.' })).statusCode,
    ).toBe(200);
    const res = await subir('upload-draft', 'admin@demo.cl', { documentacionId: String(flujoId) }, [
      { name: 'files', filename: 'anexo.pdf', content: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ flujo_id: flujoId, fase: 'borrador' });
    expect(res.json().archivos).toHaveLength(2);
  });

  it('new version needs a published one first', async () => {
    const { documentoId } = await documentoDemo({ empresaId: demo });
    const res = await api.call('POST', `/documentos/${documentoId}/nueva-version`, 'admin@demo.cl', {});
    expect(res.statusCode).toBe(409);
  });

  it('a document without the workflow is published directly by its author', async () => {
    const { documentoId, flujoId } = await documentoDemo({ empresaId: demo, workflowEnabled: false, vigencia: 30 });
    const conFlujo = await documentoDemo({ empresaId: demo });
    const rechazo = await api.call('POST', `/documentos/${conFlujo.documentoId}/publish`, 'admin@demo.cl');
    expect(rechazo.statusCode).toBe(409);
    expect(rechazo.json().mensaje).toBe(MENSAJES_FLUJO.conFlujo);

    // Upload-draft starts it (the uploader becomes the author); send to review is not its path.
    const borrador = await subir('upload-draft', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'instructivo.pdf', content: PDF },
    ]);
    expect(borrador.statusCode).toBe(201);
    expect(borrador.json().fase).toBe('borrador');
    const aRevision = await transicion(flujoId, 'admin@demo.cl', 'revision');
    expect(aRevision.statusCode).toBe(409);
    expect(aRevision.json().mensaje).toBe(MENSAJES_FLUJO.sinFlujo);

    const revisorPublica = await api.call('POST', `/documentos/${documentoId}/publish`, 'revisor@demo.cl');
    expect(revisorPublica.statusCode).toBe(403);
    const res = await api.call('POST', `/documentos/${documentoId}/publish`, 'admin@demo.cl');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: flujoId, fase: 'publicacion' });
    expect(await filaDocumento(api.t.handle.db, demo, documentoId)).toMatchObject({
      status: 'PUBLISHED',
      version_actual: 1,
    });
  });
});

describe('document flow: lists, comments and files', () => {
  it('lists flows by phase and by accent-folded name or code, newest first', async () => {
    const a = await documentoDemo({ empresaId: demo, nombre: 'Reglamento de Ñuñoa Protección', codigo: 'REG-ÑU-1' });
    const b = await documentoDemo({
      empresaId: demo,
      nombre: 'Reglamento de ñuñoa protección bis',
      codigo: 'REG-ÑU-2',
    });
    for (const url of ['/documentacion-procesos/', '/documentaciones/']) {
      const res = await api.json(
        'GET',
        `${url}?search=${encodeURIComponent('NUNOA proteccion')}&limit=10`,
        'admin@demo.cl',
      );
      expect(res.total).toBe(2);
      expect(res.data.map((f: { id: number }) => f.id)).toEqual([b.flujoId, a.flujoId]);
      const porCodigo = await api.json('GET', `${url}?search=reg-nu-2&phase=no_iniciado`, 'admin@demo.cl');
      expect(porCodigo.data.map((f: { id: number }) => f.id)).toEqual([b.flujoId]);
    }
    const enRevision = await api.json('GET', '/documentacion-procesos/?phase=revision&limit=100', 'admin@demo.cl');
    expect(enRevision.data.every((f: { fase: string }) => f.fase === 'revision')).toBe(true);
    const porDocumento = await api.json(
      'GET',
      `/documentacion-procesos/?documento_id=${a.documentoId}`,
      'admin@demo.cl',
    );
    expect(porDocumento.data.map((f: { id: number }) => f.id)).toEqual([a.flujoId]);

    const fase = await api.call('GET', '/documentacion-procesos/?phase=publicado', 'admin@demo.cl');
    expect(fase.statusCode).toBe(400);
    expect(fase.json().errores).toEqual({ phase: 'Fase no válida.' });
    // companyId behaves like empresa_id: only the caller's own company.
    expect((await api.call('GET', `/documentacion-procesos/?companyId=${demo}`, 'admin@demo.cl')).statusCode).toBe(200);
    const otra = await empresaId(api.t.handle.db, 'Otra Empresa Ltda.');
    expect((await api.call('GET', `/documentacion-procesos/?companyId=${otra}`, 'admin@demo.cl')).statusCode).toBe(404);
    expect((await api.call('GET', `/documentaciones/?empresa_id=${otra}`, 'admin@demo.cl')).statusCode).toBe(404);
    const deOtra = await api.json('GET', '/documentacion-procesos/?search=nunoa', 'admin@otra.cl');
    expect(deOtra.total).toBe(0);
  });

  it('comments notify the other participants', async () => {
    const { flujoId } = await documentoDemo({ empresaId: demo });
    await transicion(flujoId, 'admin@demo.cl', 'borrador');
    const vacio = await api.call(
      'POST',
      `/documentacion-procesos/documentacion/${flujoId}/comentarios`,
      'revisor@demo.cl',
      {
        texto: '  ',
      },
    );
    expect(vacio.statusCode).toBe(400);
    expect(Object.keys(vacio.json().errores)).toEqual(['texto']);
    const res = await api.call(
      'POST',
      `/documentacion-procesos/documentacion/${flujoId}/comentarios`,
      'revisor@demo.cl',
      {
        texto: '¿Incluye a los contratistas?',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tipo: 'comentario', usuario: { id: ids.revisor } });
    const enlace = `/flujo-documental/comentarios/${flujoId}`;
    expect(await avisosA(ids.admin, enlace)).toHaveLength(1);
    expect(await avisosA(ids.aprobador, enlace)).toHaveLength(1);
    expect(await avisosA(ids.revisor, enlace)).toHaveLength(0);
    const hilo = await api.json(
      'GET',
      `/documentacion-procesos/documentacion/${flujoId}/comentarios`,
      'aprobador@demo.cl',
    );
    expect(hilo.map((c: { texto: string }) => c.texto)).toEqual(['¿Incluye a los contratistas?']);
  });

  it('the author removes an annex while the version is editable', async () => {
    const { flujoId } = await documentoDemo({ empresaId: demo });
    const res = await subir('upload-draft', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'p.pdf', content: PDF },
      { name: 'files', filename: 'anexo.pdf', content: PDF },
    ]);
    const anexo = res.json().archivos.find((a: { es_principal: boolean }) => !a.es_principal);
    expect((await api.call('GET', `/documento-archivos/${anexo.id}`, 'revisor@demo.cl')).json()).toMatchObject({
      nombre: 'anexo.pdf',
    });
    expect((await api.call('DELETE', `/documento-archivos/${anexo.id}`, 'revisor@demo.cl')).statusCode).toBe(403);
    expect((await api.call('DELETE', `/documento-archivos/${anexo.id}`, 'admin@demo.cl')).statusCode).toBe(200);
    expect((await api.call('GET', `/documento-archivos/${anexo.id}`, 'admin@demo.cl')).statusCode).toBe(404);
    expect(await api.json('GET', `/documento-archivos/documentacion/${flujoId}`, 'admin@demo.cl')).toHaveLength(1);
  });

  it('a missing flow id is a 400 on documentFlowId', async () => {
    const res = await subir('upload', 'admin@demo.cl', {}, [{ name: 'primaryFile', filename: 'p.pdf', content: PDF }]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errores)).toEqual(['documentFlowId']);
  });

  it('the flow id is also accepted in the querystring', async () => {
    const { flujoId } = await documentoDemo({ empresaId: demo });
    const body = multipart([{ name: 'primaryFile', filename: 'q.pdf', content: PDF, type: 'application/pdf' }]);
    const res = await api.t.app.inject({
      method: 'POST',
      url: `/api/v1/upload-documento/upload?documentFlowId=${flujoId}`,
      payload: body.payload,
      headers: { ...body.headers, ...api.headers('admin@demo.cl') },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ flujo_id: flujoId, fase: 'revision' });
    const ciclo = await api.json('GET', `/documento-flujo-ciclo-vida/documento/${flujoId}`, 'admin@demo.cl');
    expect(ciclo.map((c: { estado: string }) => c.estado)).toEqual(['NO_INICIADO', 'BORRADOR', 'EN_REVISION']);
  });
});

describe('document flow: tenancy and session', () => {
  it('another company gets 404 on every route, and no session gets 401', async () => {
    const { documentoId, flujoId } = await documentoDemo({ empresaId: demo });
    const sube = await subir('upload-draft', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'p.pdf', content: PDF },
    ]);
    const archivoId = sube.json().archivos[0].id;
    const rutas: [string, string, object?][] = [
      [
        'POST',
        `/documento-flujo-ciclo-vida/documento/${flujoId}/transicion`,
        { nuevo_estado: 'revision', usuario_id: 0 },
      ],
      ['GET', `/documento-flujo-ciclo-vida/documento/${flujoId}`],
      ['POST', `/documentos/${documentoId}/publish`],
      ['POST', `/documentos/${documentoId}/nueva-version`, {}],
      ['GET', `/documentos/${documentoId}/historial`],
      ['GET', `/documentacion-procesos/documentacion/${flujoId}`],
      ['GET', `/documentacion-procesos/documentacion/${flujoId}/comentarios`],
      ['POST', `/documentacion-procesos/documentacion/${flujoId}/comentarios`, { texto: 'hola' }],
      ['GET', `/documento-archivos/documentacion/${flujoId}`],
      ['GET', `/documento-archivos/${archivoId}`],
      ['GET', `/documento-archivos/${archivoId}/descarga`],
      ['DELETE', `/documento-archivos/${archivoId}`],
    ];
    const otraId = await usuarioId(api.t.handle.db, 'admin@otra.cl');
    for (const [method, url, body] of rutas) {
      const payload = body && 'usuario_id' in body ? { ...body, usuario_id: otraId } : body;
      const res = await api.call(method as 'GET', url, 'admin@otra.cl', payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await api.call(method as 'GET', url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const ruta of ['upload', 'upload-draft'] as const) {
      const res = await subir(ruta, 'admin@otra.cl', { documentFlowId: String(flujoId) }, [
        { name: 'primaryFile', filename: 'x.pdf', content: PDF },
      ]);
      expect(res.statusCode, ruta).toBe(404);
      expect((await subir(ruta, null, { documentFlowId: String(flujoId) }, [])).statusCode).toBe(401);
    }
    for (const url of ['/documentacion-procesos/', '/documentaciones/', '/documento-flujo-overview/']) {
      expect((await api.call('GET', url)).statusCode, url).toBe(401);
    }
    // Nothing changed for the owner.
    expect((await filaFlujo(api.t.handle.db, demo, flujoId)).fase).toBe('borrador');
    expect(await api.json('GET', `/documento-archivos/documentacion/${flujoId}`, 'admin@demo.cl')).toHaveLength(1);
  });
});

describe('document flow: concurrency', () => {
  it('the same move sent twice at once is applied once; the second sees the new phase', async () => {
    const { flujoId } = await documentoDemo({ empresaId: demo });
    await subir('upload', 'admin@demo.cl', { documentFlowId: String(flujoId) }, [
      { name: 'primaryFile', filename: 'p.pdf', content: PDF },
    ]);
    const [a, b] = await Promise.all([
      transicion(flujoId, 'revisor@demo.cl', 'en_aprobacion'),
      transicion(flujoId, 'revisor@demo.cl', 'en_aprobacion'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ciclo = await api.json('GET', `/documento-flujo-ciclo-vida/documento/${flujoId}`, 'admin@demo.cl');
    expect(ciclo).toHaveLength(4);
  });
});
