import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { enviarArchivo } from '../../../platform/archivos/descarga';
import { dependenciasDe } from '../../../platform/servicio';
import { actorDueDiligence } from '../contexto';
import { modeloReporte } from './modelo-reporte';
import { POLITICA_CONTENIDO_HTML, renderizarHtml } from './reporte-html';
import { renderizarPdf } from './reporte-pdf';
import { datosReporte } from './reporte.service';

const pdfQuerySchema = z.object({ inline: z.enum(['1'], { error: 'inline debe ser 1.' }).optional() });

/** The due-diligence report: PDF download and HTML preview (issue 7 §5). */
export async function reporteRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, {
    tag: 'due-diligence',
    access: access.empresa(ACCESS.dueDiligence, 'due_diligence'),
  });

  const deps = dependenciasDe(app);
  const modelo = async (request: FastifyRequest, id: number) =>
    modeloReporte(await datosReporte(deps, actorDueDiligence(app, request), id), app.clock());

  r.get(
    '/due-diligence/:id/report/pdf',
    {
      config,
      schema: {
        tags,
        summary: 'Informe de due diligence en PDF (solo terminados; ?inline=1 lo muestra en el navegador)',
        params: idParamSchema,
        querystring: pdfQuerySchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const pdf = await renderizarPdf(await modelo(request, request.params.id));
      const archivo = {
        nombre: `due-diligence-${request.params.id}.pdf`,
        contentType: 'application/pdf',
        tamano: pdf.length,
        cuerpo: pdf,
      };
      return enviarArchivo(reply, archivo, { enLinea: request.query.inline === '1', cache: 'private, no-store' });
    },
  );

  r.get(
    '/due-diligence/:id/report/preview',
    {
      config,
      schema: {
        tags,
        summary: 'Vista previa HTML del informe de due diligence (solo terminados)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', POLITICA_CONTENIDO_HTML)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(renderizarHtml(await modelo(request, request.params.id))),
  );
}
