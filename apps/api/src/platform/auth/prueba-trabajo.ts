import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CODIGO_DESAFIO_REQUERIDO,
  MENSAJE_DESAFIO_REQUERIDO,
  cerosIniciales,
  type PruebaTrabajo,
} from '@atalaya/shared/contracts/prueba-trabajo';
import { cargarClaveMaestra } from '../crypto/claves';
import { AppError } from '../errors';

/*
 * Signed proof-of-work challenges (contract in @atalaya/shared/contracts/prueba-trabajo). The token
 * binds a scope (login e-mail or report code, hashed), optionally the origin (hashed), the
 * difficulty and an expiry; nothing is stored until it is used. A used token is remembered until it
 * expires, so each solved challenge is good for one attempt. The failure count is NOT bound: an
 * attacker failing meanwhile raises the difficulty required, but cannot void the legitimate user's
 * solved challenge once it meets that difficulty (which stops at the cap).
 * Ours: @fastify/rate-limit refuses requests, this prices an attempt in work and never refuses the owner.
 */

export const PRUEBA_TTL_MS = 5 * 60_000;
const MAX_USADAS = 100_000;

const b64 = (buf: Buffer) => buf.toString('base64url');
const resumen = (s: string) => b64(createHash('sha256').update(s).digest().subarray(0, 16));

export interface Ambito {
  /** 'login:<email>' or 'codigo:<hash>'. */
  alcance: string;
  /** The client's IP, or '' where it must not be bound (the anonymous channel: Tor changes it). */
  origen: string;
}

export class PruebasDeTrabajo {
  private readonly clave: Buffer;
  /** Used tokens (by their random part) → expiry in ms. */
  private readonly usadas = new Map<string, number>();

  constructor(claveMaestra: Buffer) {
    this.clave = Buffer.from(hkdfSync('sha256', claveMaestra, Buffer.alloc(0), 'atalaya:prueba-trabajo', 32));
  }

  private firma(cuerpo: string) {
    return createHmac('sha256', this.clave).update(cuerpo).digest();
  }

  emitir(ambito: Ambito, dificultad: number, now: Date): PruebaTrabajo {
    const cuerpo = [
      'v1',
      resumen(ambito.alcance),
      resumen(ambito.origen),
      dificultad,
      now.getTime() + PRUEBA_TTL_MS,
      b64(randomBytes(12)),
    ].join('.');
    return { token: `${cuerpo}.${b64(this.firma(cuerpo))}`, dificultad };
  }

  /** True (and the token spent) when it is ours, live, for this scope, hard enough and solved. */
  verificar(
    ambito: Ambito,
    prueba: { token?: string; solucion?: string },
    dificultadMinima: number,
    now: Date,
  ): boolean {
    const { token, solucion } = prueba;
    if (!token || solucion === undefined || !/^[0-9a-z]{1,32}$/i.test(solucion)) return false;
    const partes = token.split('.');
    if (partes.length !== 7 || partes[0] !== 'v1') return false;
    const [, alcance, origen, dif, vence, azar, mac] = partes as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const esperada = this.firma(partes.slice(0, 6).join('.'));
    const dada = Buffer.from(mac, 'base64url');
    if (dada.length !== esperada.length || !timingSafeEqual(dada, esperada)) return false;
    const dificultad = Number(dif);
    const expira = Number(vence);
    if (alcance !== resumen(ambito.alcance) || origen !== resumen(ambito.origen)) return false;
    if (!(expira > now.getTime()) || !(dificultad >= dificultadMinima)) return false;
    const digest = createHash('sha256').update(`${token}:${solucion}`).digest();
    if (cerosIniciales(digest) < dificultad) return false;
    return this.gastar(azar, expira, now.getTime());
  }

  private gastar(azar: string, expira: number, ahora: number): boolean {
    if (this.usadas.has(azar)) return false;
    if (this.usadas.size >= MAX_USADAS) {
      for (const [k, v] of this.usadas) if (v <= ahora) this.usadas.delete(k);
      // Still full: the oldest entries go first (they expire first; insertion order).
      for (const k of this.usadas.keys()) {
        if (this.usadas.size < MAX_USADAS) break;
        this.usadas.delete(k);
      }
    }
    this.usadas.set(azar, expira);
    return true;
  }
}

const porApp = new WeakMap<FastifyInstance, PruebasDeTrabajo>();

/** The app's challenge issuer, keyed from the master key (the same at every instance sharing it). */
export function pruebasDe(app: FastifyInstance): PruebasDeTrabajo {
  let p = porApp.get(app);
  if (!p) {
    p = new PruebasDeTrabajo(cargarClaveMaestra(app.config));
    porApp.set(app, p);
  }
  return p;
}

/** 429 DESAFIO_REQUERIDO carrying a fresh challenge: the attempt was not looked at. */
export function desafioRequerido(prueba: PruebaTrabajo) {
  return new AppError(CODIGO_DESAFIO_REQUERIDO, MENSAJE_DESAFIO_REQUERIDO, undefined, { prueba_trabajo: prueba });
}
