import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../../db/client';
import {
  abrirArchivo,
  registrarArchivo,
  type Almacen,
  type ArchivoGuardado,
  type OpcionesGuardado,
} from '../../../platform/archivos/almacen';
import type { ArchivoRow } from '../../../platform/archivos/archivos.repository';
import type { Cifrado } from '../../../platform/archivos/cifrado';
import type { ArchivoParaEnviar } from '../../../platform/archivos/descarga';
import { leerFormulario, type ErroresFormulario } from '../../../platform/archivos/formulario';
import { cifradorDeArchivo, descifrarArchivo } from '../../../platform/crypto/cifrado';
import { AppError, notFound } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import { archivoDeEvidencia, insertarEvidencia, type EvidenciaRow } from '../denuncias/evidencias.repository';
import { cifrarNombre, huellaCoincide, huellaDeSha256, leerNombre } from './metadatos-evidencia';

/*
 * Evidence of the whistleblower channel (shared by the public channel and the private case pages),
 * stored through the attachments subsystem with two extra steps: image metadata (EXIF/GPS…) is
 * removed, and the bytes, the name and the hash are encrypted with the company key
 * (`cifradoDeEmpresa`, fetched before any transaction). The `archivos` row (contexto 'denuncia',
 * tamano of the plain, cleaned bytes; name encrypted and hash keyed, see metadatos-evidencia.ts)
 * and the evidencias_denuncia row are written by `registrarEvidencia` inside the caller's
 * transaction, wrapped in `conArchivos` so the bytes go if it fails.
 */

export const CAMPO_EVIDENCIAS = 'evidencias';

export type DepsEvidencias = Pick<Dependencias, 'db' | 'fileStore' | 'config' | 'clock' | 'claves'>;

/** The attachments subsystem over a service's dependencies. */
export function almacenEvidencias({ db, fileStore, config, clock }: DepsEvidencias): Almacen {
  return { db, fileStore, maxMb: config.MAX_UPLOAD_MB, clock };
}
/** Files per request (the multipart parser's own cap is the same). */
export const MAX_EVIDENCIAS = 10;

/** The company key as the subsystem's encryption step. */
export function cifradoDeEmpresa(clave: Buffer): Cifrado {
  return {
    cifrador: () => cifradorDeArchivo(clave),
    descifrar: (guardado) => descifrarArchivo(clave, guardado),
    ocultarNombre: (storageKey, nombre) => cifrarNombre(clave, storageKey, nombre),
    leerNombre: (storageKey, guardado) => leerNombre(clave, storageKey, guardado),
    huella: (sha256) => huellaDeSha256(clave, sha256),
    huellaCoincide: (guardada, plano) => huellaCoincide(clave, guardada, plano),
  };
}

/** How an evidence file is stored: cleaned, encrypted with the company key; an empty one is a 400 on `evidencias`. */
export function guardadoDeEvidencia(clave: Buffer): OpcionesGuardado {
  return { cifrado: cifradoDeEmpresa(clave), limpiarImagenes: true, campo: CAMPO_EVIDENCIAS };
}

/**
 * A public form: its text fields, then up to MAX_EVIDENCIAS files in `evidencias`. `alValidar`
 * (captcha, channel, password) runs before a single file byte is stored and hands back the
 * company key and a context.
 */
export async function leerFormularioPublico<S extends z.ZodType, C>(
  almacen: Almacen,
  request: FastifyRequest,
  schema: S,
  alValidar: (datos: z.output<S>) => Promise<{ clave: Buffer; contexto: C }>,
): Promise<{ datos: z.output<S>; contexto: C; evidencias: ArchivoGuardado[] }> {
  const orden = 'Los campos del formulario deben enviarse antes de los archivos.';
  const errores: Partial<ErroresFormulario> = {
    noMultipart: () =>
      new AppError('VALIDACION', MENSAJES.datosInvalidos, { _: 'Envíe el formulario como multipart/form-data.' }),
    orden: (campo) => new AppError('VALIDACION', orden, { [campo]: orden }),
  };
  const leido = await leerFormulario(almacen, request, {
    campos: schema,
    campo: CAMPO_EVIDENCIAS,
    camposArchivo: [CAMPO_EVIDENCIAS],
    camposMultiples: ['excluir_ids'],
    maxArchivos: MAX_EVIDENCIAS,
    requerido: false,
    omitirVacios: true,
    alValidar,
    guardado: ({ clave }) => guardadoDeEvidencia(clave),
    errores,
  });
  return { datos: leido.datos, contexto: leido.contexto.contexto, evidencias: leido.archivos.map((a) => a.archivo) };
}

export type OrigenEvidencia = 'denuncia' | 'comentario' | 'investigacion' | 'plan_accion';

export interface DestinoEvidencia {
  empresaId: number;
  denunciaId: number;
  origen: OrigenEvidencia;
  /** 'denunciante' (the reporter) or 'usuario' (staff). */
  tipoUsuario: 'denunciante' | 'usuario';
  /** Staff user who uploaded it; null for the reporter. */
  usuarioId: number | null;
  comentarioId?: number | null;
  investigacionId?: number | null;
  planAccionId?: number | null;
  titulo?: string;
  descripcion?: string;
}

/**
 * Inside the caller's transaction: the archivos row and the evidencias_denuncia row. The archivos
 * row handed back carries the plain name (what the uploader is shown); the stored one is encrypted.
 */
export async function registrarEvidencia(
  tx: DbOrTx,
  guardado: ArchivoGuardado,
  destino: DestinoEvidencia,
): Promise<{ evidencia: EvidenciaRow; archivo: ArchivoRow }> {
  const archivo = await registrarArchivo(tx, guardado, {
    empresaId: destino.empresaId,
    tipo: 'denuncia',
    id: destino.denunciaId,
    usuarioId: destino.usuarioId,
  });
  const evidencia = await insertarEvidencia(tx, {
    empresa_id: destino.empresaId,
    denuncia_id: destino.denunciaId,
    archivo_id: archivo.id,
    origen: destino.origen,
    comentario_id: destino.comentarioId ?? null,
    investigacion_id: destino.investigacionId ?? null,
    plan_accion_id: destino.planAccionId ?? null,
    tipo_usuario: destino.tipoUsuario,
    titulo: destino.titulo ?? '',
    descripcion: destino.descripcion ?? '',
  });
  return { evidencia, archivo };
}

/**
 * Reads and decrypts one evidence file of the company (404 if it is not the company's), ready to
 * send. Who may see it is the caller's decision. Call it outside a transaction (it may load the
 * company key).
 */
export async function leerEvidencia(
  deps: DepsEvidencias,
  empresaId: number,
  evidenciaId: number,
): Promise<ArchivoParaEnviar> {
  const archivo = await archivoDeEvidencia(deps.db, empresaId, evidenciaId);
  if (!archivo) throw notFound();
  return abrirArchivo(almacenEvidencias(deps), archivo, cifradoDeEmpresa(await deps.claves.de(empresaId)));
}
