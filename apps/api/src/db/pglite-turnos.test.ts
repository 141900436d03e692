import { createServer, connect, type Server } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cederEntreConsultas } from './pglite-turnos';

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  cederEntreConsultas(client);
  await client.exec('CREATE TABLE cuenta (n int)');
});
afterAll(() => client.close());

/** Runs `n` statements queued at once, counting the event-loop turns that happen meanwhile. */
async function turnosDurante(n: number, consulta: () => Promise<unknown>) {
  let turnos = 0;
  let fin = false;
  const turno = () => {
    if (fin) return;
    turnos++;
    setImmediate(turno);
  };
  setImmediate(turno);
  await Promise.all(Array.from({ length: n }, consulta));
  fin = true;
  return turnos;
}

describe('cederEntreConsultas', () => {
  it('lets the event loop run between queued statements (without it, 100 ran in zero turns)', async () => {
    expect(await turnosDurante(100, () => client.query('SELECT 1'))).toBeGreaterThanOrEqual(100);
  });

  it('accepts a connection while a long line of statements drains', async () => {
    let aceptadaTras = -1;
    let terminadas = 0;
    const server: Server = createServer((socket) => {
      aceptadaTras = terminadas;
      socket.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const consultas = Array.from({ length: 300 }, () => client.query('SELECT 1').then(() => terminadas++));
    connect(port, '127.0.0.1').on('error', () => {});
    await Promise.all(consultas);
    await new Promise<void>((r) => server.close(() => r()));
    expect(aceptadaTras).toBeGreaterThanOrEqual(0);
    expect(aceptadaTras).toBeLessThan(300);
  });

  it('keeps a transaction whole and in order with the statements around it', async () => {
    const orden: string[] = [];
    await Promise.all([
      client.query('INSERT INTO cuenta VALUES (1)').then(() => orden.push('antes')),
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO cuenta VALUES (2)');
        await tx.query('INSERT INTO cuenta VALUES (3)');
        orden.push('transaccion');
      }),
      client
        .query('SELECT count(*)::int AS n FROM cuenta')
        .then((r) => orden.push(`despues:${(r.rows[0] as { n: number }).n}`)),
    ]);
    expect(orden).toEqual(['antes', 'transaccion', 'despues:3']);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO cuenta VALUES (4)');
        throw new Error('revertir');
      }),
    ).rejects.toThrow('revertir');
    // A failed transaction frees the line: the next statement runs and sees no trace of it.
    expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM cuenta')).rows[0]!.n).toBe(3);
  });
});
