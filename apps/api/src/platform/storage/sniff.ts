/**
 * Upload type checks: the real type comes from the content's magic bytes, and the declared
 * file name's extension must agree with it. Only the allowlisted types below are accepted;
 * the content type we later serve is the canonical one for the detected type, never the
 * client's.
 */

/** How many leading bytes `sniff` looks at. */
export const SNIFF_BYTES = 8 * 1024;

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  msg: 'application/vnd.ms-outlook',
  eml: 'message/rfc822',
  csv: 'text/csv',
  txt: 'text/plain',
} as const;

export type AllowedExt = keyof typeof CONTENT_TYPES;

/** Accepted extensions, e.g. for an `<input accept>` or an error message. */
export const ALLOWED_EXTENSIONS = Object.keys(CONTENT_TYPES) as AllowedExt[];

export type SniffResult =
  { ok: true; ext: AllowedExt; contentType: (typeof CONTENT_TYPES)[AllowedExt] } | { ok: false };

export interface SniffOptions {
  /**
   * Whether `head` is the whole file. When false (the default if `head` is SNIFF_BYTES or
   * longer), a UTF-8 sequence cut at the end of `head` is not an error.
   */
  complete?: boolean;
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IHDR = Buffer.from('IHDR', 'latin1');
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const TEXT_EXTS: ReadonlySet<string> = new Set(['eml', 'csv', 'txt']);

/** Lower-cased extension of a file name's last path segment, without the dot; '' if none. */
export function extensionOf(filename: string): string {
  const base = basename(filename).trim();
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  return base.slice(dot + 1).toLowerCase();
}

function basename(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}

function startsWith(buf: Uint8Array, magic: Buffer, offset = 0): boolean {
  if (buf.length < offset + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (buf[offset + i] !== magic[i]) return false;
  return true;
}

function ok(ext: AllowedExt): SniffResult {
  return { ok: true, ext, contentType: CONTENT_TYPES[ext] };
}

const NOT_OK: SniffResult = { ok: false };

/**
 * Detects the type of a file from its first bytes (pass up to SNIFF_BYTES) and checks it
 * against the extension of `filename`. `{ ok: false }` if the type is not allowlisted or the
 * extension disagrees (HTML renamed .pdf, PNG named .jpg, …).
 */
export function sniff(head: Uint8Array, filename: string, options: SniffOptions = {}): SniffResult {
  const buf = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, SNIFF_BYTES));
  const complete = options.complete ?? head.byteLength < SNIFF_BYTES;
  const ext = extensionOf(filename);
  if (buf.length === 0) return NOT_OK;

  // Binary formats, identified by magic bytes; the extension must name that very format.
  if (startsWith(buf, PDF_MAGIC)) return ext === 'pdf' ? ok('pdf') : NOT_OK;
  if (startsWith(buf, PNG_MAGIC)) {
    return ext === 'png' && startsWith(buf, PNG_IHDR, 12) ? ok('png') : NOT_OK;
  }
  if (startsWith(buf, JPEG_MAGIC)) return ext === 'jpg' || ext === 'jpeg' ? ok(ext) : NOT_OK;
  if (startsWith(buf, ZIP_LOCAL_HEADER)) return sniffOoxml(buf, ext);
  if (startsWith(buf, CFB_MAGIC)) return ext === 'msg' ? ok('msg') : NOT_OK;

  // Text formats.
  if (!TEXT_EXTS.has(ext)) return NOT_OK;
  if (buf.includes(0)) return NOT_OK;
  if (ext === 'eml') return looksLikeEmail(buf) ? ok('eml') : NOT_OK;
  const text = decodeUtf8(buf, complete);
  if (text === null || looksLikeMarkup(text)) return NOT_OK;
  return ok(ext as 'csv' | 'txt');
}

export type TipoImagen = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * The image type of a file by its magic bytes alone, whatever its name: for uploads that take only
 * images (a logo). SVG is never one: it can carry script.
 */
export function tipoDeImagen(buf: Uint8Array): TipoImagen | null {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  if (startsWith(b, PNG_MAGIC)) return 'image/png';
  if (startsWith(b, JPEG_MAGIC)) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/**
 * docx/xlsx are ZIP files. We read the names of the local file headers found in the first
 * bytes: `word/…` means docx, `xl/…` means xlsx; if neither shows up yet but
 * `[Content_Types].xml` does (an OOXML package), the extension decides.
 */
function sniffOoxml(buf: Buffer, ext: string): SniffResult {
  if (ext !== 'docx' && ext !== 'xlsx') return NOT_OK;
  let hasWord = false;
  let hasXl = false;
  let hasContentTypes = false;
  for (const name of zipEntryNames(buf)) {
    if (name.startsWith('word/')) hasWord = true;
    else if (name.startsWith('xl/')) hasXl = true;
    else if (name === '[Content_Types].xml') hasContentTypes = true;
  }
  if (ext === 'docx' && !hasXl && (hasWord || hasContentTypes)) return ok('docx');
  if (ext === 'xlsx' && !hasWord && (hasXl || hasContentTypes)) return ok('xlsx');
  return NOT_OK;
}

/**
 * Names of the ZIP local file headers visible in `buf`. Scans for every header signature
 * (rather than hopping by compressed size) so entries written with a data descriptor, whose
 * sizes are only known after the data, are found too.
 */
function zipEntryNames(buf: Buffer): string[] {
  const names: string[] = [];
  let at = buf.indexOf(ZIP_LOCAL_HEADER);
  while (at !== -1 && at + 30 <= buf.length) {
    const nameLength = buf.readUInt16LE(at + 26);
    const start = at + 30;
    if (nameLength > 0 && start + nameLength <= buf.length) {
      names.push(buf.toString('latin1', start, start + nameLength));
    }
    at = buf.indexOf(ZIP_LOCAL_HEADER, at + 4);
  }
  return names;
}

/** Header fields a saved message commonly starts with (plus any `X-…`). Lower case. */
const EMAIL_FIRST_HEADERS: ReadonlySet<string> = new Set([
  'from',
  'received',
  'return-path',
  'mime-version',
  'date',
  'subject',
  'message-id',
  'to',
  'cc',
  'reply-to',
  'sender',
  'delivered-to',
  'content-type',
  'dkim-signature',
  'authentication-results',
  'arc-seal',
  'arc-message-signature',
  'arc-authentication-results',
  'received-spf',
  'thread-topic',
  'thread-index',
  'in-reply-to',
  'references',
  'importance',
]);

/** RFC 822/5322: the message starts with a header line `Name: value` of a known field. */
function looksLikeEmail(buf: Buffer): boolean {
  // Headers are ASCII; latin1 decodes any byte, so stray 8-bit bytes do not matter here.
  let text = buf.toString('latin1', 0, Math.min(buf.length, 1024));
  if (text.startsWith('\u00ef\u00bb\u00bf')) text = text.slice(3); // UTF-8 BOM
  const match = /^([!-9;-~]+):/.exec(text);
  if (!match?.[1]) return false;
  const name = match[1].toLowerCase();
  return EMAIL_FIRST_HEADERS.has(name) || name.startsWith('x-');
}

/** Strict UTF-8 decode; null if invalid. If `!complete`, a cut sequence at the end is fine. */
function decodeUtf8(buf: Buffer, complete: boolean): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf, { stream: !complete });
  } catch {
    return null;
  }
}

/**
 * Content a browser could treat as HTML/SVG/XML if it ever sniffed it: the WHATWG MIME
 * sniffing "HTML" patterns plus `<svg` and `<?xml`, after any BOM and leading whitespace.
 */
const MARKUP_RE =
  /^(?:<!doctype\s+html|<\?xml|<!--|<(?:html|head|body|script|iframe|svg|style|title|table|div|font|br|h1|p|a|b)(?=[\s>/]|$))/i;

function looksLikeMarkup(text: string): boolean {
  return MARKUP_RE.test(text.replace(/^[\uFEFF\s]+/, ''));
}

/**
 * Full-content validation for text types, run over every byte of the upload (sniff only
 * sees the beginning): no NUL bytes anywhere and, for csv/txt, valid UTF-8 throughout.
 * `null` for binary types.
 */
export interface TextValidator {
  /** False once the content is known to be invalid. */
  push(chunk: Uint8Array): boolean;
  /** Call at end of input; false if the content is invalid (e.g. ends mid UTF-8 sequence). */
  end(): boolean;
}

export function createTextValidator(ext: AllowedExt): TextValidator | null {
  if (!TEXT_EXTS.has(ext)) return null;
  const decoder = ext === 'eml' ? null : new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  return {
    push(chunk) {
      if (!valid) return false;
      if (chunk.includes(0)) return (valid = false);
      if (decoder) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          valid = false;
        }
      }
      return valid;
    },
    end() {
      if (valid && decoder) {
        try {
          decoder.decode();
        } catch {
          valid = false;
        }
      }
      return valid;
    },
  };
}

/** Longest display name, in code points. */
const MAX_NAME_LENGTH = 200;
/** A trailing `.xyz` longer than this is not treated as an extension when shortening. */
const MAX_EXT_LENGTH = 16;

/**
 * A file name safe to store and show: no directory part (`/` or `\`), no control or
 * invisible formatting characters (bidi overrides included), no leading dots, whitespace
 * collapsed to single spaces, at most 200 characters (the extension is kept when
 * shortening). Letters of any script (Spanish accents, ñ) are kept, NFC-normalized.
 * Never empty: falls back to 'archivo'.
 */
export function sanitizeDisplayName(name: string): string {
  let s = basename(String(name ?? '')).normalize('NFC');
  s = s.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, (c) => (/\s/.test(c) ? ' ' : ''));
  s = s.replace(/\s+/gu, ' ').trim();
  s = s.replace(/^[.\s]+/u, '');
  const chars = Array.from(s);
  if (chars.length > MAX_NAME_LENGTH) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(s.slice(dot)) : [];
    if (ext.length > 1 && ext.length <= MAX_EXT_LENGTH) {
      const base = Array.from(s.slice(0, dot)).slice(0, MAX_NAME_LENGTH - ext.length);
      s = base.join('').replace(/[.\s]+$/u, '') + ext.join('');
    } else {
      s = chars.slice(0, MAX_NAME_LENGTH).join('').trimEnd();
    }
  }
  return s.length > 0 ? s : 'archivo';
}
