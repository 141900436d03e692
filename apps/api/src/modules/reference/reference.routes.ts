import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feriadosQuerySchema,
  feriadosResponseSchema,
  referenciaResponseSchema,
  regionComunaResponseSchema,
  regionesResponseSchema,
} from '@atalaya/shared/contracts/reference';
import {
  actividadesEconomicasQuerySchema,
  actividadesEconomicasResponseSchema,
} from '@atalaya/shared/contracts/globales/empresas';
import { access } from '../../platform/access';
import {
  listActividadesEconomicas,
  listFeriados,
  listReferencia,
  listRegiones,
  listRegionesConComunas,
} from './reference.repository';

/** Reference data belongs to no company: any signed-in user may read it. */
const sessionAccess = { access: access.authenticated() };

function currentYearInChile(): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric' }).format(new Date()));
}

/** Reference data routes (regions, communes, holidays, SII activities, imported sources). */
export async function referenceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify;

  app.get(
    '/regiones/',
    {
      config: sessionAccess,
      schema: {
        tags: ['referencia'],
        summary: 'Regiones de Chile, de norte a sur',
        response: { 200: regionesResponseSchema },
      },
    },
    async () => {
      const data = await listRegiones(db);
      return { data, total: data.length };
    },
  );

  app.get(
    '/region_comuna',
    {
      config: sessionAccess,
      schema: {
        tags: ['referencia'],
        summary: 'Regiones con sus comunas',
        response: { 200: regionComunaResponseSchema },
      },
    },
    async () => {
      const regiones = await listRegionesConComunas(db);
      return {
        data: regiones.map((r) => ({ codigo: r.codigo, nombre: r.nombre, romano: r.romano, comunas: r.comunas })),
      };
    },
  );

  app.get(
    '/feriados/',
    {
      config: sessionAccess,
      schema: {
        tags: ['referencia'],
        summary: 'Feriados legales en un rango de fechas (por defecto, el año en curso)',
        querystring: feriadosQuerySchema,
        response: { 200: feriadosResponseSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const year = currentYearInChile();
      const desde = q.desde ?? `${year}-01-01`;
      const hasta = q.hasta ?? (q.desde ? `${q.desde.slice(0, 4)}-12-31` : `${year}-12-31`);
      const lugar = q.region_iso !== undefined || q.comuna !== undefined;
      const data = await listFeriados(db, {
        desde,
        hasta: hasta < desde ? desde : hasta,
        regionIso: q.region_iso,
        comunaCodigo: q.comuna,
        todos: !lugar,
      });
      return { data, total: data.length };
    },
  );

  app.get(
    '/actividades-economicas/',
    {
      config: sessionAccess,
      schema: {
        tags: ['referencia'],
        summary: 'Códigos de actividad económica del SII (q: inicio del código o parte de la descripción)',
        querystring: actividadesEconomicasQuerySchema,
        response: { 200: actividadesEconomicasResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await listActividadesEconomicas(db, request.query);
      return { data: rows, total };
    },
  );

  app.get(
    '/referencia/',
    {
      config: sessionAccess,
      schema: {
        tags: ['referencia'],
        summary: 'Fuentes de datos de referencia importadas (origen, fecha, hash)',
        response: { 200: referenciaResponseSchema },
      },
    },
    async () => {
      const rows = await listReferencia(db);
      const data = rows.map((r) => ({
        nombre: r.nombre,
        fuente: r.fuente,
        archivo: r.archivo,
        fecha_fuente: r.fecha_fuente,
        hash: r.hash,
        filas: r.filas,
        importado_en: r.importado_en.toISOString(),
      }));
      return { data, total: data.length };
    },
  );
}
