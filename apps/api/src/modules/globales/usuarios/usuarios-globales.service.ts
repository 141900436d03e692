import { MENSAJES_USUARIOS_GLOBALES, type UsuarioGlobal } from '@atalaya/shared/contracts/globales/usuarios-globales';
import { MENSAJES } from '@atalaya/shared/messages';
import { PLATFORM_ROLE } from '@atalaya/shared/roles';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../platform/errors';
import type { Actor, Dependencias } from '../../../platform/servicio';
import {
  empresaDeUsuario,
  listUsuariosGlobales,
  type OrdenUsuarios,
} from '../../mi-empresa/usuarios/usuarios.repository';
import { toDtos, usuariosService, type ActorUsuarios } from '../../mi-empresa/usuarios/usuarios.service';
import { empresaBasica } from '../empresas/empresas.repository';

/*
 * Globales → usuarios (admin_atalaya): the users of every company. Each action resolves the
 * target user's company and calls the Mi Empresa service acting on that company, with platform
 * administrators manageable (permitirPlataforma), so the rules (sessions killed on deactivation,
 * passwords shown once, audit) are the same.
 */

type Deps = Pick<Dependencias, 'db'>;

const invalido = (errores: Record<string, string>) => new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);

/** admin_atalaya only for users of the platform company. */
function validarRoles(roles: string[], esPlataforma: boolean) {
  if (roles.includes(PLATFORM_ROLE) && !esPlataforma) {
    throw invalido({ roles: MENSAJES_USUARIOS_GLOBALES.rolPlataforma });
  }
}

/** The caller acting on `empresaId`'s users, platform administrators included. */
const sobre = (actor: Actor, empresaId: number): ActorUsuarios => ({ ...actor, empresaId, permitirPlataforma: true });

async function destino(db: Database, actor: Actor, id: number) {
  const empresa = await empresaDeUsuario(db, id);
  if (!empresa) throw notFound();
  return { empresa, actor: sobre(actor, empresa.empresa_id) };
}

const conEmpresa = <T extends object>(u: T, empresa: { empresa_id: number; empresa_nombre: string }) => ({
  ...u,
  empresa_id: empresa.empresa_id,
  empresa: { id: empresa.empresa_id, nombre: empresa.empresa_nombre },
});

export const usuariosGlobalesService = {
  async list(
    { db }: Deps,
    _actor: Actor,
    f: { q?: string; activo?: boolean; rol?: string; empresa_id?: number; skip: number; limit: number } & OrdenUsuarios,
  ): Promise<{ data: UsuarioGlobal[]; total: number }> {
    const { rows, total } = await listUsuariosGlobales(db, f);
    const dtos = await toDtos(db, rows);
    return { data: dtos.map((d, i) => conEmpresa(d, rows[i]!)), total };
  },

  async get(deps: Deps, actor: Actor, id: number) {
    const d = await destino(deps.db, actor, id);
    return conEmpresa(await usuariosService.get(deps, d.actor, id), d.empresa);
  },

  async create(
    deps: Deps,
    actor: Actor,
    {
      body,
      origen,
    }: {
      body: { empresa_id: number; nombre: string; apellido: string; email: string; roles: string[] };
      origen: string;
    },
  ) {
    const empresa = await empresaBasica(deps.db, body.empresa_id);
    if (!empresa) throw invalido({ empresa_id: MENSAJES_USUARIOS_GLOBALES.empresaInvalida });
    validarRoles(body.roles, empresa.es_plataforma);
    const { empresa_id, ...resto } = body;
    const creado = await usuariosService.create(deps, sobre(actor, empresa_id), { body: resto, origen });
    return conEmpresa(creado, { empresa_id, empresa_nombre: empresa.nombre });
  },

  async update(
    deps: Deps,
    actor: Actor,
    { id, body }: { id: number; body: { nombre: string; apellido: string; roles: string[] } },
  ) {
    const d = await destino(deps.db, actor, id);
    validarRoles(body.roles, d.empresa.es_plataforma);
    if (id === actor.usuarioId && !body.roles.includes(PLATFORM_ROLE)) {
      throw new AppError('CONFLICTO', 'No puede quitarse a sí mismo el rol admin_atalaya.');
    }
    return conEmpresa(await usuariosService.update(deps, d.actor, { id, body }), d.empresa);
  },

  async desactivar(deps: Deps, actor: Actor, id: number) {
    const d = await destino(deps.db, actor, id);
    return conEmpresa(await usuariosService.desactivar(deps, d.actor, id), d.empresa);
  },

  async activar(deps: Deps, actor: Actor, id: number) {
    const d = await destino(deps.db, actor, id);
    return conEmpresa(await usuariosService.activar(deps, d.actor, id), d.empresa);
  },

  async reenviarInvitacion(deps: Deps, actor: Actor, { id, origen }: { id: number; origen: string }) {
    const d = await destino(deps.db, actor, id);
    return conEmpresa(await usuariosService.reenviarInvitacion(deps, d.actor, { id, origen }), d.empresa);
  },

  async restablecerClave(deps: Deps, actor: Actor, id: number) {
    const d = await destino(deps.db, actor, id);
    return usuariosService.restablecerClave(deps, d.actor, id);
  },
};
