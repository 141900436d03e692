import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ComentarioDenuncia,
  DenunciaDetalle,
  EventoDenuncia,
  Evidencia,
  PlanAccion,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { MENSAJES_FLUJO_DENUNCIA } from '@atalaya/shared/flujos/denuncia';
import { audit_log, comentarios, denuncias, notificaciones } from '../../../db/schema/index';
import { jpegConGps } from '../../../platform/storage/muestras-imagenes';
import { PDF } from '../../../platform/storage/test-samples';
import { apiDePrueba } from '../../../test/api-de-prueba';
import { multipart } from '../../../test/test-app';
import { generarCodigoDenuncia } from '../publico/codigo-denuncia';
import { crearCategoriaPrueba, crearDenunciaPrueba, IDENTIDAD_PRUEBA, idDeUsuario } from './denuncias.fixtures';

/* Case work (issue 6): every step of the flow allowed and refused, the thread, staff evidence. */

const api = apiDePrueba(['admin@demo.cl', 'denuncias@demo.cl', 'dd@demo.cl', 'admin@otra.cl'] as const);
const YO = 'denuncias@demo.cl';

let demo: number;
let categoria: number;
let tekemiId: number;
let ddId: number;
let adminId: number;

beforeAll(async () => {
  demo = api.demoId;
  tekemiId = await idDeUsuario(api.t, 'tekemi@demo.cl');
  ddId = await idDeUsuario(api.t, 'dd@demo.cl');
  adminId = await idDeUsuario(api.t, 'admin@demo.cl');
  categoria = await crearCategoriaPrueba(api.t, demo, { nombre: 'Conflictos laborales (prueba)', tipo: 'laboral' });
});

const nueva = (over: Parameters<typeof crearDenunciaPrueba>[1] | object = {}) =>
  crearDenunciaPrueba(api.t, { empresaId: demo, categoriaId: categoria, tipo: 'laboral', ...over });
const detalle = async (id: number) =>
  (await api.json('GET', `/canal-denuncia/canal-denuncia/${demo}/${id}`, YO)) as DenunciaDetalle;
const fila = async (id: number) => (await api.t.handle.db.select().from(denuncias).where(eq(denuncias.id, id)))[0]!;
const clasificacion = { tipo: 'laboral', gravedad: 'alta', categoria_id: undefined, investigador_id: null } as const;

/** Expects a 409 with exactly this Spanish reason. */
async function rechazo(method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object | undefined, mensaje: string) {
  const res = await api.call(method, url, YO, payload);
  expect(res.statusCode, `${method} ${url}`).toBe(409);
  expect(res.json().mensaje).toBe(mensaje);
}

function subir(
  url: string,
  campos: Record<string, string | number>,
  archivo = { nombre: 'acta.pdf', bytes: PDF, type: 'application/pdf' },
  who: string = YO,
) {
  const body = multipart([
    ...Object.entries(campos).map(([name, v]) => ({ name, content: String(v) })),
    { name: 'file', filename: archivo.nombre, content: archivo.bytes, type: archivo.type },
  ]);
  return api.t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...api.headers(who) },
  });
}

describe('roles and tenancy on every case route', () => {
  it('401 anonymous, 403 without a channel role', async () => {
    await api.rechazos(
      [
        ['POST', '/denuncias/1/clasificar/'],
        ['PUT', '/denuncias/1/clasificar/'],
        ['DELETE', '/denuncias/1/clasificar/'],
        ['POST', '/denuncias/1/derivar-dt/'],
        ['POST', '/denuncias/1/implementar/'],
        ['POST', '/denuncias/1/cerrar/'],
        ['GET', '/comentarios/?commentable_id=1'],
        ['POST', '/comentarios/'],
        ['GET', '/investigaciones/?denuncia_id=1'],
        ['POST', '/investigaciones/'],
        ['PUT', '/investigaciones/1'],
        ['GET', '/causa-raiz/?denuncia_id=1'],
        ['POST', '/causa-raiz/'],
        ['PUT', '/causa-raiz/1'],
        ['GET', '/plan-acciones/?denuncia_id=1'],
        ['POST', '/plan-acciones/'],
        ['PUT', '/plan-acciones/1'],
        ['GET', '/implementaciones/?denuncia_id=1'],
        ['POST', '/implementaciones/'],
        ['GET', '/medidas-resguardo/?denuncia_id=1'],
        ['POST', '/medidas-resguardo/'],
        ['POST', '/evidencias-comentario/'],
        ['POST', '/evidencias-investigacion/'],
        ['POST', '/evidencias-plan-accion/'],
      ],
      'dd@demo.cl',
    );
  });

  it("another company's user gets 404 on every route with Demo's ids", async () => {
    // A Demo case with one record of each kind, so every id exists.
    const karinCat = await crearCategoriaPrueba(api.t, demo, { nombre: 'Karin (tenancy)', tipo: 'ley_karin' });
    const { id } = await crearDenunciaPrueba(api.t, {
      empresaId: demo,
      categoriaId: karinCat,
      tipo: 'ley_karin',
      identidad: IDENTIDAD_PRUEBA,
    });
    expect(
      (await api.call('POST', `/denuncias/${id}/clasificar/`, YO, { ...clasificacion, tipo: 'ley_karin' })).statusCode,
    ).toBe(200);
    const inv = (await api.json('POST', '/investigaciones/', YO, { denuncia_id: id, titulo: 'Entrevistas' }))
      .id as number;
    const causa = (await api.json('POST', '/causa-raiz/', YO, { denuncia_id: id, descripcion: 'Falta de supervisión' }))
      .id as number;
    const plan = (await api.json('POST', '/plan-acciones/', YO, { denuncia_id: id, titulo: 'Capacitación' }))
      .id as number;
    const com = (await api.json('POST', '/comentarios/', YO, { commentable_id: id, texto: 'Nota' })).id as number;
    expect([inv, causa, plan, com].every((n) => Number.isInteger(n))).toBe(true);

    const OTRA = 'admin@otra.cl';
    const casos: [string, string, object | undefined][] = [
      ['POST', `/denuncias/${id}/clasificar/`, clasificacion],
      ['PUT', `/denuncias/${id}/clasificar/`, clasificacion],
      ['DELETE', `/denuncias/${id}/clasificar/`, undefined],
      ['POST', `/denuncias/${id}/derivar-dt/`, {}],
      ['POST', `/denuncias/${id}/implementar/`, undefined],
      ['POST', `/denuncias/${id}/cerrar/`, { resolucion: 'x', mensaje_denunciante: 'y' }],
      ['GET', `/comentarios/?commentable_type=denuncia&commentable_id=${id}`, undefined],
      ['POST', '/comentarios/', { commentable_type: 'denuncia', commentable_id: id, texto: 'x' }],
      ['GET', `/investigaciones/?denuncia_id=${id}`, undefined],
      ['POST', '/investigaciones/', { denuncia_id: id, titulo: 'x' }],
      ['PUT', `/investigaciones/${inv}`, { titulo: 'x' }],
      ['GET', `/causa-raiz/?denuncia_id=${id}`, undefined],
      ['POST', '/causa-raiz/', { denuncia_id: id, descripcion: 'x' }],
      ['PUT', `/causa-raiz/${causa}`, { descripcion: 'x' }],
      ['GET', `/plan-acciones/?denuncia_id=${id}`, undefined],
      ['POST', '/plan-acciones/', { denuncia_id: id, titulo: 'x' }],
      ['PUT', `/plan-acciones/${plan}`, { titulo: 'x' }],
      ['GET', `/implementaciones/?denuncia_id=${id}`, undefined],
      ['POST', '/implementaciones/', { denuncia_id: id, descripcion: 'x' }],
      ['GET', `/medidas-resguardo/?denuncia_id=${id}`, undefined],
      ['POST', '/medidas-resguardo/', { denuncia_id: id, medida: 'x', fecha: '2026-11-20' }],
    ];
    for (const [m, url, body] of casos) {
      const res = await api.call(m as 'GET', url, OTRA, body);
      expect(res.statusCode, `${m} ${url}`).toBe(404);
    }
    for (const [url, campos] of [
      ['/evidencias-comentario/', { tipo_usuario: 'usuario', denuncia_id: id, comentario_id: com }],
      ['/evidencias-investigacion/', { titulo: 't', investigacion_id: inv }],
      ['/evidencias-plan-accion/', { titulo: 't', plan_accion_id: plan }],
    ] as const) {
      expect((await subir(url, campos, undefined, OTRA)).statusCode, url).toBe(404);
      // Naming Demo as empresa_id does not help either.
      expect((await subir(url, { ...campos, empresa_id: demo }, undefined, OTRA)).statusCode, url).toBe(404);
    }
    // Nothing changed on Demo's case.
    expect((await fila(id)).estado).toBe('plan_accion');
  });
});

describe('the case flow, step by step', () => {
  it('recibida: only classification (and comments); every later step is refused with 409', async () => {
    const { id } = await nueva();
    await rechazo(
      'POST',
      '/investigaciones/',
      { denuncia_id: id, titulo: 'x' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('investigar', 'recibida'),
    );
    await rechazo(
      'POST',
      '/causa-raiz/',
      { denuncia_id: id, descripcion: 'x' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('registrar_causa', 'recibida'),
    );
    await rechazo(
      'POST',
      '/plan-acciones/',
      { denuncia_id: id, titulo: 'x' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('planificar', 'recibida'),
    );
    await rechazo(
      'POST',
      `/denuncias/${id}/implementar/`,
      undefined,
      MENSAJES_FLUJO_DENUNCIA.noDisponible('implementar', 'recibida'),
    );
    await rechazo(
      'POST',
      `/denuncias/${id}/cerrar/`,
      { resolucion: 'r', mensaje_denunciante: 'm' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('cerrar', 'recibida'),
    );
    await rechazo(
      'DELETE',
      `/denuncias/${id}/clasificar/`,
      undefined,
      MENSAJES_FLUJO_DENUNCIA.noDisponible('desclasificar', 'recibida'),
    );
    await rechazo(
      'PUT',
      `/denuncias/${id}/clasificar/`,
      clasificacion,
      MENSAJES_FLUJO_DENUNCIA.noDisponible('reclasificar', 'recibida'),
    );
    expect((await fila(id)).estado).toBe('recibida');
  });

  it('classification: validates input, assigns and notifies the investigator, acknowledges; undo and redo', async () => {
    const { id, numero } = await nueva();
    const url = `/denuncias/${id}/clasificar/`;
    const sinTipo = await api.call('POST', url, YO, { gravedad: 'alta' });
    expect(sinTipo.statusCode).toBe(400);
    expect(sinTipo.json().errores.tipo).toBe('Seleccione el tipo de denuncia.');
    const noCanal = await api.call('POST', url, YO, { ...clasificacion, investigador_id: ddId });
    expect(noCanal.statusCode).toBe(400);
    expect(noCanal.json().errores.investigador_id).toMatch(/investigador válido/);
    const catAjena = await api.call('POST', url, YO, { ...clasificacion, categoria_id: 999999 });
    expect(catAjena.statusCode).toBe(400);

    const res = await api.call('POST', url, YO, { ...clasificacion, investigador_id: tekemiId });
    expect(res.statusCode).toBe(200);
    const d = res.json() as DenunciaDetalle;
    expect(d).toMatchObject({ estado: 'en_revision', tipo: 'laboral', gravedad: 'alta', categoria: { id: categoria } });
    expect(d.investigador?.email).toBe('tekemi@demo.cl');
    expect(d.clasificada_at).not.toBeNull();
    expect(d.acuse_at).not.toBeNull();
    expect(d.plazos.find((p) => p.clave === 'acuse')?.estado).toBe('cumplido');
    expect(d.acciones_permitidas).toEqual(['reclasificar', 'desclasificar', 'investigar', 'desestimar', 'comentar']);
    const avisos = await api.t.handle.db
      .select()
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, tekemiId), eq(notificaciones.titulo, 'Denuncia asignada')));
    expect(avisos.some((a) => a.mensaje.includes(`DEN-${String(numero).padStart(6, '0')}`))).toBe(true);
    expect(avisos.every((a) => !a.mensaje.includes('bodega'))).toBe(true);

    await rechazo('POST', url, clasificacion, MENSAJES_FLUJO_DENUNCIA.noDisponible('clasificar', 'en_revision'));
    const cambio = await api.call('PUT', url, YO, { ...clasificacion, gravedad: 'media', investigador_id: tekemiId });
    expect(cambio.json()).toMatchObject({ estado: 'en_revision', gravedad: 'media' });
    const deshecha = await api.call('DELETE', url, YO);
    expect(deshecha.json()).toMatchObject({
      estado: 'recibida',
      gravedad: null,
      investigador: null,
      clasificada_at: null,
    });
    expect((await api.call('POST', url, YO, clasificacion)).json().estado).toBe('en_revision');
  });

  it('non-Ley-Karin: no DT referral, no protective measures; dismissal from revision closes it', async () => {
    const { id } = await nueva();
    await api.call('POST', `/denuncias/${id}/clasificar/`, YO, clasificacion);
    await rechazo('POST', `/denuncias/${id}/derivar-dt/`, {}, MENSAJES_FLUJO_DENUNCIA.soloLeyKarinDt);
    await rechazo(
      'POST',
      '/medidas-resguardo/',
      { denuncia_id: id, medida: 'Cambio de turno', fecha: '2026-11-20' },
      MENSAJES_FLUJO_DENUNCIA.soloLeyKarinMedidas,
    );
    const res = await api.call('POST', `/denuncias/${id}/cerrar/`, YO, {
      resolucion: 'Los hechos no constituyen una infracción.',
      mensaje_denunciante: 'Revisamos su denuncia y la desestimamos por falta de antecedentes.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'cerrada', acciones_permitidas: ['comentar'] });
    const eventos = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${id}/eventos`,
      YO,
    )) as EventoDenuncia[];
    expect(eventos.at(-1)).toMatchObject({ tipo: 'desestimada', etiqueta: 'Denuncia desestimada' });
  });

  it('the whole flow to closure, with every refusal on the way', async () => {
    const codigo = generarCodigoDenuncia();
    const pass = 'clave segura 2026';
    const { id } = await nueva({ credenciales: { codigo, pass } });
    await api.call('POST', `/denuncias/${id}/clasificar/`, YO, { ...clasificacion, investigador_id: tekemiId });
    await rechazo(
      'POST',
      '/causa-raiz/',
      { denuncia_id: id, descripcion: 'x' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('registrar_causa', 'en_revision'),
    );

    // Investigation: the first one moves the case and starts the clock.
    const inv = await api.call('POST', '/investigaciones/', YO, {
      denuncia_id: id,
      titulo: 'Entrevistas al turno noche',
      descripcion: 'Entrevistar a operarios',
      investigador_id: tekemiId,
      fecha_inicio: '2026-11-02',
    });
    expect(inv.statusCode).toBe(201);
    expect(inv.json()).toMatchObject({
      titulo: 'Entrevistas al turno noche',
      investigador: { email: 'tekemi@demo.cl' },
      fecha_termino: null,
    });
    const invId = inv.json().id as number;
    expect((await fila(id)).estado).toBe('investigacion');
    expect((await fila(id)).investigacion_iniciada_at).not.toBeNull();
    const fechas = await api.call('PUT', `/investigaciones/${invId}`, YO, {
      titulo: 'x',
      fecha_inicio: '2026-11-10',
      fecha_termino: '2026-11-01',
    });
    expect(fechas.statusCode).toBe(400);
    expect(fechas.json().errores.fecha_termino).toMatch(/anterior/);

    // No plan without a root cause; no implementation or closure yet.
    await rechazo(
      'POST',
      '/plan-acciones/',
      { denuncia_id: id, titulo: 'Capacitación' },
      MENSAJES_FLUJO_DENUNCIA.faltaCausaRaiz,
    );
    await rechazo(
      'POST',
      `/denuncias/${id}/implementar/`,
      undefined,
      MENSAJES_FLUJO_DENUNCIA.noDisponible('implementar', 'investigacion'),
    );
    await rechazo(
      'POST',
      `/denuncias/${id}/cerrar/`,
      { resolucion: 'r', mensaje_denunciante: 'm' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('cerrar', 'investigacion'),
    );
    expect((await detalle(id)).acciones_permitidas).not.toContain('planificar');

    const causa = await api.call('POST', '/causa-raiz/', YO, {
      denuncia_id: id,
      metodo: 'cinco_porques',
      descripcion: 'Supervisión ausente en el turno',
    });
    expect(causa.statusCode).toBe(201);
    expect(causa.json()).toMatchObject({ metodo: 'cinco_porques', created_by: { email: YO } });
    const causaEdit = await api.call('PUT', `/causa-raiz/${causa.json().id}`, YO, {
      metodo: 'ishikawa',
      descripcion: 'Supervisión y turnos',
    });
    expect(causaEdit.json()).toMatchObject({ metodo: 'ishikawa', descripcion: 'Supervisión y turnos' });
    expect((await detalle(id)).acciones_permitidas).toContain('planificar');

    // Implementing needs a plan: the first plan moves the case.
    const sinResponsable = await api.call('POST', '/plan-acciones/', YO, {
      denuncia_id: id,
      titulo: 'x',
      responsable_id: 999999,
    });
    expect(sinResponsable.statusCode).toBe(400);
    const plan = await api.call('POST', '/plan-acciones/', YO, {
      denuncia_id: id,
      titulo: 'Capacitación en trato respetuoso',
      responsable_id: adminId,
      plazo: '2026-12-15',
    });
    expect(plan.statusCode).toBe(201);
    const planId = plan.json().id as number;
    expect((await fila(id)).estado).toBe('plan_accion');
    const planEdit = await api.call('PUT', `/plan-acciones/${planId}`, YO, {
      titulo: 'Capacitación en trato respetuoso',
      responsable_id: adminId,
      plazo: '2026-12-20',
      estado: 'en_curso',
    });
    expect(planEdit.json()).toMatchObject({
      estado: 'en_curso',
      plazo: '2026-12-20',
      responsable: { email: 'admin@demo.cl' },
    });

    // Evidence of the plan and of the investigation (multipart, fields first, file in `file`).
    const evPlan = await subir('/evidencias-plan-accion/', {
      titulo: 'Lista de asistencia',
      descripcion: 'Firmada',
      empresa_id: demo,
      plan_accion_id: planId,
    });
    expect(evPlan.statusCode).toBe(201);
    expect(evPlan.json()).toMatchObject({
      origen: 'plan_accion',
      titulo: 'Lista de asistencia',
      tipo_usuario: 'usuario',
      plan_accion_id: planId,
    });
    const evInv = await subir(
      '/evidencias-investigacion/',
      { titulo: 'Foto', descripcion: '', investigacion_id: invId },
      { nombre: 'foto.jpg', bytes: jpegConGps(), type: 'image/jpeg' },
    );
    expect(evInv.statusCode).toBe(201);
    const planes = (await api.json('GET', `/plan-acciones/?denuncia_id=${id}&offset=0&limit=10`, YO)) as {
      data: PlanAccion[];
      total: number;
    };
    expect(planes.total).toBe(1);
    expect(planes.data[0]!.evidencias.map((e: Evidencia) => e.nombre)).toEqual(['acta.pdf']);
    const descarga = await api.call('GET', (evPlan.json() as Evidencia).download_url.replace('/api/v1', ''), YO);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);
    const investigacionesLista = await api.json('GET', `/investigaciones/?denuncia_id=${id}`, YO);
    expect(investigacionesLista.total).toBe(1);
    expect(investigacionesLista.data[0].evidencias[0]).toMatchObject({
      nombre: 'foto.jpg',
      titulo: 'Foto',
      content_type: 'image/jpeg',
    });

    // Implementation; an implementation must name a plan of this case.
    const otro = await nueva();
    const planAjeno = await api.call('POST', '/implementaciones/', YO, {
      denuncia_id: otro.id,
      descripcion: 'x',
      plan_accion_id: planId,
    });
    expect(planAjeno.statusCode).toBe(400);
    expect(planAjeno.json().errores.plan_accion_id).toBe('Seleccione un plan de acción de esta denuncia.');
    const impl = await api.call('POST', `/denuncias/${id}/implementar/`, YO);
    expect(impl.statusCode).toBe(200);
    expect(impl.json().estado).toBe('implementacion');
    await rechazo(
      'POST',
      `/denuncias/${id}/implementar/`,
      undefined,
      MENSAJES_FLUJO_DENUNCIA.noDisponible('implementar', 'implementacion'),
    );
    const registro = await api.call('POST', '/implementaciones/', YO, {
      denuncia_id: id,
      descripcion: 'Capacitación realizada',
      plan_accion_id: planId,
      fecha: '2026-11-15',
    });
    expect(registro.statusCode).toBe(201);
    expect(registro.json()).toMatchObject({
      plan_accion: { id: planId, titulo: 'Capacitación en trato respetuoso' },
      fecha: '2026-11-15',
    });
    const impls = await api.json('GET', `/implementaciones/?denuncia_id=${id}&offset=0&limit=5`, YO);
    expect(impls.total).toBe(1);

    // Ending the investigation stamps its clock.
    const fin = await api.call('PUT', `/investigaciones/${invId}`, YO, {
      titulo: 'Entrevistas al turno noche',
      hallazgos: 'Se confirman los hechos',
      fecha_inicio: '2026-11-02',
      fecha_termino: '2026-11-12',
    });
    expect(fin.json()).toMatchObject({ fecha_termino: '2026-11-12', hallazgos: 'Se confirman los hechos' });
    expect((await fila(id)).investigacion_cerrada_at).not.toBeNull();

    // Closure: both texts are required, then stored encrypted and shown decrypted.
    const sinTextos = await api.call('POST', `/denuncias/${id}/cerrar/`, YO, { resolucion: '  ' });
    expect(sinTextos.statusCode).toBe(400);
    expect(sinTextos.json().errores).toMatchObject({
      resolucion: 'La resolución es obligatoria',
      mensaje_denunciante: 'Escriba el mensaje que leerá el denunciante',
    });
    const cierre = await api.call('POST', `/denuncias/${id}/cerrar/`, YO, {
      resolucion: 'Se amonestó al jefe de bodega y se reasignaron turnos.',
      mensaje_denunciante: 'Gracias por su denuncia: se adoptaron medidas y el caso está cerrado.',
    });
    expect(cierre.statusCode).toBe(200);
    const cerrada = cierre.json() as DenunciaDetalle;
    expect(cerrada).toMatchObject({
      estado: 'cerrada',
      resolucion: 'Se amonestó al jefe de bodega y se reasignaron turnos.',
      mensaje_cierre: 'Gracias por su denuncia: se adoptaron medidas y el caso está cerrado.',
      acciones_permitidas: ['comentar'],
    });
    expect(cerrada.cerrada_at).not.toBeNull();
    expect(cerrada.primera_respuesta_at).not.toBeNull();
    const guardada = await fila(id);
    expect(JSON.stringify(guardada)).not.toContain('amonest');
    expect(JSON.stringify(guardada)).not.toContain('Gracias');

    // After closure nothing more moves.
    await rechazo(
      'POST',
      '/causa-raiz/',
      { denuncia_id: id, descripcion: 'x' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('registrar_causa', 'cerrada'),
    );
    await rechazo(
      'POST',
      `/denuncias/${id}/cerrar/`,
      { resolucion: 'r', mensaje_denunciante: 'm' },
      MENSAJES_FLUJO_DENUNCIA.noDisponible('cerrar', 'cerrada'),
    );

    // The reporter reads the closing message on lookup (public channel, same encryption contexts).
    const consulta = await api.t.app.inject({
      method: 'POST',
      url: `/api/v1/canal-denuncia/canal-denuncia/consulta/${codigo}`,
      payload: { pass_denuncia: pass },
    });
    expect(consulta.statusCode).toBe(200);
    expect(consulta.json()).toMatchObject({
      estado: 'cerrada',
      mensaje_cierre: 'Gracias por su denuncia: se adoptaron medidas y el caso está cerrado.',
    });

    // Timeline of the steps, and an audit trail without report content.
    const tipos = (
      (await api.json('GET', `/canal-denuncia/canal-denuncia/${demo}/${id}/eventos`, YO)) as EventoDenuncia[]
    )
      .map((e) => e.tipo)
      .filter((t) => t !== 'abierta' && t !== 'descarga');
    expect(tipos).toEqual([
      'recibida',
      'clasificada',
      'investigacion',
      'causa_raiz',
      'causa_raiz_actualizada',
      'plan_accion',
      'plan_accion_actualizado',
      'evidencia',
      'evidencia',
      'implementacion',
      'implementacion_registrada',
      'investigacion_cerrada',
      'cerrada',
    ]);
    const auditoria = await api.t.handle.db.select().from(audit_log).where(eq(audit_log.empresa_id, demo));
    const texto = JSON.stringify(auditoria.filter((a) => a.created_at >= guardada.created_at));
    expect(texto).toContain('"cerrar"');
    for (const contenido of ['amonest', 'Gracias por su denuncia', 'Supervisión', 'bodega']) {
      expect(texto).not.toContain(contenido);
    }
  });

  it('Ley Karin: protective measures, referral to the DT (once), never dismissed', async () => {
    const karinCat = await crearCategoriaPrueba(api.t, demo, { nombre: 'Acoso (Karin prueba)', tipo: 'ley_karin' });
    const { id } = await nueva({ categoriaId: karinCat, tipo: 'ley_karin', identidad: IDENTIDAD_PRUEBA });
    const medida = await api.call('POST', '/medidas-resguardo/', YO, {
      denuncia_id: id,
      medida: 'Separación de espacios de trabajo',
      fecha: '2026-11-20',
      responsable_id: adminId,
    });
    expect(medida.statusCode).toBe(201);
    expect(medida.json()).toMatchObject({
      medida: 'Separación de espacios de trabajo',
      responsable: { email: 'admin@demo.cl' },
    });
    const sinFecha = await api.call('POST', '/medidas-resguardo/', YO, { denuncia_id: id, medida: 'x' });
    expect(sinFecha.statusCode).toBe(400);
    expect(sinFecha.json().errores.fecha).toMatch(/fecha válida/);
    expect((await api.json('GET', `/medidas-resguardo/?denuncia_id=${id}`, YO)).total).toBe(1);

    await api.call('POST', `/denuncias/${id}/clasificar/`, YO, { ...clasificacion, tipo: 'ley_karin' });
    await rechazo(
      'POST',
      `/denuncias/${id}/cerrar/`,
      { resolucion: 'r', mensaje_denunciante: 'm' },
      MENSAJES_FLUJO_DENUNCIA.leyKarinNoDesestimar,
    );
    const futura = await api.call('POST', `/denuncias/${id}/derivar-dt/`, YO, { fecha: '2999-01-01' });
    expect(futura.statusCode).toBe(400);
    const derivada = await api.call('POST', `/denuncias/${id}/derivar-dt/`, YO, {
      observacion: 'Ingreso DT folio 123',
    });
    expect(derivada.statusCode).toBe(200);
    const d = derivada.json() as DenunciaDetalle;
    expect(d.estado).toBe('investigacion');
    expect(d.derivada_dt_at).not.toBeNull();
    expect(d.plazos.find((p) => p.clave === 'karin_inicio')?.estado).toBe('cumplido');
    await rechazo('POST', `/denuncias/${id}/derivar-dt/`, {}, MENSAJES_FLUJO_DENUNCIA.yaDerivada);
    // The observation became an internal note of the thread.
    const hilo = await api.json('GET', `/comentarios/?commentable_id=${id}`, YO);
    expect(hilo.data.map((c: ComentarioDenuncia) => [c.texto, c.visibilidad])).toEqual([
      ['Derivación a la Dirección del Trabajo: Ingreso DT folio 123', 'interno'],
    ]);
  });
});

describe('the thread', () => {
  it('an internal note does not acknowledge; a message to the reporter does, once', async () => {
    const { id } = await nueva();
    const interno = await api.call('POST', '/comentarios/', YO, {
      commentable_type: 'denuncia',
      commentable_id: id,
      empresa_id: demo,
      texto: 'Revisar cámaras',
      visibilidad: 'interno',
    });
    expect(interno.statusCode).toBe(201);
    expect((await fila(id)).acuse_at).toBeNull();

    const msg = await api.call('POST', '/comentarios/', YO, {
      commentable_type: 'denuncia',
      commentable_id: id,
      texto: 'Recibimos su denuncia y la estamos revisando.',
      visibilidad: 'denunciante',
    });
    expect(msg.statusCode).toBe(201);
    expect(msg.json()).toMatchObject({ visibilidad: 'denunciante', tipo_usuario: 'usuario', autor: { email: YO } });
    const tras = await fila(id);
    expect(tras.acuse_at).not.toBeNull();
    expect(tras.primera_respuesta_at).not.toBeNull();
    api.t.clock.advance(60_000);
    await api.call('POST', '/comentarios/', YO, {
      commentable_id: id,
      texto: 'Otro mensaje',
      visibilidad: 'denunciante',
    });
    expect((await fila(id)).acuse_at).toEqual(tras.acuse_at);

    // Stored encrypted; listed decrypted, oldest first, paged.
    const guardados = await api.t.handle.db.select().from(comentarios).where(eq(comentarios.commentable_id, id));
    expect(JSON.stringify(guardados)).not.toContain('cámaras');
    const lista = await api.json(
      'GET',
      `/comentarios/?commentable_type=denuncia&commentable_id=${id}&offset=0&limit=2`,
      YO,
    );
    expect(lista.total).toBe(3);
    expect(lista.data.map((c: ComentarioDenuncia) => c.texto)).toEqual([
      'Revisar cámaras',
      'Recibimos su denuncia y la estamos revisando.',
    ]);
    const eventos = (await api.json(
      'GET',
      `/canal-denuncia/canal-denuncia/${demo}/${id}/eventos`,
      YO,
    )) as EventoDenuncia[];
    expect(eventos.map((e) => e.tipo).slice(0, 3)).toEqual(['recibida', 'comentario', 'mensaje_denunciante']);
    expect((await api.call('POST', '/comentarios/', YO, { commentable_id: id, texto: '   ' })).statusCode).toBe(400);
  });

  it('staff evidence on a comment; a file is required; fields must come first', async () => {
    const { id } = await nueva();
    const com = (await api.json('POST', '/comentarios/', YO, { commentable_id: id, texto: 'Adjunto acta' }))
      .id as number;
    const ok = await subir('/evidencias-comentario/', {
      empresa_id: demo,
      tipo_usuario: 'usuario',
      denuncia_id: id,
      comentario_id: com,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      origen: 'comentario',
      comentario_id: com,
      nombre: 'acta.pdf',
      tamano: PDF.length,
    });
    const hilo = await api.json('GET', `/comentarios/?commentable_id=${id}`, YO);
    expect(hilo.data[0].evidencias.map((e: Evidencia) => e.nombre)).toEqual(['acta.pdf']);

    const sinArchivo = multipart([
      { name: 'denuncia_id', content: String(id) },
      { name: 'comentario_id', content: String(com) },
    ]);
    const r1 = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/evidencias-comentario/',
      payload: sinArchivo.payload,
      headers: { ...sinArchivo.headers, ...api.headers(YO) },
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().errores.file).toBe('Debe adjuntar un archivo.');
    const sinCampos = await subir('/evidencias-comentario/', { tipo_usuario: 'usuario' });
    expect(sinCampos.statusCode).toBe(400);
    expect(Object.keys(sinCampos.json().errores)).toEqual(expect.arrayContaining(['denuncia_id', 'comentario_id']));
    const otroCaso = await nueva();
    expect((await subir('/evidencias-comentario/', { denuncia_id: otroCaso.id, comentario_id: com })).statusCode).toBe(
      404,
    );
  });
});
