import type { FastifyInstance } from 'fastify';
import {
  usuarioCreadoSchema,
  usuarioCreateSchema,
  usuarioFiltrosSchema,
  usuarioSchema,
  usuariosResponseSchema,
  usuarioUpdateSchema,
} from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { registrarRutasCuentas } from './cuentas.routes';
import { registrarLoteUsuarios } from './usuarios-import';
import { usuariosService } from './usuarios.service';

/** Mi Empresa → usuarios: the acting company's accounts (a platform admin acting on a company sees its users). */
export async function usuariosRoutes(app: FastifyInstance) {
  const acceso = { tag: 'mi-empresa', access: access.empresa(ACCESS.miEmpresa, 'mi_empresa') };
  registrarRutasCuentas(app, {
    path: 'usuarios',
    ...acceso,
    contracts: {
      filtros: usuarioFiltrosSchema,
      lista: usuariosResponseSchema,
      item: usuarioSchema,
      create: usuarioCreateSchema,
      creado: usuarioCreadoSchema,
      update: usuarioUpdateSchema,
    },
    resumenes: {
      lista: 'Lista los usuarios de la empresa (q sobre nombre, apellido y correo; filtros activo y rol)',
      create: 'Crea un usuario; sin contraseña se genera una y se muestra solo en esta respuesta',
      update: 'Actualiza nombre, apellido y roles de un usuario',
      desactivar: 'Desactiva un usuario y cierra todas sus sesiones (nadie puede desactivarse a sí mismo)',
      restablecerClave: 'Genera una nueva contraseña (se muestra solo en esta respuesta) y cierra todas sus sesiones',
    },
    servicio: usuariosService,
  });

  const { r, tags, config } = rutasBase(app, acceso);
  r.delete(
    '/usuarios/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un usuario: se anonimiza y desactiva, y su id se conserva',
        description: [
          'Eliminar no borra la fila: la auditoría, los documentos, las denuncias, los tickets y los registros que el',
          'usuario creó o tiene asignados siguen apuntando a su id y ahora muestran «Usuario eliminado #<id>».',
          'Su nombre, apellido y correo se reemplazan (el correo queda libre para una cuenta nueva), queda inactivo y',
          'sin contraseña, se cierran todas sus sesiones y se quitan sus roles, segundo factor, códigos de recuperación,',
          'notificaciones y su papel de receptor de denuncias. Deja de aparecer en las listas y su id responde 404.',
          'No se puede deshacer. La fila de auditoría «eliminar» no guarda sus datos personales; las filas anteriores',
          'de la cadena de auditoría no se reescriben. 409 para el propio usuario y para el último administrador activo',
          'de la empresa; 404 para un id de otra empresa.',
        ].join(' '),
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    (request) => usuariosService.eliminar(dependenciasDe(app), actorDe(app, request), request.params.id),
  );

  registrarLoteUsuarios(app);
}
