import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ETIQUETA_ESTADO_PUBLICO,
  MENSAJE_CANAL_NO_DISPONIBLE,
  consultaInputSchema,
  type ConsultaDenuncia,
  type EvidenciaPublica,
  type LimitesEvidencia,
  type MensajeDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/publico';
import {
  bandejaDeEstado,
  referenciaDenuncia,
  type EstadoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { calcularPlazos } from '@atalaya/shared/plazos-denuncia';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { conArchivos } from '../../../platform/archivos/almacen';
import type { ArchivoParaEnviar } from '../../../platform/archivos/descarga';
import { recordAudit } from '../../../platform/audit';
import { cifrarTexto, descifrarTexto } from '../../../platform/crypto/cifrado';
import { AppError, notFound } from '../../../platform/errors';
import { ALLOWED_EXTENSIONS } from '../../../platform/storage/sniff';
import { AAD } from '../denuncias/cifrado-denuncia';
import { insertarComentario } from '../denuncias/comentarios.repository';
import { exclusionesDe, insertarEvento } from '../denuncias/denuncias.repository';
import { notificar } from '../../notificaciones/notificar';
import { verificarDenunciante, type CredencialesDenunciante, type DepsDenunciante } from './acceso-denunciante';
import {
  destinatariosDeDenuncia,
  empresaDeToken,
  evidenciasDelDenunciante,
  mensajePropio,
  mensajesDelDenunciante,
  nombreCategoria,
  type DenunciaRow,
  type EvidenciaVisible,
} from './canal-publico.repository';
import {
  almacenEvidencias,
  leerEvidencia,
  leerFormularioPublico,
  MAX_EVIDENCIAS,
  registrarEvidencia,
  type DepsEvidencias,
} from './evidencias-cifradas';

/*
 * What the reporter does with code + password: read the state and the messages addressed to them
 * (comentarios with visibilidad 'denunciante', both directions), answer, add evidence and download
 * the files they may see. Comment text is encrypted with aad 'comentario:<id>'.
 */

/** What the reporter's pages use: a reporter's check plus the files' storage and keys. */
export type DepsConsulta = DepsDenunciante & DepsEvidencias;

export function limitesEvidencia(config: Pick<Config, 'MAX_UPLOAD_MB'>): LimitesEvidencia {
  return { max_archivos: MAX_EVIDENCIAS, max_mb: config.MAX_UPLOAD_MB, extensiones: [...ALLOWED_EXTENSIONS] };
}

const evidenciaDto = (e: EvidenciaVisible): EvidenciaPublica => ({
  id: e.id,
  nombre: e.nombre,
  tamano: e.tamano,
  created_at: e.created_at.toISOString(),
});

const MENSAJE_ARCHIVO_REQUERIDO = 'Adjunte al menos un archivo.';

const cerrada = () => new AppError('CONFLICTO', 'La denuncia está cerrada y ya no recibe mensajes ni archivos.');

export async function consultarDenuncia(deps: DepsConsulta, cred: CredencialesDenunciante): Promise<ConsultaDenuncia> {
  const d = await verificarDenunciante(deps, cred);
  const clave = await deps.claves.de(d.empresa_id);
  const filas = await mensajesDelDenunciante(deps.db, d.empresa_id, d.id);
  const evidencias = await evidenciasDelDenunciante(
    deps.db,
    clave,
    d.empresa_id,
    d.id,
    filas.map((m) => m.id),
  );
  const mensajes: MensajeDenuncia[] = filas.map((m) => ({
    id: m.id,
    autor: m.tipo_usuario === 'denunciante' ? 'denunciante' : 'empresa',
    texto: descifrarTexto(clave, m.texto_cifrado, AAD.comentario(m.id)),
    created_at: m.created_at.toISOString(),
    evidencias: evidencias.filter((e) => e.comentario_id === m.id).map(evidenciaDto),
  }));
  const estado = d.estado as EstadoDenuncia;
  return {
    estado,
    estado_label: ETIQUETA_ESTADO_PUBLICO[estado] ?? d.estado,
    categoria: await nombreCategoria(deps.db, d.categoria_id),
    anonima: d.anonima,
    created_at: d.created_at.toISOString(),
    cerrada_at: d.cerrada_at?.toISOString() ?? null,
    mensaje_cierre: d.mensaje_cierre_cifrado
      ? descifrarTexto(clave, d.mensaje_cierre_cifrado, AAD.mensajeCierre(d.id))
      : null,
    mensajes,
    evidencias: evidencias.filter((e) => e.comentario_id === null).map(evidenciaDto),
    // The reporter's clocks (EU 2019/1937): acknowledgment in 7 days, feedback in 3 months.
    plazos: calcularPlazos(d, new Set(), deps.clock())
      .filter((p) => p.clave === 'acuse' || p.clave === 'respuesta')
      .map((p) => ({ clave: p.clave, etiqueta: p.etiqueta, vence: p.vence, cumplido_at: p.cumplido_at })),
    limites: limitesEvidencia(deps.config),
  };
}

/** Who hears from the reporter: the assigned investigator, else the report's receivers. */
async function avisarAlEquipo(tx: Tx, d: DenunciaRow, mensaje: string) {
  const excluidos = new Set(await exclusionesDe(tx, d.empresa_id, d.id));
  const ids =
    d.investigador_id && !excluidos.has(d.investigador_id) ? [d.investigador_id] : await destinatariosDeDenuncia(tx, d);
  await notificar(tx, {
    categoria: 'denuncias',
    empresaId: d.empresa_id,
    usuarioIds: ids,
    titulo: 'Respuesta del denunciante',
    mensaje,
    enlace: `/canal-denuncias/${bandejaDeEstado(d.estado as EstadoDenuncia)}/${d.id}`,
  });
}

export async function responderDenuncia(
  deps: DepsConsulta,
  { texto, ...cred }: CredencialesDenunciante & { texto: string },
): Promise<MensajeDenuncia> {
  const d = await verificarDenunciante(deps, cred);
  if (d.estado === 'cerrada') throw cerrada();
  const clave = await deps.claves.de(d.empresa_id);
  const ahora = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { id } = await insertarComentario(
      tx,
      {
        empresa_id: d.empresa_id,
        commentable_id: d.id,
        tipo_usuario: 'denunciante',
        usuario_id: null,
        visibilidad: 'denunciante',
        created_at: ahora,
        updated_at: ahora,
      },
      (nuevo) => cifrarTexto(clave, texto, AAD.comentario(nuevo)),
    );
    await insertarEvento(tx, {
      empresa_id: d.empresa_id,
      denuncia_id: d.id,
      tipo: 'respuesta_denunciante',
      usuario_id: null,
      detalle: { comentario_id: id },
      created_at: ahora,
    });
    await recordAudit(
      tx,
      {
        empresa_id: d.empresa_id,
        usuario_id: null,
        accion: 'responder',
        entidad: 'comentario',
        entidad_id: id,
        cambios: { denuncia_id: d.id, tipo_usuario: 'denunciante' },
      },
      ahora,
    );
    await avisarAlEquipo(tx, d, `El denunciante respondió en la denuncia ${referenciaDenuncia(d.numero)}.`);
    return { id, autor: 'denunciante' as const, texto, created_at: ahora.toISOString(), evidencias: [] };
  });
}

const camposEvidenciaSchema = z.object({
  pass_denuncia: consultaInputSchema.shape.pass_denuncia,
  prueba_token: consultaInputSchema.shape.prueba_token,
  prueba_solucion: consultaInputSchema.shape.prueba_solucion,
  comentario_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: 'Mensaje no válido.' })
      .int({ error: 'Mensaje no válido.' })
      .positive({ error: 'Mensaje no válido.' })
      .optional(),
  ),
});

/** POST /canal-denuncia/canal-denuncia/{empresa_token}/{codigo}/evidencias (multipart). */
export async function subirEvidenciasDenunciante(
  deps: DepsConsulta,
  { params, request }: { params: { empresa_token: string; codigo: string }; request: FastifyRequest },
): Promise<{ evidencias: EvidenciaPublica[] }> {
  // A token of no company is a missing channel (404). A disabled channel still lets its reporters
  // follow up, as lookups and replies do.
  if ((await empresaDeToken(deps.db, params.empresa_token)) === null) throw notFound(MENSAJE_CANAL_NO_DISPONIBLE);
  const almacen = almacenEvidencias(deps);
  const { contexto, evidencias } = await leerFormularioPublico(
    almacen,
    request,
    camposEvidenciaSchema,
    async (campos) => {
      const d = await verificarDenunciante(deps, {
        codigo: params.codigo,
        pass_denuncia: campos.pass_denuncia,
        prueba_token: campos.prueba_token,
        prueba_solucion: campos.prueba_solucion,
        token: params.empresa_token,
      });
      if (d.estado === 'cerrada') throw cerrada();
      if (
        campos.comentario_id !== undefined &&
        !(await mensajePropio(deps.db, d.empresa_id, d.id, campos.comentario_id))
      ) {
        throw new AppError('VALIDACION', 'Mensaje no válido.', { comentario_id: 'Mensaje no válido.' });
      }
      return { clave: await deps.claves.de(d.empresa_id), contexto: { d, comentarioId: campos.comentario_id ?? null } };
    },
  );
  if (evidencias.length === 0) {
    throw new AppError('VALIDACION', MENSAJE_ARCHIVO_REQUERIDO, { evidencias: MENSAJE_ARCHIVO_REQUERIDO });
  }
  const { d, comentarioId } = contexto;
  const ahora = deps.clock();
  return conArchivos(almacen, evidencias, () =>
    deps.db.transaction(async (tx) => {
      const creadas: EvidenciaPublica[] = [];
      for (const prep of evidencias) {
        const { evidencia, archivo } = await registrarEvidencia(tx, prep, {
          empresaId: d.empresa_id,
          denunciaId: d.id,
          origen: comentarioId ? 'comentario' : 'denuncia',
          comentarioId,
          tipoUsuario: 'denunciante',
          usuarioId: null,
        });
        creadas.push({
          id: evidencia.id,
          nombre: archivo.nombre_original,
          tamano: archivo.tamano,
          created_at: evidencia.created_at.toISOString(),
        });
      }
      await insertarEvento(tx, {
        empresa_id: d.empresa_id,
        denuncia_id: d.id,
        tipo: 'evidencia',
        usuario_id: null,
        detalle: { evidencias: creadas.length, tipo_usuario: 'denunciante', comentario_id: comentarioId },
        created_at: ahora,
      });
      await recordAudit(
        tx,
        {
          empresa_id: d.empresa_id,
          usuario_id: null,
          accion: 'subir',
          entidad: 'evidencia_denuncia',
          entidad_id: d.id,
          cambios: { denuncia_id: d.id, evidencias: creadas.map((c) => c.id), tipo_usuario: 'denunciante' },
        },
        ahora,
      );
      if (!comentarioId) {
        await avisarAlEquipo(tx, d, `El denunciante agregó archivos a la denuncia ${referenciaDenuncia(d.numero)}.`);
      }
      return { evidencias: creadas };
    }),
  );
}

/** A file of the report the reporter may see (their own, or of a message addressed to them). */
export async function descargarEvidenciaDenunciante(
  deps: DepsConsulta,
  { evidenciaId, ...cred }: CredencialesDenunciante & { evidenciaId: number },
): Promise<ArchivoParaEnviar> {
  const d = await verificarDenunciante(deps, cred);
  const mensajes = await mensajesDelDenunciante(deps.db, d.empresa_id, d.id);
  const visibles = await evidenciasDelDenunciante(
    deps.db,
    await deps.claves.de(d.empresa_id),
    d.empresa_id,
    d.id,
    mensajes.map((m) => m.id),
  );
  if (!visibles.some((e) => e.id === evidenciaId)) throw notFound('Archivo no encontrado.');
  return leerEvidencia(deps, d.empresa_id, evidenciaId);
}
