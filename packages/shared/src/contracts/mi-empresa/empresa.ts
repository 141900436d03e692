import { z } from 'zod';
import { idFiltro, idRef, obligatorio, opcionalTexto } from '../fields';
import { isValidRut, normalizeRut } from '../../rut';
import { MENSAJES } from '../../messages';
import { ID_MAXIMO, listResponse, paginationSchema } from '../common';

/*
 * Mi Empresa (SPEC §7 'Lists and records'): departamentos, centros, proceso, trabajadores, recursos.
 * Each resource has a create body (PUT takes the same body), the filters of its list, the fields
 * a batch update may change, and the row it answers with.
 */

const texto = z.string();
/** An optional field where '' (an empty form input) means "none". */
const vacioEsNulo = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .default(null);

/**
 * The fields of a create body as a partial update (PATCH, batch `cambios`): every field optional
 * and no defaults, so an absent field stays as it is instead of being reset.
 */
export function parcialSinDefaults<T extends z.ZodRawShape>(schema: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [
      k,
      (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof T]: z.ZodOptional<T[K]> }>;
}
const fecha = z.string();

/** A referenced row as shown in lists (the name next to the id). */
export const referenciaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Referencia = z.infer<typeof referenciaSchema>;

/**
 * `q` (free text) plus skip/limit, shared by every Mi Empresa list. `empresa_id` (SPEC §7) is
 * declared so the access guard sees it: only a platform admin may name another company.
 */
export const busquedaSchema = paginationSchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  empresa_id: z.coerce
    .number({ error: 'empresa_id debe ser numérico.' })
    .int({ error: 'empresa_id debe ser numérico.' })
    .positive({ error: 'empresa_id debe ser numérico.' })
    .optional(),
});

const MAX_LOTE = 100;
const idsSchema = z
  .array(z.number({ error: 'Cada identificador debe ser numérico.' }).int().positive().max(ID_MAXIMO), {
    error: 'Indique los registros a procesar.',
  })
  .min(1, { error: 'Seleccione al menos un registro.' })
  .max(MAX_LOTE, { error: `Se pueden procesar hasta ${MAX_LOTE} registros a la vez.` });

/** POST /{recurso}/batch-delete */
export const batchDeleteSchema = z.object({ ids: idsSchema });
/** PUT /{recurso}/batch-update: `cambios` is the resource's batch schema. */
export function batchUpdateSchema<T extends z.ZodObject>(cambios: T) {
  return z.object({
    ids: idsSchema,
    cambios: cambios.refine((c) => Object.values(c).some((v) => v !== undefined), {
      error: 'Indique al menos un cambio.',
    }),
  });
}
export const batchResultSchema = z.object({ procesados: z.number().int() });

const timestamps = { created_at: fecha, updated_at: fecha };

// ---- departamentos ----------------------------------------------------------------------------

export const departamentoInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  descripcion: opcionalTexto(),
  responsable_id: idRef('Seleccione un responsable válido'),
  parent_id: idRef('Seleccione un departamento superior válido'),
});
export type DepartamentoInput = z.input<typeof departamentoInputSchema>;
export const departamentoFiltrosSchema = busquedaSchema.extend({ parent_id: idFiltro });
export const departamentoLoteSchema = parcialSinDefaults(
  departamentoInputSchema.pick({ responsable_id: true, parent_id: true }),
);
export const departamentoSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  descripcion: texto,
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  parent_id: z.number().int().nullable(),
  parent: referenciaSchema.nullable(),
  ...timestamps,
});
export type Departamento = z.infer<typeof departamentoSchema>;
export const departamentosResponseSchema = listResponse(departamentoSchema);

// ---- centros ----------------------------------------------------------------------------------

export const centroInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  direccion: opcionalTexto(300),
  region_codigo: z
    .string({ error: 'Seleccione una región' })
    .trim()
    .regex(/^\d{2}$/, { error: 'Seleccione una región válida' }),
  comuna_codigo: z
    .string({ error: 'Seleccione una comuna' })
    .trim()
    .regex(/^\d{5}$/, { error: 'Seleccione una comuna válida para la región' }),
  responsable_id: idRef('Seleccione un responsable válido'),
});
export type CentroInput = z.input<typeof centroInputSchema>;
export const centroFiltrosSchema = busquedaSchema.extend({
  region_codigo: z.string().trim().optional(),
  comuna_codigo: z.string().trim().optional(),
});
export const centroLoteSchema = parcialSinDefaults(centroInputSchema.pick({ responsable_id: true }));
export const centroSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  direccion: texto,
  region_codigo: texto,
  comuna_codigo: texto,
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  ...timestamps,
});
export type Centro = z.infer<typeof centroSchema>;
export const centrosResponseSchema = listResponse(centroSchema);

// ---- procesos ---------------------------------------------------------------------------------

/** GET /categoria-proceso: the fixed process categories. */
export const CATEGORIAS_PROCESO = [
  { id: 'estrategico', nombre: 'Estratégico' },
  { id: 'operacional', nombre: 'Operacional' },
  { id: 'apoyo', nombre: 'Apoyo' },
  { id: 'control', nombre: 'Control' },
] as const;
const categoriaIds = CATEGORIAS_PROCESO.map((c) => c.id) as [
  (typeof CATEGORIAS_PROCESO)[number]['id'],
  ...(typeof CATEGORIAS_PROCESO)[number]['id'][],
];
const categoriaProceso = z.enum(categoriaIds, { error: 'Seleccione una categoría válida' });
export const categoriasProcesoResponseSchema = z.object({
  data: z.array(z.object({ id: z.string(), nombre: z.string() })),
});

export const procesoInputSchema = z.object({
  nombre_proceso: obligatorio('El nombre del proceso es obligatorio'),
  codigo_proceso: z
    .string({ error: 'El código del proceso es obligatorio' })
    .trim()
    .min(1, { error: 'El código del proceso es obligatorio' })
    .max(30, { error: 'Máximo 30 caracteres.' })
    .transform((v) => v.toUpperCase()),
  descripcion: opcionalTexto(),
  categoria: categoriaProceso,
  responsable_id: idRef('Seleccione un responsable válido'),
  departamento_id: idRef('Seleccione un departamento válido'),
});
export type ProcesoInput = z.input<typeof procesoInputSchema>;
export const procesoFiltrosSchema = busquedaSchema.extend({
  categoria: categoriaProceso.optional(),
  departamento_id: idFiltro,
});
export const procesoLoteSchema = parcialSinDefaults(
  procesoInputSchema.pick({ categoria: true, responsable_id: true, departamento_id: true }),
);
export const procesoSchema = z.object({
  id: z.number().int(),
  nombre_proceso: texto,
  codigo_proceso: texto,
  descripcion: texto,
  categoria: texto,
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  departamento_id: z.number().int().nullable(),
  departamento: referenciaSchema.nullable(),
  ...timestamps,
});
export type Proceso = z.infer<typeof procesoSchema>;
export const procesosResponseSchema = listResponse(procesoSchema);

// ---- trabajadores -----------------------------------------------------------------------------

export const TIPOS_TRABAJADOR = ['propio', 'contratista'] as const;
export const ESTADOS_TRABAJADOR = ['activo', 'bloqueado', 'en_validacion'] as const;
const tipoTrabajador = z.enum(TIPOS_TRABAJADOR, { error: 'El tipo debe ser propio o contratista' });
const estadoTrabajador = z.enum(ESTADOS_TRABAJADOR, {
  error: 'El estado debe ser activo, bloqueado o en validación',
});

/** A valid RUT in any common spelling, stored normalized (12345678-5). */
export const rutSchema = z
  .string({ error: 'El RUT es obligatorio' })
  .trim()
  .min(1, { error: 'El RUT es obligatorio' })
  .refine(isValidRut, { error: MENSAJES.rutInvalido })
  .transform(normalizeRut);

export const trabajadorInputSchema = z.object({
  rut: rutSchema,
  nombres: obligatorio('El nombre es obligatorio'),
  apellido_paterno: obligatorio('El apellido paterno es obligatorio'),
  apellido_materno: opcionalTexto(200),
  email: vacioEsNulo(z.email({ error: 'Ingrese un correo electrónico válido' }).trim().toLowerCase()),
  telefono: vacioEsNulo(
    z
      .string({ error: 'Ingrese un teléfono válido (por ejemplo +56 9 1234 5678)' })
      .trim()
      .regex(/^\+?[\d\s()-]{8,20}$/, { error: 'Ingrese un teléfono válido (por ejemplo +56 9 1234 5678)' }),
  ),
  cargo: opcionalTexto(200),
  departamento_id: idRef('Seleccione un departamento válido'),
  centro_id: idRef('Seleccione un centro válido'),
  fecha_ingreso: vacioEsNulo(z.iso.date({ error: 'Ingrese una fecha válida (AAAA-MM-DD)' })),
  tipo: tipoTrabajador.default('propio'),
  estado: estadoTrabajador.default('activo'),
});
export type TrabajadorInput = z.input<typeof trabajadorInputSchema>;
export const trabajadorFiltrosSchema = busquedaSchema.extend({
  tipo: tipoTrabajador.optional(),
  estado: estadoTrabajador.optional(),
  departamento_id: idFiltro,
  centro_id: idFiltro,
});
export const trabajadorLoteSchema = parcialSinDefaults(
  trabajadorInputSchema.pick({ tipo: true, estado: true, departamento_id: true, centro_id: true, cargo: true }),
);
export const trabajadorSchema = z.object({
  id: z.number().int(),
  rut: texto,
  nombres: texto,
  apellido_paterno: texto,
  apellido_materno: texto,
  email: texto.nullable(),
  telefono: texto.nullable(),
  cargo: texto,
  departamento_id: z.number().int().nullable(),
  departamento: referenciaSchema.nullable(),
  centro_id: z.number().int().nullable(),
  centro: referenciaSchema.nullable(),
  fecha_ingreso: texto.nullable(),
  tipo: z.enum(TIPOS_TRABAJADOR),
  estado: z.enum(ESTADOS_TRABAJADOR),
  ...timestamps,
});
export type Trabajador = z.infer<typeof trabajadorSchema>;
export const trabajadoresResponseSchema = listResponse(trabajadorSchema);

// ---- recursos ---------------------------------------------------------------------------------

export const ESTADOS_RECURSO = ['operativo', 'en_mantencion', 'fuera_de_servicio', 'dado_de_baja'] as const;
const estadoRecurso = z.enum(ESTADOS_RECURSO, {
  error: 'El estado debe ser operativo, en mantención, fuera de servicio o dado de baja',
});
export const recursoInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio'),
  tipo: obligatorio('El tipo es obligatorio', 100),
  descripcion: opcionalTexto(),
  responsable_id: idRef('Seleccione un responsable válido'),
  centro_id: idRef('Seleccione un centro válido'),
  estado: estadoRecurso.default('operativo'),
});
export type RecursoInput = z.input<typeof recursoInputSchema>;
export const recursoFiltrosSchema = busquedaSchema.extend({
  tipo: z.string().trim().optional(),
  estado: estadoRecurso.optional(),
  centro_id: idFiltro,
});
export const recursoLoteSchema = parcialSinDefaults(
  recursoInputSchema.pick({ estado: true, responsable_id: true, centro_id: true }),
);
export const recursoSchema = z.object({
  id: z.number().int(),
  nombre: texto,
  tipo: texto,
  descripcion: texto,
  responsable_id: z.number().int().nullable(),
  responsable: referenciaSchema.nullable(),
  centro_id: z.number().int().nullable(),
  centro: referenciaSchema.nullable(),
  estado: z.enum(ESTADOS_RECURSO),
  ...timestamps,
});
export type Recurso = z.infer<typeof recursoSchema>;
export const recursosResponseSchema = listResponse(recursoSchema);
