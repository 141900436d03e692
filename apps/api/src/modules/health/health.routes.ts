import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@atalaya/shared/contracts/health';
import { access } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { dependenciasDe } from '../../platform/servicio';
import { MENSAJES } from '@atalaya/shared/messages';
import { informeDeSalud } from './health.service';

export async function healthRoutes(app: FastifyInstance) {
  const deps = { ...dependenciasDe(app), dbEngine: app.dbEngine };
  const informe = (request: FastifyRequest) => informeDeSalud({ ...deps, log: request.log }, { now: app.clock() });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/health',
    {
      config: { access: access.public() },
      schema: {
        tags: ['plataforma'],
        summary: 'Estado del servicio y de cada dependencia',
        description:
          '`ok`, o `degraded` con los motivos en español cuando falta o está vencida una dependencia (datos de referencia, listas de sanciones, almacenamiento). 503 si la base de datos no responde.',
        response: { 200: healthSchema },
      },
    },
    (request) => informe(request),
  );

  r.get(
    '/health/ready',
    {
      config: { access: access.public() },
      schema: {
        tags: ['plataforma'],
        summary: 'Lista para recibir tráfico (balanceadores de carga)',
        description:
          'El mismo informe. 200 mientras esta instancia pueda atender, aunque esté `degraded` (lo que falta falta en todas las instancias); 503 si su base de datos o su almacenamiento de archivos no responden.',
        response: { 200: healthSchema },
      },
    },
    async (request) => {
      const salud = await informe(request);
      if (salud.dependencias.almacenamiento.estado !== 'ok') {
        throw new AppError('SERVICIO_NO_DISPONIBLE', MENSAJES.servicioNoDisponible);
      }
      return salud;
    },
  );
}
