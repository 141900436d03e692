import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cambioClaveResultadoSchema,
  cambioClaveSchema,
  cuentaSchema,
  mejoraPlanInputSchema,
  mejoraPlanResultadoSchema,
  perfilInputSchema,
  planCuentaSchema,
} from '@atalaya/shared/contracts/cuenta';
import { access, requireSession } from '../../platform/access';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import {
  actualizarPerfil,
  cambiarClave,
  obtenerCuenta,
  obtenerPlan,
  solicitarPlan,
  type ActorCuenta,
} from './cuenta.service';

/** The user menu's pages (Cuenta, Mejorar plan, Cobro): any signed-in user, on themself and their acting company. */
export async function cuentaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cuenta'];
  const config = { access: access.session() };
  const actor = (request: FastifyRequest): ActorCuenta => ({
    ...actorDe(app, request),
    session: requireSession(request),
    ip: request.ip,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  r.get(
    '/cuenta',
    {
      config,
      schema: {
        tags,
        summary: 'Datos de la cuenta del usuario: nombre, correo, empresa, roles, último acceso y sesiones activas',
        response: { 200: cuentaSchema },
      },
    },
    (request) => obtenerCuenta(dependenciasDe(app), actor(request)),
  );

  r.put(
    '/cuenta',
    {
      config,
      schema: {
        tags,
        summary: 'Actualiza el nombre y apellido del usuario (el correo no es editable)',
        body: perfilInputSchema,
        response: { 200: cuentaSchema },
      },
    },
    (request) => actualizarPerfil(dependenciasDe(app), actor(request), request.body),
  );

  r.post(
    '/cuenta/password',
    {
      config,
      schema: {
        tags,
        summary: 'Cambia la contraseña (exige la actual) y cierra las demás sesiones del usuario',
        body: cambioClaveSchema,
        response: { 200: cambioClaveResultadoSchema },
      },
    },
    (request) => cambiarClave(dependenciasDe(app), actor(request), request.body),
  );

  r.get(
    '/cuenta/plan',
    {
      config,
      schema: {
        tags,
        summary: 'Plan de la empresa, créditos de due diligence (asignados, usados, disponibles) y planes disponibles',
        response: { 200: planCuentaSchema },
      },
    },
    (request) => obtenerPlan(dependenciasDe(app), actor(request)),
  );

  r.post(
    '/cuenta/mejora-plan',
    {
      config,
      schema: {
        tags,
        summary: 'Solicita otro plan: abre un ticket de soporte (categoría mejora de plan) y devuelve su número',
        body: mejoraPlanInputSchema,
        response: { 201: mejoraPlanResultadoSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await solicitarPlan(dependenciasDe(app), actor(request), request.body)),
  );
}
