import { and, count, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, TicketDetalle } from '@atalaya/shared/contracts/soporte';
import { archivos, audit_log, correos, notificaciones, tickets, usuarios } from '../../db/schema/index';
import { HTML, PDF } from '../../platform/storage/test-samples';
import { apiDePrueba } from '../../test/api-de-prueba';
import { multipart } from '../../test/test-app';

/* Support tickets: a company's users open and answer theirs; admin_atalaya answers, assigns and closes any. */

const CLIENTE = 'admin@demo.cl';
const COLEGA = 'denuncias@demo.cl';
const OTRA = 'admin@otra.cl';
const SOPORTE = 'admin@atalaya.cl';
const api = apiDePrueba([CLIENTE, COLEGA, OTRA, SOPORTE]);
const db = () => api.t.handle.db;

const TICKET = { asunto: 'Error al publicar', descripcion: 'El botón Publicar no responde.', categoria: 'problema' };
const crear = (
  campos: Record<string, string | undefined>,
  who: string = CLIENTE,
  archivo = PDF,
  filename = 'captura.pdf',
) => api.subir('/support/tickets', { content: archivo, filename, type: 'application/pdf' }, campos, who);

const ids: Record<string, number> = {};
let resuelto = 0;
let abierto = 0;
/** The ticket the first test opens with a file. */
let conAdjunto: TicketDetalle;
beforeAll(async () => {
  for (const u of await db().select({ id: usuarios.id, email: usuarios.email }).from(usuarios)) ids[u.email] = u.id;
  const sembrados = await db().select().from(tickets);
  resuelto = sembrados.find((t) => t.estado === 'resuelto')!.id;
  abierto = sembrados.find((t) => t.estado === 'abierto')!.id;
});

const avisos = async (email: string, ticketId: number) =>
  (
    await db()
      .select({ n: count() })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, ids[email]!), like(notificaciones.enlace, `%?ticket=${ticketId}`)))
  )[0]!.n;
const contarArchivos = async () => (await db().select({ n: count() }).from(archivos))[0]!.n;

describe('create', () => {
  it('a company user opens a ticket with an attachment; the platform admins hear of it', async () => {
    const res = await crear({ ...TICKET, prioridad: 'urgente' });
    expect(res.statusCode, res.body).toBe(201);
    const t: TicketDetalle = res.json();
    conAdjunto = t;
    expect(t).toMatchObject({
      ...TICKET,
      prioridad: 'urgente',
      estado: 'abierto',
      empresa: { id: api.demoId, nombre: 'Empresa Demo SpA' },
      creado_por: { id: ids[CLIENTE], nombre: 'Carolina Muñoz' },
      asignado_a: null,
      mensajes: [],
      total_mensajes: 0,
    });
    expect(t.archivos).toEqual([
      {
        id: expect.any(Number),
        nombre: 'captura.pdf',
        tamano: PDF.length,
        content_type: 'application/pdf',
        download_url: `/api/v1/support/archivos/${t.archivos[0]!.id}`,
      },
    ]);
    const descarga = await api.call('GET', t.archivos[0]!.download_url.replace('/api/v1', ''), COLEGA);
    expect(descarga.statusCode).toBe(200);
    expect(descarga.headers['content-disposition']).toMatch(/^attachment; filename="captura.pdf"/);
    expect(descarga.rawPayload.equals(PDF)).toBe(true);

    expect(await avisos(SOPORTE, t.id)).toBe(1);
    const [enlace] = await db()
      .select({ enlace: notificaciones.enlace })
      .from(notificaciones)
      .where(eq(notificaciones.usuario_id, ids[SOPORTE]!));
    expect(enlace?.enlace).toMatch(/^\/globales\/tickets\?ticket=\d+$/);
    const auditadas = await db()
      .select({ accion: audit_log.accion, entidad: audit_log.entidad })
      .from(audit_log)
      .where(eq(audit_log.empresa_id, api.demoId));
    expect(auditadas).toEqual(
      expect.arrayContaining([
        { accion: 'crear', entidad: 'ticket' },
        { accion: 'subir', entidad: 'ticket_archivo' },
      ]),
    );
  });

  it('accepts JSON without a file; prioridad defaults to media', async () => {
    const res = await api.call('POST', '/support/tickets', COLEGA, { ...TICKET, categoria: 'mejora_plan' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ prioridad: 'media', categoria: 'mejora_plan', archivos: [] });
  });

  it('answers 400 with Spanish field errors and stores no file', async () => {
    const antes = await contarArchivos();
    const res = await crear({ asunto: ' ', descripcion: 'x', categoria: 'otra', prioridad: 'maxima' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({
      asunto: 'El asunto es obligatorio.',
      categoria: expect.stringMatching(/^Seleccione una categoría/),
      prioridad: expect.stringMatching(/^Seleccione una prioridad/),
    });
    const json = await api.call('POST', '/support/tickets', CLIENTE, { asunto: 'Hola' });
    expect(json.statusCode).toBe(400);
    expect(Object.keys(json.json().errores)).toEqual(['descripcion', 'categoria']);
    expect(await contarArchivos()).toBe(antes);
  });

  it('refuses a file whose content is not allowed, leaving no ticket behind', async () => {
    const [antes] = await db().select({ n: count() }).from(tickets);
    const res = await crear(TICKET, CLIENTE, HTML, 'pagina.html');
    expect(res.statusCode).toBe(415);
    expect(await db().select({ n: count() }).from(tickets)).toEqual([antes]);
  });
  it('refuses a field sent after the file and keeps neither the ticket nor the file', async () => {
    const [antes] = await db().select({ n: count() }).from(tickets);
    const archivosAntes = await contarArchivos();
    const body = multipart([
      { name: 'asunto', content: TICKET.asunto },
      { name: 'descripcion', content: TICKET.descripcion },
      { name: 'categoria', content: TICKET.categoria },
      { name: 'archivo', filename: 'captura.pdf', content: PDF, type: 'application/pdf' },
      { name: 'prioridad', content: 'alta' },
    ]);
    const res = await api.t.app.inject({
      method: 'POST',
      url: '/api/v1/support/tickets',
      payload: body.payload,
      headers: { ...body.headers, ...api.headers(CLIENTE) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ prioridad: 'Los campos deben enviarse antes del archivo.' });
    expect(await db().select({ n: count() }).from(tickets)).toEqual([antes]);
    expect(await contarArchivos()).toBe(archivosAntes);
  });
});

describe('list and detail', () => {
  it('a company user lists their company’s tickets with filters', async () => {
    const todos = await api.json('GET', '/support/tickets?limit=100', CLIENTE);
    expect(todos.total).toBeGreaterThanOrEqual(2);
    expect(todos.data.every((t: Ticket) => t.empresa.id === api.demoId)).toBe(true);

    const resueltos = await api.json('GET', '/support/tickets?estado=resuelto', CLIENTE);
    expect(resueltos.data.map((t: Ticket) => t.id)).toEqual([resuelto]);
    expect(resueltos.data[0].total_mensajes).toBe(2);

    const busqueda = await api.json('GET', '/support/tickets?q=revisor&categoria=consulta', CLIENTE);
    expect(busqueda.data.map((t: Ticket) => t.id)).toEqual([abierto]);
    expect((await api.json('GET', `/support/tickets?q=%23${abierto}`, CLIENTE)).data[0].id).toBe(abierto);

    const malo = await api.call('GET', '/support/tickets?estado=pendiente', CLIENTE);
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores.estado).toMatch(/^El estado debe ser/);
  });

  it('another company sees none of them: 404 on every route', async () => {
    expect((await api.json('GET', '/support/tickets', OTRA)).total).toBe(0);
    expect((await api.call('GET', `/support/tickets?empresa_id=${api.demoId}`, OTRA)).statusCode).toBe(404);
    expect((await api.call('GET', `/support/tickets/${abierto}`, OTRA)).statusCode).toBe(404);
    expect((await api.call('POST', `/support/tickets/${abierto}/mensajes`, OTRA, { texto: 'Hola' })).statusCode).toBe(
      404,
    );
    const url = conAdjunto.archivos[0]!.download_url.replace('/api/v1', '');
    expect((await api.call('GET', url, OTRA)).statusCode).toBe(404);
  });

  it('admin_atalaya lists every company’s tickets and filters by empresa', async () => {
    await api.call('POST', '/support/tickets', OTRA, { ...TICKET, asunto: 'Consulta de Otra' });
    const todos = await api.json('GET', '/support/tickets?limit=100', SOPORTE);
    expect(new Set(todos.data.map((t: Ticket) => t.empresa.nombre))).toEqual(
      new Set(['Empresa Demo SpA', 'Otra Empresa Ltda.']),
    );
    const demo = await api.json('GET', `/support/tickets?limit=100&empresa_id=${api.demoId}`, SOPORTE);
    expect(demo.data.every((t: Ticket) => t.empresa.id === api.demoId)).toBe(true);
    expect(demo.total).toBe(todos.total - 1);
  });

  it('internal notes are shown to admin_atalaya only', async () => {
    const admin: TicketDetalle = await api.json('GET', `/support/tickets/${resuelto}`, SOPORTE);
    const cliente: TicketDetalle = await api.json('GET', `/support/tickets/${resuelto}`, CLIENTE);
    expect(admin.mensajes.map((m) => m.interno)).toEqual([false, true, false]);
    expect(cliente.mensajes.map((m) => m.interno)).toEqual([false, false]);
    expect(cliente.mensajes[0]).toMatchObject({ de_soporte: true, autor: { nombre: 'Administración Atalaya' } });
    expect(admin.total_mensajes).toBe(3);
    expect(cliente.total_mensajes).toBe(2);
  });
});

describe('replies', () => {
  it('an admin reply moves abierto to en_progreso and notifies the creator (bell and mail)', async () => {
    const res = await api.call('POST', `/support/tickets/${abierto}/mensajes`, SOPORTE, {
      texto: 'En Configuración → Flujo documental puede agregar revisores.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ estado: 'en_progreso', total_mensajes: 1 });
    expect(await avisos(CLIENTE, abierto)).toBe(1);
    const [aviso] = await db()
      .select({ enlace: notificaciones.enlace })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuario_id, ids[CLIENTE]!), like(notificaciones.enlace, `%?ticket=${abierto}`)));
    expect(aviso?.enlace).toBe(`/soporte/tickets?ticket=${abierto}`);
    const correo = await db()
      .select()
      .from(correos)
      .where(eq(correos.asunto, `Soporte respondió su ticket #${abierto}`));
    expect(correo.map((c) => c.para)).toEqual([CLIENTE]);
    // The client sees it in their bell.
    expect((await api.json('GET', '/notificaciones/pendientes', CLIENTE)).total).toBeGreaterThan(0);
  });

  it('an internal note with a file notifies nobody and stays hidden, file included', async () => {
    const antes = await avisos(CLIENTE, abierto);
    const res = await api.subir(
      `/support/tickets/${abierto}/mensajes`,
      { content: PDF, filename: 'interno.pdf', type: 'application/pdf' },
      { texto: 'Revisar permisos del rol', interno: 'true' },
      SOPORTE,
    );
    expect(res.statusCode, res.body).toBe(201);
    const nota = (res.json() as TicketDetalle).mensajes.at(-1)!;
    expect(nota).toMatchObject({ interno: true, archivos: [{ nombre: 'interno.pdf' }] });
    expect(await avisos(CLIENTE, abierto)).toBe(antes);
    const cliente: TicketDetalle = await api.json('GET', `/support/tickets/${abierto}`, CLIENTE);
    expect(cliente.mensajes.some((m) => m.interno)).toBe(false);
    const url = nota.archivos[0]!.download_url.replace('/api/v1', '');
    expect((await api.call('GET', url, CLIENTE)).statusCode).toBe(404);
    expect((await api.call('GET', url, SOPORTE)).statusCode).toBe(200);
  });

  it('a client cannot write an internal note: interno is ignored', async () => {
    const res = await api.call('POST', `/support/tickets/${abierto}/mensajes`, CLIENTE, {
      texto: 'Gracias',
      interno: true,
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as TicketDetalle).mensajes.at(-1)).toMatchObject({ interno: false, de_soporte: false });
  });

  it('a client reply reopens a resuelto ticket and notifies its assignee', async () => {
    const antes = await avisos(SOPORTE, resuelto);
    const res = await api.subir(
      `/support/tickets/${resuelto}/mensajes`,
      { content: PDF, filename: 'error.pdf', type: 'application/pdf' },
      { texto: 'Volvió a ocurrir.' },
      CLIENTE,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ estado: 'en_progreso' });
    expect(await avisos(SOPORTE, resuelto)).toBe(antes + 1);
  });

  it('an empty reply is refused with a field error', async () => {
    const res = await api.call('POST', `/support/tickets/${abierto}/mensajes`, CLIENTE, { texto: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errores).toEqual({ texto: 'Escriba un mensaje.' });
  });
});

describe('admin update', () => {
  it('assigns to an active admin_atalaya only, and closing refuses further replies', async () => {
    const malo = await api.call('PATCH', `/support/tickets/${abierto}`, SOPORTE, { asignado_a: ids[CLIENTE] });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().errores).toEqual({ asignado_a: 'Seleccione un administrador de Atalaya activo.' });

    const responsables = await api.json('GET', '/support/responsables', SOPORTE);
    expect(responsables).toContainEqual({ id: ids[SOPORTE], nombre: 'Administración Atalaya' });
    const asignado = await api.call('PATCH', `/support/tickets/${abierto}`, SOPORTE, { asignado_a: ids[SOPORTE] });
    expect(asignado.statusCode, asignado.body).toBe(200);
    expect(asignado.json().asignado_a).toEqual({ id: ids[SOPORTE], nombre: 'Administración Atalaya' });

    const antes = await avisos(CLIENTE, abierto);
    const cerrado = await api.call('PATCH', `/support/tickets/${abierto}`, SOPORTE, { estado: 'cerrado' });
    expect(cerrado.statusCode).toBe(200);
    expect(cerrado.json()).toMatchObject({ estado: 'cerrado', cerrado_at: expect.any(String) });
    expect(await avisos(CLIENTE, abierto)).toBe(antes + 1);

    for (const who of [CLIENTE, SOPORTE]) {
      const res = await api.call('POST', `/support/tickets/${abierto}/mensajes`, who, { texto: '¿Sigue ahí?' });
      expect(res.statusCode).toBe(409);
      expect(res.json().mensaje).toBe('El ticket está cerrado: no admite nuevas respuestas.');
    }
    const reabierto = await api.call('PATCH', `/support/tickets/${abierto}`, SOPORTE, { estado: 'en_progreso' });
    expect(reabierto.json()).toMatchObject({ estado: 'en_progreso', cerrado_at: null });
  });

  it('refuses an empty change and an unknown ticket', async () => {
    const vacio = await api.call('PATCH', `/support/tickets/${abierto}`, SOPORTE, {});
    expect(vacio.statusCode).toBe(400);
    expect((await api.call('PATCH', '/support/tickets/999999', SOPORTE, { estado: 'cerrado' })).statusCode).toBe(404);
  });

  it('only admin_atalaya may PATCH or list the assignees; anonymous callers get 401', async () => {
    await api.rechazos(
      [
        ['PATCH', `/support/tickets/${abierto}`],
        ['GET', '/support/responsables'],
      ],
      CLIENTE,
    );
    expect((await api.call('GET', '/support/tickets')).statusCode).toBe(401);
    expect((await api.call('POST', '/support/tickets', undefined, TICKET)).statusCode).toBe(401);
  });
});
