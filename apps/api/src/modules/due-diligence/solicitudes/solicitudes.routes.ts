import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  dueDiligenceCreateSchema,
  dueDiligenceDashboardSchema,
  dueDiligenceDetalleSchema,
  dueDiligenceFiltrosSchema,
  dueDiligenceListResponseSchema,
  dueDiligenceUpdateSchema,
  tableroFiltrosSchema,
  tableroTemporalParamsSchema,
  temporalUpdateSchema,
  type DueDiligenceFiltros,
} from '@atalaya/shared/contracts/due-diligence/solicitudes';
import type { TipoPersona } from '@atalaya/shared/due-diligence';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../../platform/access';
import { empresaDeRuta } from '../../canal-denuncias/denuncias/acceso-denuncia';
import { actorDueDiligence, dependenciasDueDiligence } from '../contexto';
import {
  actualizarDueDiligence,
  crearDueDiligence,
  guardarTemporal,
  listarDueDiligences,
  obtenerDueDiligence,
  publicarDueDiligence,
  reintentarDueDiligence,
} from './solicitudes.service';
import { tableroDueDiligence } from './tablero.service';

/** Company side (SPEC §6 'Due Diligences'): create, own lists, detail, dashboard. */
export const accesoDueDiligence = access.empresa(ACCESS.dueDiligence, 'due_diligence');
/** Analysts (admin_atalaya, 'Admin Due Diligences'): every company, review and publication. */
export const accesoAnalistas = access.plataforma();
const tags = ['due-diligence'];

/** Due-diligence requests (SPEC §7 'Due diligence'). */
export async function solicitudesDueDiligenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = dependenciasDueDiligence(app);
  const actor = (request: FastifyRequest) => actorDueDiligence(app, request);
  const empresa = { access: accesoDueDiligence };
  const analistas = { access: accesoAnalistas };

  r.post(
    '/due-diligence/',
    {
      config: empresa,
      schema: {
        tags,
        summary: 'Solicita un due diligence: descuenta los créditos del plan y lo deja en cola para procesarse',
        description:
          'Un usuario de empresa solicita para su propia empresa; admin_atalaya indica empresa_id. ' +
          'Sin créditos suficientes responde 402 y no crea nada; si no podría procesarse ahora (faltan ' +
          'los datos de referencia, el proveedor de datos no está configurado), 503 con el motivo y no crea nada.',
        body: dueDiligenceCreateSchema,
        response: { 201: dueDiligenceDetalleSchema },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return crearDueDiligence(deps, actor(request), request.body);
    },
  );

  r.post(
    '/due-diligence/:id/reintentar',
    {
      config: empresa,
      schema: {
        tags,
        summary: 'Reintenta un due diligence que terminó con error: vuelve a la cola y descuenta de nuevo sus créditos',
        description:
          'Solo un due diligence fallido (409 si no); el fallo devolvió sus créditos, así que se cobra el costo ' +
          'actual del plan (402 sin créditos). 503 con el motivo si no podría procesarse ahora.',
        params: idParamSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
    },
    (request) => reintentarDueDiligence(deps, actor(request), request.params.id),
  );

  const lista = (resumen: string, tipoPersona?: TipoPersona) => ({
    config: empresa,
    schema: {
      tags,
      summary: `${resumen} (offset/skip, limit, nombre, tipo_persona, nivel_riesgo, estado, tipo_dd o report_type)`,
      querystring: dueDiligenceFiltrosSchema,
      response: { 200: dueDiligenceListResponseSchema },
    },
    handler: (request: FastifyRequest) => {
      const l = actor(request);
      const f = request.query as DueDiligenceFiltros;
      return listarDueDiligences(deps, l, tipoPersona ? { ...f, tipo_persona: tipoPersona } : f, l.empresaId);
    },
  });
  r.get('/due-diligence/', lista('Due diligences de la empresa, los más recientes primero'));
  r.get('/due-diligence/natural', lista('Due diligences de personas naturales de la empresa', 'natural'));
  r.get('/due-diligence/juridica', lista('Due diligences de personas jurídicas de la empresa', 'juridica'));

  r.get(
    '/due-diligence/all',
    {
      config: analistas,
      schema: {
        tags,
        summary: 'Bandeja de analistas: due diligences de todas las empresas (empresa_id opcional)',
        querystring: dueDiligenceFiltrosSchema,
        response: { 200: dueDiligenceListResponseSchema },
      },
    },
    (request) => listarDueDiligences(deps, actor(request), request.query, request.query.empresa_id ?? null),
  );

  r.get(
    '/due-diligence/dashboard',
    {
      config: empresa,
      schema: {
        tags,
        summary: 'Tablero de due diligence (admin_atalaya: todas las empresas o empresa_id)',
        querystring: tableroFiltrosSchema,
        response: { 200: dueDiligenceDashboardSchema },
      },
    },
    (request) => {
      const l = actor(request);
      const todas = l.esAnalista && request.query.empresa_id === undefined;
      return tableroDueDiligence(deps, l, { alcance: todas ? null : l.empresaId });
    },
  );

  r.get(
    '/due-diligence/temporal/dashboard/:empresa_id/:tipo',
    {
      config: empresa,
      schema: {
        tags,
        summary: 'Tablero de due diligence por tipo de reporte (lite, full o todas); empresa_id 0 = todas (analistas)',
        params: tableroTemporalParamsSchema,
        response: { 200: dueDiligenceDashboardSchema },
      },
    },
    async (request) => {
      const l = actor(request);
      const { empresa_id, tipo } = request.params;
      const alcance = empresa_id === 0 && l.esAnalista ? null : await empresaDeRuta(app.db, request, empresa_id);
      return tableroDueDiligence(deps, l, { alcance, ...(tipo === 'todas' ? {} : { tipo }) });
    },
  );

  r.get(
    '/due-diligence/:id',
    {
      config: empresa,
      schema: {
        tags,
        summary: 'Detalle de un due diligence (el perfil, la revisión de listas y los archivos, una vez publicado)',
        params: idParamSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
    },
    (request) => obtenerDueDiligence(deps, actor(request), request.params.id),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: '/due-diligence/:id',
      config: analistas,
      schema: {
        tags,
        summary:
          'Corrige los datos de la solicitud; solo cambian los campos enviados (analistas; no después de publicar)',
        params: idParamSchema,
        body: dueDiligenceUpdateSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
      handler: (request) => actualizarDueDiligence(deps, actor(request), request.params.id, request.body),
    });
  }

  r.get(
    '/due-diligence/temporal/:id',
    {
      config: analistas,
      schema: {
        tags,
        summary: 'Perfil temporal de un due diligence para su revisión (analistas)',
        params: idParamSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
    },
    (request) => obtenerDueDiligence(deps, actor(request), request.params.id),
  );

  r.put(
    '/due-diligence/temporal/:id',
    {
      config: analistas,
      schema: {
        tags,
        summary: 'Guarda el perfil temporal y el nivel de riesgo (analistas; solo en revisión)',
        params: idParamSchema,
        body: temporalUpdateSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
    },
    (request) => guardarTemporal(deps, actor(request), request.params.id, request.body),
  );

  r.post(
    '/due-diligence/:id/publicar',
    {
      config: analistas,
      schema: {
        tags,
        summary: 'Publica un due diligence en revisión y avisa a quien lo solicitó (analistas)',
        params: idParamSchema,
        response: { 200: dueDiligenceDetalleSchema },
      },
    },
    (request) => publicarDueDiligence(deps, actor(request), request.params.id),
  );
}
