import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  ticketActualizacionSchema,
  ticketDetalleSchema,
  ticketFiltrosSchema,
  ticketInputSchema,
  ticketResponsablesResponseSchema,
  ticketRespuestaSchema,
  ticketsResponseSchema,
} from '@atalaya/shared/contracts/soporte';
import { access, requireSession } from '../../platform/access';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { abrirArchivo, almacenDe } from '../../platform/archivos/almacen';
import { ADJUNTO_AISLADO, enviarArchivo } from '../../platform/archivos/descarga';
import { leerFormulario } from './formulario-ticket';
import {
  actualizarTicket,
  crearTicket,
  archivoParaDescarga,
  detalleTicket,
  listarTickets,
  responderTicket,
  responsables,
  type ActorSoporte,
} from './soporte.service';

/*
 * Support tickets over HTTP (SPEC §7 `POST /support/tickets`, form data). Any signed-in user works
 * on their company's tickets; admin_atalaya sees and answers every company's, and alone may PATCH.
 */

const FORMULARIO =
  'multipart/form-data (los campos de texto primero y, opcionalmente, un archivo en el campo archivo) ' +
  'o JSON sin archivo.';

export async function soporteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['soporte'];
  const cliente = { access: access.session() };
  const plataforma = { access: access.plataforma() };
  const actor = (request: FastifyRequest): ActorSoporte => ({
    ...actorDe(app, request),
    esAdmin: requireSession(request).esAdminPlataforma,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  r.post(
    '/support/tickets',
    {
      config: cliente,
      schema: {
        tags,
        summary: 'Abre un ticket de soporte de la empresa',
        description: `${FORMULARIO} Campos: asunto, descripcion, categoria, prioridad.`,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ticketDetalleSchema },
      },
    },
    async (request, reply) => {
      const l = actor(request);
      const form = await leerFormulario(app, request, ticketInputSchema, l.now);
      return reply.status(201).send(await crearTicket(dependenciasDe(app), l, form));
    },
  );

  r.get(
    '/support/tickets',
    {
      config: cliente,
      schema: {
        tags,
        summary: 'Tickets de la empresa (admin_atalaya: de todas las empresas, filtrables por empresa_id)',
        querystring: ticketFiltrosSchema,
        response: { 200: ticketsResponseSchema },
      },
    },
    (request) => listarTickets(dependenciasDe(app), actor(request), request.query),
  );

  r.get(
    '/support/responsables',
    {
      config: plataforma,
      schema: {
        tags,
        summary: 'Administradores de Atalaya activos a quienes se puede asignar un ticket',
        response: { 200: ticketResponsablesResponseSchema },
      },
    },
    () => responsables(dependenciasDe(app)),
  );

  r.get(
    '/support/tickets/:id',
    {
      config: cliente,
      schema: {
        tags,
        summary: 'Un ticket con su conversación (las notas internas solo para admin_atalaya)',
        params: idParamSchema,
        response: { 200: ticketDetalleSchema },
      },
    },
    (request) => detalleTicket(dependenciasDe(app), actor(request), request.params.id),
  );

  r.post(
    '/support/tickets/:id/mensajes',
    {
      config: cliente,
      schema: {
        tags,
        summary: 'Responde un ticket (admin_atalaya también puede dejar una nota interna)',
        description:
          `${FORMULARIO} Campos: texto, interno (solo admin_atalaya). Una respuesta del cliente reabre un ` +
          'ticket resuelto (en_progreso); la primera respuesta de soporte pasa un ticket abierto a en_progreso; ' +
          'un ticket cerrado responde 409.',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        response: { 201: ticketDetalleSchema },
      },
    },
    async (request, reply) => {
      const l = actor(request);
      const form = await leerFormulario(app, request, ticketRespuestaSchema, l.now);
      return reply.status(201).send(await responderTicket(dependenciasDe(app), l, { id: request.params.id, ...form }));
    },
  );

  r.patch(
    '/support/tickets/:id',
    {
      config: plataforma,
      schema: {
        tags,
        summary: 'Cambia el estado o el responsable de un ticket (admin_atalaya)',
        params: idParamSchema,
        body: ticketActualizacionSchema,
        response: { 200: ticketDetalleSchema },
      },
    },
    (request) =>
      actualizarTicket(dependenciasDe(app), actor(request), { id: request.params.id, cambios: request.body }),
  );

  r.get(
    '/support/archivos/:id',
    {
      config: cliente,
      schema: {
        tags,
        summary: 'Descarga un archivo de un ticket (siempre como adjunto; los de notas internas solo admin_atalaya)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const archivo = await archivoParaDescarga(dependenciasDe(app), actor(request), request.params.id);
      return enviarArchivo(reply, await abrirArchivo(almacenDe(app), archivo), ADJUNTO_AISLADO);
    },
  );
}
