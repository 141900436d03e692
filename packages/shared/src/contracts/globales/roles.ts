import { z } from 'zod';
import { paginationSchema } from '../common';
import { batchDeleteSchema, batchResultSchema, parcialSinDefaults } from '../mi-empresa/empresa';
import { obligatorio, opcionalTexto } from '../fields';

/*
 * Globales → roles (issue 4, admin_atalaya only). The roles of SPEC §6 (ROLES in ../roles) are
 * system roles: they cannot be renamed or deleted. Custom roles have a nombre and descripcion.
 * GET /roles/ answers `{ total, roles }` (not `{ data, total }`), as the spec says.
 */

export const MENSAJES_ROLES = {
  nombreFormato:
    'El nombre debe empezar con una letra y usar solo minúsculas, números y guion bajo (ej.: auditor_interno).',
  duplicado: 'Ya existe un rol con ese nombre.',
  sistemaNoRenombrable: 'Los roles del sistema no pueden renombrarse.',
  sistemaNoEliminable: 'Los roles del sistema no pueden eliminarse.',
  enUso: 'El rol está asignado a usuarios; quíteselo antes de eliminarlo.',
} as const;

export const rolInputSchema = z.object({
  nombre: obligatorio('El nombre es obligatorio', 50).regex(/^[a-z][a-z0-9_]{2,49}$/, {
    error: MENSAJES_ROLES.nombreFormato,
  }),
  descripcion: opcionalTexto(500),
});
export type RolInput = z.input<typeof rolInputSchema>;
/**
 * PUT /roles/batch-update: only the description; a name is unique, so the same name for several
 * roles could never be applied.
 */
export const rolLoteSchema = parcialSinDefaults(rolInputSchema.pick({ descripcion: true }));

/**
 * GET /roles/?skip&limit[&empresa_id][&q]: with empresa_id, only the roles a user of that
 * company may hold (admin_atalaya only in the platform company) and `usuarios` counts that
 * company's users.
 */
export const rolFiltrosSchema = paginationSchema.extend({
  q: z.string().trim().max(100, { error: 'La búsqueda admite hasta 100 caracteres.' }).optional(),
  empresa_id: z.coerce
    .number({ error: 'empresa_id debe ser numérico.' })
    .int({ error: 'empresa_id debe ser numérico.' })
    .positive({ error: 'empresa_id debe ser numérico.' })
    .optional(),
  sistema: z
    .enum(['true', 'false'], { error: 'El filtro sistema debe ser true o false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type RolFiltros = z.input<typeof rolFiltrosSchema>;

export const rolSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  /** A role of SPEC §6: not renamable, not deletable. */
  sistema: z.boolean(),
  /** Users holding the role. */
  usuarios: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Rol = z.infer<typeof rolSchema>;

/** GET /roles/: note the shape `{ total, roles }`. */
export const rolesResponseSchema = z.object({ total: z.number().int(), roles: z.array(rolSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

export const rolesBatchDeleteSchema = batchDeleteSchema;
export const rolesBatchResultSchema = batchResultSchema;
