/*
 * Whether an error says a multipart body could not be read at all (garbage, no or a bad boundary,
 * cut short) — the client's fault, answered 400 — rather than that its content was refused.
 *
 * @fastify/multipart raises coded errors of its own; its parser (@fastify/busboy) raises plain
 * Errors known only by their message, from `request.parts()`/`request.file()` or on a part's file
 * stream (then through whatever reads it, e.g. storeUpload). The fuzz test
 * `test/fuzz/multipart.test.ts` fails if an upgrade rewords them.
 */

const CODIGOS = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_MP_PREMATURE_CLOSE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_PROTO_VIOLATION',
]);

const MENSAJES_DEL_ANALIZADOR = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unsupported Content-Type\.$/,
  // The boundary is the search needle: empty or over 256 bytes (RFC 2046 allows 70).
  /^The needle cannot /,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  // busboy ≥ 1 words the same failures so.
  /^Unexpected end of form$/,
  /^Malformed part header$/,
];

/** `multipart`: the request was sent as multipart (the parser's plain Errors count only then). */
export function formularioDanado(error: unknown, multipart: boolean): boolean {
  for (let e = error, i = 0; e instanceof Error && i < 5; e = e.cause, i++) {
    const { message } = e;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CODIGOS.has(code)) return true;
    if (multipart && code === undefined && MENSAJES_DEL_ANALIZADOR.some((m) => m.test(message))) return true;
  }
  return false;
}
