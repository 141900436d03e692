import type { FastifyInstance } from 'fastify';
import {
  usuarioGlobalCreadoSchema,
  usuarioGlobalCreateSchema,
  usuarioGlobalFiltrosSchema,
  usuarioGlobalSchema,
  usuarioGlobalUpdateSchema,
  usuariosGlobalesResponseSchema,
} from '@atalaya/shared/contracts/globales/usuarios-globales';
import { access } from '../../../platform/access';
import { registrarRutasCuentas } from '../../mi-empresa/usuarios/cuentas.routes';
import { usuariosGlobalesService } from './usuarios-globales.service';

/** Globales → usuarios: accounts of every company (admin_atalaya only). */
export async function usuariosGlobalesRoutes(app: FastifyInstance) {
  registrarRutasCuentas(app, {
    path: 'usuarios-globales',
    tag: 'globales',
    access: access.plataforma(),
    contracts: {
      filtros: usuarioGlobalFiltrosSchema,
      lista: usuariosGlobalesResponseSchema,
      item: usuarioGlobalSchema,
      create: usuarioGlobalCreateSchema,
      creado: usuarioGlobalCreadoSchema,
      update: usuarioGlobalUpdateSchema,
    },
    resumenes: {
      lista: 'Usuarios de todas las empresas (q: nombre, apellido o correo; filtros empresa_id, activo, rol)',
      create:
        'Crea un usuario en la empresa indicada (admin_atalaya solo en la empresa de la plataforma); sin contraseña se genera una',
      update: 'Actualiza nombre, apellido y roles de un usuario de cualquier empresa',
      desactivar: 'Desactiva un usuario y cierra todas sus sesiones',
      restablecerClave: 'Genera una nueva contraseña (se muestra solo en esta respuesta) y cierra sus sesiones',
    },
    servicio: usuariosGlobalesService,
  });
}
