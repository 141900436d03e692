/**
 * Rules of the public report form, kept out of the components so they can be tested alone: the
 * contract's zod schema (the server checks the same), the identification the category or the
 * channel imposes, the evidence limits, and the multipart body in the order the server reads it.
 */
import {
  denunciaPublicaInputSchema,
  MENSAJE_ANONIMO_NO_PERMITIDO,
  MENSAJE_REQUIERE_IDENTIFICACION,
  type CanalPublico,
  type CategoriaPublica,
  type LimitesEvidencia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import { cleanRut, formatRut } from '@atalaya/shared/rut';
import { usarZodEnEspanol } from '@atalaya/shared/zod-es';

// zod's own messages in Spanish: the signed-in app sets them up in main.tsx, the light public
// entry (src/publico/main.tsx) only here, where the schema is used.
usarZodEnEspanol();

export interface DenunciaValores {
  categoria_id: string;
  relato: string;
  fecha_hechos: string;
  lugar: string;
  personas_involucradas: string;
  testigos: string;
  /** 'anonima' | 'identificada' */
  identificacion: 'anonima' | 'identificada';
  nombre: string;
  rut: string;
  email: string;
  telefono: string;
  pass_denuncia: string;
  pass_denuncia_confirmacion: string;
  excluir_ids: number[];
}

export type CampoDenuncia = keyof DenunciaValores | 'evidencias' | 'recaptcha_token';

/** DOM order of the fields: focus goes to the first one with an error. */
export const ORDEN_CAMPOS: CampoDenuncia[] = [
  'categoria_id',
  'relato',
  'fecha_hechos',
  'lugar',
  'personas_involucradas',
  'testigos',
  'identificacion',
  'nombre',
  'rut',
  'email',
  'telefono',
  'excluir_ids',
  'evidencias',
  'pass_denuncia',
  'pass_denuncia_confirmacion',
  'recaptcha_token',
];

export const RELATO_MAX = 20000;
export const RELATO_MIN = 20;

export function valoresIniciales(canal: Pick<CanalPublico, 'permite_anonimo'>): DenunciaValores {
  return {
    categoria_id: '',
    relato: '',
    fecha_hechos: '',
    lugar: '',
    personas_involucradas: '',
    testigos: '',
    // Anonymous unless the channel refuses it: the reporter opts in to giving their identity.
    identificacion: canal.permite_anonimo ? 'anonima' : 'identificada',
    nombre: '',
    rut: '',
    email: '',
    telefono: '',
    pass_denuncia: '',
    pass_denuncia_confirmacion: '',
    excluir_ids: [],
  };
}

/**
 * Why the reporter must identify themselves, or null when they may stay anonymous: the category
 * (Ley Karin: requiere_identificacion) first, then the channel's own setting.
 */
export function motivoIdentificacionObligatoria(
  canal: Pick<CanalPublico, 'permite_anonimo'>,
  categoria: Pick<CategoriaPublica, 'requiere_identificacion'> | undefined,
): string | null {
  if (categoria?.requiere_identificacion) return MENSAJE_REQUIERE_IDENTIFICACION;
  if (!canal.permite_anonimo) return MENSAJE_ANONIMO_NO_PERMITIDO;
  return null;
}

/** Keeps what a RUT may contain while typing; the dots and hyphen are added on blur. */
export function rutAlEscribir(valor: string): string {
  return valor.replace(/[^0-9kK.\-\s]/g, '').slice(0, 14);
}

/** 12345678-5 / 123456785 → 12.345.678-5 (leaves an empty or one-character value alone). */
export function rutAlSalir(valor: string): string {
  return cleanRut(valor).length >= 2 ? formatRut(valor) : valor.trim();
}

/** Lower-case extension without the dot ('' when the name has none). */
export function extension(nombre: string): string {
  const i = nombre.lastIndexOf('.');
  return i > 0 ? nombre.slice(i + 1).toLowerCase() : '';
}

/** The limits in words, for the hint under the file picker. */
export function describirLimites(limites: LimitesEvidencia): string {
  const formatos = limites.extensiones.map((e) => e.toUpperCase()).join(', ');
  const mb = limites.max_mb.toLocaleString('es-CL');
  return `Hasta ${limites.max_archivos} archivos de ${mb} MB como máximo cada uno. Formatos: ${formatos}.`;
}

/** First problem with the chosen files, or null. */
export function errorEvidencias(archivos: readonly File[], limites: LimitesEvidencia): string | null {
  if (archivos.length > limites.max_archivos) {
    return `Puede adjuntar como máximo ${limites.max_archivos} archivos.`;
  }
  for (const archivo of archivos) {
    if (!limites.extensiones.includes(extension(archivo.name))) {
      return `«${archivo.name}» no tiene un formato permitido.`;
    }
    if (archivo.size > limites.max_mb * 1024 * 1024) {
      return `«${archivo.name}» supera el tamaño máximo de ${limites.max_mb.toLocaleString('es-CL')} MB.`;
    }
    if (archivo.size === 0) return `«${archivo.name}» está vacío.`;
  }
  return null;
}

/** The fields the server reads, as strings (identity only when the report is identified). */
export function camposParaEnviar(
  token: string,
  valores: DenunciaValores,
  recaptchaToken?: string,
): Record<string, string | string[]> {
  const anonima = valores.identificacion === 'anonima';
  const campos: Record<string, string | string[]> = {
    token,
    categoria_id: valores.categoria_id,
    relato: valores.relato,
    fecha_hechos: valores.fecha_hechos,
    lugar: valores.lugar,
    personas_involucradas: valores.personas_involucradas,
    testigos: valores.testigos,
    anonima: anonima ? 'true' : 'false',
    pass_denuncia: valores.pass_denuncia,
    pass_denuncia_confirmacion: valores.pass_denuncia_confirmacion,
    excluir_ids: valores.excluir_ids.map(String),
  };
  if (!anonima) {
    campos.nombre = valores.nombre;
    campos.rut = valores.rut;
    campos.email = valores.email;
    campos.telefono = valores.telefono;
  }
  if (recaptchaToken) campos.recaptcha_token = recaptchaToken;
  return campos;
}

export type ErroresDenuncia = Partial<Record<CampoDenuncia, string>>;

/**
 * Every problem the browser can see before sending, one message per field (the first one), with
 * the contract schema's Spanish messages plus the identification and evidence rules.
 */
export function validarDenuncia(
  token: string,
  canal: Pick<CanalPublico, 'permite_anonimo' | 'categorias' | 'limites'>,
  valores: DenunciaValores,
  archivos: readonly File[],
): ErroresDenuncia {
  const errores: ErroresDenuncia = {};
  const agregar = (campo: CampoDenuncia, mensaje: string) => {
    errores[campo] ??= mensaje;
  };
  const resultado = denunciaPublicaInputSchema.safeParse(camposParaEnviar(token, valores));
  if (!resultado.success) {
    for (const issue of resultado.error.issues) {
      const campo = String(issue.path[0] ?? '') as CampoDenuncia;
      if (campo === ('anonima' as CampoDenuncia)) agregar('identificacion', issue.message);
      else if (ORDEN_CAMPOS.includes(campo)) agregar(campo, issue.message);
    }
  }
  const categoria = canal.categorias.find((c) => String(c.id) === valores.categoria_id);
  const motivo = motivoIdentificacionObligatoria(canal, categoria);
  if (motivo && valores.identificacion === 'anonima') agregar('identificacion', motivo);
  const errorArchivos = errorEvidencias(archivos, canal.limites);
  if (errorArchivos) agregar('evidencias', errorArchivos);
  return errores;
}

/** The first field (in page order) that has an error. */
export function primerCampoConError(errores: ErroresDenuncia): CampoDenuncia | undefined {
  return ORDEN_CAMPOS.find((campo) => errores[campo]);
}

/** Server field errors (400 `errores`) → the form's fields; `anonima` belongs to the identity choice. */
export function erroresDelServidor(errores: Record<string, string> | undefined): ErroresDenuncia {
  const result: ErroresDenuncia = {};
  for (const [clave, mensaje] of Object.entries(errores ?? {})) {
    const campo = (clave === 'anonima' ? 'identificacion' : clave.split('.')[0]) as CampoDenuncia;
    if (ORDEN_CAMPOS.includes(campo)) result[campo] ??= mensaje;
  }
  return result;
}

/** Multipart body: every text field first (the server reads them before the files), then `evidencias`. */
export function construirFormData(campos: Record<string, string | string[]>, archivos: readonly File[]): FormData {
  const form = new FormData();
  for (const [clave, valor] of Object.entries(campos)) {
    for (const v of Array.isArray(valor) ? valor : [valor]) form.append(clave, v);
  }
  for (const archivo of archivos) form.append('evidencias', archivo, archivo.name);
  return form;
}
