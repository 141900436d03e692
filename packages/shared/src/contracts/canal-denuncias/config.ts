import { z } from 'zod';
import { ID_MAXIMO, listResponse } from '../common';
import { TIPOS_DENUNCIA } from './denuncias';
import { personaSchema } from '../documentos';
import { obligatorio, opcionalTexto } from '../fields';

/*
 * Whistleblower channel configuration (issue 6 §8, screen /canal-denuncias/vista-general).
 * Reads: the channel roles (ACCESS.canalDenuncias); writes: admin_empresa / admin_atalaya.
 *
 * Routes (base /api/v1):
 * - GET  /canal-denuncia/configuracion            → CanalConfig (the default row is created if missing)
 * - PUT  /canal-denuncia/configuracion            CanalConfigInput (absent fields keep their value) → CanalConfig
 * - GET  /canal-denuncia/configuracion/qr.svg?destino=canal|formulario → image/svg+xml (absolute public URL)
 * - GET  /categoria-denuncias/                    → { data: CategoriaDenuncia[], total }
 * - POST /categoria-denuncias/                    CategoriaDenunciaInput → 201 CategoriaDenuncia
 * - PUT  /categoria-denuncias/{id}                CategoriaDenunciaInput → CategoriaDenuncia
 * - DELETE /categoria-denuncias/{id}              → { ok: true }; 409 if reports use it (deactivate it instead)
 */

/** First path segments the web app uses: a slug cannot take them. */
export const SLUGS_RESERVADOS = [
  'login',
  'dashboard',
  'canal',
  'canal-denuncia',
  'canal-denuncias',
  'canal-denuncia-publico',
  'consulta-denuncia',
  'denuncia-exitosa',
  'denuncia-error',
  'api',
  'assets',
  'documentos',
  'globales',
  'mi-empresa',
  'flujo-documental',
  'soporte',
  'configuracion',
  'notificaciones',
  'due-diligence',
  'consultas-admiral',
] as const;

export const MENSAJES_CANAL_CONFIG = {
  slugFormato: 'La dirección debe tener entre 3 y 40 caracteres: letras minúsculas, números y guiones.',
  slugReservado: 'Esa dirección la usa la aplicación; elija otra.',
  retencion: 'La retención debe estar entre 12 y 240 meses.',
  receptores: 'Los receptores deben ser usuarios de la empresa con acceso al canal de denuncias.',
  categoriaEnUso: 'La categoría tiene denuncias asociadas: desactívela en lugar de eliminarla.',
  categoriaNoEncontrada: 'Categoría no encontrada.',
} as const;

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugCanalSchema = z
  .string({ error: MENSAJES_CANAL_CONFIG.slugFormato })
  .trim()
  .min(3, { error: MENSAJES_CANAL_CONFIG.slugFormato })
  .max(40, { error: MENSAJES_CANAL_CONFIG.slugFormato })
  .regex(SLUG_RE, { error: MENSAJES_CANAL_CONFIG.slugFormato })
  .refine((s) => !(SLUGS_RESERVADOS as readonly string[]).includes(s), { error: MENSAJES_CANAL_CONFIG.slugReservado });

const booleano = (campo: string) => z.boolean({ error: `${campo} debe ser verdadero o falso.` });

/** Public paths of the channel (relative to the site's origin). */
export const enlacesCanalSchema = z.object({
  canal: z.string().describe('/canal/{token}'),
  formulario: z.string().describe('/{slug}/{token}'),
  consulta: z.string().describe('/consulta-denuncia/{token}'),
});
export type EnlacesCanal = z.infer<typeof enlacesCanalSchema>;

export function enlacesCanal(token: string, slug: string): EnlacesCanal {
  return { canal: `/canal/${token}`, formulario: `/${slug}/${token}`, consulta: `/consulta-denuncia/${token}` };
}

/** A company user with a channel role: who may receive a category or be assigned a case. */
export const usuarioCanalSchema = personaSchema.extend({ roles: z.array(z.string()) });
export type UsuarioCanal = z.infer<typeof usuarioCanalSchema>;

export const canalConfigSchema = z.object({
  empresa_id: z.number().int(),
  habilitado: z.boolean(),
  slug: z.string(),
  titulo: z.string(),
  introduccion: z.string(),
  que_denunciar: z.string(),
  anonimato: z.string(),
  seguimiento: z.string(),
  canales_externos: z.string(),
  permite_anonimo: z.boolean(),
  retencion_meses: z.number().int(),
  updated_at: z.string(),
  /** The company's public token (empresas.token_canal). */
  token: z.string(),
  enlaces: enlacesCanalSchema,
  /** Candidates for category receivers. */
  usuarios_canal: z.array(usuarioCanalSchema),
});
export type CanalConfig = z.infer<typeof canalConfigSchema>;

const textoLargo = z
  .string({ error: 'Debe ser texto.' })
  .trim()
  .max(10000, { error: 'Máximo 10000 caracteres.' })
  .optional();

/** PUT body: every field optional; an absent one keeps its current value. */
export const canalConfigInputSchema = z.object({
  habilitado: booleano('Habilitado').optional(),
  slug: slugCanalSchema.optional(),
  titulo: obligatorio('Indique el título del canal.', 150).optional(),
  introduccion: textoLargo,
  que_denunciar: textoLargo,
  anonimato: textoLargo,
  seguimiento: textoLargo,
  canales_externos: textoLargo,
  permite_anonimo: booleano('Permitir denuncias anónimas').optional(),
  retencion_meses: z.coerce
    .number({ error: MENSAJES_CANAL_CONFIG.retencion })
    .int({ error: MENSAJES_CANAL_CONFIG.retencion })
    .min(12, { error: MENSAJES_CANAL_CONFIG.retencion })
    .max(240, { error: MENSAJES_CANAL_CONFIG.retencion })
    .optional(),
});
export type CanalConfigInput = z.input<typeof canalConfigInputSchema>;

export const DESTINOS_QR = ['canal', 'formulario'] as const;
export const qrQuerySchema = z.object({
  destino: z.enum(DESTINOS_QR, { error: "destino debe ser 'canal' o 'formulario'." }).default('canal'),
});

// ---- categories ---------------------------------------------------------------------------------

export const categoriaDenunciaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_DENUNCIA),
  requiere_identificacion: z.boolean(),
  activa: z.boolean(),
  orden: z.number().int(),
  /** Empty: every channel user of the company receives its reports. */
  receptores: z.array(personaSchema),
  /** Reports filed under it (a used category can only be deactivated). */
  denuncias: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CategoriaDenuncia = z.infer<typeof categoriaDenunciaSchema>;
export const categoriasDenunciaResponseSchema = listResponse(categoriaDenunciaSchema);

/** POST/PUT body. Ley Karin categories always require identification (Ley 21.643). */
export const categoriaDenunciaInputSchema = z.object({
  nombre: obligatorio('Indique el nombre de la categoría.', 120),
  descripcion: opcionalTexto(1000),
  tipo: z.enum(TIPOS_DENUNCIA, { error: 'Seleccione un tipo: Ley Karin, Ley 20.393, laboral u otro.' }).default('otro'),
  requiere_identificacion: booleano('Requiere identificación').default(false),
  activa: booleano('Activa').default(true),
  orden: z.coerce
    .number({ error: 'El orden debe ser un número entero.' })
    .int({ error: 'El orden debe ser un número entero.' })
    .min(0, { error: 'El orden no puede ser negativo.' })
    .max(999, { error: 'El orden no puede superar 999.' })
    .default(0),
  receptor_ids: z
    .array(
      z.coerce
        .number({ error: MENSAJES_CANAL_CONFIG.receptores })
        .int({ error: MENSAJES_CANAL_CONFIG.receptores })
        .positive({ error: MENSAJES_CANAL_CONFIG.receptores })
        .max(ID_MAXIMO, { error: MENSAJES_CANAL_CONFIG.receptores }),
      { error: MENSAJES_CANAL_CONFIG.receptores },
    )
    .max(50, { error: 'Como máximo 50 receptores por categoría.' })
    .default([]),
});
export type CategoriaDenunciaInput = z.input<typeof categoriaDenunciaInputSchema>;
