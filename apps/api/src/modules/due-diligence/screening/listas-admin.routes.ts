import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  codigoListaParamSchema,
  listasScreeningResponseSchema,
  subidaListaResponseSchema,
} from '@atalaya/shared/contracts/due-diligence/listas';
import { access } from '../../../platform/access';
import { rutasBase } from '../../../platform/crud/crud.routes';
import { actorDe } from '../../../platform/servicio';
import { dependenciasDueDiligence } from '../contexto';
import { verListas, subirLista, type ArchivoSubido } from './listas-admin.service';

/**
 * The uploaded files (field `file`, repeatable: OFAC lists come as several CSVs). Each file is
 * capped by MAX_UPLOAD_MB (413 beyond): the largest official list file is a few MB.
 */
async function leerArchivos(request: FastifyRequest): Promise<ArchivoSubido[]> {
  if (!request.isMultipart()) return [];
  const archivos: ArchivoSubido[] = [];
  for await (const parte of request.parts()) {
    if (parte.type === 'file' && parte.fieldname === 'file') {
      archivos.push({ filename: parte.filename, bytes: await parte.toBuffer() });
    } else if (parte.type === 'file') {
      parte.file.resume(); // an unexpected file field is drained and ignored
    }
  }
  return archivos;
}

/** Platform admins see the sanctions lists in service and upload newer versions (issue 7 §6). */
export async function listasAdminRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, {
    tag: 'due-diligence',
    access: access.plataforma(),
    alcance: 'global',
  });
  const deps = dependenciasDueDiligence(app);

  r.get(
    '/due-diligence/screening/listas',
    {
      config,
      schema: {
        tags,
        summary: 'Listas de sanciones en servicio: versión, SHA-256, entradas, origen y si el motor se está recargando',
        response: { 200: listasScreeningResponseSchema },
      },
    },
    () => verListas(deps),
  );

  r.post(
    '/due-diligence/screening/listas/:codigo',
    {
      config,
      schema: {
        tags,
        summary:
          'Sube una versión más reciente de una lista (multipart, campo "file" en su formato oficial; las listas OFAC aceptan sus varios CSV); el motor se recarga en segundo plano',
        consumes: ['multipart/form-data'],
        params: codigoListaParamSchema,
        response: { 202: subidaListaResponseSchema },
      },
    },
    async (request, reply) => {
      const archivos = await leerArchivos(request);
      const respuesta = await subirLista(deps, actorDe(app, request), request.params.codigo, archivos);
      return reply.status(202).send(respuesta);
    },
  );
}
