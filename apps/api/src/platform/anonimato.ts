import { createHmac, randomBytes } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { MENSAJE_LIMITE_PUBLICO } from '@atalaya/shared/contracts/canal-denuncias/publico';
import { AppError } from './errors';

/*
 * Anonymity helpers for the public whistleblower channel (issue 6, GlobaLeaks-style): requests
 * are rate limited without ever keeping the client's address. Each address becomes
 * HMAC-SHA256(salt, ip) where the salt is random, lives only in memory and is replaced every hour
 * (every origin then starts afresh), so no key can be linked to an address or across hours. The
 * counting is @fastify/rate-limit's, in this instance's memory: nothing here is written to the
 * database or to the logs.
 */

const HORA_MS = 60 * 60 * 1000;
/** Keys a limit remembers; beyond it the least recently seen go (memory bound under a flood). */
const MAX_CLAVES = 100_000;

export interface Limite {
  max: number;
  ventanaMs: number;
}

/** The channel's limits per origin. */
export const LIMITES_CANAL = {
  /** Report submissions and evidence uploads. */
  envio: { max: 10, ventanaMs: HORA_MS },
  /** Lookups, replies and downloads with code + password. */
  consulta: { max: 30, ventanaMs: 15 * 60 * 1000 },
  /** Channel page and categories. */
  lectura: { max: 300, ventanaMs: 15 * 60 * 1000 },
} as const satisfies Record<string, Limite>;

/** Pseudonymous client keys: a salted, hourly rotating HMAC of the address. */
export class ClavesAnonimas {
  private sal = randomBytes(32);
  private horaSal: number;

  constructor(private readonly reloj: () => Date) {
    this.horaSal = Math.floor(reloj().getTime() / HORA_MS);
  }

  /** The pseudonymous key of an address for the current hour (a new hour: a new salt, fresh counters). */
  clave(ip: string): string {
    const hora = Math.floor(this.reloj().getTime() / HORA_MS);
    if (hora !== this.horaSal) {
      this.sal = randomBytes(32);
      this.horaSal = hora;
    }
    return createHmac('sha256', this.sal).update(ip).digest('base64url');
  }
}

const SIN_CABECERAS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false };

/**
 * Registers @fastify/rate-limit on `app` (an encapsulated plugin) and answers one onRequest hook
 * per limit, each a counter shared by the routes it is given to, keyed by ClavesAnonimas (the
 * library's in-memory store never sees an address) and refusing with 429 in Spanish, with no
 * rate-limit headers (as before the library).
 */
export async function limitesPublicos<K extends string>(
  app: FastifyInstance,
  limites: Record<K, Limite>,
): Promise<Record<K, onRequestAsyncHookHandler>> {
  const claves = new ClavesAnonimas(app.clock);
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => claves.clave(request.ip),
    errorResponseBuilder: () => new AppError('DEMASIADOS_INTENTOS', MENSAJE_LIMITE_PUBLICO),
    addHeaders: { ...SIN_CABECERAS, 'retry-after': false },
    addHeadersOnExceeding: SIN_CABECERAS,
  });
  const ganchos = {} as Record<K, onRequestAsyncHookHandler>;
  for (const [nombre, limite] of Object.entries(limites) as [K, Limite][]) {
    ganchos[nombre] = app.rateLimit({ max: limite.max, timeWindow: limite.ventanaMs, cache: MAX_CLAVES });
  }
  return ganchos;
}

/**
 * For every answer of the routes registered in `app` (an encapsulated plugin): nothing cached
 * by browsers or proxies, and no Referer sent onwards (the page URLs hold the channel token).
 */
export function cabecerasAnonimas(app: FastifyInstance) {
  app.addHook('onSend', async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
  });
}
