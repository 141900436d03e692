import { MENSAJES_USUARIOS_GLOBALES, type UsuarioGlobal } from '@atalaya/shared/contracts/globales/usuarios-globales';
import { MENSAJES } from '@atalaya/shared/messages';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import type { Database } from '../../../db/client';
import type { CrudContext } from '../../../platform/crud/resource';
import { AppError, notFound } from '../../../platform/errors';
import {
  empresaDeUsuario,
  listUsuariosGlobales,
  type OrdenUsuarios,
} from '../../mi-empresa/usuarios/usuarios.repository';
import { toDtos, usuariosService } from '../../mi-empresa/usuarios/usuarios.service';
import { empresaBasica } from '../empresas/empresas.repository';

/*
 * Globales → usuarios (admin_atalaya): the users of every company. Each action resolves the
 * target user's company and calls the Mi Empresa service with that company as the tenant, so
 * the rules (sessions killed on deactivation, passwords shown once, audit) are the same.
 */

const OPCIONES = { permitirPlataforma: true };

const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);

/** admin_atalaya only for users of the platform company. */
function validarRoles(roles: string[], esPlataforma: boolean) {
  if (roles.includes(PLATFORM_ROLE) && !esPlataforma) {
    throw invalido({ roles: MENSAJES_USUARIOS_GLOBALES.rolPlataforma });
  }
}

async function destino(db: Database, ctx: CrudContext, id: number) {
  const empresa = await empresaDeUsuario(db, id);
  if (!empresa) throw notFound();
  return { empresa, ctx: { ...ctx, empresaId: empresa.empresa_id } };
}

const conEmpresa = <T extends object>(u: T, empresa: { empresa_id: number; empresa_nombre: string }) => ({
  ...u,
  empresa_id: empresa.empresa_id,
  empresa: { id: empresa.empresa_id, nombre: empresa.empresa_nombre },
});

export const usuariosGlobalesService = {
  async list(
    db: Database,
    f: { q?: string; activo?: boolean; rol?: string; empresa_id?: number; skip: number; limit: number } & OrdenUsuarios,
  ): Promise<{ data: UsuarioGlobal[]; total: number }> {
    const { rows, total } = await listUsuariosGlobales(db, f);
    const dtos = await toDtos(db, rows);
    return { data: dtos.map((d, i) => conEmpresa(d, rows[i]!)), total };
  },

  async get(db: Database, id: number) {
    const empresa = await empresaDeUsuario(db, id);
    if (!empresa) throw notFound();
    return conEmpresa(await usuariosService.get(db, empresa.empresa_id, id), empresa);
  },

  async create(
    db: Database,
    ctx: CrudContext,
    body: { empresa_id: number; nombre: string; apellido: string; email: string; roles: string[] },
    invitacion: { origen: string },
  ) {
    const empresa = await empresaBasica(db, body.empresa_id);
    if (!empresa) throw invalido({ empresa_id: MENSAJES_USUARIOS_GLOBALES.empresaInvalida });
    validarRoles(body.roles, empresa.es_plataforma);
    const { empresa_id, ...resto } = body;
    const creado = await usuariosService.create(db, { ...ctx, empresaId: empresa_id }, resto, {
      ...OPCIONES,
      ...invitacion,
    });
    return conEmpresa(creado, { empresa_id, empresa_nombre: empresa.nombre });
  },

  async update(
    db: Database,
    ctx: CrudContext,
    id: number,
    body: { nombre: string; apellido: string; roles: string[] },
  ) {
    const d = await destino(db, ctx, id);
    validarRoles(body.roles, d.empresa.es_plataforma);
    if (id === ctx.usuarioId && !body.roles.includes(PLATFORM_ROLE)) {
      throw new AppError('CONFLICTO', 'No puede quitarse a sí mismo el rol admin_atalaya.');
    }
    return conEmpresa(await usuariosService.update(db, d.ctx, id, body, OPCIONES), d.empresa);
  },

  async desactivar(db: Database, ctx: CrudContext, id: number) {
    const d = await destino(db, ctx, id);
    return conEmpresa(await usuariosService.desactivar(db, d.ctx, id, OPCIONES), d.empresa);
  },

  async activar(db: Database, ctx: CrudContext, id: number) {
    const d = await destino(db, ctx, id);
    return conEmpresa(await usuariosService.activar(db, d.ctx, id, OPCIONES), d.empresa);
  },

  async reenviarInvitacion(db: Database, ctx: CrudContext, id: number, invitacion: { origen: string }) {
    const d = await destino(db, ctx, id);
    return conEmpresa(
      await usuariosService.reenviarInvitacion(db, d.ctx, id, { ...OPCIONES, ...invitacion }),
      d.empresa,
    );
  },

  async restablecerClave(db: Database, ctx: CrudContext, id: number) {
    const d = await destino(db, ctx, id);
    return usuariosService.restablecerClave(db, d.ctx, id, OPCIONES);
  },
};
