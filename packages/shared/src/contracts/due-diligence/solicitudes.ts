import { z } from 'zod';
import { FILTROS_ESTADO_DD, ESTADOS_DD, NIVELES_RIESGO_DD, TIPOS_PERSONA, TIPOS_REPORTE } from '../../due-diligence';
import { isValidRut, normalizeRut } from '../../rut';
import { listResponse, paginationSchema } from '../common';
import { hitScreeningSchema, listaScreeningSchema } from './screening';

/*
 * Due diligence (issue 7; SPEC §3 payload, list item, company profile, dashboard; §5 form rules;
 * §7 calls). The server validates what the form validates, with the same Spanish messages.
 */

export const MENSAJE_RUT_INVALIDO = 'RUT inválido';
/** An empty RUT is missing, not wrong (issue 25 walk). */
export const MENSAJE_RUT_OBLIGATORIO = 'El RUT es obligatorio';

export const rutSchema = z
  .string({ error: MENSAJE_RUT_OBLIGATORIO })
  .trim()
  .min(1, { error: MENSAJE_RUT_OBLIGATORIO, abort: true })
  .refine(isValidRut, { error: MENSAJE_RUT_INVALIDO })
  .transform(normalizeRut);

const textoSinDefault = (max: number) =>
  z
    .string({ error: 'Debe ser texto.' })
    .trim()
    .max(max, { error: `Máximo ${max} caracteres.` });
const texto = (max = 300) => textoSinDefault(max).default('');

export const MENSAJE_SITIO_WEB = 'Ingrese una URL válida (https://…).';

/** SPEC §5 website: empty, or an http(s) URL (the create form checks the same). */
export function esSitioWebValido(v: string): boolean {
  if (v === '') return true;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const sitioWeb = texto(500).refine(esSitioWebValido, { error: MENSAJE_SITIO_WEB });

/** SPEC §3 creation payload; inapplicable fields are sent empty and stored empty. */
export const dueDiligenceCreateSchema = z
  .object({
    tipo_persona: z.enum(TIPOS_PERSONA, { error: 'El tipo de persona debe ser natural o juridica.' }),
    tipo_de_reporte: z.enum(TIPOS_REPORTE, { error: 'El tipo de reporte debe ser lite o full.' }),
    rut: rutSchema,
    direccion: texto(300),
    pais: texto(100),
    sitio_web: sitioWeb,
    /** A company user's own company is forced; a platform admin names the client company. */
    empresa_id: z.coerce.number({ error: 'La empresa es obligatoria.' }).int().positive({
      error: 'La empresa es obligatoria.',
    }),
    usuario_activo: z.coerce.number({ error: 'El usuario es obligatorio.' }).int().positive({
      error: 'El usuario es obligatorio.',
    }),
    prioridad: z.literal('standard', { error: "La prioridad debe ser 'standard'." }).default('standard'),
    nombre_completo: texto(200),
    apellido_paterno: texto(100),
    apellido_materno: texto(100),
    razon_social: texto(300),
    nombre_fantasia: texto(300),
    representante: texto(200),
    empresa: texto(300),
    peps: z
      .array(z.object({ rut: z.string({ error: MENSAJE_RUT_OBLIGATORIO }).trim() }), {
        error: 'La lista de PEP no es válida.',
      })
      .max(50, { error: 'Máximo 50 PEP declarados.' })
      .default([]),
  })
  .superRefine((v, ctx) => {
    const falta = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (v.tipo_persona === 'natural') {
      if (!v.nombre_completo) falta(['nombre_completo'], 'El nombre es obligatorio');
      if (!v.apellido_paterno) falta(['apellido_paterno'], 'El apellido paterno es obligatorio');
      // SPEC §5 reused the paternal message here; it named the wrong field (issue 25 walk).
      if (!v.apellido_materno) falta(['apellido_materno'], 'El apellido materno es obligatorio');
    } else {
      if (!v.razon_social) falta(['razon_social'], 'La razón social es obligatoria');
      if (!v.nombre_fantasia) falta(['nombre_fantasia'], 'El nombre de fantasía es obligatorio');
      if (!v.representante) falta(['representante'], 'El representante es obligatorio');
      v.peps.forEach((p, i) => {
        if (!p.rut) falta(['peps', i, 'rut'], MENSAJE_RUT_OBLIGATORIO);
        else if (!isValidRut(p.rut)) falta(['peps', i, 'rut'], MENSAJE_RUT_INVALIDO);
      });
    }
  })
  .transform((v) =>
    v.tipo_persona === 'natural'
      ? { ...v, razon_social: '', nombre_fantasia: '', representante: '', empresa: '', peps: [] }
      : {
          ...v,
          nombre_completo: '',
          apellido_paterno: '',
          apellido_materno: '',
          empresa: v.nombre_fantasia,
          peps: v.peps.map((p) => ({ rut: normalizeRut(p.rut) })),
        },
  );
export type DueDiligenceCreate = z.input<typeof dueDiligenceCreateSchema>;

export const razonRiesgoSchema = z.object({
  /** Stable code, e.g. 'lista_sanciones', 'pep', 'causa_penal', 'documentos_impagos'. */
  codigo: z.string(),
  texto: z.string(),
  /** How much it pushed the level: alto | monitoreo | informativo. */
  peso: z.enum(['alto', 'monitoreo', 'informativo']),
});
export type RazonRiesgo = z.infer<typeof razonRiesgoSchema>;

/** SPEC §3 list item, plus what the lists show beside it. */
export const dueDiligenceItemSchema = z.object({
  id: z.number().int(),
  empresa_id: z.number().int(),
  empresa_nombre: z.string(),
  tipo_persona: z.enum(TIPOS_PERSONA),
  tipo_de_reporte: z.enum(TIPOS_REPORTE),
  rut: z.string(),
  nombre_completo: z.string(),
  apellido_paterno: z.string(),
  apellido_materno: z.string(),
  razon_social: z.string(),
  is_pep: z.boolean(),
  listas_internacionales: z.boolean(),
  nivel_riesgo: z.enum(NIVELES_RIESGO_DD).nullable(),
  estado: z.enum(ESTADOS_DD),
  progreso: z.number().int(),
  solicitante: z.string(),
  created_at: z.string(),
  publicado_at: z.string().nullable(),
  /** Why a fallido request failed, in plain Spanish (null otherwise). */
  error: z.string().nullable(),
});
export type DueDiligenceItem = z.infer<typeof dueDiligenceItemSchema>;

export const dueDiligenceListResponseSchema = listResponse(dueDiligenceItemSchema);

/** SPEC §7 table search: offset/limit (skip/limit also accepted), nombre, tipo_persona, nivel_riesgo, estado, tipo_dd. */
export const dueDiligenceFiltrosSchema = paginationSchema.extend({
  offset: z.coerce.number().int().min(0).max(10_000).optional(),
  empresa_id: z.coerce.number().int().positive().optional(),
  nombre: z.string().trim().max(200).optional(),
  tipo_persona: z.enum(TIPOS_PERSONA, { error: 'tipo_persona debe ser natural o juridica.' }).optional(),
  nivel_riesgo: z.enum(NIVELES_RIESGO_DD, { error: 'nivel_riesgo debe ser bajo, monitoreo o alto.' }).optional(),
  estado: z
    .enum(FILTROS_ESTADO_DD, { error: 'estado debe ser pendiente, en_progreso, terminado o fallido.' })
    .optional(),
  tipo_dd: z.enum(TIPOS_REPORTE, { error: 'tipo_dd debe ser lite o full.' }).optional(),
  report_type: z.enum(TIPOS_REPORTE, { error: 'report_type debe ser lite o full.' }).optional(),
});
export type DueDiligenceFiltros = z.infer<typeof dueDiligenceFiltrosSchema>;

// ---------- SPEC §3 company profile (the "temporal" due diligence) ----------

const fechaPartes = z.object({ dia: texto(2), mes: texto(2), anio: texto(4) });

export const personaSociedadSchema = z.object({
  nombre: texto(300),
  rut: texto(20),
  fecha_nacimiento: texto(10),
  is_pep: z.boolean().default(false),
});
export type PersonaSociedad = z.infer<typeof personaSociedadSchema>;

const cantidad = z.coerce.number({ error: 'Debe ser un número.' }).int().min(0, { error: 'No puede ser negativo.' });
const monto = z.coerce.number({ error: 'Debe ser un monto.' }).min(0, { error: 'No puede ser negativo.' });
const contenido = z.object({ content: texto(5000) });
const cuenta = z.object({ account: texto(300), exists: z.boolean().default(false) });
const detalleCausa = z.object({
  total: cantidad.default(0),
  /** Id of a due_diligence_archivos row of this section, or null. */
  archivo: z.number().int().nullable().default(null),
});

/** A natural person's identity as the provider gives it (not in SPEC's company profile). */
export const datosPersonaSchema = z.object({
  nombres: texto(200),
  apellido_paterno: texto(100),
  apellido_materno: texto(100),
  fecha_nacimiento: texto(10),
  genero: texto(20),
  nacionalidad: texto(100),
  estado_civil: texto(50),
  profesion: texto(200),
  direccion: texto(300),
  comuna: texto(100),
  region: texto(100),
  fallecido: z.boolean().default(false),
});

export const perfilDueDiligenceSchema = z.object({
  tipo: z.enum(TIPOS_PERSONA),
  nombre: texto(300),
  razon_social: texto(300),
  rut: texto(20),
  fecha_constitucion: fechaPartes,
  fecha_de_inicio_de_actividad: fechaPartes,
  actividad_economica: texto(500),
  persona: datosPersonaSchema.nullable().default(null),
  sociedades: z.object({
    socios: z.array(personaSociedadSchema).max(200).default([]),
    representante_legal: z.array(personaSociedadSchema).max(50).default([]),
    beneficiarios: z.array(personaSociedadSchema).max(200).default([]),
  }),
  situacion_financiera: z.object({
    vehiculos: z.object({ cantidad: cantidad.default(0) }),
    propiedades: z.object({ cantidad: cantidad.default(0), avaluo: monto.default(0) }),
    documentos_impagos: z.object({
      cantidad: cantidad.default(0),
      monto: monto.default(0),
      desglose: z
        .array(z.object({ label: texto(200), monto: monto.default(0), cantidad: cantidad.default(0) }))
        .default([]),
    }),
    /** PyME | mediana | grande (SPEC §4 company size). */
    tipo_de_empresa: texto(20),
  }),
  situacion_pep_soe_listas_internacionales: z.object({
    pep: z.boolean().default(false),
    soe: contenido,
    listado: contenido,
  }),
  relacion_con_el_cliente: z.object({ nombre_cliente_solicitante: texto(300), data: texto(5000) }),
  causas: z.object({
    total: cantidad.default(0),
    exists: z.boolean().default(false),
    detalles: z.object({ civil: detalleCausa, laboral: detalleCausa, penal: detalleCausa, cobranza: detalleCausa }),
  }),
  medios_y_redes_sociales: z.object({
    facebook: cuenta,
    instagram: cuenta,
    linkedin: cuenta,
    x: cuenta,
    medios: contenido,
  }),
});
export type PerfilDueDiligence = z.infer<typeof perfilDueDiligenceSchema>;

/** One screened name of a due diligence (subject, partner, representative, beneficiary, PEP). */
export const nombreScreenadoSchema = z.object({
  nombre: z.string(),
  rut: z.string(),
  /** sujeto | socio | representante_legal | beneficiario | pep_declarado */
  rol: z.string(),
  hits: z.array(hitScreeningSchema),
});

export const resultadoScreeningSchema = z.object({
  umbral: z.number(),
  listas: z.array(listaScreeningSchema),
  nombres: z.array(nombreScreenadoSchema),
  screened_at: z.string(),
});
export type ResultadoScreening = z.infer<typeof resultadoScreeningSchema>;

export const archivoDueDiligenceSchema = z.object({
  id: z.number().int(),
  file_type: z.string(),
  nombre: z.string(),
  tamano: z.number().int(),
  content_type: z.string(),
  download_url: z.string(),
  created_at: z.string(),
});
export type ArchivoDueDiligence = z.infer<typeof archivoDueDiligenceSchema>;

/**
 * GET /due-diligence/{id} and GET /due-diligence/temporal/{id}. A client sees `perfil`, `screening`
 * and files only once the report is terminado; analysts always.
 */
export const dueDiligenceDetalleSchema = dueDiligenceItemSchema.extend({
  prioridad: z.string(),
  nombre_fantasia: z.string(),
  representante: z.string(),
  direccion: z.string(),
  pais: z.string(),
  sitio_web: z.string(),
  peps: z.array(z.object({ rut: z.string() })),
  razones_riesgo: z.array(razonRiesgoSchema),
  perfil: perfilDueDiligenceSchema.nullable(),
  screening: resultadoScreeningSchema.nullable(),
  archivos: z.array(archivoDueDiligenceSchema),
  /** What the request holds: its cost, 0 once a failure gave it back. */
  creditos_usados: z.number().int(),
  /** What its failure gave back to the company. */
  creditos_reembolsados: z.number().int(),
  procesado_at: z.string().nullable(),
  publicado_por: z.string().nullable(),
});
export type DueDiligenceDetalle = z.infer<typeof dueDiligenceDetalleSchema>;

/** PUT /due-diligence/temporal/{id}: the analyst's profile and judgement. */
export const temporalUpdateSchema = z
  .object({
    perfil: perfilDueDiligenceSchema,
    nivel_riesgo: z.enum(NIVELES_RIESGO_DD, { error: 'El nivel de riesgo debe ser bajo, monitoreo o alto.' }),
    razones_riesgo: z.array(razonRiesgoSchema).max(50).default([]),
    is_pep: z.boolean(),
    listas_internacionales: z.boolean(),
  })
  .superRefine(({ perfil }, ctx) => {
    // Every RUT the analyst typed is empty or valid (the form checks it too; this is the server's word).
    const revisar = (rut: string, path: (string | number)[]) => {
      if (rut !== '' && !isValidRut(rut))
        ctx.addIssue({ code: 'custom', path: ['perfil', ...path], message: MENSAJE_RUT_INVALIDO });
    };
    revisar(perfil.rut, ['rut']);
    for (const grupo of ['socios', 'representante_legal', 'beneficiarios'] as const)
      perfil.sociedades[grupo].forEach((p, i) => revisar(p.rut, ['sociedades', grupo, i, 'rut']));
  });
export type TemporalUpdate = z.input<typeof temporalUpdateSchema>;

/**
 * PUT / PATCH /due-diligence/{id} (analysts, `/{id}/editar`): the request's identity fields. Only
 * the fields sent change (no defaults, so a field left out is never blanked).
 */
export const dueDiligenceUpdateSchema = z
  .object({
    rut: rutSchema,
    nombre_completo: textoSinDefault(200),
    apellido_paterno: textoSinDefault(100),
    apellido_materno: textoSinDefault(100),
    razon_social: textoSinDefault(300),
    nombre_fantasia: textoSinDefault(300),
    representante: textoSinDefault(200),
    direccion: textoSinDefault(300),
    pais: textoSinDefault(100),
    sitio_web: textoSinDefault(500).refine(esSitioWebValido, { error: MENSAJE_SITIO_WEB }),
  })
  .partial();

export const FILE_TYPES_DD = ['principal', 'civil', 'laboral', 'penal', 'cobranza', 'otro'] as const;

// ---------- SPEC §3 dashboard ----------

const itemTablero = z.object({
  id: z.number().int(),
  company_name: z.string(),
  risk_level: z.enum(NIVELES_RIESGO_DD).nullable(),
  /** ISO date-time. */
  datetime: z.string(),
});
const grupoTablero = z.object({ processing: z.array(itemTablero), completed: z.array(itemTablero) });

export const dueDiligenceDashboardSchema = z.object({
  overview: z.object({
    in_progress: z.number().int(),
    completed: z.number().int(),
    pending: z.number().int(),
    pep: z.number().int(),
  }),
  risk_overview: z.object({ low: z.number().int(), monitoring: z.number().int(), high: z.number().int() }),
  data: z.object({ due_diligence: z.object({ natural: grupoTablero, juridico: grupoTablero }) }),
  /** Epoch seconds. */
  update_at: z.number().int(),
  creditos: z.object({ disponibles: z.number().int(), costo_lite: z.number().int(), costo_full: z.number().int() }),
});
export type DueDiligenceDashboard = z.infer<typeof dueDiligenceDashboardSchema>;

// ---------- Requests API (helper A): messages, file upload field, temporal dashboard ----------

export const MENSAJES_DD = {
  creditosInsuficientes: (costo: number, saldo: number) =>
    `Créditos insuficientes: este reporte requiere ${costo} créditos y la empresa tiene ${saldo}.`,
  planSinModulo: 'El plan de la empresa no incluye due diligence.',
  usuarioAjeno: 'El usuario no pertenece a la empresa indicada.',
  publicado: 'El reporte ya fue publicado.',
  soloEnRevision: 'El perfil solo puede editarse y publicarse mientras el reporte está en revisión.',
  sinNivelRiesgo: 'Indique el nivel de riesgo antes de publicar.',
  fileType: 'El tipo de archivo debe ser principal, civil, laboral, penal, cobranza u otro.',
  /** A request refused because it could not be processed now (503): nothing was bought. */
  noDisponible: (motivos: string[], definitivo: boolean) =>
    `No es posible procesar due diligences en este momento. ${motivos.join(' ')} No se descontaron créditos.` +
    (definitivo ? ' Avise al administrador de la plataforma.' : ''),
  soloFallidos: 'Solo se puede reintentar un due diligence que terminó con error.',
  /** What a failure gave back (notices and the request's detail). */
  creditosDevueltos: (n: number) => (n === 1 ? 'Se devolvió 1 crédito' : `Se devolvieron ${n} créditos`),
} as const;

export const fileTypeDdSchema = z.enum(FILE_TYPES_DD, { error: MENSAJES_DD.fileType }).default('principal');

/** GET /due-diligence/temporal/dashboard/{empresa_id}/{tipo}: empresa_id 0 = every company (analysts). */
export const tableroTemporalParamsSchema = z.object({
  empresa_id: z.coerce
    .number({ error: 'La empresa debe ser numérica.' })
    .int({ error: 'La empresa debe ser numérica.' })
    .min(0, { error: 'La empresa debe ser numérica.' }),
  tipo: z.enum([...TIPOS_REPORTE, 'todas'], { error: 'El tipo debe ser lite, full o todas.' }),
});

/** GET /due-diligence/dashboard: a platform admin may name one company; otherwise the caller's own. */
export const tableroFiltrosSchema = z.object({ empresa_id: z.coerce.number().int().positive().optional() });
