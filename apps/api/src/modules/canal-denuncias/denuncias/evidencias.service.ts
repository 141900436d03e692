import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccionDenuncia, Evidencia } from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import { MENSAJES } from '@atalaya/shared/messages';
import { conArchivos } from '../../../platform/archivos/almacen';
import type { ArchivoParaEnviar } from '../../../platform/archivos/descarga';
import { leerFormulario } from '../../../platform/archivos/formulario';
import { AppError } from '../../../platform/errors';
import type { Dependencias } from '../../../platform/servicio';
import {
  almacenEvidencias,
  guardadoDeEvidencia,
  leerEvidencia,
  registrarEvidencia,
  type DepsEvidencias,
  type DestinoEvidencia,
} from '../publico/evidencias-cifradas';
import { cargarDenuncia, type Actor } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import { cargarComentario } from './comentarios.service';
import { evidenciaDto } from './denuncia-dto';
import { denunciaDeEvidencia } from './evidencias.repository';
import { dejarRastro } from './eventos';
import { registroConCaso } from './subrecursos.repository';

/*
 * Staff evidence (SPEC: /evidencias-comentario/, /evidencias-investigacion/, /evidencias-plan-accion/,
 * multipart with the text fields first and the file in `file`) and the download of any evidence of
 * a visible case, decrypted (logged on the timeline and in the audit chain). Storage and
 * encryption are the public channel's (canal-publico/evidencias-cifradas.ts).
 */

/** Where an uploaded file goes, resolved from the validated fields (checks visibility → 404). */
export interface Destino {
  denunciaId: number;
  origen: DestinoEvidencia['origen'];
  accion: AccionDenuncia;
  comentarioId?: number;
  investigacionId?: number;
  planAccionId?: number;
  titulo?: string;
  descripcion?: string;
}

/** A refusal of the form: the general message, the reason on the field. */
const invalido = (campo: string, mensaje: string) =>
  new AppError('VALIDACION', MENSAJES.datosInvalidos, { [campo]: mensaje });

/**
 * Reads a multipart form (fields, then exactly one file in `file`), validates the fields with
 * `schema`, resolves the target with `resolver` before any byte is stored, then stores the file
 * encrypted and records it with a timeline event — all or nothing.
 */
export async function subirEvidencia<S extends z.ZodType>(
  deps: DepsEvidencias,
  actorBase: (datos: z.output<S>) => Promise<Actor>,
  request: FastifyRequest,
  schema: S,
  resolver: (actor: Actor, datos: z.output<S>) => Promise<Destino>,
): Promise<Evidencia> {
  const almacen = almacenEvidencias(deps);
  const { contexto, archivos } = await leerFormulario(almacen, request, {
    campos: schema,
    campo: 'file',
    camposArchivo: ['file', 'archivo'],
    maxArchivos: 1,
    requerido: true,
    omitirVacios: true,
    alValidar: async (datos) => {
      const actor = await actorBase(datos);
      const destino = await resolver(actor, datos);
      return { actor, destino, clave: await deps.claves.de(actor.empresaId) };
    },
    guardado: ({ clave }) => guardadoDeEvidencia(clave),
    errores: {
      orden: (campo) => invalido(campo, 'Los campos deben enviarse antes del archivo.'),
      campoArchivo: () => invalido('file', 'Adjunte el archivo en el campo file.'),
      demasiados: () => invalido('file', 'Adjunte un solo archivo.'),
    },
  });
  const { actor, destino } = contexto;
  const guardado = archivos[0]!.archivo;
  return conArchivos(almacen, [guardado], () =>
    deps.db.transaction(async (tx) => {
      const caso = await cargarDenuncia(tx, actor, destino.denunciaId, { bloquear: true });
      await aplicarAccion(tx, actor, caso, destino.accion);
      const { evidencia, archivo: fila } = await registrarEvidencia(tx, guardado, {
        empresaId: actor.empresaId,
        denunciaId: caso.id,
        origen: destino.origen,
        tipoUsuario: 'usuario',
        usuarioId: actor.usuarioId,
        comentarioId: destino.comentarioId ?? null,
        investigacionId: destino.investigacionId ?? null,
        planAccionId: destino.planAccionId ?? null,
        titulo: destino.titulo ?? '',
        descripcion: destino.descripcion ?? '',
      });
      await dejarRastro(tx, actor, {
        denunciaId: caso.id,
        evento: 'evidencia',
        accion: 'subir',
        entidad: 'evidencia_denuncia',
        entidadId: evidencia.id,
        detalle: { evidencia_id: evidencia.id, origen: destino.origen, tamano: fila.tamano },
      });
      return evidenciaDto(evidencia, fila);
    }),
  );
}

const noEncontrado = () => new AppError('NO_ENCONTRADO', MENSAJES.noEncontrado);

/** Target of a comment's evidence: a staff comment of a visible case. */
export async function destinoComentario(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  d: { denuncia_id: number; comentario_id: number },
): Promise<Destino> {
  await cargarDenuncia(db, actor, d.denuncia_id);
  const comentario = await cargarComentario(db, actor, d.denuncia_id, d.comentario_id);
  if (!comentario || comentario.tipo_usuario !== 'usuario') throw noEncontrado();
  return { denunciaId: d.denuncia_id, origen: 'comentario', accion: 'comentar', comentarioId: comentario.id };
}

export async function destinoInvestigacion(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  d: { investigacion_id: number; titulo: string; descripcion: string },
): Promise<Destino> {
  const fila = await registroConCaso(db, 'investigaciones', actor.empresaId, d.investigacion_id);
  if (!fila) throw noEncontrado();
  await cargarDenuncia(db, actor, fila.denuncia_id);
  return {
    denunciaId: fila.denuncia_id,
    origen: 'investigacion',
    accion: 'editar_investigacion',
    investigacionId: fila.id,
    titulo: d.titulo,
    descripcion: d.descripcion,
  };
}

export async function destinoPlanAccion(
  { db }: Pick<Dependencias, 'db'>,
  actor: Actor,
  d: { plan_accion_id: number; titulo: string; descripcion: string },
): Promise<Destino> {
  const fila = await registroConCaso(db, 'planes_accion', actor.empresaId, d.plan_accion_id);
  if (!fila) throw noEncontrado();
  await cargarDenuncia(db, actor, fila.denuncia_id);
  return {
    denunciaId: fila.denuncia_id,
    origen: 'plan_accion',
    accion: 'editar_plan',
    planAccionId: fila.id,
    titulo: d.titulo,
    descripcion: d.descripcion,
  };
}

/** Decrypts one evidence file of a case the actor sees, logging the download. */
export async function descargarEvidencia(deps: DepsEvidencias, actor: Actor, id: number): Promise<ArchivoParaEnviar> {
  const denunciaId = await denunciaDeEvidencia(deps.db, actor.empresaId, id);
  if (denunciaId === undefined) throw noEncontrado();
  await cargarDenuncia(deps.db, actor, denunciaId);
  const leida = await leerEvidencia(deps, actor.empresaId, id);
  await deps.db.transaction((tx) =>
    dejarRastro(tx, actor, {
      denunciaId,
      evento: 'descarga',
      accion: 'descargar',
      entidad: 'evidencia_denuncia',
      entidadId: id,
      detalle: { evidencia_id: id },
    }),
  );
  return leida;
}
