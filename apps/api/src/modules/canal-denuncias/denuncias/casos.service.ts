import {
  bandejaDeEstado,
  referenciaDenuncia,
  TIPO_DENUNCIA_ETIQUETAS,
  type CerrarInput,
  type clasificarInputSchema,
  type DenunciaDetalle,
  type DerivarDtInput,
  type EstadoDenuncia,
} from '@atalaya/shared/contracts/canal-denuncias/denuncias';
import type { z } from 'zod';
import { fechaSantiago } from '@atalaya/shared/dias-habiles';
import { accionDeCierre } from '@atalaya/shared/flujos/denuncia';
import { MENSAJES } from '@atalaya/shared/messages';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { notificar } from '../../notificaciones/notificar';
import { cargarDenuncia, type Actor, type DenunciaRow } from './acceso-denuncia';
import { aplicarAccion } from './aplicar-accion';
import { AAD, cifrar } from './cifrado-denuncia';
import { insertarComentario } from './comentarios.service';
import { llavesDe, type DepsDenuncias } from './denuncias.service';
import { construirDetalle, type LlavesDetalle } from './detalle';
import { dejarRastro } from './eventos';
import { exigirCategoria, exigirInvestigador } from './validaciones';

/*
 * The moves of a case on /denuncias/{id}/…: classify (and change or undo it), refer a Ley Karin
 * case to the Dirección del Trabajo, move to implementation, close. Each is one transaction:
 * the table's check, the new state and dates, a timeline row, an audit row, and notices.
 */

type Paso = (tx: DbOrTx, fila: DenunciaRow, llaves: LlavesDetalle) => Promise<DenunciaRow>;

/** Runs `paso` on the locked case and answers its updated detail. */
async function enCaso(deps: DepsDenuncias, actor: Actor, id: number, paso: Paso): Promise<DenunciaDetalle> {
  const llaves = await llavesDe(deps, actor.empresaId);
  return deps.db.transaction(async (tx) => {
    const fila = await cargarDenuncia(tx, actor, id, { bloquear: true });
    const actualizada = await paso(tx, fila, llaves);
    return construirDetalle(tx, llaves, actualizada, actor.now);
  });
}

const enlaceCaso = (fila: Pick<DenunciaRow, 'id' | 'estado'>) =>
  `/canal-denuncias/${bandejaDeEstado(fila.estado as EstadoDenuncia)}/${fila.id}`;

/**
 * POST (recibida → en_revision) or PUT (later changes) /denuncias/{id}/clasificar/. Classifying
 * acknowledges the report for the 7-day clock; a newly assigned investigator is notified.
 */
export function clasificar(
  deps: DepsDenuncias,
  actor: Actor,
  id: number,
  input: z.output<typeof clasificarInputSchema>,
  modo: 'clasificar' | 'reclasificar',
) {
  return enCaso(deps, actor, id, async (tx, fila) => {
    if (input.categoria_id != null) await exigirCategoria(tx, actor.empresaId, input.categoria_id);
    await exigirInvestigador(tx, actor.empresaId, id, input.investigador_id);
    const { denuncia, desde, hacia } = await aplicarAccion(tx, actor, fila, modo, {
      tipo: input.tipo,
      gravedad: input.gravedad,
      ...(input.categoria_id !== undefined ? { categoria_id: input.categoria_id } : {}),
      investigador_id: input.investigador_id,
      clasificada_at: modo === 'clasificar' ? actor.now : (fila.clasificada_at ?? actor.now),
      acuse_at: fila.acuse_at ?? actor.now,
    });
    await dejarRastro(tx, actor, {
      denunciaId: id,
      evento: modo === 'clasificar' ? 'clasificada' : 'reclasificada',
      accion: modo,
      detalle: {
        desde,
        hacia,
        tipo: input.tipo,
        gravedad: input.gravedad,
        categoria_id: denuncia.categoria_id,
        investigador_id: input.investigador_id,
      },
    });
    if (input.investigador_id !== null && input.investigador_id !== fila.investigador_id) {
      await notificar(tx, {
        categoria: 'denuncias',
        empresaId: actor.empresaId,
        usuarioIds: [input.investigador_id],
        titulo: 'Denuncia asignada',
        mensaje: `Se le asignó la denuncia ${referenciaDenuncia(fila.numero)} (${TIPO_DENUNCIA_ETIQUETAS[input.tipo]}) para su investigación.`,
        enlace: enlaceCaso(denuncia),
      });
    }
    return denuncia;
  });
}

/** DELETE /denuncias/{id}/clasificar/: back to recibida while still in revision. */
export function desclasificar(deps: DepsDenuncias, actor: Actor, id: number) {
  return enCaso(deps, actor, id, async (tx, fila) => {
    const { denuncia, desde, hacia } = await aplicarAccion(tx, actor, fila, 'desclasificar', {
      gravedad: null,
      investigador_id: null,
      clasificada_at: null,
    });
    await dejarRastro(tx, actor, {
      denunciaId: id,
      evento: 'desclasificada',
      accion: 'desclasificar',
      detalle: { desde, hacia },
    });
    return denuncia;
  });
}

/** POST /denuncias/{id}/implementar/: plan_accion → implementacion (needs a plan). */
export function implementar(deps: DepsDenuncias, actor: Actor, id: number) {
  return enCaso(deps, actor, id, async (tx, fila) => {
    const { denuncia, desde, hacia } = await aplicarAccion(tx, actor, fila, 'implementar');
    await dejarRastro(tx, actor, {
      denunciaId: id,
      evento: 'implementacion',
      accion: 'implementar',
      detalle: { desde, hacia },
    });
    return denuncia;
  });
}

/**
 * POST /denuncias/{id}/cerrar/: closes a case in implementation, or dismisses one in revision
 * (not Ley Karin). The resolution and the reporter's message are stored encrypted; the reporter
 * reads the message on lookup, which also counts as the feedback of the 3-month clock.
 */
export function cerrar(deps: DepsDenuncias, actor: Actor, id: number, input: CerrarInput) {
  return enCaso(deps, actor, id, async (tx, fila, { clave }) => {
    const accion = accionDeCierre(fila.estado as EstadoDenuncia);
    const { denuncia, desde, hacia } = await aplicarAccion(tx, actor, fila, accion, {
      resolucion_cifrada: cifrar.texto(clave, input.resolucion, AAD.resolucion(id)),
      mensaje_cierre_cifrado: cifrar.texto(clave, input.mensaje_denunciante, AAD.mensajeCierre(id)),
      cerrada_at: actor.now,
      primera_respuesta_at: fila.primera_respuesta_at ?? actor.now,
      acuse_at: fila.acuse_at ?? actor.now,
    });
    await dejarRastro(tx, actor, {
      denunciaId: id,
      evento: accion === 'desestimar' ? 'desestimada' : 'cerrada',
      accion,
      detalle: { desde, hacia },
    });
    return denuncia;
  });
}

/** POST /denuncias/{id}/derivar-dt/: a Ley Karin case referred to the Dirección del Trabajo. */
export function derivarDt(deps: DepsDenuncias, actor: Actor, id: number, input: DerivarDtInput) {
  const hoy = fechaSantiago(actor.now);
  if (input.fecha && input.fecha > hoy) {
    throw new AppError('VALIDACION', MENSAJES.datosInvalidos, {
      fecha: 'La fecha de derivación no puede ser futura.',
    });
  }
  // A past date is kept at noon Santiago of that day (the legal clock counts whole days).
  const momento = !input.fecha || input.fecha === hoy ? actor.now : new Date(`${input.fecha}T12:00:00-04:00`);
  return enCaso(deps, actor, id, async (tx, fila, { clave }) => {
    const { denuncia, desde, hacia } = await aplicarAccion(tx, actor, fila, 'derivar_dt', { derivada_dt_at: momento });
    if (input.observacion) {
      // Staff notes are case content: kept as an encrypted internal comment, not in the event.
      await insertarComentario(
        tx,
        clave,
        actor,
        id,
        `Derivación a la Dirección del Trabajo: ${input.observacion}`,
        'interno',
      );
    }
    await dejarRastro(tx, actor, {
      denunciaId: id,
      evento: 'derivada_dt',
      accion: 'derivar_dt',
      detalle: { desde, hacia, fecha: fechaSantiago(momento) },
    });
    return denuncia;
  });
}
