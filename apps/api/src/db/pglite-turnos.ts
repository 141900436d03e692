import { setImmediate as cederAlBucle } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs each statement synchronously on this thread, and the statements queued behind its
 * lock start one after another in promise continuations: while requests keep queuing work, the
 * event loop never reaches its I/O phase, so no connection is accepted and no request is read.
 * Measured at 200 connections: the server accepted about two connections a second, and the
 * endpoints whose connections were opened last got no answer at all. Here every top-level call
 * (statement or whole transaction) waits its turn in a FIFO and first yields to the event loop, so
 * I/O runs between any two of them. A transaction's own statements do not yield: it keeps the
 * database, as PGlite's lock already made it do.
 */
export function cederEntreConsultas(client: PGlite): void {
  let cola: Promise<unknown> = Promise.resolve();
  const enTurno = <T>(fn: () => Promise<T>): Promise<T> => {
    const turno = cola.then(() => cederAlBucle()).then(fn);
    cola = turno.catch(() => undefined);
    return turno;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => enTurno(() => query(...args))) as PGlite['query'];
  client.exec = ((...args: Parameters<PGlite['exec']>) => enTurno(() => exec(...args))) as PGlite['exec'];
  client.transaction = ((fn: Parameters<PGlite['transaction']>[0]) =>
    enTurno(() => transaction(fn))) as PGlite['transaction'];
}
