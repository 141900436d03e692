import { z } from 'zod';
import { idFiltro, idRef, obligatorio, opcionalTexto } from '../fields';
import { ID_MAXIMO, listResponse } from '../common';
import { busquedaSchema, parcialSinDefaults, referenciaSchema } from './empresa';
import { EFECTIVIDADES, erroresMatriz, NIVELES_RIESGO, TIPOS_MITIGACION, type MatrizRiesgo } from '../../risk-matrix';

/*
 * Mi Empresa → riesgos and mitigaciones (issue 4): the company's risk matrix, its risks on that
 * matrix with inherent and residual levels, the mitigations linked to them, and the heat map.
 */

const texto = z.string();
const timestamps = { created_at: texto, updated_at: texto };

// ---- matriz -----------------------------------------------------------------------------------

const nivel = z.enum(NIVELES_RIESGO, { error: 'Use un nivel válido: Bajo, Medio, Alto o Crítico.' });
const etiquetas = (campo: string) =>
  z
    .array(obligatorio(`Cada etiqueta de ${campo} es obligatoria`, 60), { error: `Indique las etiquetas de ${campo}.` })
    .min(2, { error: `La matriz necesita al menos 2 niveles de ${campo}.` })
    .max(10, { error: `La matriz admite hasta 10 niveles de ${campo}.` });
const color = z.string({ error: 'Indique un color.' }).regex(/^#[0-9a-fA-F]{6}$/, { error: 'Use un color #rrggbb.' });

/** PUT /riesgos/matriz: n probabilidad labels × m impacto labels, n rows of m levels, a colour per level. */
export const matrizRiesgoSchema = z
  .object({
    probabilidades: etiquetas('probabilidad'),
    impactos: etiquetas('impacto'),
    niveles: z.array(z.array(nivel), { error: 'Indique el nivel de cada celda.' }),
    colores: z.object(
      { Bajo: color, Medio: color, Alto: color, Crítico: color },
      { error: 'Indique el color de cada nivel.' },
    ),
  })
  .superRefine((m, ctx) => {
    for (const [campo, mensaje] of Object.entries(erroresMatriz(m as MatrizRiesgo))) {
      ctx.addIssue({ code: 'custom', path: [campo], message: mensaje });
    }
  });
export type MatrizRiesgoInput = z.input<typeof matrizRiesgoSchema>;
/** The answer also says whether the company still uses the default matrix. */
export const matrizRiesgoResponseSchema = z.object({
  probabilidades: z.array(texto),
  impactos: z.array(texto),
  niveles: z.array(z.array(z.enum(NIVELES_RIESGO))),
  colores: z.object({ Bajo: texto, Medio: texto, Alto: texto, Crítico: texto }),
  por_defecto: z.boolean(),
});

// ---- riesgos ----------------------------------------------------------------------------------

/**
 * Ids of the company's rows linked to this one (riesgos ↔ mitigaciones): the list replaces the
 * previous set, so an absent field on POST/PUT means none.
 */
const idsVinculados = (mensaje: string, maximo: string) =>
  z
    .array(z.number({ error: mensaje }).int({ error: mensaje }).positive({ error: mensaje }).max(ID_MAXIMO), {
      error: mensaje,
    })
    .max(100, { error: maximo })
    .default([]);

export const ESTADOS_RIESGO = ['Cubierto', 'En proceso', 'No cubierto'] as const;
const estadoRiesgo = z.enum(ESTADOS_RIESGO, { error: 'El estado debe ser Cubierto, En proceso o No cubierto' });
/** A position on an axis; the upper bound is the company's matrix (checked by the API). */
const eje = (mensaje: string) =>
  z.coerce.number({ error: mensaje }).int({ error: mensaje }).min(1, { error: mensaje }).max(10, { error: mensaje });

export const riesgoInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  descripcion: opcionalTexto(),
  proceso_id: idRef('Seleccione un proceso válido'),
  delito_o_categoria: obligatorio('Indique el delito o la categoría', 200),
  probabilidad: eje('Seleccione una probabilidad de la matriz'),
  impacto: eje('Seleccione un impacto de la matriz'),
  responsable_id: idRef('Seleccione un responsable válido'),
  estado: estadoRiesgo.default('No cubierto'),
  /** Mitigations of the company acting on this risk (replaces the previous set on update). */
  mitigacion_ids: idsVinculados('Seleccione mitigaciones válidas', 'Se pueden vincular hasta 100 mitigaciones.'),
});
export type RiesgoInput = z.input<typeof riesgoInputSchema>;
/** List filter value for every risk not Cubierto (the dashboard's unresolved risks). */
export const FILTRO_SIN_CUBRIR = 'sin_cubrir';
export const riesgoFiltrosSchema = busquedaSchema.extend({
  estado: z
    .enum([...ESTADOS_RIESGO, FILTRO_SIN_CUBRIR], {
      error: 'El estado debe ser Cubierto, En proceso, No cubierto o sin_cubrir',
    })
    .optional(),
  proceso_id: idFiltro,
  nivel: nivel.optional(),
});
export const riesgoLoteSchema = parcialSinDefaults(riesgoInputSchema.pick({ estado: true, responsable_id: true }));
export const riesgoSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  proceso_id: z.number().int().nullable(),
  proceso: referenciaSchema.nullable(),
  delito_o_categoria: texto,
  probabilidad: z.number().int(),
  impacto: z.number().int(),
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  estado: z.enum(ESTADOS_RIESGO),
  nivel_inherente: z.enum(NIVELES_RIESGO),
  nivel_residual: z.enum(NIVELES_RIESGO),
  mitigaciones: z.array(referenciaSchema),
  ...timestamps,
});
export type Riesgo = z.infer<typeof riesgoSchema>;
export const riesgosResponseSchema = listResponse(riesgoSchema);

/** GET /riesgos/mapa-calor: risks per cell (probabilidad, impacto), before and after mitigations. */
const celdaSchema = z.object({ probabilidad: z.number().int(), impacto: z.number().int(), total: z.number().int() });
export const mapaCalorSchema = z.object({
  matriz: matrizRiesgoResponseSchema,
  inherente: z.array(celdaSchema),
  residual: z.array(celdaSchema),
  total: z.number().int(),
});
export type MapaCalor = z.infer<typeof mapaCalorSchema>;

// ---- mitigaciones -----------------------------------------------------------------------------

export const MODOS_MITIGACION = ['manual', 'automatico'] as const;
export const FRECUENCIAS_MITIGACION = ['diaria', 'semanal', 'mensual', 'trimestral', 'anual', 'por_evento'] as const;
const tipoMitigacion = z.enum(TIPOS_MITIGACION, { error: 'El tipo debe ser preventivo, detectivo o correctivo' });
const modoMitigacion = z.enum(MODOS_MITIGACION, { error: 'El modo debe ser manual o automático' });
const frecuencia = z.enum(FRECUENCIAS_MITIGACION, {
  error: 'La frecuencia debe ser diaria, semanal, mensual, trimestral, anual o por evento',
});
const efectividad = z.enum(EFECTIVIDADES, { error: 'La efectividad debe ser alta, media, baja o no evaluada' });

export const mitigacionInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  descripcion: opcionalTexto(),
  tipo: tipoMitigacion,
  modo: modoMitigacion.default('manual'),
  frecuencia: frecuencia.default('anual'),
  responsable_id: idRef('Seleccione un responsable válido'),
  efectividad: efectividad.default('no_evaluada'),
  /** Risks of the company this control mitigates (replaces the previous set on update). */
  riesgo_ids: idsVinculados('Seleccione riesgos válidos', 'Se pueden vincular hasta 100 riesgos.'),
});
export type MitigacionInput = z.input<typeof mitigacionInputSchema>;
export const mitigacionFiltrosSchema = busquedaSchema.extend({
  tipo: tipoMitigacion.optional(),
  efectividad: efectividad.optional(),
  responsable_id: idFiltro,
});
export const mitigacionSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  tipo: z.enum(TIPOS_MITIGACION),
  modo: z.enum(MODOS_MITIGACION),
  frecuencia: z.enum(FRECUENCIAS_MITIGACION),
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  efectividad: z.enum(EFECTIVIDADES),
  riesgos: z.array(referenciaSchema),
  ...timestamps,
});
export type Mitigacion = z.infer<typeof mitigacionSchema>;
export const mitigacionesResponseSchema = listResponse(mitigacionSchema);
