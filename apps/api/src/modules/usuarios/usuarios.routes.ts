import type { FastifyInstance } from 'fastify';
import {
  usuarioCreadoSchema,
  usuarioCreateSchema,
  usuarioFiltrosSchema,
  usuarioSchema,
  usuariosResponseSchema,
  usuarioUpdateSchema,
} from '@atalaya/shared/contracts/usuarios';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { registrarRutasCuentas } from './cuentas.routes';
import { registrarLoteUsuarios } from './usuarios-import';
import { usuariosService } from './usuarios.service';

/** Mi Empresa → usuarios: the acting company's accounts (a platform admin acting on a company sees its users). */
export async function usuariosRoutes(app: FastifyInstance) {
  registrarRutasCuentas(app, {
    path: 'usuarios',
    tag: 'mi-empresa',
    access: access.empresa(ACCESS.miEmpresa, 'mi_empresa'),
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

  registrarLoteUsuarios(app);
}
