import { z } from 'zod';
import { isValidRut } from '../../rut';
import { listResponse } from '../common';
import { opcionalTexto } from '../fields';
import { camposPruebaSchema } from '../prueba-trabajo';
import { ESTADOS_DENUNCIA, type EstadoDenuncia } from './denuncias';

/*
 * Public whistleblower channel (issue 6; SPEC §2 public routes, §7 'Report channel'). No session:
 * the company is named by its public token (empresas.token_canal, a uuid) and a report by its code
 * plus the password the reporter chose. Every answer carries Cache-Control: no-store and
 * Referrer-Policy: no-referrer.
 *
 * Routes (base /api/v1):
 * - GET  /canal-denuncia/public/{token}                          → CanalPublico (404 'Canal de denuncias no disponible')
 * - GET  /categoria-denuncias/categoria-denuncias/?token=         → { data: CategoriaPublica[], total }
 * - POST /canal-denuncia/canal-denuncia/  multipart: the text fields of DenunciaPublicaInput FIRST,
 *        then the files, field `evidencias` (several)             → 201 DenunciaCreada
 * - POST /canal-denuncia/canal-denuncia/{empresa_token}/{codigo}/evidencias  multipart: field
 *        pass_denuncia (and optionally comentario_id of the reporter's own message) BEFORE the files
 *        `evidencias`                                             → 201 EvidenciasSubidas
 * - POST /canal-denuncia/canal-denuncia/consulta/{codigo}  JSON ConsultaInput → ConsultaDenuncia
 *        (what the web uses; GET …/consulta/{codigo}?pass_denuncia= also works, per SPEC)
 * - POST /canal-denuncia/canal-denuncia/consulta/{codigo}/mensajes  JSON RespuestaDenuncianteInput → 201 MensajeDenuncia
 * - POST /canal-denuncia/canal-denuncia/consulta/{codigo}/evidencias/{id}/descarga  JSON ConsultaInput
 *        → the file (attachment); only files of this report the reporter may see.
 * Wrong code or wrong password → 401 'Credenciales inválidas' (same answer and timing); 5 failures
 * on a code → 429 'Demasiados intentos. Intente nuevamente en 15 minutos.' for 15 minutes.
 * Too many requests from one origin → 429 MENSAJE_LIMITE_PUBLICO.
 */

export const MENSAJE_CANAL_NO_DISPONIBLE = 'Canal de denuncias no disponible';
export const MENSAJE_CREDENCIALES_INVALIDAS = 'Credenciales inválidas';
export const MENSAJE_LIMITE_PUBLICO = 'Demasiadas solicitudes. Espere unos minutos e intente nuevamente.';
/** Shown when an anonymous report is sent for a category that requires identification. */
export const MENSAJE_REQUIERE_IDENTIFICACION =
  'Las denuncias de acoso laboral, sexual o violencia en el trabajo (Ley Karin) requieren identificar a quien denuncia, para que la investigación y las medidas de resguardo sean posibles. Su identidad solo la verán las personas a cargo del canal.';
/** Shown when the company's channel does not accept anonymous reports at all. */
export const MENSAJE_ANONIMO_NO_PERMITIDO =
  'Este canal no recibe denuncias anónimas. Su identidad solo la verán las personas a cargo del canal.';

/** Report code: 16 Crockford base32 characters (80 bits) shown as XXXX-XXXX-XXXX-XXXX. */
export const CODIGO_DENUNCIA_RE =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * What a reporter typed → the 16 canonical characters: upper case, spaces and hyphens removed,
 * O→0, I/L→1 (Crockford's reading rules). Does not validate; see `codigoDenunciaValido`.
 */
export function normalizarCodigoDenuncia(entrada: string): string {
  return entrada
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** 16 canonical characters → XXXX-XXXX-XXXX-XXXX. */
export function formatearCodigoDenuncia(normalizado: string): string {
  return normalizado.match(/.{1,4}/g)?.join('-') ?? '';
}

export function codigoDenunciaValido(entrada: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(normalizarCodigoDenuncia(entrada));
}

// ---- estados as the reporter reads them ------------------------------------------------------

export const ETIQUETA_ESTADO_PUBLICO: Record<EstadoDenuncia, string> = {
  recibida: 'Recibida',
  en_revision: 'En revisión',
  investigacion: 'En investigación',
  plan_accion: 'Definiendo medidas',
  implementacion: 'Implementando medidas',
  cerrada: 'Cerrada',
};

export const TIPOS_DENUNCIA = ['ley_karin', 'ley_20393', 'laboral', 'otro'] as const;
export type TipoDenuncia = (typeof TIPOS_DENUNCIA)[number];

// ---- channel page and categories -------------------------------------------------------------

export const receptorPublicoSchema = z.object({ id: z.number().int(), nombre: z.string() });

export const categoriaPublicaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  tipo: z.enum(TIPOS_DENUNCIA),
  requiere_identificacion: z.boolean(),
  /** Who receives this category (names only), so the reporter may exclude someone involved. */
  receptores: z.array(receptorPublicoSchema),
});
export type CategoriaPublica = z.infer<typeof categoriaPublicaSchema>;

export const limitesEvidenciaSchema = z.object({
  /** Files per request. */
  max_archivos: z.number().int(),
  /** Megabytes per file. */
  max_mb: z.number(),
  /** Accepted extensions without the dot, e.g. ['pdf', 'png', 'jpg', …]. */
  extensiones: z.array(z.string()),
});
export type LimitesEvidencia = z.infer<typeof limitesEvidenciaSchema>;

/** GET /canal-denuncia/public/{token}. */
export const canalPublicoSchema = z.object({
  empresa: z.object({ nombre: z.string(), logo_url: z.string().nullable() }),
  titulo: z.string(),
  introduccion: z.string(),
  que_denunciar: z.string(),
  anonimato: z.string(),
  seguimiento: z.string(),
  canales_externos: z.string(),
  permite_anonimo: z.boolean(),
  /** First segment of the form URL: /{slug}/{token}. */
  slug: z.string(),
  categorias: z.array(categoriaPublicaSchema),
  limites: limitesEvidenciaSchema,
  /** reCAPTCHA site key when the server verifies captcha on submission (send recaptcha_token). */
  recaptcha_site_key: z.string().nullable(),
});
export type CanalPublico = z.infer<typeof canalPublicoSchema>;

export const tokenParamSchema = z.object({
  token: z.uuid({ error: MENSAJE_CANAL_NO_DISPONIBLE }),
});

/** GET /categoria-denuncias/categoria-denuncias/?token= */
export const categoriasPublicasQuerySchema = z.object({
  token: z.uuid({ error: 'Indique el token del canal.' }),
});
export const categoriasPublicasResponseSchema = listResponse(categoriaPublicaSchema);

// ---- reporter password ------------------------------------------------------------------------

export const PASS_DENUNCIA_MIN = 10;
const MENSAJE_PASS = `La contraseña debe tener al menos ${PASS_DENUNCIA_MIN} caracteres, con letras y números.`;

export const passDenunciaSchema = z
  .string({ error: MENSAJE_PASS })
  .min(PASS_DENUNCIA_MIN, { error: MENSAJE_PASS })
  .max(200, { error: 'Máximo 200 caracteres.' })
  .refine((p) => /\p{L}/u.test(p) && /\p{N}/u.test(p), { error: MENSAJE_PASS });

const ETIQUETAS_FUERZA = ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Muy buena'] as const;

/**
 * Strength meter for the reporter's password: 0–4 and its label. Anything below the minimum rule
 * (10 characters, letters and digits) scores at most 1; length and variety raise it.
 */
export function fuerzaPassword(p: string): { puntaje: 0 | 1 | 2 | 3 | 4; etiqueta: string } {
  const clases = [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(p)).length;
  const distintos = new Set(p).size;
  let puntaje: 0 | 1 | 2 | 3 | 4;
  if (p.length < 6 || distintos < 3) puntaje = 0;
  else if (!passDenunciaSchema.safeParse(p).success) puntaje = 1;
  else if (p.length >= 16 && clases >= 3 && distintos >= 8) puntaje = 4;
  else if ((p.length >= 13 || clases >= 3) && distintos >= 6) puntaje = 3;
  else puntaje = 2;
  return { puntaje, etiqueta: ETIQUETAS_FUERZA[puntaje] };
}

// ---- submission -------------------------------------------------------------------------------

/** Multipart fields arrive as strings: 'true'/'on'/'1' → true. */
const booleano = (mensaje: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? ['true', 'on', '1', 'si', 'sí'].includes(v.trim().toLowerCase()) : v),
    z.boolean({ error: mensaje }),
  );

const textoOpcional = (max: number) => z.preprocess((v) => (v === null ? undefined : v), opcionalTexto(max));

/** Several `excluir_ids` fields, an array, or one comma-separated string. */
const idsExcluidos = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    return Array.isArray(v) ? v : [v];
  },
  z
    .array(
      z.coerce
        .number({ error: 'Seleccione personas válidas para excluir.' })
        .int({ error: 'Seleccione personas válidas para excluir.' })
        .positive({ error: 'Seleccione personas válidas para excluir.' }),
    )
    .max(50, { error: 'Puede excluir como máximo 50 personas.' }),
);

const FECHA_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST /canal-denuncia/canal-denuncia/ (multipart text fields). Category rules (Ley Karin refuses
 * anonymity: MENSAJE_REQUIERE_IDENTIFICACION) and the channel's permite_anonimo are checked by the
 * server against the category; forms show the same messages beforehand.
 */
export const denunciaPublicaInputSchema = z
  .object({
    token: z.uuid({ error: MENSAJE_CANAL_NO_DISPONIBLE }),
    categoria_id: z.coerce
      .number({ error: 'Seleccione una categoría.' })
      .int({ error: 'Seleccione una categoría.' })
      .positive({ error: 'Seleccione una categoría.' }),
    relato: z
      .string({ error: 'Describa lo ocurrido.' })
      .trim()
      .min(20, { error: 'Describa lo ocurrido con al menos 20 caracteres.' })
      .max(20000, { error: 'El relato no puede superar 20.000 caracteres.' }),
    /** YYYY-MM-DD, optional; '' = not given. */
    fecha_hechos: z
      .preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z
          .string({ error: 'Indique una fecha válida.' })
          .regex(FECHA_RE, { error: 'Indique una fecha válida.' })
          .refine((s) => !Number.isNaN(Date.parse(`${s}T12:00:00Z`)), { error: 'Indique una fecha válida.' })
          .refine((s) => Date.parse(`${s}T00:00:00Z`) <= Date.now() + 86_400_000, {
            error: 'La fecha de los hechos no puede ser futura.',
          })
          .nullable(),
      )
      .default(null),
    lugar: textoOpcional(500),
    personas_involucradas: textoOpcional(2000),
    testigos: textoOpcional(2000),
    anonima: booleano('Indique si la denuncia es anónima.'),
    nombre: textoOpcional(200),
    rut: textoOpcional(20),
    email: textoOpcional(200),
    telefono: textoOpcional(30),
    pass_denuncia: passDenunciaSchema,
    pass_denuncia_confirmacion: z.string({ error: 'Repita la contraseña.' }),
    excluir_ids: idsExcluidos.default([]),
    recaptcha_token: z.string().max(4000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.pass_denuncia !== v.pass_denuncia_confirmacion) {
      ctx.addIssue({ code: 'custom', path: ['pass_denuncia_confirmacion'], message: 'Las contraseñas no coinciden.' });
    }
    if (v.anonima) return;
    if (!v.nombre) ctx.addIssue({ code: 'custom', path: ['nombre'], message: 'Indique su nombre.' });
    if (v.rut && !isValidRut(v.rut)) ctx.addIssue({ code: 'custom', path: ['rut'], message: 'RUT inválido' });
    if (v.email && !z.email().safeParse(v.email).success) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Indique un correo válido.' });
    }
    if (v.telefono && !/^\+?[\d\s()-]{8,20}$/.test(v.telefono)) {
      ctx.addIssue({ code: 'custom', path: ['telefono'], message: 'Indique un teléfono válido.' });
    }
    if (!v.email && !v.telefono) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Indique un correo o un teléfono de contacto.' });
    }
  });
export type DenunciaPublicaInput = z.infer<typeof denunciaPublicaInputSchema>;

/** 201 of the submission. The code is shown once: it cannot be recovered. */
export const denunciaCreadaSchema = z.object({
  /** XXXX-XXXX-XXXX-XXXX */
  codigo: z.string(),
  created_at: z.string(),
});
export type DenunciaCreada = z.infer<typeof denunciaCreadaSchema>;

// ---- lookup -----------------------------------------------------------------------------------

export const codigoParamSchema = z.object({
  codigo: z.string().max(40, { error: MENSAJE_CREDENCIALES_INVALIDAS }),
});

/** Body of POST …/consulta/{codigo} (and of the reporter's download); GET takes it as query. */
export const consultaInputSchema = z.object({
  /**
   * The channel token of the page the lookup comes from (recommended): a code of another company
   * then answers 'Credenciales inválidas' like any wrong code.
   */
  token: z.uuid({ error: MENSAJE_CREDENCIALES_INVALIDAS }).optional(),
  pass_denuncia: z
    .string({ error: 'Ingrese la contraseña de la denuncia.' })
    .min(1, { error: 'Ingrese la contraseña de la denuncia.' })
    .max(200, { error: MENSAJE_CREDENCIALES_INVALIDAS }),
  /** The solved challenge, once the code failed a few times (contracts/prueba-trabajo). */
  ...camposPruebaSchema.shape,
});
export type ConsultaInput = z.infer<typeof consultaInputSchema>;

export const evidenciaPublicaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tamano: z.number().int(),
  created_at: z.string(),
});
export type EvidenciaPublica = z.infer<typeof evidenciaPublicaSchema>;

export const mensajeDenunciaSchema = z.object({
  id: z.number().int(),
  autor: z.enum(['denunciante', 'empresa']),
  texto: z.string(),
  created_at: z.string(),
  evidencias: z.array(evidenciaPublicaSchema),
});
export type MensajeDenuncia = z.infer<typeof mensajeDenunciaSchema>;

/** A legal clock as the reporter sees it (acknowledgment, feedback). */
export const plazoPublicoSchema = z.object({
  clave: z.string(),
  etiqueta: z.string(),
  vence: z.string(),
  cumplido_at: z.string().nullable(),
});

/** Answer of the lookup. */
export const consultaDenunciaSchema = z.object({
  estado: z.enum(ESTADOS_DENUNCIA),
  estado_label: z.string(),
  categoria: z.string().nullable(),
  anonima: z.boolean(),
  created_at: z.string(),
  cerrada_at: z.string().nullable(),
  /** What the company wrote to the reporter on closure. */
  mensaje_cierre: z.string().nullable(),
  /** Messages to and from the reporter, oldest first. */
  mensajes: z.array(mensajeDenunciaSchema),
  /** Files sent with the report itself (and later by the reporter without a message). */
  evidencias: z.array(evidenciaPublicaSchema),
  plazos: z.array(plazoPublicoSchema).optional(),
  limites: limitesEvidenciaSchema,
});
export type ConsultaDenuncia = z.infer<typeof consultaDenunciaSchema>;

/** POST …/consulta/{codigo}/mensajes */
export const respuestaDenuncianteInputSchema = z.object({
  token: consultaInputSchema.shape.token,
  pass_denuncia: consultaInputSchema.shape.pass_denuncia,
  ...camposPruebaSchema.shape,
  texto: z
    .string({ error: 'Escriba su mensaje.' })
    .trim()
    .min(1, { error: 'Escriba su mensaje.' })
    .max(10000, { error: 'El mensaje no puede superar 10.000 caracteres.' }),
});
export type RespuestaDenuncianteInput = z.infer<typeof respuestaDenuncianteInputSchema>;

export const evidenciaParamSchema = z.object({
  codigo: codigoParamSchema.shape.codigo,
  id: z.coerce.number({ error: 'Archivo no encontrado.' }).int().positive(),
});

export const evidenciasParamSchema = z.object({
  empresa_token: z.uuid({ error: MENSAJE_CANAL_NO_DISPONIBLE }),
  codigo: codigoParamSchema.shape.codigo,
});

/** 201 of POST …/{empresa_token}/{codigo}/evidencias */
export const evidenciasSubidasSchema = z.object({ evidencias: z.array(evidenciaPublicaSchema) });
export type EvidenciasSubidas = z.infer<typeof evidenciasSubidasSchema>;
