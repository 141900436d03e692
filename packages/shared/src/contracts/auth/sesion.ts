import { z } from 'zod';
import { camposPruebaSchema } from '../prueba-trabajo';

export const loginBodySchema = z.object({
  username: z
    .string({ error: 'Ingrese su correo electrónico.' })
    .trim()
    .min(1, { error: 'Ingrese su correo electrónico.' })
    .max(254, { error: 'El correo electrónico es demasiado largo.' }),
  password: z
    .string({ error: 'Ingrese su contraseña.' })
    .min(1, { error: 'Ingrese su contraseña.' })
    .max(512, { error: 'La contraseña es demasiado larga.' }),
  recaptcha_token: z.string().max(4096).optional(),
  ...camposPruebaSchema.shape,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Session user of SPEC §3. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  id_empresa: z.number().int(),
  nombre: z.string(),
  apellido: z.string(),
  email: z.string(),
  roles: z.array(z.object({ nombre: z.string() })),
  empresa: z.object({
    id: z.number().int(),
    nombre: z.string(),
    logo: z.object({ url: z.string() }).nullable(),
    modulos: z.array(z.string()),
  }),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const checkSessionResponseSchema = z.object({
  active: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type CheckSessionResponse = z.infer<typeof checkSessionResponseSchema>;

/**
 * Password accepted, second factor pending (issue 9): no session cookies yet. `desafio` is the
 * one-time token for POST /auth/login/totp (`requiere: 'totp'`) or for the enrolment at sign-in
 * (`requiere: 'enrolamiento'`: the user must enrol TOTP before getting in).
 */
export const loginDesafioResponseSchema = z.object({
  active: z.literal(false),
  desafio: z.string(),
  requiere: z.enum(['totp', 'enrolamiento']),
});
export type LoginDesafioResponse = z.infer<typeof loginDesafioResponseSchema>;

export const loginResponseSchema = z.union([
  z.object({
    active: z.literal(true),
    user: sessionUserSchema,
  }),
  loginDesafioResponseSchema,
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const empresaActivaBodySchema = z.object({
  empresa_id: z.coerce.number({ error: 'Seleccione una empresa.' }).int().positive({
    error: 'Seleccione una empresa.',
  }),
});

/** GET /auth/empresas-disponibles: companies the session may act on (the platform admin's switcher). */
export const empresasDisponiblesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), nombre: z.string(), rut: z.string() })),
});

/** POST /auth/oauth-session-login: the single-use code handed over by the SSO popup (SPEC §3). */
export const oauthSessionLoginBodySchema = z.object({
  code_session: z
    .string({ error: 'Falta el código de sesión.' })
    .trim()
    .min(1, { error: 'Falta el código de sesión.' })
    .max(200, { error: 'Código de sesión inválido.' }),
});
export type OauthSessionLoginBody = z.infer<typeof oauthSessionLoginBodySchema>;

/** What the SSO popup posts to its opener: a code_session, or one of SPEC §8's messages. */
export type SsoPopupMessage = { code_session: string } | { error: string };
