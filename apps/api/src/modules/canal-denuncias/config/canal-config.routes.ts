import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  canalConfigInputSchema,
  canalConfigSchema,
  categoriaDenunciaInputSchema,
  categoriaDenunciaSchema,
  categoriasDenunciaResponseSchema,
  qrQuerySchema,
} from '@atalaya/shared/contracts/canal-denuncias/config';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { actualizarConfig, obtenerConfig, qrCanal } from './canal-config.service';
import { actualizarCategoria, crearCategoria, eliminarCategoria, listarCategorias } from './categorias.service';

/** Channel users read the configuration; the company's administrators change it. */
const lecturaAccess = access.empresa(ACCESS.canalDenuncias, 'canal_denuncias');
const escrituraAccess = access.empresa(['admin_atalaya', 'admin_empresa'], 'canal_denuncias');

const HOST_RE = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The site's origin as the browser reached it (Host, and X-Forwarded-Proto behind a trusted
 * proxy): no PUBLIC_URL setting is needed, and a QR printed from the real site points at it.
 */
function origenPublico(request: FastifyRequest): string {
  const host = HOST_RE.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** Channel configuration, public links and QR code, categories and their receivers (issue 6 §8). */
export async function canalConfigRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag: 'canal-denuncias', access: lecturaAccess });
  const escritura = { access: escrituraAccess };
  const deps = dependenciasDe(app);
  const actor = (request: FastifyRequest) => actorDe(app, request);

  r.get(
    '/canal-denuncia/configuracion',
    {
      config,
      schema: {
        tags,
        summary: 'Configuración del canal de denuncias, enlaces públicos y usuarios del canal',
        response: { 200: canalConfigSchema },
      },
    },
    (request) => obtenerConfig(deps, actor(request)),
  );

  r.put(
    '/canal-denuncia/configuracion',
    {
      config: escritura,
      schema: {
        tags,
        summary: 'Modifica la configuración del canal (los campos omitidos se mantienen)',
        body: canalConfigInputSchema,
        response: { 200: canalConfigSchema },
      },
    },
    (request) => actualizarConfig(deps, actor(request), request.body),
  );

  r.get(
    '/canal-denuncia/configuracion/qr.svg',
    {
      config,
      schema: {
        tags,
        summary: 'Código QR (SVG) del enlace público del canal o del formulario, para imprimir',
        querystring: qrQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { svg } = await qrCanal(deps, actor(request), {
        destino: request.query.destino,
        origen: origenPublico(request),
      });
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `inline; filename="qr-canal-denuncias-${request.query.destino}.svg"`)
        .send(svg);
    },
  );

  r.get(
    '/categoria-denuncias/',
    {
      config,
      schema: {
        tags,
        summary: 'Categorías de denuncia de la empresa con sus receptores',
        response: { 200: categoriasDenunciaResponseSchema },
      },
    },
    (request) => listarCategorias(deps, actor(request)),
  );

  r.post(
    '/categoria-denuncias/',
    {
      config: escritura,
      schema: {
        tags,
        summary: 'Crea una categoría (Ley Karin siempre requiere identificación)',
        body: categoriaDenunciaInputSchema,
        response: { 201: categoriaDenunciaSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearCategoria(deps, actor(request), request.body)),
  );

  r.put(
    '/categoria-denuncias/:id',
    {
      config: escritura,
      schema: {
        tags,
        summary: 'Modifica una categoría y sus receptores',
        params: idParamSchema,
        body: categoriaDenunciaInputSchema,
        response: { 200: categoriaDenunciaSchema },
      },
    },
    (request) => actualizarCategoria(deps, actor(request), { ...request.body, id: request.params.id }),
  );

  r.delete(
    '/categoria-denuncias/:id',
    {
      config: escritura,
      schema: {
        tags,
        summary: 'Elimina una categoría sin denuncias (409 si tiene: desactívela)',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    (request) => eliminarCategoria(deps, actor(request), request.params.id),
  );
}
