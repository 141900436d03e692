import type { FastifyInstance } from 'fastify';
import {
  configuracionEmpresaInputSchema,
  configuracionEmpresaSchema,
  preferenciasNotificacionInputSchema,
} from '@atalaya/shared/contracts/configuracion';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { almacenDe } from '../../platform/archivos/almacen';
import { rutasBase } from '../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { leerLogo } from '../globales/empresas/logo-formulario';
import { configuracionService } from './configuracion.service';

/**
 * Configuración (issue 8 §5): the company's administrators — and the platform's, on the company
 * they act on — manage its profile, 'por vencer' threshold, notification preferences and logo.
 * Always the session's active company: a company admin cannot name another one (404).
 */
export async function configuracionRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, {
    tag: 'configuracion',
    access: access.empresa(ACCESS.configuracion),
  });
  const deps = dependenciasDe(app);

  r.get(
    '/configuracion/empresa',
    {
      config,
      schema: {
        tags,
        summary: 'Configuración de la empresa activa (perfil, logo, días de aviso, preferencias de notificación)',
        response: { 200: configuracionEmpresaSchema },
      },
    },
    (request) => configuracionService.obtener(deps, actorDe(app, request)),
  );

  r.put(
    '/configuracion/empresa',
    {
      config,
      schema: {
        tags,
        summary:
          "Cambia el nombre de fantasía, los días de aviso 'por vencer' (1 a 365) y si se exige la verificación en dos pasos; la razón social no",
        body: configuracionEmpresaInputSchema,
        response: { 200: configuracionEmpresaSchema },
      },
    },
    (request) => configuracionService.actualizarEmpresa(deps, actorDe(app, request), request.body),
  );

  r.put(
    '/configuracion/notificaciones',
    {
      config,
      schema: {
        tags,
        summary: 'Reemplaza las preferencias de notificación (campana y correo de cada categoría)',
        body: preferenciasNotificacionInputSchema,
        response: { 200: configuracionEmpresaSchema },
      },
    },
    (request) => configuracionService.actualizarNotificaciones(deps, actorDe(app, request), request.body),
  );

  r.post(
    '/configuracion/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Sube o reemplaza el logo de la empresa (multipart, campo "archivo"; PNG, JPG o WebP de hasta 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: configuracionEmpresaSchema },
      },
    },
    async (request) => {
      const logo = await leerLogo(almacenDe(app), request, request.empresaId);
      return configuracionService.subirLogo(deps, actorDe(app, request), logo);
    },
  );

  r.delete(
    '/configuracion/logo',
    {
      config,
      schema: {
        tags,
        summary: 'Quita el logo de la empresa',
        response: { 200: configuracionEmpresaSchema },
      },
    },
    (request) => configuracionService.quitarLogo(deps, actorDe(app, request)),
  );
}
