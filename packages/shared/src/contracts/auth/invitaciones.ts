import { z } from 'zod';
import { claveUsuarioSchema } from '../mi-empresa/usuarios';

/*
 * Invitations (issue 24 F7): a new account works only once the owner of its address opens the
 * one-time link mailed to them and sets a password (or signs in by SSO while the link is valid).
 * Anonymous routes: GET /auth/invitacion/{token} (what the page shows) and
 * POST /auth/invitacion/{token} (set the password; the account becomes active).
 */

/** Days an invitation link is valid; resending issues a new link and voids the previous one. */
export const INVITACION_VIGENCIA_DIAS = 7;

export const MENSAJES_INVITACION = {
  /** Unknown, already used or voided by a newer link: one answer for all. */
  invalida:
    'Este enlace de invitación no es válido o ya fue usado. Si ya creó su contraseña, inicie sesión; si no, pida al administrador de su empresa que le reenvíe la invitación.',
  vencida:
    'Esta invitación venció. Pida al administrador de su empresa que le reenvíe la invitación: el nuevo enlace vale por 7 días.',
  confirmacion: 'Las contraseñas no coinciden.',
  confirmacionObligatoria: 'Repita la contraseña.',
  /** 409 on actions that need an account in use (reset password, activate, deactivate). */
  pendiente: 'El usuario aún no acepta su invitación: reenvíe la invitación o elimine el usuario.',
  /** 409 when resending to an account already in use. */
  noPendiente: 'El usuario ya aceptó su invitación.',
  asunto: 'Invitación a Atalaya',
  asuntoIntento: 'Intento de invitación a Atalaya',
} as const;

export const invitacionTokenParamSchema = z.object({
  token: z.string().min(10, { error: MENSAJES_INVITACION.invalida }).max(200, { error: MENSAJES_INVITACION.invalida }),
});

/** GET /auth/invitacion/{token}. */
export const invitacionSchema = z.object({
  email: z.string(),
  nombre: z.string(),
  apellido: z.string(),
  empresa: z.string(),
  expira: z.string(),
});
export type Invitacion = z.infer<typeof invitacionSchema>;

/** POST /auth/invitacion/{token}: the password, twice, with the policy of every account. */
export const aceptarInvitacionSchema = z
  .object({
    password: claveUsuarioSchema,
    confirmacion: z.string({ error: MENSAJES_INVITACION.confirmacionObligatoria }),
  })
  .superRefine((v, ctx) => {
    if (v.confirmacion !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmacion'], message: MENSAJES_INVITACION.confirmacion });
    }
  });
export type AceptarInvitacion = z.input<typeof aceptarInvitacionSchema>;

/** POST /auth/invitacion/{token}: the e-mail to sign in with. */
export const invitacionAceptadaSchema = z.object({ email: z.string() });
