import { z } from 'zod';
import { idFiltro, idRef, obligatorio, opcionalTexto } from '../fields';
import { listResponse } from '../common';
import { busquedaSchema, parcialSinDefaults, referenciaSchema } from './empresa';
import { camposRequisito, criticidadSchema, type Criticidad } from '../globales/catalogo';

/*
 * Mi Empresa → requisitos (issue 4): the company's legal and normative requirements, imported
 * from the global catalogue (they keep `requisito_global_id`) or its own, with their compliance
 * status; and the import of the global catalogue (requisitos and riesgos) into a company.
 */

const texto = z.string();
const timestamps = { created_at: texto, updated_at: texto };

// ---- valores y etiquetas ----------------------------------------------------------------------

export { CRITICIDADES, type Criticidad } from '../globales/catalogo';
export const CRITICIDAD_ETIQUETAS: Record<Criticidad, string> = { alta: 'Alta', media: 'Media', baja: 'Baja' };

export const ESTADOS_CUMPLIMIENTO = ['sin_evaluar', 'cumple', 'parcial', 'no_cumple', 'no_aplica'] as const;
export type EstadoCumplimiento = (typeof ESTADOS_CUMPLIMIENTO)[number];
export const ESTADO_CUMPLIMIENTO_ETIQUETAS: Record<EstadoCumplimiento, string> = {
  sin_evaluar: 'Sin evaluar',
  cumple: 'Cumple',
  parcial: 'Cumple parcialmente',
  no_cumple: 'No cumple',
  no_aplica: 'No aplica',
};

/** Where a company requirement comes from: the global catalogue or created by the company. */
export const ORIGENES_REQUISITO = ['catalogo', 'propio'] as const;
export type OrigenRequisito = (typeof ORIGENES_REQUISITO)[number];
export const ORIGEN_REQUISITO_ETIQUETAS: Record<OrigenRequisito, string> = {
  catalogo: 'Catálogo',
  propio: 'Propio',
};

const estadoCumplimiento = z.enum(ESTADOS_CUMPLIMIENTO, {
  error: 'El estado de cumplimiento debe ser sin evaluar, cumple, parcial, no cumple o no aplica',
});
const origen = z.enum(ORIGENES_REQUISITO, { error: 'El origen debe ser catálogo o propio' });

// ---- requisitos de la empresa -----------------------------------------------------------------

const DEL_CATALOGO = 'Id del catálogo global (GET /requisitos/clasificaciones).';

/**
 * POST /requisitos/ and PUT /requisitos/:id. tipo/categoría/subcategoría are global catalogue ids
 * (GET /requisitos/clasificaciones); the subcategoría must belong to the categoría.
 */
export const requisitoInputSchema = z.object({
  codigo: obligatorio('El código es obligatorio', 30),
  nombre: obligatorio('El nombre es obligatorio', 300),
  descripcion: opcionalTexto(4000),
  fuente_legal: opcionalTexto(300),
  tipo_id: idRef('Seleccione un tipo de requisito válido').describe(DEL_CATALOGO),
  categoria_id: idRef('Seleccione una categoría válida').describe(DEL_CATALOGO),
  subcategoria_id: idRef('Seleccione una subcategoría válida de la categoría').describe(
    `${DEL_CATALOGO} Debe pertenecer a la categoría.`,
  ),
  criticidad: criticidadSchema.default('media'),
  responsable_id: idRef('Seleccione un responsable válido'),
  estado_cumplimiento: estadoCumplimiento.default('sin_evaluar'),
});
export type RequisitoInput = z.input<typeof requisitoInputSchema>;

/** GET /requisitos/: q (código, nombre, fuente legal) plus equality filters and the origin. */
export const requisitoFiltrosSchema = busquedaSchema.extend({
  categoria_id: idFiltro,
  tipo_id: idFiltro,
  criticidad: criticidadSchema.optional(),
  estado_cumplimiento: estadoCumplimiento.optional(),
  responsable_id: idFiltro,
  origen: origen.optional().describe('`catalogo`: importados del catálogo global; `propio`: creados por la empresa.'),
});
export type RequisitoFiltros = z.input<typeof requisitoFiltrosSchema>;

/** PUT /requisitos/batch-update `cambios`. */
export const requisitoLoteSchema = parcialSinDefaults(
  requisitoInputSchema.pick({ estado_cumplimiento: true, responsable_id: true, criticidad: true }),
);
export type RequisitoLote = z.input<typeof requisitoLoteSchema>;

export const requisitoSchema = z.object({
  id: z.number().int(),
  /** Global catalogue requirement it was imported from; null for the company's own. */
  requisito_global_id: z.number().int().nullable(),
  origen: origen,
  ...camposRequisito,
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  estado_cumplimiento: z.enum(ESTADOS_CUMPLIMIENTO),
  ...timestamps,
});
export type Requisito = z.infer<typeof requisitoSchema>;
export const requisitosResponseSchema = listResponse(requisitoSchema);

const opcionCatalogo = z.object({ id: z.number().int(), nombre: texto });

/**
 * GET /requisitos/clasificaciones: the whole global classification (by nombre) for the company's
 * forms and filters. A subcategoría's `nombre` may be null (show SIN_NOMBRE).
 */
export const clasificacionesRequisitoSchema = z.object({
  tipos: z.array(opcionCatalogo),
  categorias: z.array(opcionCatalogo),
  subcategorias: z.array(z.object({ id: z.number().int(), nombre: texto.nullable(), categoria_id: z.number().int() })),
});
export type ClasificacionesRequisito = z.infer<typeof clasificacionesRequisitoSchema>;

// ---- importación del catálogo global a una empresa --------------------------------------------

const empresaIdParam = z.coerce
  .number({ error: 'La empresa debe ser un identificador numérico.' })
  .int({ error: 'La empresa debe ser un identificador numérico.' })
  .positive({ error: 'La empresa debe ser un identificador numérico.' });

/** Second segment meaning "the whole catalogue". */
export const IMPORTAR_TODAS = 'todas';
export const IMPORTAR_TODOS = 'todos';

/** POST /requisito_global_empresa/importar/:empresa_id/:categoria_id (`todas` = every category). */
export const importarRequisitosParamsSchema = z.object({
  empresa_id: empresaIdParam,
  categoria_id: z.union([
    z.literal(IMPORTAR_TODAS),
    z.coerce
      .number({ error: 'Indique una categoría (identificador numérico) o "todas".' })
      .int({ error: 'Indique una categoría (identificador numérico) o "todas".' })
      .positive({ error: 'Indique una categoría (identificador numérico) o "todas".' }),
  ]),
});

/** POST /requisito_global_empresa/importarRiesgos/:empresa_id/:delito_o_categoria (`todos` = every risk). */
export const importarRiesgosParamsSchema = z.object({
  empresa_id: empresaIdParam,
  delito_o_categoria: obligatorio('Indique el delito o la categoría, o "todos".', 200),
});

/** Body of both imports: `confirmar: false` (default) answers the preview and writes nothing. */
export const importarCatalogoSchema = z.object({
  confirmar: z.boolean({ error: 'confirmar debe ser verdadero o falso.' }).default(false),
});
export type ImportarCatalogoInput = z.input<typeof importarCatalogoSchema>;

const requisitoGlobalResumen = z.object({ id: z.number().int(), codigo: texto, nombre: texto });

/** Preview of a requirements import (confirmar = false). */
export const importarRequisitosVistaPreviaSchema = z.object({
  vista_previa: z.literal(true),
  /** Catalogue requirements that would be created in the company. */
  nuevos: z.array(requisitoGlobalResumen),
  /** Already imported into the company (skipped). */
  existentes: z.number().int(),
  /** The company already has an own requirement with the same code (skipped, counted as omitidos). */
  conflictos: z.array(requisitoGlobalResumen),
  /** Active catalogue requirements in the selection. */
  total: z.number().int(),
});
export type ImportarRequisitosVistaPrevia = z.infer<typeof importarRequisitosVistaPreviaSchema>;

/** Result of a confirmed import (confirmar = true). */
export const importarResultadoSchema = z.object({
  vista_previa: z.literal(false),
  importados: z.number().int(),
  /** Already imported or code already used by the company. */
  omitidos: z.number().int(),
});
export type ImportarResultado = z.infer<typeof importarResultadoSchema>;

export const importarRequisitosRespuestaSchema = z.discriminatedUnion('vista_previa', [
  importarRequisitosVistaPreviaSchema,
  importarResultadoSchema,
]);
export type ImportarRequisitosRespuesta = z.infer<typeof importarRequisitosRespuestaSchema>;

const riesgoGlobalResumen = z.object({
  id: z.number().int(),
  nombre: texto,
  delito_o_categoria: texto,
  probabilidad: z.number().int(),
  impacto: z.number().int(),
  /** Names of the global mitigations imported with it. */
  mitigaciones: z.array(texto),
});

/** Preview of a risks import: positions already clamped to the company's matrix. */
export const importarRiesgosVistaPreviaSchema = z.object({
  vista_previa: z.literal(true),
  nuevos: z.array(riesgoGlobalResumen),
  existentes: z.number().int(),
  total: z.number().int(),
});
export type ImportarRiesgosVistaPrevia = z.infer<typeof importarRiesgosVistaPreviaSchema>;

export const importarRiesgosResultadoSchema = importarResultadoSchema.extend({
  /** Global mitigations copied into the company in this import (each once per company). */
  mitigaciones_importadas: z.number().int(),
});
export type ImportarRiesgosResultado = z.infer<typeof importarRiesgosResultadoSchema>;

export const importarRiesgosRespuestaSchema = z.discriminatedUnion('vista_previa', [
  importarRiesgosVistaPreviaSchema,
  importarRiesgosResultadoSchema,
]);
export type ImportarRiesgosRespuesta = z.infer<typeof importarRiesgosRespuestaSchema>;

/** GET /requisito_global_empresa/delitos: the values the risks import accepts, with counts. */
export const delitosCatalogoSchema = z.object({
  data: z.array(z.object({ delito_o_categoria: texto, total: z.number().int() })),
});
export type DelitosCatalogo = z.infer<typeof delitosCatalogoSchema>;
