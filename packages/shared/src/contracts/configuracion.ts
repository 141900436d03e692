import { z } from 'zod';
import { configuracionVencimientoSchema } from './documentos';
import { opcionalTexto } from './fields';
import {
  CATEGORIAS_AVISO,
  preferenciaAvisoSchema,
  preferenciasNotificacionSchema,
  type CategoriaAviso,
  type PreferenciasNotificacion,
} from './notificaciones';

/*
 * Configuración (issue 8 §5): the settings of the session's active company that its
 * administrators (admin_empresa, and admin_atalaya on the company they act on) manage.
 */

export const CATEGORIAS = Object.keys(CATEGORIAS_AVISO) as CategoriaAviso[];

/** GET /configuracion/empresa. `nombre` is the razón social (read-only here). */
export const configuracionEmpresaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  rut: z.string(),
  nombre_fantasia: z.string(),
  /** Relative URL of the logo (GET /api/v1/empresas/{id}/logo?v=…), null without one. */
  logo_url: z.string().nullable(),
  dias_aviso_vencimiento: z.number().int(),
  /** Every category of CATEGORIAS_AVISO; one the company never set reads as both on. */
  preferencias_notificacion: preferenciasNotificacionSchema,
  /** Every user of the company must sign in with two-step verification (issue 9). */
  exigir_2fa: z.boolean(),
});
export type ConfiguracionEmpresa = z.infer<typeof configuracionEmpresaSchema>;

/** PUT /configuracion/empresa. */
export const configuracionEmpresaInputSchema = z.object({
  nombre_fantasia: opcionalTexto(200),
  dias_aviso_vencimiento: configuracionVencimientoSchema.shape.dias_aviso_vencimiento,
  /** Left out → unchanged. */
  exigir_2fa: z.boolean({ error: 'Indique si se exige la verificación en dos pasos (sí o no).' }).optional(),
});
export type ConfiguracionEmpresaInput = z.input<typeof configuracionEmpresaInputSchema>;

const siNo = (canal: string) => z.boolean({ error: `Indique si se avisa por ${canal} (sí o no).` });

/**
 * PUT /configuracion/notificaciones: the whole preferences object, every category with campana
 * and correo — the shape of preferenciasNotificacionSchema, with Spanish messages per field.
 */
export const preferenciasNotificacionInputSchema = z.record(
  z.enum(CATEGORIAS as [CategoriaAviso, ...CategoriaAviso[]], { error: 'Categoría de aviso desconocida.' }),
  z.object(
    { campana: siNo('campana'), correo: siNo('correo') },
    { error: 'Indique campana y correo de esta categoría.' },
  ),
  {
    // An exhaustive record reports extra keys as 'unrecognized_keys' (not in the declared issue type).
    error: (issue) => {
      const extra = (issue as { code: string; keys?: string[] }).keys;
      return (issue as { code: string }).code === 'unrecognized_keys' && extra
        ? `Categoría de aviso desconocida: ${extra.join(', ')}.`
        : 'Indique las preferencias de notificación.';
    },
  },
) satisfies z.ZodType<PreferenciasNotificacion>;

/** A stored preference object (possibly partial or stale) completed with every category. */
export function preferenciasCompletas(guardadas: Record<string, unknown> | null | undefined): PreferenciasNotificacion {
  const out = {} as PreferenciasNotificacion;
  for (const c of CATEGORIAS) {
    const p = preferenciaAvisoSchema.safeParse(guardadas?.[c]);
    out[c] = p.success ? p.data : { campana: true, correo: true };
  }
  return out;
}

export const MENSAJES_CONFIGURACION = {
  logoActualizado: 'Logo actualizado',
  logoQuitado: 'Logo quitado',
  sinLogo: 'La empresa no tiene logo.',
} as const;
