import { z } from 'zod';
import { PLATFORM_ROLE, ROLES } from '../../roles';
import { listResponse } from '../common';
import { busquedaSchema } from './empresa';

/*
 * Mi Empresa → usuarios (issue 4): the accounts of one company. A company may hold every role of
 * SPEC §6 except the platform's own (admin_atalaya). Password hashes never leave the API; a
 * generated password is answered once, on create or reset.
 */

/** Roles a company's users may hold. */
export const ROLES_EMPRESA = ROLES.filter((r) => r !== PLATFORM_ROLE);
export const MIN_CLAVE = 12;

const obligatorio = (mensaje: string, max = 100) =>
  z
    .string({ error: mensaje })
    .trim()
    .min(1, { error: mensaje })
    .max(max, { error: `Máximo ${max} caracteres.` });

const rolesSchema = z
  .array(z.enum(ROLES, { error: 'Seleccione roles válidos' }), { error: 'Seleccione al menos un rol' })
  .min(1, { error: 'Seleccione al menos un rol' })
  .refine((roles) => !roles.includes(PLATFORM_ROLE), {
    error: 'El rol admin_atalaya es exclusivo de la plataforma y no puede asignarse a usuarios de una empresa.',
  })
  .transform((roles) => [...new Set(roles)]);

export const usuarioUpdateSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  apellido: obligatorio('El apellido es obligatorio'),
  roles: rolesSchema,
});
export type UsuarioUpdate = z.input<typeof usuarioUpdateSchema>;

/**
 * A new account's email. `.invalid` (RFC 2606) never receives mail, and the API keeps that domain
 * for the placeholders of deleted users.
 */
export const emailUsuarioSchema = z
  .email({ error: 'Ingrese un correo electrónico válido' })
  .trim()
  .toLowerCase()
  .refine((email) => !email.endsWith('.invalid'), { error: 'Ingrese un correo electrónico válido' });

/** The password policy of every account: 12 to 200 characters. */
export const claveUsuarioSchema = z
  .string({ error: 'La contraseña debe ser texto.' })
  .min(MIN_CLAVE, { error: `La contraseña debe tener al menos ${MIN_CLAVE} caracteres.` })
  .max(200, { error: 'La contraseña admite hasta 200 caracteres.' });

/**
 * A new account is an invitation (issue 24 F7): no password here; the owner of the address sets
 * it from the link mailed to them (contracts/invitaciones).
 */
export const usuarioCreateSchema = usuarioUpdateSchema.extend({ email: emailUsuarioSchema });
export type UsuarioCreate = z.input<typeof usuarioCreateSchema>;

/** Columns a users' list orders by (default: name A-Z, as the list shows it). */
export const ORDENES_USUARIOS = ['nombre', 'email', 'ultimo_acceso'] as const;
export type OrdenUsuarios = (typeof ORDENES_USUARIOS)[number];

/** `sort` and `dir` of both users' lists (Mi Empresa and Globales). */
export const ordenUsuariosSchema = {
  sort: z.enum(ORDENES_USUARIOS, { error: 'Ordene por nombre, email o ultimo_acceso.' }).optional(),
  dir: z.enum(['asc', 'desc'], { error: 'La dirección debe ser asc o desc.' }).optional(),
};

export const usuarioFiltrosSchema = busquedaSchema.extend({
  ...ordenUsuariosSchema,
  activo: z
    .enum(['true', 'false'], { error: 'El filtro activo debe ser true o false.' })
    .transform((v) => v === 'true')
    .optional(),
  rol: z.enum(ROLES, { error: 'Seleccione un rol válido' }).optional(),
});

export const usuarioSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  activo: z.boolean(),
  /**
   * 'pendiente' until the invitation is accepted, 'vencida' once its link expired, 'sin_enviar'
   * for an imported user whose invitation was never sent; null for an account in use.
   */
  invitacion: z.enum(['pendiente', 'vencida', 'sin_enviar']).nullable(),
  roles: z.array(z.string()),
  ultimo_acceso: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Usuario = z.infer<typeof usuarioSchema>;
export const usuariosResponseSchema = listResponse(usuarioSchema);

/**
 * POST /usuarios/: the invited user (invitacion 'pendiente'). The same shape whatever the address,
 * so creating reveals nothing about accounts of other companies.
 */
export const usuarioCreadoSchema = usuarioSchema;
/** POST /usuarios/{id}/restablecer-clave: the new password, shown once. */
export const claveRestablecidaSchema = z.object({ password_generada: z.string() });
