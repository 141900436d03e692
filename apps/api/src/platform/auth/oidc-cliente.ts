import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

/**
 * OpenID Connect relying party for the single sign-on (issue 9): discovery, the authorization
 * URL (code flow, PKCE S256, state, nonce), the code exchange and the ID token check (signature
 * through the provider's JWKS, issuer, audience, nonce, expiry). Nothing here logs or returns
 * tokens or codes in error messages.
 */

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/** A refused or failed step; `motivo` is safe to log (no token, code or claim values). */
export class OidcError extends Error {
  constructor(readonly motivo: string) {
    super(`OIDC: ${motivo}`);
    this.name = 'OidcError';
  }
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const discoveryCache = new Map<string, { doc: OidcDiscovery; at: number }>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function sinBarraFinal(url: string) {
  return url.replace(/\/+$/, '');
}

async function fetchJson(url: string, init: RequestInit, timeoutMs: number, paso: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch {
    throw new OidcError(`${paso}: sin respuesta del proveedor`);
  }
  if (!res.ok) {
    // The body may echo the code: only the status is kept.
    await res.body?.cancel();
    throw new OidcError(`${paso}: HTTP ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new OidcError(`${paso}: respuesta no es JSON`);
  }
}

/** The provider's metadata (cached for an hour); its `issuer` must be exactly the configured one. */
export async function discover(settings: OidcSettings): Promise<OidcDiscovery> {
  const issuer = sinBarraFinal(settings.issuer);
  const cached = discoveryCache.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.doc;
  const doc = (await fetchJson(
    `${issuer}/.well-known/openid-configuration`,
    { headers: { accept: 'application/json' } },
    settings.timeoutMs,
    'discovery',
  )) as Partial<OidcDiscovery>;
  if (!doc || sinBarraFinal(String(doc.issuer ?? '')) !== issuer) throw new OidcError('discovery: issuer distinto');
  for (const campo of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof doc[campo] !== 'string') throw new OidcError(`discovery: falta ${campo}`);
  }
  const valid = doc as OidcDiscovery;
  discoveryCache.set(issuer, { doc: valid, at: Date.now() });
  return valid;
}

/** PKCE S256 challenge of a verifier (RFC 7636). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizationUrl(
  doc: OidcDiscovery,
  settings: OidcSettings,
  p: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(doc.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('scope', 'openid profile email');
  url.searchParams.set('response_mode', 'query');
  url.searchParams.set('state', p.state);
  url.searchParams.set('nonce', p.nonce);
  url.searchParams.set('code_challenge', pkceChallenge(p.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Authorization code → ID token (client_secret_post; the token endpoint's answer is never logged). */
export async function exchangeCode(
  doc: OidcDiscovery,
  settings: OidcSettings,
  p: { code: string; redirectUri: string; codeVerifier: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    code_verifier: p.codeVerifier,
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
  });
  const json = (await fetchJson(
    doc.token_endpoint,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    },
    settings.timeoutMs,
    'token',
  )) as { id_token?: unknown };
  if (typeof json?.id_token !== 'string') throw new OidcError('token: sin id_token');
  return json.id_token;
}

/** Signature (provider JWKS), issuer, audience, expiry (60 s tolerance) and nonce of an ID token. */
export async function verifyIdToken(
  doc: OidcDiscovery,
  settings: OidcSettings,
  idToken: string,
  expected: { nonce: string; now: Date },
): Promise<JWTPayload> {
  let jwks = jwksCache.get(doc.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { timeoutDuration: settings.timeoutMs });
    jwksCache.set(doc.jwks_uri, jwks);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwks, {
      issuer: doc.issuer,
      audience: settings.clientId,
      algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'],
      currentDate: expected.now,
      clockTolerance: 60,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch (e) {
    const code = e instanceof joseErrors.JOSEError ? e.code : 'desconocido';
    throw new OidcError(`id_token inválido (${code})`);
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== expected.nonce) {
    throw new OidcError('id_token: nonce distinto');
  }
  // Several audiences: the authorized party must be us (OIDC Core 3.1.3.7).
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
    throw new OidcError('id_token: azp distinto');
  }
  return payload;
}

/**
 * The verified email of an ID token, or null. Standard providers say so with `email_verified`;
 * Microsoft Entra ID does not send it: there the optional claim `xms_edov` (email domain owner
 * verified) must be true (README: add the optional claims `email` and `xms_edov`).
 */
export function verifiedEmail(payload: JWTPayload): string | null {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || !email.includes('@')) return null;
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const entraVerified = payload.xms_edov === true || payload.xms_edov === 'true' || payload.xms_edov === 1;
  return verified || entraVerified ? email : null;
}
