import type { DbOrTx } from '../../db/client';
import { notificar } from '../notificaciones/notificar';
import type { NoConformidadRow } from './no-conformidades.repository';

/*
 * Who hears about a non-conformity (bell + mail per the company's 'no_conformidades' preference,
 * inside the change's transaction; link /no-conformidades/{id}): the responsible user when it is
 * classified, an action's responsible when the action is created, and the NC's creator when a
 * verification finds it ineffective or when it is closed. The author of a change is never told.
 */

export const enlaceNc = (nc: Pick<NoConformidadRow, 'id'>) => `/no-conformidades/${nc.id}`;

async function avisar(
  tx: DbOrTx,
  nc: NoConformidadRow,
  autorId: number,
  destinatario: number | null,
  titulo: string,
  mensaje: string,
) {
  if (destinatario === null || destinatario === autorId) return;
  await notificar(tx, {
    categoria: 'no_conformidades',
    empresaId: nc.empresa_id,
    usuarioIds: [destinatario],
    titulo,
    mensaje,
    enlace: enlaceNc(nc),
  });
}

export const avisarResponsable = (tx: DbOrTx, nc: NoConformidadRow, autorId: number) =>
  avisar(
    tx,
    nc,
    autorId,
    nc.responsable_id,
    `Responsable de la no conformidad ${nc.codigo}`,
    `Se le asignó la no conformidad ${nc.codigo}: defina y gestione sus acciones.`,
  );

export const avisarAccion = (
  tx: DbOrTx,
  nc: NoConformidadRow,
  autorId: number,
  accion: { responsable_id: number | null; descripcion: string; plazo: string },
) =>
  avisar(
    tx,
    nc,
    autorId,
    accion.responsable_id,
    `Nueva acción en ${nc.codigo}`,
    `Se le asignó una acción de la no conformidad ${nc.codigo} con plazo ${accion.plazo.split('-').reverse().join('-')}: ${accion.descripcion.slice(0, 200)}`,
  );

export const avisarIneficaz = (tx: DbOrTx, nc: NoConformidadRow, autorId: number) =>
  avisar(
    tx,
    nc,
    autorId,
    nc.created_by,
    `${nc.codigo}: verificación no eficaz`,
    `La verificación de eficacia de la no conformidad ${nc.codigo} no fue eficaz; se reabrió el análisis de causa.`,
  );

export const avisarCierre = (tx: DbOrTx, nc: NoConformidadRow, autorId: number) =>
  avisar(
    tx,
    nc,
    autorId,
    nc.created_by,
    `${nc.codigo} cerrada`,
    `La no conformidad ${nc.codigo} fue cerrada tras verificar la eficacia de sus acciones.`,
  );
