import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { batchDeleteSchema, batchResultSchema } from '@atalaya/shared/contracts/mi-empresa/empresa';
import { usuarioLoteSchema } from '@atalaya/shared/contracts/importacion';
import { usuarioCreateSchema } from '@atalaya/shared/contracts/mi-empresa/usuarios';
import { ACCESS, ROLES } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { trozos, type Importador } from '../../../platform/import/engine';
import { registrarImportacion } from '../../../platform/import/routes';
import { clave } from '../../../platform/import/valores';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { recordAudit } from '../../../platform/audit';
import { listRoles } from '../../globales/roles/roles.repository';
import { correosEnUso } from './invitaciones.repository';
import { exigirCorreoDeEmpresa } from './dominios-empresa';
import { notificarCambioRoles } from './usuarios-avisos';
import { correosDeEmpresa, insertUsuarioRoles, insertUsuariosImportados } from './usuarios.repository';
import { exigirOtorgables, rolesDelActor, usuariosService } from './usuarios.service';

/*
 * Batch work on the company's users (SPEC §7): POST /usuarios/import (CSV/XLSX),
 * POST /usuarios/batch-delete and PUT /usuarios/batch-update.
 *
 * Imported users are invitations not yet sent (issue 24 F7): pending, inactive, no password, no
 * link. An administrator sends each one with 'Reenviar invitación'
 * (POST /usuarios/{id}/reenviar-invitacion). As for a single user, an address of another
 * company's account is accepted like any other and its invitation is inert (usuarios.service).
 */

const config = { access: access.empresa(ACCESS.miEmpresa, 'mi_empresa') };
const importSchema = usuarioCreateSchema;
type UsuarioImport = z.output<typeof importSchema>;

/** Role code by folded name ('Admin Empresa', 'admin_empresa' → 'admin_empresa'). */
const ROLES_POR_CLAVE = new Map(ROLES.map((r) => [clave(r), r]));

export const usuariosImportador: Importador<Map<string, number>, UsuarioImport> = {
  entidad: 'usuario',
  plural: 'usuarios',
  columnas: [
    { campo: 'nombre', encabezados: ['Nombre', 'Nombres'] },
    { campo: 'apellido', encabezados: ['Apellido', 'Apellidos'] },
    { campo: 'email', encabezados: ['Email', 'Correo', 'Correo electrónico', 'E-mail'] },
    { campo: 'roles', encabezados: ['Roles', 'Rol'] },
  ],
  faltantes: (presentes) => ['nombre', 'apellido', 'email', 'roles'].filter((c) => !presentes.has(c)),
  async contexto(db) {
    const rows = await listRoles(db);
    return new Map(rows.map((r) => [r.nombre, r.id]));
  },
  convertir(c) {
    const nombres = c
      .roles!.split(/[,;|]/)
      .map((r) => r.trim())
      .filter(Boolean);
    const desconocidos = nombres.filter((r) => !ROLES_POR_CLAVE.has(clave(r)));
    return {
      valores: {
        nombre: c.nombre,
        apellido: c.apellido,
        email: c.email,
        roles: nombres.map((r) => ROLES_POR_CLAVE.get(clave(r)) ?? r),
      },
      errores: desconocidos.length ? [{ campo: 'roles', mensaje: `Rol desconocido: ${desconocidos.join(', ')}` }] : [],
    };
  },
  schema: importSchema,
  unico: {
    campo: 'email',
    clave: (u) => u.email,
    enArchivo: (fila) => `Correo repetido en el archivo (también en la fila ${fila})`,
    existente: 'Ya existe un usuario con ese correo.',
    async existentes(db, empresaId, emails) {
      // Only the company's own: another company's address must look like a new one (issue 24 F7).
      const out = new Set<string>();
      for (const parte of trozos(emails, 5000)) {
        for (const email of await correosDeEmpresa(db, empresaId, parte)) out.add(email);
      }
      return out;
    },
  },
  async insertar(tx, ctx, filas, rolIds) {
    // The role-grant policy applies to imports too: one role the importer may not grant → 403, nothing written.
    const rolesActor = await rolesDelActor(tx, ctx);
    for (const u of filas) exigirOtorgables(rolesActor, u.roles);
    await exigirCorreoDeEmpresa(
      tx,
      ctx.empresaId,
      filas.map((u) => u.email),
    );
    for (const parte of trozos(filas, 500)) {
      const ajenos = new Set(
        await correosEnUso(
          tx,
          parte.map((u) => u.email),
        ),
      );
      const creados = await insertUsuariosImportados(
        tx,
        ctx.empresaId,
        parte.map((u) => ({
          nombre: u.nombre,
          apellido: u.apellido,
          email: u.email,
          invitacion_inerte: ajenos.has(u.email),
        })),
      );
      const porEmail = new Map(parte.map((u) => [u.email, u.roles]));
      const enlaces = creados.flatMap((c) =>
        (porEmail.get(c.email) ?? []).map((r) => ({ usuario_id: c.id, rol_id: rolIds.get(r)! })),
      );
      if (enlaces.length) await insertUsuarioRoles(tx, enlaces);
      // Each imported user's roles are audited (before: none) and told to the company's administrators.
      for (const c of creados) {
        const u = parte.find((p) => p.email === c.email)!;
        const roles = [...u.roles].sort();
        await recordAudit(
          tx,
          {
            empresa_id: ctx.empresaId,
            usuario_id: ctx.usuarioId,
            accion: 'crear',
            entidad: 'usuario',
            entidad_id: c.id,
            cambios: { importado: true, roles: { antes: [], despues: roles } },
          },
          ctx.now,
        );
        await notificarCambioRoles(tx, ctx, { id: c.id, nombre: u.nombre, apellido: u.apellido }, [], roles);
      }
    }
  },
};

/** Registers /usuarios/import, /usuarios/batch-delete and /usuarios/batch-update. */
export function registrarLoteUsuarios(app: FastifyInstance) {
  const { r, tags } = rutasBase(app, { tag: 'mi-empresa', access: config.access });
  const deps = dependenciasDe(app);

  registrarImportacion(app, {
    path: 'usuarios',
    tag: 'mi-empresa',
    access: config.access,
    plural: 'usuarios',
    importador: usuariosImportador,
    nota:
      'Columnas: Nombre, Apellido, Email (o Correo) y Roles (separados por coma). Los usuarios importados quedan ' +
      'con la invitación sin enviar y no pueden ingresar hasta aceptarla: un administrador la envía con ' +
      '"Reenviar invitación" (POST /usuarios/{id}/reenviar-invitacion); nunca se devuelven contraseñas.',
  });

  r.post(
    '/usuarios/batch-delete',
    {
      config,
      schema: {
        tags,
        summary:
          'Elimina varios usuarios de la empresa como DELETE /usuarios/{id} (se anonimizan y desactivan, su id se conserva); si alguno no es de la empresa no se elimina ninguno (404); 409 para el propio usuario o el último administrador activo',
        body: batchDeleteSchema,
        response: { 200: batchResultSchema },
      },
    },
    (request) => usuariosService.batchDelete(deps, actorDe(app, request), request.body.ids),
  );

  r.put(
    '/usuarios/batch-update',
    {
      config,
      schema: {
        tags,
        summary:
          'Activa/desactiva o cambia los roles de varios usuarios (todos o ninguno, 404 si alguno no es de la empresa); desactivar cierra sus sesiones',
        body: usuarioLoteSchema,
        response: { 200: batchResultSchema },
      },
    },
    (request) => usuariosService.batchUpdate(deps, actorDe(app, request), request.body),
  );
}
