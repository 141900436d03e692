import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { correos } from '../../db/schema/index';
import type { JobHandler } from '../jobs/index';
import { errorDeEnvio, type Mailer } from './mailer';

export interface EnviarCorreoPayload {
  correoId: number;
}

/**
 * Handler of COLA_CORREO: sends one `correos` row. Idempotent (an 'enviado' row is left alone);
 * without SMTP the row becomes 'sin_smtp' and stays readable in the outbox. A failed send records
 * the attempt and throws so the runner retries with back-off; the last attempt leaves 'fallido'.
 * Bodies are never logged: the runner only sees the SMTP error message.
 */
export function createEnviarCorreoHandler(
  db: Database,
  mailer: Mailer | null,
  clock: () => Date = () => new Date(),
): JobHandler<EnviarCorreoPayload> {
  return async (job) => {
    const correoId = Number(job.payload?.correoId);
    if (!Number.isInteger(correoId)) return;
    const [correo] = await db.select().from(correos).where(eq(correos.id, correoId));
    if (!correo || correo.estado === 'enviado') return;

    if (!mailer) {
      await db.update(correos).set({ estado: 'sin_smtp', updated_at: clock() }).where(eq(correos.id, correoId));
      return;
    }

    try {
      await mailer.enviar({ para: correo.para, asunto: correo.asunto, cuerpo: correo.cuerpo });
    } catch (err) {
      const ultimo_error = errorDeEnvio(err);
      const ultimo = job.intentos >= job.maxIntentos;
      await db
        .update(correos)
        .set({
          intentos: sql`${correos.intentos} + 1`,
          ultimo_error,
          updated_at: clock(),
          ...(ultimo ? { estado: 'fallido' } : {}),
        })
        .where(eq(correos.id, correoId));
      throw new Error(`No se pudo enviar el correo ${correoId}: ${ultimo_error}`, { cause: err });
    }
    const ahora = clock();
    await db
      .update(correos)
      .set({
        estado: 'enviado',
        enviado_at: ahora,
        intentos: sql`${correos.intentos} + 1`,
        ultimo_error: null,
        updated_at: ahora,
      })
      .where(eq(correos.id, correoId));
  };
}
