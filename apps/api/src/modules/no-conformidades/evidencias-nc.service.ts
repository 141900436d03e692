import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  MAX_ARCHIVOS_SUBIDA_NC,
  type EvidenciaNc,
  type TipoEvidenciaNc,
} from '@atalaya/shared/contracts/no-conformidades';
import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../db/client';
import { almacenDe, borrarBytes, conArchivos, registrarArchivo } from '../../platform/archivos/almacen';
import { leerFormulario } from '../../platform/archivos/formulario';
import { recordAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Actor, Dependencias } from '../../platform/servicio';
import { evidenciaDto } from './nc-dto';
import {
  deleteEvidencia,
  evidenciasDe,
  evidenciasPorIds,
  findAccion,
  findEvidencia,
  insertEvidencia,
} from './no-conformidades.repository';
import { cargarNc, exigirOperacion } from './no-conformidades.service';

/*
 * Files of a non-conformity, through the attachments subsystem (size, type by content, SHA-256):
 * cause-analysis support (POST /evidencia-no-conformidad/upload, stage analisis_causa) and action
 * evidence (POST /evidencia-no-conformidad/upload-evidence, stage acciones). Multipart with the
 * text fields first and then one or more files; the fields, the NC (404), its stage (409) and the
 * action are checked before a byte is stored, and the `archivos` + `evidencias_nc` rows are
 * written in one transaction — on any failure the stored files are removed again.
 */

/** Where the files go, resolved from the validated fields. */
export interface DestinoNc {
  ncId: number;
  accionId: number | null;
  tipo: TipoEvidenciaNc;
}

const OPERACION_DEL_TIPO = { analisis_causa: 'editar_analisis', evidencia: 'gestionar_acciones' } as const;

/** Checks the NC (404), its stage (409) and the action (400) for `destino`. */
async function comprobarDestino(db: DbOrTx, l: Actor, destino: DestinoNc, bloquear = false) {
  const nc = await cargarNc(db, l, destino.ncId, bloquear);
  exigirOperacion(nc, OPERACION_DEL_TIPO[destino.tipo]);
  if (destino.accionId !== null) {
    const accion = await findAccion(db, l.empresaId, destino.accionId);
    if (!accion || accion.no_conformidad_id !== nc.id) {
      throw new AppError('VALIDACION', MENSAJES.datosInvalidos, {
        accionId: 'Seleccione una acción de esta no conformidad.',
      });
    }
  }
  return nc;
}

/** The multipart request is read here: the fields are checked before a byte is stored. */
export async function subirArchivosNc<S extends z.ZodType>(
  deps: Pick<Dependencias, 'db' | 'fileStore' | 'config' | 'clock'>,
  l: Actor,
  { request, schema, aDestino }: { request: FastifyRequest; schema: S; aDestino: (datos: z.output<S>) => DestinoNc },
): Promise<EvidenciaNc[]> {
  const almacen = almacenDe(deps);
  const { contexto: d, archivos: subidos } = await leerFormulario(almacen, request, {
    campos: schema,
    campo: 'files',
    camposArchivo: ['file', 'files', 'archivo', 'archivos'],
    maxArchivos: MAX_ARCHIVOS_SUBIDA_NC,
    requerido: true,
    omitirVacios: true,
    alValidar: async (datos) => {
      const destino = aDestino(datos);
      await comprobarDestino(deps.db, l, destino);
      return destino;
    },
    guardado: () => ({ now: l.now, campo: 'files' }),
    errores: {
      campoArchivo: () =>
        new AppError('VALIDACION', MENSAJES.datosInvalidos, { files: 'Adjunte los archivos en el campo files.' }),
    },
  });
  const guardados = subidos.map((a) => a.archivo);
  const ids = await conArchivos(almacen, guardados, () =>
    deps.db.transaction(async (tx) => {
      const nc = await comprobarDestino(tx, l, d, true);
      const nuevos: number[] = [];
      for (const g of guardados) {
        const archivo = await registrarArchivo(tx, g, {
          empresaId: l.empresaId,
          tipo: 'no_conformidad',
          id: nc.id,
          usuarioId: l.usuarioId,
          now: l.now,
        });
        const evidenciaId = await insertEvidencia(tx, {
          empresa_id: l.empresaId,
          no_conformidad_id: nc.id,
          accion_id: d.accionId,
          tipo: d.tipo,
          archivo_id: archivo.id,
          created_by: l.usuarioId,
          created_at: l.now,
        });
        await recordAudit(
          tx,
          {
            empresa_id: l.empresaId,
            usuario_id: l.usuarioId,
            accion: 'subir',
            entidad: 'evidencia_nc',
            entidad_id: evidenciaId,
            cambios: {
              no_conformidad_id: nc.id,
              accion_id: d.accionId,
              tipo: d.tipo,
              nombre: g.nombre,
              tamano: g.tamano,
              sha256: g.sha256,
            },
          },
          l.now,
        );
        nuevos.push(evidenciaId);
      }
      return nuevos;
    }),
  );
  return (await evidenciasPorIds(deps.db, l.empresaId, ids)).map(evidenciaDto);
}

export async function evidenciasPorNc(
  { db }: Pick<Dependencias, 'db'>,
  l: Actor,
  ncId: number,
  tipo?: TipoEvidenciaNc,
): Promise<EvidenciaNc[]> {
  await cargarNc(db, l, ncId);
  return (await evidenciasDe(db, l.empresaId, ncId, tipo)).map(evidenciaDto);
}

/** The stored file of an evidence row of the company (404 otherwise). */
export async function archivoDeEvidencia({ db }: Pick<Dependencias, 'db'>, l: Actor, id: number) {
  const fila = await findEvidencia(db, l.empresaId, id);
  if (!fila) throw notFound();
  return fila.archivo;
}

/** Removes an evidence row and its file, while the NC's stage allows changing that kind of file. */
export async function eliminarEvidencia(
  deps: Pick<Dependencias, 'db' | 'fileStore'>,
  l: Actor,
  id: number,
): Promise<void> {
  const clave = await deps.db.transaction(async (tx) => {
    const fila = await findEvidencia(tx, l.empresaId, id);
    if (!fila) throw notFound();
    const nc = await cargarNc(tx, l, fila.evidencia.no_conformidad_id, true);
    exigirOperacion(nc, OPERACION_DEL_TIPO[fila.evidencia.tipo as TipoEvidenciaNc]);
    await deleteEvidencia(tx, id, fila.archivo.id);
    await recordAudit(
      tx,
      {
        empresa_id: l.empresaId,
        usuario_id: l.usuarioId,
        accion: 'eliminar',
        entidad: 'evidencia_nc',
        entidad_id: id,
        cambios: { no_conformidad_id: nc.id, tipo: fila.evidencia.tipo, nombre: fila.archivo.nombre_original },
      },
      l.now,
    );
    return fila.archivo.storage_key;
  });
  await borrarBytes(deps, [clave]);
}
