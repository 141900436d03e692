import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cerrarTurno, conTurno, nuevoTurno } from '../db/admision-pglite';

/**
 * Each request's turn at PGlite (db/admision-pglite.ts): opened with the request, taken at its
 * first query, given back once its answer is out or its client has left.
 */
export const turnosPglite = fp(async function turnosPglite(app: FastifyInstance) {
  // Callback style, so the hooks and handler that follow run inside the request's turn.
  app.addHook('onRequest', (_request, reply, done) => {
    const turno = nuevoTurno();
    // 'close' comes after the answer is out and also when the client leaves half-way: the turn
    // is never kept by a request that is over.
    reply.raw.once('close', () => cerrarTurno(turno));
    conTurno(turno, done);
  });
});
