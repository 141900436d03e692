import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/*
 * How every stored or generated file leaves the API. The name travels only in Content-Disposition
 * (RFC 6266, ASCII fallback plus the UTF-8 name); the type is the one detected on upload, with
 * nosniff, so a browser never guesses HTML out of it.
 */

/** A file ready to send: its name, its type, its size and its bytes (a stream or a buffer). */
export interface ArchivoParaEnviar {
  nombre: string;
  contentType: string;
  tamano: number;
  cuerpo: Readable | Buffer;
}

export interface PoliticaDescarga {
  /** Shown in the browser (`inline`) instead of saved (`attachment`). */
  enLinea?: boolean;
  /** Content-Security-Policy; none when absent. */
  csp?: string;
  /** X-Frame-Options; none when absent. */
  marcos?: 'DENY' | 'SAMEORIGIN';
  /** Cache-Control; none when absent. */
  cache?: string;
}

/**
 * Sandboxed and never cached: a polyglot (a real %PDF- that is also HTML) runs no script even if
 * opened directly, and a shared cache keeps no copy of a company's file.
 */
export const ADJUNTO_PRIVADO: PoliticaDescarga = { csp: 'sandbox', cache: 'private, no-store' };

/** Sandboxed only: files whose routes never set a cache policy. */
export const ADJUNTO_AISLADO: PoliticaDescarga = { csp: 'sandbox' };

/**
 * An image our pages show (a company logo in the sidebar): inline, allowed to load nothing at all,
 * kept a day by the browser only (its URL changes with every new logo).
 */
export const IMAGEN_EN_LINEA: PoliticaDescarga = {
  enLinea: true,
  csp: "default-src 'none'",
  cache: 'private, max-age=86400',
};

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(nombre: string): string {
  const ascii =
    nombre
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'archivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

/** PDFs and images may be shown inline (sandboxed where the browser allows); everything else only downloads. */
export function admiteVistaPrevia(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

/**
 * A document's file, saved or previewed by our own pages. Attachments and images run no script
 * (sandbox). A previewed PDF may be framed by our own pages only; it cannot be sandboxed, since
 * Chromium refuses to open its PDF viewer in a sandboxed document — its content was checked to be
 * a real PDF on upload.
 */
export function politicaDeVistaPrevia(enLinea: boolean, contentType: string): PoliticaDescarga {
  if (!enLinea) return { csp: "sandbox; frame-ancestors 'none'", marcos: 'DENY', cache: 'private, no-store' };
  return {
    enLinea: true,
    csp: contentType === 'application/pdf' ? "frame-ancestors 'self'" : "sandbox; frame-ancestors 'self'",
    marcos: 'SAMEORIGIN',
    cache: 'private, no-store',
  };
}

/** Sends `archivo` with the headers of `politica`. */
export function enviarArchivo(reply: FastifyReply, archivo: ArchivoParaEnviar, politica: PoliticaDescarga) {
  const disposicion = attachmentHeader(archivo.nombre);
  reply
    .header('Content-Type', archivo.contentType)
    .header('Content-Length', String(archivo.tamano))
    .header('Content-Disposition', politica.enLinea ? disposicion.replace(/^attachment/, 'inline') : disposicion)
    .header('X-Content-Type-Options', 'nosniff');
  if (politica.csp) reply.header('Content-Security-Policy', politica.csp);
  if (politica.marcos) reply.header('X-Frame-Options', politica.marcos);
  if (politica.cache) reply.header('Cache-Control', politica.cache);
  return reply.send(archivo.cuerpo);
}
