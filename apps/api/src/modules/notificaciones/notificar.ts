import type { CategoriaAviso } from '@atalaya/shared/contracts/notificaciones';
import type { DbOrTx } from '../../db/client';
import { enqueue } from '../../platform/jobs/index';
import {
  adminsPlataformaActivos,
  type CorreoNuevo,
  destinatariosActivos,
  insertarCorreos,
  insertarNotificaciones,
  preferenciasDeEmpresa,
} from './notificaciones.repository';

/** Queue of the job that sends one outgoing mail (platform/mail). */
export const COLA_CORREO = 'correo.enviar';

export interface Aviso {
  empresaId: number;
  /**
   * Which of the company's notification preferences applies (bell and mail can be turned off);
   * null for security notices that always go out by bell and mail (e.g. a change of roles).
   */
  categoria: CategoriaAviso | null;
  /** Recipients; repeated or null ids are ignored, inactive users get nothing. */
  usuarioIds: readonly (number | null | undefined)[];
  titulo: string;
  mensaje: string;
  /** In-app path the bell leads to (e.g. /flujo-documental/revision). */
  enlace: string | null;
}

/** The company's choice for one category; a category it never set is on for both. */
export async function preferenciaDe(tx: DbOrTx, empresaId: number, categoria: CategoriaAviso) {
  const prefs = await preferenciasDeEmpresa(tx, empresaId);
  return prefs?.[categoria] ?? { campana: true, correo: true };
}

/**
 * Tells users about something: a bell notification each, and a mail each written to the
 * `correos` outbox with a job to send it, as far as the company's preferences for the category
 * allow. Call it with the caller's transaction so the notice exists exactly when the change that
 * caused it does.
 */
export async function notificar(tx: DbOrTx, aviso: Aviso): Promise<number> {
  const ids = [...new Set(aviso.usuarioIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return 0;
  const preferencia = aviso.categoria
    ? await preferenciaDe(tx, aviso.empresaId, aviso.categoria)
    : { campana: true, correo: true };
  if (!preferencia.campana && !preferencia.correo) return 0;
  const destinatarios = await destinatariosActivos(tx, aviso.empresaId, ids);
  if (destinatarios.length === 0) return 0;

  if (preferencia.campana) {
    await insertarNotificaciones(
      tx,
      destinatarios.map((d) => ({
        empresa_id: aviso.empresaId,
        usuario_id: d.id,
        titulo: aviso.titulo,
        mensaje: aviso.mensaje,
        enlace: aviso.enlace,
      })),
    );
  }
  if (!preferencia.correo) return destinatarios.length;
  const cuerpo = aviso.enlace ? `${aviso.mensaje}\n\nAbrir en Atalaya: ${aviso.enlace}` : aviso.mensaje;
  await encolarCorreos(
    tx,
    destinatarios.map((d) => ({ empresa_id: aviso.empresaId, para: d.email, asunto: aviso.titulo, cuerpo })),
  );
  return destinatarios.length;
}

/** Writes mails to the `correos` outbox, each with a job to send it; in the caller's transaction. */
export async function encolarCorreos(tx: DbOrTx, correos: CorreoNuevo[]) {
  for (const correoId of await insertarCorreos(tx, correos)) await enqueue(tx, COLA_CORREO, { correoId });
}

/**
 * Tells every active platform admin (admin_atalaya) about something of the platform's own (e.g. a
 * sanctions list that could not be updated). notificar() works per company, so grouped by theirs.
 */
export async function notificarAdminsPlataforma(tx: DbOrTx, aviso: Omit<Aviso, 'empresaId' | 'usuarioIds'>) {
  const admins = await adminsPlataformaActivos(tx);
  for (const empresaId of new Set(admins.map((a) => a.empresa_id))) {
    const usuarioIds = admins.filter((a) => a.empresa_id === empresaId).map((a) => a.id);
    await notificar(tx, { ...aviso, empresaId, usuarioIds });
  }
}
