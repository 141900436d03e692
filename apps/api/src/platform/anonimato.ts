import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MENSAJE_LIMITE_PUBLICO } from '@atalaya/shared/contracts/canal-publico';
import { AppError } from './errors';

/*
 * Anonymity helpers for the public whistleblower channel (issue 6, GlobaLeaks-style): requests
 * are rate limited without ever keeping the client's address. Each address becomes
 * HMAC-SHA256(salt, ip) where the salt is random, lives only in memory and is replaced every hour
 * (all counters go with it), so no key can be linked to an address or across hours. Nothing here
 * is written to the database or to the logs.
 */

const HORA_MS = 60 * 60 * 1000;
/** Beyond this many live keys the oldest windows are dropped (memory bound under a flood). */
const MAX_CLAVES = 100_000;

export interface Limite {
  /** Bucket name, e.g. 'envio' (counters of different limits are separate). */
  nombre: string;
  max: number;
  ventanaMs: number;
}

/** The channel's limits per origin. */
export const LIMITES_CANAL = {
  /** Report submissions and evidence uploads. */
  envio: { nombre: 'envio', max: 10, ventanaMs: HORA_MS },
  /** Lookups, replies and downloads with code + password. */
  consulta: { nombre: 'consulta', max: 30, ventanaMs: 15 * 60 * 1000 },
  /** Channel page and categories. */
  lectura: { nombre: 'lectura', max: 300, ventanaMs: 15 * 60 * 1000 },
} as const satisfies Record<string, Limite>;

/** Fixed-window counters keyed by a salted, hourly rotating HMAC of the client address. */
export class LimitadorAnonimo {
  private sal = randomBytes(32);
  private horaSal: number;
  private readonly ventanas = new Map<string, { inicio: number; n: number }>();

  constructor(private readonly reloj: () => Date) {
    this.horaSal = Math.floor(reloj().getTime() / HORA_MS);
  }

  private rotar(ahora: number) {
    const hora = Math.floor(ahora / HORA_MS);
    if (hora === this.horaSal) return;
    this.sal = randomBytes(32);
    this.horaSal = hora;
    this.ventanas.clear();
  }

  /** The pseudonymous key of an address for the current hour. */
  clave(ip: string): string {
    this.rotar(this.reloj().getTime());
    return createHmac('sha256', this.sal).update(ip).digest('base64url');
  }

  /** Counts one request; false once the window's maximum has been passed. */
  consumir(limite: Limite, ip: string): boolean {
    const ahora = this.reloj().getTime();
    const clave = `${limite.nombre}:${this.clave(ip)}`;
    const inicio = Math.floor(ahora / limite.ventanaMs) * limite.ventanaMs;
    let v = this.ventanas.get(clave);
    if (!v || v.inicio !== inicio) {
      if (!v && this.ventanas.size >= MAX_CLAVES) this.podar(ahora);
      v = { inicio, n: 0 };
      this.ventanas.set(clave, v);
    }
    v.n++;
    return v.n <= limite.max;
  }

  private podar(ahora: number) {
    for (const [k, v] of this.ventanas) if (v.inicio + HORA_MS <= ahora) this.ventanas.delete(k);
    // Still full: forget the oldest half (Map keeps insertion order).
    let sobra = this.ventanas.size - MAX_CLAVES / 2;
    for (const k of this.ventanas.keys()) {
      if (sobra-- <= 0) break;
      this.ventanas.delete(k);
    }
  }
}

/** An onRequest hook refusing with 429 (Spanish) once the origin passed `limite`. */
export function limitePublico(limitador: LimitadorAnonimo, limite: Limite) {
  return async (request: FastifyRequest) => {
    if (!limitador.consumir(limite, request.ip)) throw new AppError('DEMASIADOS_INTENTOS', MENSAJE_LIMITE_PUBLICO);
  };
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
