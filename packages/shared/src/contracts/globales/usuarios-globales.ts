import { z } from 'zod';
import { ROLES } from '../../roles';
import { listResponse, paginationSchema } from '../common';
import { referenciaSchema } from '../mi-empresa/empresa';
import { idFiltro, obligatorio } from '../fields';
import { emailUsuarioSchema, ordenUsuariosSchema, usuarioSchema } from '../mi-empresa/usuarios';

/*
 * Globales → usuarios (issue 4, admin_atalaya only): the accounts of every company. Same rules as
 * Mi Empresa → usuarios, except that admin_atalaya may be given to users of the platform company
 * (and only to them). Routes under /usuarios-globales/.
 */

export const MENSAJES_USUARIOS_GLOBALES = {
  rolPlataforma: 'El rol admin_atalaya solo puede asignarse a usuarios de la empresa de la plataforma.',
  empresaInvalida: 'Seleccione una empresa válida',
} as const;

const rolesSchema = z
  .array(z.enum(ROLES, { error: 'Seleccione roles válidos' }), { error: 'Seleccione al menos un rol' })
  .min(1, { error: 'Seleccione al menos un rol' })
  .transform((roles) => [...new Set(roles)]);

/** PUT /usuarios-globales/{id}. */
export const usuarioGlobalUpdateSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio', 100),
  apellido: obligatorio('El apellido es obligatorio', 100),
  roles: rolesSchema,
});
export type UsuarioGlobalUpdate = z.input<typeof usuarioGlobalUpdateSchema>;

/** POST /usuarios-globales/: the Mi Empresa create body plus the company. */
export const usuarioGlobalCreateSchema = usuarioGlobalUpdateSchema.extend({
  empresa_id: z.coerce
    .number({ error: MENSAJES_USUARIOS_GLOBALES.empresaInvalida })
    .int({ error: MENSAJES_USUARIOS_GLOBALES.empresaInvalida })
    .positive({ error: MENSAJES_USUARIOS_GLOBALES.empresaInvalida }),
  email: emailUsuarioSchema,
});
export type UsuarioGlobalCreate = z.input<typeof usuarioGlobalCreateSchema>;

export const usuarioGlobalFiltrosSchema = paginationSchema.extend({
  ...ordenUsuariosSchema,
  /** Nombre, apellido or correo. */
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  empresa_id: idFiltro,
  activo: z
    .enum(['true', 'false'], { error: 'El filtro activo debe ser true o false.' })
    .transform((v) => v === 'true')
    .optional(),
  rol: z.enum(ROLES, { error: 'Seleccione un rol válido' }).optional(),
});
export type UsuarioGlobalFiltros = z.input<typeof usuarioGlobalFiltrosSchema>;

export const usuarioGlobalSchema = usuarioSchema.extend({
  empresa_id: z.number().int(),
  empresa: referenciaSchema,
});
export type UsuarioGlobal = z.infer<typeof usuarioGlobalSchema>;
export const usuariosGlobalesResponseSchema = listResponse(usuarioGlobalSchema);

/** POST /usuarios-globales/: the invited user (as POST /usuarios/, an invitation). */
export const usuarioGlobalCreadoSchema = usuarioGlobalSchema;
export { claveRestablecidaSchema } from '../mi-empresa/usuarios';
