import { z } from 'zod';
import { sessionUserSchema } from './sesion';

/*
 * Two-step verification (issue 9): RFC 6238 TOTP codes for password sign-ins, with recovery codes
 * shown once. Sign-in: POST /auth/login answers a `desafio` (see loginDesafioResponseSchema), then
 * /auth/login/totp or the enrolment at sign-in. Signed in: /cuenta/2fa.
 */

export const MENSAJES_2FA = {
  codigoObligatorio: 'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  codigoFormato: 'El código tiene 6 dígitos.',
  recuperacionFormato: 'El código de recuperación tiene el formato XXXX-XXXX.',
  codigoIncorrecto: 'Código incorrecto. Revise su aplicación de autenticación e intente nuevamente.',
  recuperacionIncorrecta: 'Código de recuperación incorrecto o ya utilizado.',
  codigoUtilizado: 'Código ya utilizado. Espere el siguiente código de su aplicación.',
  desafioExpirado: 'La verificación expiró o ya no es válida. Inicie sesión nuevamente.',
  sinEnrolamiento: 'Inicie la activación de la verificación en dos pasos nuevamente.',
  yaActivo: 'La verificación en dos pasos ya está activa.',
  noActivo: 'La verificación en dos pasos no está activa.',
  obligatorio: 'La verificación en dos pasos es obligatoria para su cuenta y no se puede desactivar.',
  passwordIncorrecta: 'La contraseña no es correcta.',
  passwordObligatoria: 'Ingrese su contraseña.',
} as const;

/** Recovery codes: 8 characters of an unambiguous alphabet, shown as XXXX-XXXX. */
export const FORMATO_RECUPERACION = /^[A-Z0-9]{4}-?[A-Z0-9]{4}$/;
export const CODIGOS_RECUPERACION = 10;

const codigoTotp = z
  .string({ error: MENSAJES_2FA.codigoObligatorio })
  .trim()
  .min(1, { error: MENSAJES_2FA.codigoObligatorio })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: MENSAJES_2FA.codigoFormato }));

const codigoRecuperacion = z
  .string({ error: MENSAJES_2FA.recuperacionFormato })
  .trim()
  .transform((v) => v.toUpperCase().replace(/\s/g, ''))
  .pipe(z.string().regex(FORMATO_RECUPERACION, { error: MENSAJES_2FA.recuperacionFormato }));

const desafio = z
  .string({ error: MENSAJES_2FA.desafioExpirado })
  .min(1, { error: MENSAJES_2FA.desafioExpirado })
  .max(200);

/** POST /auth/login/totp: the authenticator's code, or one recovery code instead. */
export const loginTotpBodySchema = z
  .object({ desafio, codigo: codigoTotp.optional(), codigo_recuperacion: codigoRecuperacion.optional() })
  .superRefine((v, ctx) => {
    if (v.codigo === undefined && v.codigo_recuperacion === undefined) {
      ctx.addIssue({ code: 'custom', path: ['codigo'], message: MENSAJES_2FA.codigoObligatorio });
    }
  });
export type LoginTotpBody = z.input<typeof loginTotpBodySchema>;

/** POST /auth/login/enrolar. */
export const loginEnrolarBodySchema = z.object({ desafio });

/** POST /auth/login/enrolar/confirmar. */
export const loginEnrolarConfirmarBodySchema = z.object({ desafio, codigo: codigoTotp });

/** A pending enrolment: what the authenticator app needs (QR image, or the secret typed in). */
export const enrolamientoSchema = z.object({
  otpauth_url: z.string(),
  /** PNG data URL of the otpauth URL's QR code. */
  qr_data_url: z.string(),
  /** Base32 secret, for typing into the app by hand. */
  secreto: z.string(),
});
export type Enrolamiento = z.infer<typeof enrolamientoSchema>;

/** Recovery codes, shown once (at enrolment and when regenerated). */
export const codigosRecuperacionSchema = z.object({ codigos_recuperacion: z.array(z.string()) });
export type CodigosRecuperacion = z.infer<typeof codigosRecuperacionSchema>;

/** POST /auth/login/enrolar/confirmar: signed in, with the new recovery codes. */
export const loginEnrolarConfirmarResponseSchema = z.object({
  active: z.literal(true),
  user: sessionUserSchema,
  codigos_recuperacion: z.array(z.string()),
});

/** GET /cuenta/2fa. */
export const estadoDosFactoresSchema = z.object({
  activo: z.boolean(),
  activado_at: z.string().nullable(),
  /** Why the user cannot go without it: platform administrator, or their company requires it. */
  obligatorio: z.enum(['plataforma', 'empresa']).nullable(),
  codigos_restantes: z.number().int(),
});
export type EstadoDosFactores = z.infer<typeof estadoDosFactoresSchema>;

/** POST /cuenta/2fa/confirmar and /cuenta/2fa/recuperacion. */
export const codigoBodySchema = z.object({ codigo: codigoTotp });

/** DELETE /cuenta/2fa: the password and a current code. */
export const desactivarDosFactoresBodySchema = z.object({
  password: z
    .string({ error: MENSAJES_2FA.passwordObligatoria })
    .min(1, { error: MENSAJES_2FA.passwordObligatoria })
    .max(512, { error: 'La contraseña es demasiado larga.' }),
  codigo: codigoTotp,
});
export type DesactivarDosFactores = z.input<typeof desactivarDosFactoresBodySchema>;
