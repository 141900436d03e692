import { z } from 'zod';

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

export const loginResponseSchema = z.object({
  active: z.literal(true),
  user: sessionUserSchema,
});

export const empresaActivaBodySchema = z.object({
  empresa_id: z.coerce.number({ error: 'Seleccione una empresa.' }).int().positive({
    error: 'Seleccione una empresa.',
  }),
});

/** GET /auth/empresas-disponibles: companies the session may act on (the platform admin's switcher). */
export const empresasDisponiblesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), nombre: z.string(), rut: z.string() })),
});
