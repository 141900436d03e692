import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/*
 * API JSON over 1 KB goes out compressed (brotli, else gzip) when the client accepts it: a list page
 * shrinks about tenfold on a phone's connection. Left exactly as they are:
 * - downloads (Content-Disposition): their bytes and length as stored, and ranges;
 * - streams (server-sent events, file bodies): compressing them would buffer what must flow;
 * - anything that is not JSON (the web's assets are compressed once at build: vite.config.ts).
 * @fastify/compress's documented per-request opt-out is the `x-no-compression` request header: the
 * hook below sets it for those answers, before the plugin's own onSend runs (route-level hooks run
 * after application-level ones).
 */

const UMBRAL_BYTES = 1024;

function dejarSinComprimir(reply: FastifyReply, payload: unknown): boolean {
  if (reply.hasHeader('content-disposition')) return true;
  if (payload !== null && typeof payload === 'object' && 'pipe' in payload) return true;
  return !/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(reply.getHeader('content-type') ?? ''));
}

export const compresion = fp(async function compresion(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (dejarSinComprimir(reply, payload)) request.headers['x-no-compression'] = '1';
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: UMBRAL_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain on JSON for a small fraction of the default 11's CPU.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies stay as before (never inflated): our clients don't compress them, and an
    // inflating parser would be a door for zip bombs past the body limits.
    globalDecompression: false,
  });
});
