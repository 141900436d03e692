import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema } from '@atalaya/shared/contracts/common';
import {
  cedulaInputSchema,
  consultaListaQuerySchema,
  estadoCedulaSchema,
  estadosCedulaResponseSchema,
  fuenteDatosInputSchema,
  fuenteDatosSchema,
  personaDirectorioInputSchema,
  personaDirectorioSchema,
  personasDirectorioResponseSchema,
  resumenConsultasSchema,
  rutificadorQuerySchema,
  rutificadorResponseSchema,
} from '@atalaya/shared/contracts/consultas-admiral';
import { ACCESS } from '@atalaya/shared/roles';
import { access } from '../../platform/access';
import { rutasBase } from '../../platform/crud/crud.routes';
import { actorDe, dependenciasDe } from '../../platform/servicio';
import {
  cambiarFuenteDatos,
  consultarCedula,
  consultarPersona,
  leerFuenteDatos,
  listarCedulas,
  listarPersonas,
  obtenerCedula,
  obtenerPersona,
  resumirConsultas,
  rutificar,
  type EntornoConsultas,
} from './consultas.service';

const PERSONAS = '/due-diligence-proxy/person-directory/';
const CEDULAS = '/due-diligence-proxy/identification-doc/';

/** Consultas Admiral (SPEC §7 'Admin queries', admin_atalaya only) and GET /rutificador/. */
export async function consultasRoutes(app: FastifyInstance) {
  const { r, tags, config } = rutasBase(app, { tag: 'consultas', access: access.plataforma(), alcance: 'global' });
  const deps = dependenciasDe(app);
  const env = (request: FastifyRequest): EntornoConsultas => ({ ...deps, log: request.log });
  const actor = (request: FastifyRequest) => actorDe(app, request);

  r.get(
    PERSONAS,
    {
      config,
      schema: {
        tags,
        summary: 'Directorio de personas consultadas (search: RUT o nombre, sin distinguir tildes; offset/limit)',
        querystring: consultaListaQuerySchema,
        response: { 200: personasDirectorioResponseSchema },
      },
    },
    (request) => listarPersonas(env(request), request.query),
  );

  r.post(
    PERSONAS,
    {
      config,
      schema: {
        tags,
        summary: 'Consulta un RUT al proveedor de datos y lo guarda (o actualiza) en el directorio',
        body: personaDirectorioInputSchema,
        response: { 201: personaDirectorioSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await consultarPersona(env(request), actor(request), request.body.rut)),
  );

  r.get(
    `${PERSONAS}:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Ficha de una persona natural o jurídica del directorio',
        params: idParamSchema,
        response: { 200: personaDirectorioSchema },
      },
    },
    (request) => obtenerPersona(env(request), request.params.id),
  );

  r.get(
    CEDULAS,
    {
      config,
      schema: {
        tags,
        summary: 'Consultas de estado de cédula de identidad (search: RUT o número de serie; offset/limit)',
        querystring: consultaListaQuerySchema,
        response: { 200: estadosCedulaResponseSchema },
      },
    },
    (request) => listarCedulas(env(request), request.query),
  );

  r.post(
    CEDULAS,
    {
      config,
      schema: {
        tags,
        summary: 'Consulta si una cédula (RUT y número de serie) está vigente',
        body: cedulaInputSchema,
        response: { 201: estadoCedulaSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await consultarCedula(env(request), actor(request), request.body)),
  );

  r.get(
    `${CEDULAS}:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Resultado de una consulta de cédula',
        params: idParamSchema,
        response: { 200: estadoCedulaSchema },
      },
    },
    (request) => obtenerCedula(env(request), request.params.id),
  );

  r.get(
    '/consultas/resumen',
    {
      config,
      schema: { tags, summary: 'Totales de consultas para el dashboard', response: { 200: resumenConsultasSchema } },
    },
    (request) => resumirConsultas(env(request), actor(request)),
  );

  r.get(
    '/consultas/fuente-datos',
    {
      config,
      schema: {
        tags,
        summary: 'Fuente de datos de consultas y due diligence (mock o production)',
        response: { 200: fuenteDatosSchema },
      },
    },
    (request) => leerFuenteDatos(env(request)),
  );

  r.put(
    '/consultas/fuente-datos',
    {
      config,
      schema: {
        tags,
        summary: 'Cambia la fuente de datos (production requiere DD_PROVIDER_URL)',
        body: fuenteDatosInputSchema,
        response: { 200: fuenteDatosSchema },
      },
    },
    (request) => cambiarFuenteDatos(env(request), actor(request), request.body.fuente),
  );

  r.get(
    '/rutificador/',
    {
      // Forms of the company side (due diligence) fill names from it too.
      config: { access: access.empresa(ACCESS.dueDiligence, 'due_diligence') },
      schema: {
        tags,
        summary: 'Nombre y datos básicos de una persona o empresa por su RUT',
        querystring: rutificadorQuerySchema,
        response: { 200: rutificadorResponseSchema },
      },
    },
    (request) => rutificar(env(request), actor(request), request.query.rut),
  );
}
