import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canalPublicoSchema,
  categoriasPublicasQuerySchema,
  categoriasPublicasResponseSchema,
  codigoParamSchema,
  consultaDenunciaSchema,
  consultaInputSchema,
  denunciaCreadaSchema,
  evidenciaParamSchema,
  evidenciasParamSchema,
  evidenciasSubidasSchema,
  mensajeDenunciaSchema,
  respuestaDenuncianteInputSchema,
  tokenParamSchema,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { access } from '../../../platform/access';
import { ADJUNTO_AISLADO, enviarArchivo } from '../../../platform/archivos/descarga';
import { cabecerasAnonimas, LIMITES_CANAL, limitesPublicos } from '../../../platform/anonimato';
import { pruebasDe } from '../../../platform/auth/prueba-trabajo';
import { dependenciasDe } from '../../../platform/servicio';
import { FallosDeCodigosDesconocidos } from './acceso-denunciante';
import { canalPublico, categoriasPublicas } from './canal.service';
import {
  consultarDenuncia,
  descargarEvidenciaDenunciante,
  responderDenuncia,
  subirEvidenciasDenunciante,
} from './consulta.service';
import { recibirDenuncia } from './crear-denuncia.service';

/*
 * Public whistleblower channel routes (no session; contract in @atalaya/shared/contracts/canal-publico).
 * Every answer here says Cache-Control: no-store and Referrer-Policy: no-referrer; requests are
 * rate limited per origin by a salted, rotating hash kept in memory; the request log shows the
 * route pattern, never the URL (app.ts), so codes and tokens do not reach the logs.
 */

export async function canalPublicoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['canal-publico'];
  cabecerasAnonimas(app);
  const deps = dependenciasDe(app);
  const consulta = { ...deps, pruebas: pruebasDe(app), desconocidos: new FallosDeCodigosDesconocidos() };
  const lectura = { access: access.public() };
  const {
    lectura: limiteLectura,
    envio: limiteEnvio,
    consulta: limiteConsulta,
  } = await limitesPublicos(app, LIMITES_CANAL);

  r.get(
    '/canal-denuncia/public/:token',
    {
      config: lectura,
      onRequest: limiteLectura,
      schema: {
        tags,
        summary: 'Página pública del canal de denuncias de una empresa',
        params: tokenParamSchema,
        response: { 200: canalPublicoSchema },
      },
    },
    (request) => canalPublico(deps, request.params.token),
  );

  r.get(
    '/categoria-denuncias/categoria-denuncias/',
    {
      config: lectura,
      onRequest: limiteLectura,
      schema: {
        tags,
        summary: 'Categorías de denuncia de un canal (por su token)',
        querystring: categoriasPublicasQuerySchema,
        response: { 200: categoriasPublicasResponseSchema },
      },
    },
    async (request) => {
      const data = await categoriasPublicas(deps, request.query.token);
      return { data, total: data.length };
    },
  );

  r.post(
    '/canal-denuncia/canal-denuncia/',
    {
      config: lectura,
      onRequest: limiteEnvio,
      schema: {
        tags,
        summary: 'Envía una denuncia (multipart: campos de texto primero, luego archivos en evidencias)',
        description:
          'Responde el código de la denuncia, que se muestra una sola vez. No se guarda la dirección IP ni el navegador.',
        consumes: ['multipart/form-data'],
        response: { 201: denunciaCreadaSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await recibirDenuncia(deps, request)),
  );

  r.post(
    '/canal-denuncia/canal-denuncia/:empresa_token/:codigo/evidencias',
    {
      config: lectura,
      onRequest: limiteEnvio,
      schema: {
        tags,
        summary: 'El denunciante agrega archivos (multipart: pass_denuncia y comentario_id opcional, luego evidencias)',
        consumes: ['multipart/form-data'],
        params: evidenciasParamSchema,
        response: { 201: evidenciasSubidasSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subirEvidenciasDenunciante(consulta, { params: request.params, request })),
  );

  r.get(
    '/canal-denuncia/canal-denuncia/consulta/:codigo',
    {
      config: lectura,
      onRequest: limiteConsulta,
      schema: {
        tags,
        summary: 'Consulta de una denuncia con código y contraseña (preferir POST: la contraseña no va en la URL)',
        params: codigoParamSchema,
        querystring: consultaInputSchema,
        response: { 200: consultaDenunciaSchema },
      },
    },
    (request) => consultarDenuncia(consulta, { codigo: request.params.codigo, ...request.query }),
  );

  r.post(
    '/canal-denuncia/canal-denuncia/consulta/:codigo',
    {
      config: lectura,
      onRequest: limiteConsulta,
      schema: {
        tags,
        summary: 'Consulta de una denuncia con código y contraseña',
        params: codigoParamSchema,
        body: consultaInputSchema,
        response: { 200: consultaDenunciaSchema },
      },
    },
    (request) => consultarDenuncia(consulta, { codigo: request.params.codigo, ...request.body }),
  );

  r.post(
    '/canal-denuncia/canal-denuncia/consulta/:codigo/mensajes',
    {
      config: lectura,
      onRequest: limiteConsulta,
      schema: {
        tags,
        summary: 'El denunciante responde (mensaje visible para quienes llevan el caso)',
        params: codigoParamSchema,
        body: respuestaDenuncianteInputSchema,
        response: { 201: mensajeDenunciaSchema },
      },
    },
    async (request, reply) => {
      const mensaje = await responderDenuncia(consulta, { codigo: request.params.codigo, ...request.body });
      return reply.status(201).send(mensaje);
    },
  );

  r.post(
    '/canal-denuncia/canal-denuncia/consulta/:codigo/evidencias/:id/descarga',
    {
      config: lectura,
      onRequest: limiteConsulta,
      schema: {
        tags,
        summary: 'El denunciante descarga un archivo de su denuncia o de un mensaje dirigido a él',
        params: evidenciaParamSchema,
        body: consultaInputSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const archivo = await descargarEvidenciaDenunciante(consulta, {
        codigo: request.params.codigo,
        ...request.body,
        evidenciaId: request.params.id,
      });
      return enviarArchivo(reply, archivo, ADJUNTO_AISLADO);
    },
  );
}
