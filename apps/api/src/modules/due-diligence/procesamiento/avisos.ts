import { MENSAJES_DD } from '@atalaya/shared/contracts/due-diligence/solicitudes';
import { nivelRiesgo } from '@atalaya/shared/due-diligence';
import { formatRut } from '@atalaya/shared/rut';
import type { Tx } from '../../../db/client';
import { notificar, notificarAdminsPlataforma } from '../../notificaciones/notificar';

/*
 * Who hears about a processed request (bell + mail, inside the job's transaction): the requester
 * when a lite report is ready or the request failed; the analysts (admin_atalaya) when a full
 * report waits for their review. Notices name the subject by RUT only: mails leave the platform.
 */

export interface SolicitudAvisada {
  id: number;
  empresa_id: number;
  solicitado_por: number | null;
  rut: string;
  tipo_persona: string;
}

const sujeto = (s: SolicitudAvisada) =>
  `${s.tipo_persona === 'natural' ? 'la persona' : 'la empresa'} RUT ${formatRut(s.rut)}`;

export async function avisarReporteListo(tx: Tx, s: SolicitudAvisada, nivel: string): Promise<void> {
  await notificar(tx, {
    categoria: 'due_diligence',
    empresaId: s.empresa_id,
    usuarioIds: [s.solicitado_por],
    titulo: 'Due diligence listo',
    mensaje: `El reporte de due diligence de ${sujeto(s)} está listo. Nivel de riesgo: ${nivelRiesgo(nivel).etiqueta}.`,
    enlace: `/due-diligence/${s.id}/readonly`,
  });
}

export async function avisarFallo(tx: Tx, s: SolicitudAvisada, creditos: number): Promise<void> {
  const devolucion = creditos > 0 ? ` ${MENSAJES_DD.creditosDevueltos(creditos)} a la empresa.` : '';
  await notificar(tx, {
    categoria: 'due_diligence',
    empresaId: s.empresa_id,
    usuarioIds: [s.solicitado_por],
    titulo: 'Due diligence no procesado',
    mensaje: `No fue posible procesar el due diligence de ${sujeto(s)}.${devolucion} Puede reintentarlo desde la solicitud.`,
    // The request's page says why and offers the retry.
    enlace: `/due-diligence/${s.id}`,
  });
}

export function avisarAnalistas(tx: Tx, s: SolicitudAvisada): Promise<void> {
  return notificarAdminsPlataforma(tx, {
    categoria: 'due_diligence',
    titulo: 'Due diligence por revisar',
    mensaje: `El due diligence full de ${sujeto(s)} espera revisión y publicación.`,
    enlace: `/due-diligence/${s.id}/temporal`,
  });
}
