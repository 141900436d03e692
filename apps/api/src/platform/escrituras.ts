import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { nuevasTablasTocadas, registrarTablas, type TablasTocadas } from '../db/tablas-tocadas';

/*
 * Tells the in-memory caches what each answered request wrote, so they drop exactly what went
 * stale. Every request records the tables its statements read and wrote (db/tablas-tocadas.ts);
 * once it has answered — its transaction committed — each listener hears the request's company
 * (0 when it had none: public channel, platform) and the tables written. A write request that
 * sent no recorded write is reported with unknown tables, so a listener assumes the worst.
 */

export type OyenteEscritura = (empresaId: number, tablas: ReadonlySet<string> | undefined) => void;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscribes to the writes of answered requests. */
    alEscribir(oyente: OyenteEscritura): void;
  }
  interface FastifyRequest {
    /** Tables this request's statements read and wrote. */
    tablasTocadas: TablasTocadas | null;
  }
}

export const escriturasPlugin = fp(async function escriturasPlugin(app: FastifyInstance) {
  const oyentes: OyenteEscritura[] = [];
  app.decorate('alEscribir', (oyente: OyenteEscritura) => void oyentes.push(oyente));
  app.decorateRequest('tablasTocadas', null);
  // Callback style, so the hooks and handler that follow run inside the recording context.
  app.addHook('onRequest', (request, _reply, done) => {
    const registro = nuevasTablasTocadas();
    request.tablasTocadas = registro;
    registrarTablas(registro, done);
  });
  const avisar = async (request: FastifyRequest) => {
    const escritas = request.tablasTocadas?.escritas;
    if (escritas && escritas.size > 0) {
      for (const oyente of oyentes) oyente(request.empresaId, escritas);
      return;
    }
    const api = request.url.startsWith('/api/') || request.routeOptions.url?.startsWith('/api/');
    if (MUTATING.has(request.method) && api) for (const oyente of oyentes) oyente(request.empresaId, undefined);
  };
  // onSend: before the client can read the answer and ask again; onRequestAbort: the handler may
  // still commit after the client left.
  app.addHook('onSend', avisar);
  app.addHook('onRequestAbort', avisar);
});
