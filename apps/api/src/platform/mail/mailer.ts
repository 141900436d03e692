import nodemailer from 'nodemailer';
import type { Config } from '../../config';

/** One plain-text message; `from` comes from MAIL_FROM. */
export interface Mensaje {
  para: string;
  asunto: string;
  cuerpo: string;
}

export interface Mailer {
  enviar(mensaje: Mensaje): Promise<void>;
  close(): void;
}

const TIMEOUT_MS = 10_000;

/**
 * The SMTP sender when `SMTP_URL` is set, otherwise null (mail then stays in the `correos`
 * outbox). Time-outs are short so a dead server fails the job and the runner retries later
 * instead of holding a worker slot.
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL, {
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
    from: config.MAIL_FROM,
  });
  return {
    async enviar(m) {
      await transport.sendMail({ from: config.MAIL_FROM, to: m.para, subject: m.asunto, text: m.cuerpo });
    },
    close: () => transport.close(),
  };
}

/**
 * A failure as it may be stored and logged: nodemailer's message plus the SMTP reply code,
 * with any URL credentials masked (a connection error can quote the server address).
 */
export function errorDeEnvio(err: unknown): string {
  const e = err as { message?: unknown; responseCode?: unknown; code?: unknown };
  const base = typeof e?.message === 'string' && e.message ? e.message : String(err);
  const codigo = typeof e?.responseCode === 'number' ? ` (SMTP ${e.responseCode})` : '';
  return `${base}${codigo}`.replace(/\/\/[^@/\s]*@/g, '//***@').slice(0, 500);
}
