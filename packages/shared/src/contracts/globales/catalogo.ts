import { z } from 'zod';
import { idFiltro, idRef, obligatorio, opcionalTexto } from '../fields';
import { ID_MAXIMO, listResponse, paginationSchema } from '../common';
import { parcialSinDefaults, referenciaSchema } from '../mi-empresa/empresa';
import { FRECUENCIAS_MITIGACION, MODOS_MITIGACION } from '../mi-empresa/riesgos';
import { NIVELES_RIESGO, TIPOS_MITIGACION } from '../../risk-matrix';

/*
 * Globales (issue 4, SPEC §7 'Lists and records'): the platform catalogue only admin_atalaya
 * writes — /tipo_requisito/, /categorias-requisitos/, /subcategorias-requisitos/ (PATCH),
 * /requisitos-globales/, /riesgos-globales/, /mitigaciones-globales/, /faqs/ — plus
 * GET /faqs/publicadas for every signed-in user (Soporte). These rows have no empresa_id.
 * Each resource has a create body (PUT takes the same body; PATCH its partial), list filters,
 * batch-update fields where that makes sense, and the row it answers with. References are
 * expanded as { id, nombre } next to their *_id.
 */

const texto = z.string();
const timestamps = { created_at: texto, updated_at: texto };

/** skip, limit and free text `q` of every Globales list (no empresa_id: the rows are global). */
export const busquedaGlobalSchema = paginationSchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
});

/** `?activo=true|false` style filter (a plain coerce would read 'false' as true). */
const booleanoFiltro = z
  .enum(['true', 'false'], { error: 'El filtro debe ser true o false.' })
  .transform((v) => v === 'true')
  .optional();
const booleano = (mensaje: string) => z.boolean({ error: mensaje });

// ---- tipos de requisito -----------------------------------------------------------------------

export const tipoRequisitoInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio', 100),
  descripcion: opcionalTexto(),
});
export type TipoRequisitoInput = z.input<typeof tipoRequisitoInputSchema>;
export const tipoRequisitoFiltrosSchema = busquedaGlobalSchema;
export const tipoRequisitoSchema = z.object({ id: z.number().int(), nombre: texto, descripcion: texto, ...timestamps });
export type TipoRequisito = z.infer<typeof tipoRequisitoSchema>;
export const tiposRequisitoResponseSchema = listResponse(tipoRequisitoSchema);

// ---- categorías (PATCH) -----------------------------------------------------------------------

export const categoriaRequisitoInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio', 100),
  descripcion: opcionalTexto(),
});
export type CategoriaRequisitoInput = z.input<typeof categoriaRequisitoInputSchema>;
/** SPEC: skip and limit; `q` is accepted too. */
export const categoriaRequisitoFiltrosSchema = busquedaGlobalSchema;
/** PATCH /categorias-requisitos/:id body. */
export const categoriaRequisitoPatchSchema = parcialSinDefaults(categoriaRequisitoInputSchema);
export const categoriaRequisitoSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  ...timestamps,
});
export type CategoriaRequisito = z.infer<typeof categoriaRequisitoSchema>;
export const categoriasRequisitoResponseSchema = listResponse(categoriaRequisitoSchema);

// ---- subcategorías (PATCH) --------------------------------------------------------------------

/** Shown by the screens when a subcategoría has no nombre (null). */
export const SIN_NOMBRE = 'Sin nombre';

export const subcategoriaRequisitoInputSchema = z.object({
  categoria_id: z.coerce
    .number({ error: 'Seleccione una categoría' })
    .int({ error: 'Seleccione una categoría' })
    .positive({ error: 'Seleccione una categoría' }),
  /** Optional: '' or null store null (the screens show 'Sin nombre'). */
  nombre: z
    .string({ error: 'Debe ser texto.' })
    .trim()
    .max(200, { error: 'Máximo 200 caracteres.' })
    .nullable()
    .transform((v) => (v ? v : null))
    .default(null),
  descripcion: opcionalTexto(),
});
export type SubcategoriaRequisitoInput = z.input<typeof subcategoriaRequisitoInputSchema>;
/** SPEC: skip and limit; `q` and `categoria_id` are accepted too (e.g. the subcategorías of one categoría). */
export const subcategoriaRequisitoFiltrosSchema = busquedaGlobalSchema.extend({ categoria_id: idFiltro });
/** PATCH /subcategorias-requisitos/:id body. */
export const subcategoriaRequisitoPatchSchema = parcialSinDefaults(subcategoriaRequisitoInputSchema);
export const subcategoriaRequisitoLoteSchema = parcialSinDefaults(
  subcategoriaRequisitoInputSchema.pick({ categoria_id: true }),
);
export const subcategoriaRequisitoSchema = z.object({
  id: z.number().int(),
  categoria_id: z.number().int(),
  categoria: referenciaSchema.nullable(),
  /** null when it has no name: show SIN_NOMBRE. */
  nombre: texto.nullable(),
  descripcion: texto,
  ...timestamps,
});
export type SubcategoriaRequisito = z.infer<typeof subcategoriaRequisitoSchema>;
export const subcategoriasRequisitoResponseSchema = listResponse(subcategoriaRequisitoSchema);

// ---- requisitos globales ----------------------------------------------------------------------

export const CRITICIDADES = ['alta', 'media', 'baja'] as const;
export type Criticidad = (typeof CRITICIDADES)[number];
export const criticidadSchema = z.enum(CRITICIDADES, { error: 'La criticidad debe ser alta, media o baja' });

export const requisitoGlobalInputSchema = z.object({
  codigo: z
    .string({ error: 'El código es obligatorio' })
    .trim()
    .min(1, { error: 'El código es obligatorio' })
    .max(30, { error: 'Máximo 30 caracteres.' })
    .transform((v) => v.toUpperCase()),
  nombre: obligatorio('El nombre es obligatorio', 300),
  descripcion: opcionalTexto(2000),
  fuente_legal: opcionalTexto(300),
  tipo_id: idRef('Seleccione un tipo de requisito válido'),
  categoria_id: idRef('Seleccione una categoría válida'),
  /** Must belong to `categoria_id` (400 on subcategoria_id otherwise). */
  subcategoria_id: idRef('Seleccione una subcategoría válida'),
  criticidad: criticidadSchema.default('media'),
  activo: booleano('Indique si el requisito está activo').default(true),
});
export type RequisitoGlobalInput = z.input<typeof requisitoGlobalInputSchema>;
export const requisitoGlobalFiltrosSchema = busquedaGlobalSchema.extend({
  tipo_id: idFiltro,
  categoria_id: idFiltro,
  subcategoria_id: idFiltro,
  criticidad: criticidadSchema.optional(),
  activo: booleanoFiltro,
});
export const requisitoGlobalLoteSchema = parcialSinDefaults(
  requisitoGlobalInputSchema.pick({ tipo_id: true, criticidad: true, activo: true }),
);
/** What a requirement shows, in the global catalogue and in a company (which adds its own fields). */
export const camposRequisito = {
  codigo: texto,
  nombre: texto,
  descripcion: texto,
  fuente_legal: texto,
  tipo_id: z.number().int().nullable(),
  tipo: referenciaSchema.nullable(),
  categoria_id: z.number().int().nullable(),
  categoria: referenciaSchema.nullable(),
  subcategoria_id: z.number().int().nullable(),
  /** `nombre` is '' when the subcategoría has no name (show SIN_NOMBRE). */
  subcategoria: referenciaSchema.nullable(),
  criticidad: z.enum(CRITICIDADES),
};
export const requisitoGlobalSchema = z.object({
  id: z.number().int(),
  ...camposRequisito,
  activo: z.boolean(),
  ...timestamps,
});
export type RequisitoGlobal = z.infer<typeof requisitoGlobalSchema>;
export const requisitosGlobalesResponseSchema = listResponse(requisitoGlobalSchema);

// ---- mitigaciones globales --------------------------------------------------------------------

const tipoMitigacion = z.enum(TIPOS_MITIGACION, { error: 'El tipo debe ser preventivo, detectivo o correctivo' });
const modoMitigacion = z.enum(MODOS_MITIGACION, { error: 'El modo debe ser manual o automático' });
const frecuencia = z.enum(FRECUENCIAS_MITIGACION, {
  error: 'La frecuencia debe ser diaria, semanal, mensual, trimestral, anual o por evento',
});

export const mitigacionGlobalInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  descripcion: opcionalTexto(2000),
  tipo: tipoMitigacion,
  modo: modoMitigacion.default('manual'),
  frecuencia: frecuencia.default('anual'),
  activo: booleano('Indique si la mitigación está activa').default(true),
});
export type MitigacionGlobalInput = z.input<typeof mitigacionGlobalInputSchema>;
export const mitigacionGlobalFiltrosSchema = busquedaGlobalSchema.extend({
  tipo: tipoMitigacion.optional(),
  modo: modoMitigacion.optional(),
  frecuencia: frecuencia.optional(),
  activo: booleanoFiltro,
});
export const mitigacionGlobalLoteSchema = parcialSinDefaults(
  mitigacionGlobalInputSchema.pick({ tipo: true, modo: true, frecuencia: true, activo: true }),
);
export const mitigacionGlobalSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  tipo: z.enum(TIPOS_MITIGACION),
  modo: z.enum(MODOS_MITIGACION),
  frecuencia: z.enum(FRECUENCIAS_MITIGACION),
  activo: z.boolean(),
  ...timestamps,
});
export type MitigacionGlobal = z.infer<typeof mitigacionGlobalSchema>;
export const mitigacionesGlobalesResponseSchema = listResponse(mitigacionGlobalSchema);

// ---- riesgos globales -------------------------------------------------------------------------

const sugerido = (mensaje: string) =>
  z.coerce.number({ error: mensaje }).int({ error: mensaje }).min(1, { error: mensaje }).max(5, { error: mensaje });

export const riesgoGlobalInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  descripcion: opcionalTexto(2000),
  delito_o_categoria: obligatorio('Indique el delito o la categoría', 200),
  fuente_legal: opcionalTexto(300),
  probabilidad_sugerida: sugerido('La probabilidad sugerida debe ser un número de 1 a 5').default(3),
  impacto_sugerido: sugerido('El impacto sugerido debe ser un número de 1 a 5').default(3),
  activo: booleano('Indique si el riesgo está activo').default(true),
  /** Typical mitigaciones globales of this risk (replaces the previous set on update). */
  mitigacion_ids: z
    .array(
      z
        .number({ error: 'Seleccione mitigaciones válidas' })
        .int()
        .positive({ error: 'Seleccione mitigaciones válidas' })
        .max(ID_MAXIMO, { error: 'Seleccione mitigaciones válidas' }),
      { error: 'Seleccione mitigaciones válidas' },
    )
    .max(100, { error: 'Se pueden vincular hasta 100 mitigaciones.' })
    .default([]),
});
export type RiesgoGlobalInput = z.input<typeof riesgoGlobalInputSchema>;
export const riesgoGlobalFiltrosSchema = busquedaGlobalSchema.extend({
  delito_o_categoria: z.string().trim().max(200).optional(),
  activo: booleanoFiltro,
});
export const riesgoGlobalLoteSchema = parcialSinDefaults(riesgoGlobalInputSchema.pick({ activo: true }));
export const riesgoGlobalSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  delito_o_categoria: texto,
  fuente_legal: texto,
  probabilidad_sugerida: z.number().int(),
  impacto_sugerido: z.number().int(),
  /** Level of the suggested cell on the default 5×5 matrix. */
  nivel_sugerido: z.enum(NIVELES_RIESGO),
  activo: z.boolean(),
  mitigaciones: z.array(referenciaSchema),
  ...timestamps,
});
export type RiesgoGlobal = z.infer<typeof riesgoGlobalSchema>;
export const riesgosGlobalesResponseSchema = listResponse(riesgoGlobalSchema);

// ---- faqs -------------------------------------------------------------------------------------

export const faqInputSchema = z.object({
  pregunta: obligatorio('La pregunta es obligatoria', 500),
  respuesta: obligatorio('La respuesta es obligatoria', 5000),
  orden: z.coerce
    .number({ error: 'El orden debe ser un número entero entre 0 y 9999' })
    .int({ error: 'El orden debe ser un número entero entre 0 y 9999' })
    .min(0, { error: 'El orden debe ser un número entero entre 0 y 9999' })
    .max(9999, { error: 'El orden debe ser un número entero entre 0 y 9999' })
    .default(0),
  publicada: booleano('Indique si la pregunta está publicada').default(false),
});
export type FaqInput = z.input<typeof faqInputSchema>;
export const faqFiltrosSchema = busquedaGlobalSchema.extend({ publicada: booleanoFiltro });
export const faqLoteSchema = parcialSinDefaults(faqInputSchema.pick({ publicada: true }));
export const faqSchema = z.object({
  id: z.number().int(),
  pregunta: texto,
  respuesta: texto,
  orden: z.number().int(),
  publicada: z.boolean(),
  ...timestamps,
});
export type Faq = z.infer<typeof faqSchema>;
export const faqsResponseSchema = listResponse(faqSchema);
/** GET /faqs/publicadas (any signed-in user): published FAQs by `orden`, searchable with q. */
export const faqPublicadasFiltrosSchema = busquedaGlobalSchema;
