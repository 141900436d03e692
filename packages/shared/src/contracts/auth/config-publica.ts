import { z } from 'zod';

/** GET /config/publica: what the sign-in page needs to know before anyone signs in. */
export const configPublicaSchema = z.object({
  /** reCAPTCHA v2 site key; null when captcha is off. */
  recaptcha_site_key: z.string().nullable(),
  /** Single sign-on: the provider name for 'Iniciar sesión con {nombre}'; null when SSO is off. */
  sso: z.object({ nombre: z.string() }).nullable(),
});
export type ConfigPublica = z.infer<typeof configPublicaSchema>;
