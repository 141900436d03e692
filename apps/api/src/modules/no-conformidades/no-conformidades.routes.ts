import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '@atalaya/shared/contracts/common';
import {
  accionesNcResponseSchema,
  accionNcActualizarSchema,
  accionNcEstadoSchema,
  accionNcInputSchema,
  accionNcSchema,
  analisisCausaNcActualizarSchema,
  analisisCausaNcInputSchema,
  analisisCausaNcSchema,
  catalogoNcFiltrosSchema,
  catalogoNcInputSchema,
  catalogoNcListaSchema,
  catalogoNcSchema,
  cierreNcInputSchema,
  cierreNcResponseSchema,
  cierreNcSchema,
  clasificarNcInputSchema,
  correccionNcInputSchema,
  evidenciaNcFiltrosSchema,
  evidenciasNcResponseSchema,
  noConformidadDetalleSchema,
  noConformidadesResponseSchema,
  noConformidadFiltrosSchema,
  noConformidadInputSchema,
  responsablesNcResponseSchema,
  subidaAnalisisNcSchema,
  subidaEvidenciaNcSchema,
  verificacionNcInputSchema,
} from '@atalaya/shared/contracts/no-conformidades';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import { abrirArchivo, almacenDe } from '../../platform/archivos/almacen';
import { ADJUNTO_PRIVADO, enviarArchivo } from '../../platform/archivos/descarga';
import {
  actualizarCatalogoNc,
  crearCatalogoNc,
  eliminarCatalogoNc,
  listarCatalogoNc,
  type TipoCatalogoNc,
} from './catalogos-nc.service';
import { archivoDeEvidencia, eliminarEvidencia, evidenciasPorNc, subirArchivosNc } from './evidencias-nc.service';
import {
  aceptarNc,
  accionesPorNc,
  actualizarAccion,
  actualizarAnalisis,
  actualizarNoConformidad,
  analisisPorNc,
  cambiarEstadoAccion,
  cerrarNc,
  cierrePorNc,
  clasificarNc,
  completarAnalisis,
  crearAccion,
  crearAnalisis,
  crearNoConformidad,
  detalleNoConformidad,
  eliminarAccion,
  enviarAVerificacion,
  listarNoConformidades,
  registrarCorreccion,
  responsablesNc,
  verificarNc,
} from './no-conformidades.service';

/*
 * Non-conformities over HTTP (SPEC §7 'Non-conformity'; issue 8 §1-2). Every route: roles of Mi
 * Empresa, plan module 'no_conformidades', scoped to the acting company (another's rows → 404).
 * Stage moves answer the NC's detail; a move in the wrong stage answers 409.
 */

const MULTIPART = 'multipart/form-data con los campos de texto primero y luego uno o más archivos';

export async function noConformidadesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['no-conformidades'];
  const config = { access: access.empresa(ACCESS.miEmpresa, 'no_conformidades') };
  const actor = (request: FastifyRequest) => actorDe(app, request);
  const deps = dependenciasDe(app);

  // ---- sources and classifications ------------------------------------------------------------
  const catalogos: [TipoCatalogoNc, string, string, string][] = [
    ['fuente', '/fuente-no-conformidad/', 'fuentes', 'una fuente'],
    ['clasificacion', '/clasificacion-no-conformidad/', 'clasificaciones', 'una clasificación'],
  ];
  for (const [tipo, base, plural, singular] of catalogos) {
    r.get(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Lista las ${plural} de no conformidad activas (las de Atalaya y las propias de la empresa)`,
          querystring: catalogoNcFiltrosSchema,
          response: { 200: catalogoNcListaSchema },
        },
      },
      (request) => listarCatalogoNc(deps, actor(request), tipo, request.query),
    );
    r.post(
      base,
      {
        config,
        schema: {
          tags,
          summary: `Crea ${singular} propia de la empresa`,
          body: catalogoNcInputSchema,
          response: { 201: catalogoNcSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await crearCatalogoNc(deps, actor(request), tipo, request.body)),
    );
    r.put(
      `${base}:id`,
      {
        config,
        schema: {
          tags,
          summary: `Modifica ${singular} propia de la empresa (las de Atalaya no se modifican: 403)`,
          params: idParamSchema,
          body: catalogoNcInputSchema,
          response: { 200: catalogoNcSchema },
        },
      },
      (request) => actualizarCatalogoNc(deps, actor(request), tipo, request.params.id, request.body),
    );
    r.delete(
      `${base}:id`,
      {
        config,
        schema: {
          tags,
          summary: `Elimina ${singular} propia de la empresa (si está en uso, la desactiva)`,
          params: idParamSchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await eliminarCatalogoNc(deps, actor(request), tipo, request.params.id);
        return { ok: true as const };
      },
    );
  }

  // ---- non-conformities -------------------------------------------------------------------------
  const detalle = { 200: noConformidadDetalleSchema };
  const movimiento = (summary: string, extra: { body?: z.ZodType; description?: string } = {}) => ({
    config,
    schema: { tags, summary, params: idParamSchema, response: detalle, ...extra },
  });

  r.get(
    '/no-conformidad/',
    {
      config,
      schema: {
        tags,
        summary: 'Lista las no conformidades de la empresa, las más recientes primero',
        description: 'Filtros: etapa, q (código o descripción), riesgo_id, denuncia_id; skip y limit (máx. 100).',
        querystring: noConformidadFiltrosSchema,
        response: { 200: noConformidadesResponseSchema },
      },
    },
    (request) => listarNoConformidades(deps, actor(request), request.query),
  );

  r.get(
    '/no-conformidad/responsables',
    {
      config,
      schema: {
        tags,
        summary: 'Usuarios activos de la empresa que pueden ser responsables de una no conformidad o de una acción',
        response: { 200: responsablesNcResponseSchema },
      },
    },
    (request) => responsablesNc(deps, actor(request)),
  );

  r.post(
    '/no-conformidad/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra una no conformidad (etapa Abierta; código NC-AAAA-NNNN)',
        body: noConformidadInputSchema,
        response: { 201: noConformidadDetalleSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearNoConformidad(deps, actor(request), request.body)),
  );

  r.get(
    '/no-conformidad/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Detalle de una no conformidad: análisis, acciones, archivos, verificaciones, cierre y acciones permitidas',
        params: idParamSchema,
        response: detalle,
      },
    },
    (request) => detalleNoConformidad(deps, actor(request), request.params.id),
  );

  r.put(
    '/no-conformidad/:id',
    movimiento('Modifica los datos de registro (solo en las etapas Abierta y Corrección inmediata)', {
      body: noConformidadInputSchema,
    }),
    (request) =>
      actualizarNoConformidad(
        deps,
        actor(request),
        request.params.id,
        request.body as z.output<typeof noConformidadInputSchema>,
      ),
  );

  r.post(
    '/no-conformidad/:id/aceptar',
    movimiento('Acepta la no conformidad: pasa a Corrección inmediata'),
    (request) => aceptarNc(deps, actor(request), request.params.id),
  );

  r.put(
    '/no-conformidad/correccion/:id',
    movimiento('Registra la corrección inmediata: pasa a Análisis de causa', { body: correccionNcInputSchema }),
    (request) =>
      registrarCorreccion(
        deps,
        actor(request),
        request.params.id,
        request.body as z.output<typeof correccionNcInputSchema>,
      ),
  );

  r.post(
    '/no-conformidad/:id/completar-analisis',
    movimiento('Completa el análisis de causa (requiere el análisis registrado): pasa a Clasificación'),
    (request) => completarAnalisis(deps, actor(request), request.params.id),
  );

  r.put(
    '/no-conformidad/classify/:id',
    movimiento('Clasifica la no conformidad (criticidad, clasificación y responsable): pasa a Acciones', {
      body: clasificarNcInputSchema,
    }),
    (request) =>
      clasificarNc(deps, actor(request), request.params.id, request.body as z.output<typeof clasificarNcInputSchema>),
  );

  r.post(
    '/no-conformidad/:id/enviar-verificacion',
    movimiento('Envía a verificación de eficacia (requiere acciones, todas completadas)'),
    (request) => enviarAVerificacion(deps, actor(request), request.params.id),
  );

  r.post(
    '/no-conformidad/:id/verificacion',
    movimiento('Registra la verificación de eficacia; si no es eficaz, reabre el análisis de causa', {
      body: verificacionNcInputSchema,
    }),
    (request) =>
      verificarNc(deps, actor(request), request.params.id, request.body as z.output<typeof verificacionNcInputSchema>),
  );

  // ---- cause analysis ---------------------------------------------------------------------------
  r.post(
    '/analisis-causa-no-conformidad/',
    {
      config,
      schema: {
        tags,
        summary: 'Registra el análisis de causa (5 porqués o Ishikawa 6M) en la etapa Análisis de causa',
        body: analisisCausaNcInputSchema,
        response: { 201: analisisCausaNcSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearAnalisis(deps, actor(request), request.body)),
  );

  r.put(
    '/analisis-causa-no-conformidad/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Modifica el análisis de causa (solo en la etapa Análisis de causa)',
        params: idParamSchema,
        body: analisisCausaNcActualizarSchema,
        response: { 200: analisisCausaNcSchema },
      },
    },
    (request) => actualizarAnalisis(deps, actor(request), request.params.id, request.body),
  );

  r.get(
    '/analisis-causa-no-conformidad/by-nc/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Análisis de causa de una no conformidad (404 si aún no tiene)',
        params: idParamSchema,
        response: { 200: analisisCausaNcSchema },
      },
    },
    (request) => analisisPorNc(deps, actor(request), request.params.id),
  );

  // ---- actions ----------------------------------------------------------------------------------
  r.post(
    '/accion-no-conformidad/',
    {
      config,
      schema: {
        tags,
        summary: 'Agrega una acción correctiva o preventiva (etapa Acciones); avisa a su responsable',
        body: accionNcInputSchema,
        response: { 201: accionNcSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await crearAccion(deps, actor(request), request.body)),
  );

  r.put(
    '/accion-no-conformidad/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Modifica una acción (etapa Acciones)',
        params: idParamSchema,
        body: accionNcActualizarSchema,
        response: { 200: accionNcSchema },
      },
    },
    (request) => actualizarAccion(deps, actor(request), request.params.id, request.body),
  );

  r.patch(
    '/accion-no-conformidad/:id/estado',
    {
      config,
      schema: {
        tags,
        summary: 'Cambia el estado de una acción: pendiente, en curso o completada (etapa Acciones)',
        params: idParamSchema,
        body: accionNcEstadoSchema,
        response: { 200: accionNcSchema },
      },
    },
    (request) => cambiarEstadoAccion(deps, actor(request), request.params.id, request.body),
  );

  r.delete(
    '/accion-no-conformidad/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina una acción (etapa Acciones); sus evidencias quedan en la no conformidad',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await eliminarAccion(deps, actor(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/accion-no-conformidad/by-nc/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Acciones de una no conformidad, por plazo',
        params: idParamSchema,
        response: { 200: accionesNcResponseSchema },
      },
    },
    (request) => accionesPorNc(deps, actor(request), request.params.id),
  );

  // ---- files ------------------------------------------------------------------------------------
  r.post(
    '/evidencia-no-conformidad/upload',
    {
      config,
      schema: {
        tags,
        summary: 'Sube archivos de respaldo del análisis de causa (etapa Análisis de causa)',
        description: `${MULTIPART}. Campos: id_no_conformidad, tipo=analisis_causa; archivos en file o files.`,
        consumes: ['multipart/form-data'],
        response: { 201: evidenciasNcResponseSchema },
      },
    },
    async (request, reply) => {
      const subidas = await subirArchivosNc(deps, actor(request), {
        request,
        schema: subidaAnalisisNcSchema,
        aDestino: (d) => ({ ncId: d.id_no_conformidad, accionId: null, tipo: 'analisis_causa' }),
      });
      return reply.status(201).send(subidas);
    },
  );

  r.post(
    '/evidencia-no-conformidad/upload-evidence',
    {
      config,
      schema: {
        tags,
        summary: 'Sube evidencias de las acciones (etapa Acciones)',
        description: `${MULTIPART}. Campos: nonConformityId, accionId (opcional); archivos en files.`,
        consumes: ['multipart/form-data'],
        response: { 201: evidenciasNcResponseSchema },
      },
    },
    async (request, reply) => {
      const subidas = await subirArchivosNc(deps, actor(request), {
        request,
        schema: subidaEvidenciaNcSchema,
        aDestino: (d) => ({ ncId: d.nonConformityId, accionId: d.accionId, tipo: 'evidencia' }),
      });
      return reply.status(201).send(subidas);
    },
  );

  r.get(
    '/evidencia-no-conformidad/by-nc/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Archivos de una no conformidad (tipo=analisis_causa o evidencia; sin tipo, ambos)',
        params: idParamSchema,
        querystring: evidenciaNcFiltrosSchema,
        response: { 200: evidenciasNcResponseSchema },
      },
    },
    (request) => evidenciasPorNc(deps, actor(request), request.params.id, request.query.tipo),
  );

  r.get(
    '/evidencia-no-conformidad/:id/descarga',
    {
      config,
      schema: {
        tags,
        summary: 'Descarga un archivo de una no conformidad (siempre como adjunto)',
        params: idParamSchema,
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const archivo = await archivoDeEvidencia(deps, actor(request), request.params.id);
      return enviarArchivo(reply, await abrirArchivo(almacenDe(app), archivo), ADJUNTO_PRIVADO);
    },
  );

  r.delete(
    '/evidencia-no-conformidad/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Elimina un archivo (respaldos: etapa Análisis de causa; evidencias: etapa Acciones)',
        params: idParamSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await eliminarEvidencia(deps, actor(request), request.params.id);
      return { ok: true as const };
    },
  );

  // ---- closure ----------------------------------------------------------------------------------
  r.post(
    '/cierre-no-conformidad/',
    {
      config,
      schema: {
        tags,
        summary: 'Cierra la no conformidad (requiere una verificación eficaz); puede actualizar el riesgo vinculado',
        description:
          'riesgo (opcional, solo si la no conformidad tiene un riesgo vinculado): efectividad alta | media | baja ' +
          'registra las acciones como una mitigación correctiva del riesgo (baja su nivel residual calculado); ' +
          'estado cambia el estado del riesgo. La respuesta trae el nivel residual anterior y el nuevo.',
        body: cierreNcInputSchema,
        response: { 201: cierreNcResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await cerrarNc(deps, actor(request), request.body)),
  );

  r.get(
    '/cierre-no-conformidad/by-nc/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Cierre de una no conformidad (404 si no está cerrada)',
        params: idParamSchema,
        response: { 200: cierreNcSchema },
      },
    },
    (request) => cierrePorNc(deps, actor(request), request.params.id),
  );
}
