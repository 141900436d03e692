import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mapaCalorSchema,
  matrizRiesgoResponseSchema,
  matrizRiesgoSchema,
} from '@atalaya/shared/contracts/mi-empresa/riesgos';
import { MENSAJES } from '@atalaya/shared/messages';
import { nivelInherente, nivelResidual, type MatrizRiesgo } from '@atalaya/shared/risk-matrix';
import { registerCrudRoutes } from '../../../platform/crud/crud.routes';
import { defineResource } from '../../../platform/crud/resource';
import { AppError } from '../../../platform/errors';
import { actorDe, dependenciasDe } from '../../../platform/servicio';
import { mitigacionesOf } from './riesgos.repository';
import { miEmpresa, tag } from '../empresa/empresa.resources';
import { mitigacionesResource, riesgosResource } from './riesgos.resources';
import { guardarMatriz, mapaCalor, matrizDe, verMatriz } from './riesgos.service';

/**
 * Risks on the generic CRUD layer: the stored inherent level is computed from the company's
 * matrix before writing (`preparar`), and answers carry both levels (`enriquecer`, after the
 * links, so the residual level already reflects them). Probabilidad and impacto must be cells of
 * the matrix.
 */
const riesgosConNiveles = defineResource({
  ...riesgosResource,
  async preparar(tx, ctx, valores) {
    const { matriz } = await matrizDe(tx, ctx.empresaId);
    const n = matriz.probabilidades.length;
    const m = matriz.impactos.length;
    const p = Number(valores.probabilidad);
    const i = Number(valores.impacto);
    const errores: Record<string, string> = {};
    if (p > n) errores.probabilidad = `Seleccione una probabilidad de la matriz (1 a ${n})`;
    if (i > m) errores.impacto = `Seleccione un impacto de la matriz (1 a ${m})`;
    if (Object.keys(errores).length) throw new AppError('VALIDACION', MENSAJES.datosInvalidos, errores);
    return { ...valores, nivel_inherente: nivelInherente(matriz, p, i) };
  },
  async enriquecer(db, empresaId, dtos) {
    const { matriz } = await matrizDe(db, empresaId!);
    const links = await mitigacionesOf(
      db,
      empresaId!,
      dtos.map((r) => r.id),
    );
    return dtos.map((r) => {
      const p = Number(r.probabilidad);
      const i = Number(r.impacto);
      return {
        ...r,
        nivel_inherente: nivelInherente(matriz, p, i),
        nivel_residual: nivelResidual(matriz, p, i, links.get(r.id) ?? []),
      };
    });
  },
});

/**
 * Mi Empresa → riesgos and mitigaciones: the generic CRUD routes (same URLs, bodies and rules)
 * with computed levels and links, plus the matrix and the heat map.
 */
export async function riesgosRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = [tag];
  const config = { access: miEmpresa };
  const deps = dependenciasDe(app);

  r.get(
    '/riesgos/matriz',
    {
      config,
      schema: {
        tags,
        summary: 'Matriz de riesgo de la empresa (o la matriz 5×5 por defecto)',
        response: { 200: matrizRiesgoResponseSchema },
      },
    },
    (request) => verMatriz(deps, actorDe(app, request)),
  );

  r.put(
    '/riesgos/matriz',
    {
      config,
      schema: {
        tags,
        summary: 'Configura la matriz de riesgo (etiquetas, nivel de cada celda y colores) y recalcula los niveles',
        body: matrizRiesgoSchema,
        response: { 200: matrizRiesgoResponseSchema },
      },
    },
    (request) => guardarMatriz(deps, actorDe(app, request), request.body as MatrizRiesgo),
  );

  r.get(
    '/riesgos/mapa-calor',
    {
      config,
      schema: {
        tags,
        summary: 'Mapa de calor: cantidad de riesgos por celda, inherente y residual',
        response: { 200: mapaCalorSchema },
      },
    },
    (request) => mapaCalor(deps, actorDe(app, request)) as never,
  );

  registerCrudRoutes(app, riesgosConNiveles);
  registerCrudRoutes(app, mitigacionesResource);
}
