import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configPublicaSchema } from '@atalaya/shared/contracts/auth/config-publica';
import { access } from '../../platform/access';
import { oidcSettings } from './oidc.service';

export async function configPublicaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/config/publica',
    {
      config: { access: access.public() },
      schema: {
        tags: ['plataforma'],
        summary: 'Configuración pública para la página de inicio de sesión',
        response: { 200: configPublicaSchema },
      },
    },
    async () => ({
      // The widget is only useful when the server can verify its tokens.
      recaptcha_site_key: app.config.RECAPTCHA_SECRET ? (app.config.RECAPTCHA_SITE_KEY ?? null) : null,
      sso: oidcSettings(app.config) ? { nombre: app.config.OIDC_NOMBRE } : null,
    }),
  );
}
