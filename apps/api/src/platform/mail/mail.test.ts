import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correos, jobs, usuarios } from '../../db/schema/index';
import { COLA_CORREO, notificar } from '../../modules/notificaciones/notificar';
import { createTestApp, type TestContext } from '../../test/test-app';
import { loadConfig, testConfig } from '../../config';
import { JobRunner, type JobLogger } from '../jobs/index';
import { createEnviarCorreoHandler } from './enviar-correo.job';
import { createMailer } from './mailer';

const silent: JobLogger = { info() {}, warn() {}, error() {} };

interface Recibido {
  from: string;
  to: string[];
  data: string;
}

/**
 * A real, tiny SMTP server on 127.0.0.1: enough of RFC 5321 for nodemailer (no TLS, no AUTH).
 * `rechazar` answers 554 to MAIL FROM, as a server refusing the message would.
 */
async function servidorSmtp(opts: { rechazar?: boolean } = {}) {
  const recibidos: Recibido[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let enData = false;
    let actual: Recibido = { from: '', to: [], data: '' };
    const responder = (linea: string) => socket.write(`${linea}\r\n`);
    responder('220 prueba ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (enData) {
          const fin = buffer.indexOf('\r\n.\r\n');
          if (fin < 0) return;
          actual.data = buffer.slice(0, fin);
          buffer = buffer.slice(fin + 5);
          enData = false;
          recibidos.push(actual);
          actual = { from: '', to: [], data: '' };
          responder('250 OK recibido');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const linea = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const cmd = linea.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') responder('250 prueba');
        else if (cmd === 'MAIL') {
          if (opts.rechazar) responder('554 5.7.1 Mensaje rechazado');
          else {
            actual.from = linea;
            responder('250 OK');
          }
        } else if (cmd === 'RCPT') {
          actual.to.push(/<([^>]*)>/.exec(linea)?.[1] ?? '');
          responder('250 OK');
        } else if (cmd === 'DATA') {
          enData = true;
          responder('354 Termine con <CRLF>.<CRLF>');
        } else if (cmd === 'QUIT') {
          responder('221 Adiós');
          socket.end();
          return;
        } else if (cmd === 'RSET' || cmd === 'NOOP') responder('250 OK');
        else responder('502 No implementado');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recibidos,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Body of a text/plain message as nodemailer encodes it (7bit or quoted-printable). */
function cuerpoDe(data: string): string {
  const sep = data.indexOf('\r\n\r\n');
  const headers = data.slice(0, sep);
  const body = data.slice(sep + 4);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return body.replace(/\r\n/g, '\n');
  const bytes: number[] = [];
  const plano = body.replace(/=\r\n/g, '');
  for (let i = 0; i < plano.length; i++) {
    if (plano[i] === '=' && /^[0-9A-F]{2}$/i.test(plano.slice(i + 1, i + 3))) {
      bytes.push(parseInt(plano.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(plano[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

function cabecera(data: string, nombre: string): string | undefined {
  const headers = data.slice(0, data.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${nombre}:\\s*(.*)$`, 'im').exec(headers)?.[1];
}

let t: TestContext;
let empresaId: number;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.handle.db.select().from(usuarios).where(eq(usuarios.email, 'admin@demo.cl'));
  empresaId = admin!.empresa_id;
  adminId = admin!.id;
});
afterAll(() => t.close());

/** notificar() in a transaction, as a module would: returns the new outbox row ids. */
async function avisar(titulo: string, mensaje: string) {
  const db = t.handle.db;
  const antes = await db.select({ id: correos.id }).from(correos);
  await db.transaction((tx) =>
    notificar(tx, { empresaId, categoria: 'documentos', usuarioIds: [adminId], titulo, mensaje, enlace: '/inicio' }),
  );
  const despues = await db.select({ id: correos.id }).from(correos);
  const viejos = new Set(antes.map((r) => r.id));
  return despues.map((r) => r.id).filter((id) => !viejos.has(id));
}

async function correo(id: number) {
  const [row] = await t.handle.db.select().from(correos).where(eq(correos.id, id));
  return row!;
}

function runnerCon(url: string | undefined) {
  const db = t.handle.db;
  const mailer = createMailer(testConfig({ SMTP_URL: url }));
  // Ahead of the database clock, so jobs enqueued with run_at = now() are due.
  t.clock.advance(60_000);
  const runner = new JobRunner(db, { clock: t.clock.now, logger: silent });
  runner.register(COLA_CORREO, createEnviarCorreoHandler(db, mailer, t.clock.now));
  return { runner, mailer };
}

describe('envío de correos (COLA_CORREO)', () => {
  it('envía por SMTP el correo del outbox y lo marca enviado; una segunda ejecución no reenvía', async () => {
    const smtp = await servidorSmtp();
    try {
      const [id] = await avisar('Documento por vencer', 'El documento DOC-1 «Política» vence el 01-02-2027.');
      const { runner, mailer } = runnerCon(smtp.url);
      expect(await runner.runOnce()).toBe(1);
      mailer?.close();

      expect(smtp.recibidos).toHaveLength(1);
      const m = smtp.recibidos[0]!;
      expect(m.to).toEqual(['admin@demo.cl']);
      expect(m.from).toContain('no-responder@atalaya.local');
      expect(cabecera(m.data, 'To')).toBe('admin@demo.cl');
      expect(cabecera(m.data, 'Subject')).toBe('Documento por vencer');
      expect(cuerpoDe(m.data)).toContain(
        'El documento DOC-1 «Política» vence el 01-02-2027.\n\nAbrir en Atalaya: /inicio',
      );

      const row = await correo(id!);
      expect(row).toMatchObject({ estado: 'enviado', intentos: 1, ultimo_error: null });
      expect(row.enviado_at).toBeInstanceOf(Date);

      // The same job delivered again (a re-claim after a crash): nothing is sent twice.
      const otro = createMailer(testConfig({ SMTP_URL: smtp.url }));
      await createEnviarCorreoHandler(
        t.handle.db,
        otro,
      )({
        id: 0,
        cola: COLA_CORREO,
        payload: { correoId: id! },
        intentos: 2,
        maxIntentos: 5,
      });
      otro?.close();
      expect(smtp.recibidos).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('un servidor que responde 554: guarda intentos y error, reintenta, y tras el último intento queda fallido', async () => {
    const smtp = await servidorSmtp({ rechazar: true });
    try {
      const [id] = await avisar('Documento vencido', 'Texto que no debe aparecer en el error');
      const db = t.handle.db;
      await db.update(jobs).set({ max_intentos: 2 }).where(eq(jobs.estado, 'pendiente'));
      const { runner, mailer } = runnerCon(smtp.url);

      expect(await runner.runOnce()).toBe(1);
      let row = await correo(id!);
      expect(row.estado).toBe('pendiente');
      expect(row.intentos).toBe(1);
      expect(row.ultimo_error).toMatch(/554/);
      expect(row.ultimo_error).not.toContain('Texto que no debe aparecer');
      const [reintento] = await db.select().from(jobs).where(eq(jobs.estado, 'pendiente'));
      expect(reintento?.cola).toBe(COLA_CORREO); // back to the queue, with back-off
      expect(reintento!.run_at.getTime()).toBeGreaterThan(t.clock.now().getTime());

      t.clock.advance(60 * 60_000); // past the back-off
      expect(await runner.runOnce()).toBe(1);
      mailer?.close();
      row = await correo(id!);
      expect(row).toMatchObject({ estado: 'fallido', intentos: 2, enviado_at: null });
      expect(row.ultimo_error).toMatch(/554/);
      const fallidos = await db.select().from(jobs).where(eq(jobs.estado, 'fallido'));
      expect(fallidos.some((j) => (j.payload as { correoId: number }).correoId === id)).toBe(true);
      expect(smtp.recibidos).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('el handler lanza cuando el envío falla (el runner reintenta con back-off)', async () => {
    const smtp = await servidorSmtp({ rechazar: true });
    try {
      const [id] = await avisar('Aviso', 'cuerpo');
      const handler = createEnviarCorreoHandler(t.handle.db, createMailer(testConfig({ SMTP_URL: smtp.url })));
      await expect(
        handler({ id: 0, cola: COLA_CORREO, payload: { correoId: id! }, intentos: 1, maxIntentos: 5 }),
      ).rejects.toThrow(/554/);
      expect(await correo(id!)).toMatchObject({ estado: 'pendiente', intentos: 1 });
    } finally {
      await smtp.close();
    }
  });

  it('sin SMTP_URL el correo queda sin_smtp en el outbox', async () => {
    expect(createMailer(testConfig())).toBeNull();
    const [id] = await avisar('Aviso sin SMTP', 'cuerpo');
    const { runner } = runnerCon(undefined);
    while ((await runner.runOnce()) > 0);
    expect(await correo(id!)).toMatchObject({ estado: 'sin_smtp', intentos: 0, enviado_at: null });
  });

  it('SMTP_URL solo acepta smtp:// o smtps://; MAIL_FROM tiene un valor por defecto', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://correo.example' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@correo.example:465' }).SMTP_URL).toBe('smtps://u:p@correo.example:465');
    expect(loadConfig({}).MAIL_FROM).toBe('Atalaya <no-responder@atalaya.local>');
  });
});
