import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aceptarInvitacionSchema,
  invitacionAceptadaSchema,
  invitacionSchema,
  invitacionTokenParamSchema,
} from '@atalaya/shared/contracts/auth/invitaciones';
import { access } from '../../platform/access';
import { cabecerasAnonimas, limitesPublicos, type Limite } from '../../platform/anonimato';
import { dependenciasDe } from '../../platform/servicio';
import { aceptarInvitacion, consultarInvitacion } from '../mi-empresa/usuarios/invitaciones';

/** Per origin: enough for a person opening their link a few times, not for guessing tokens. */
const LIMITE_INVITACION: Limite = { max: 30, ventanaMs: 15 * 60 * 1000 };

/**
 * The invitation page's anonymous routes (issue 24 F7): the token in the path is the only
 * credential. Rate limited per origin like the other anonymous routes; nothing cached and no
 * Referer sent onwards (the URL holds the token).
 */
export async function invitacionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  cabecerasAnonimas(app);
  const { invitacion: limite } = await limitesPublicos(app, { invitacion: LIMITE_INVITACION });
  const config = { access: access.public() };
  const deps = dependenciasDe(app);

  r.get(
    '/auth/invitacion/:token',
    {
      config,
      onRequest: limite,
      schema: {
        tags: ['auth'],
        summary: 'Datos de una invitación vigente (empresa y correo); 404 si no es válida, ya se usó o venció',
        params: invitacionTokenParamSchema,
        response: { 200: invitacionSchema },
      },
    },
    (request) => consultarInvitacion(deps, { token: request.params.token }),
  );

  r.post(
    '/auth/invitacion/:token',
    {
      config,
      onRequest: limite,
      schema: {
        tags: ['auth'],
        summary: 'Acepta una invitación: crea la contraseña y activa la cuenta (el enlace deja de servir)',
        params: invitacionTokenParamSchema,
        body: aceptarInvitacionSchema,
        response: { 200: invitacionAceptadaSchema },
      },
    },
    (request) => aceptarInvitacion(deps, { token: request.params.token, password: request.body.password }),
  );
}
