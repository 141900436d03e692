// A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 for tests and the
// end-to-end server: one confidential client, RS256 keys generated at start, and the package's
// development login form, where any typed email signs in as that account. Never for production.
//
//   import { startOidcProvider } from '../scripts/oidc-local.mjs';
//   const idp = await startOidcProvider({ redirectUris: ['http://127.0.0.1:3000/api/v1/auth/callback/microsoft'] });
//   // idp.issuer, idp.clientId, idp.clientSecret, idp.accounts, await idp.close()
//
// Run directly (`node scripts/oidc-local.mjs <redirect-uri>`) it prints its settings as JSON.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

/**
 * @param {{ port?: number, host?: string, redirectUris: string[], clientId?: string, clientSecret?: string,
 *   accounts?: Record<string, { name?: string, email_verified?: boolean, email?: string }> }} options
 *   `accounts`: claim overrides by typed email (lower case); any other email signs in with
 *   `{ sub, email, email_verified: true, name }`.
 */
export async function startOidcProvider(options) {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'atalaya-local';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  /** Accounts by email (lower case): created on first sign-in, overrides kept. */
  const accounts = new Map(
    Object.entries(options.accounts ?? {}).map(([email, claims]) => [email.toLowerCase(), { ...claims }]),
  );
  const subs = new Map();

  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve(undefined));
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const issuer = `http://${host}:${port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Entra ID: the requested claims travel in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 3600, Interaction: 600, Session: 3600 },
    // No consent screen: the one local client is first-party.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const email = String(id).trim().toLowerCase();
      if (!email) return undefined;
      if (!subs.has(email)) subs.set(email, randomUUID());
      const overrides = accounts.get(email) ?? {};
      return {
        // As typed (the session is bound to it); the claims use the lower-case email.
        accountId: String(id),
        async claims() {
          return {
            sub: subs.get(email),
            email: overrides.email ?? email,
            email_verified: overrides.email_verified ?? true,
            name: overrides.name ?? email.split('@')[0],
          };
        },
      };
    },
  });
  // Quiet: the package logs server errors (bad requests in negative tests) to stderr otherwise.
  provider.on('server_error', (ctx, e) => {
    if (process.env.OIDC_DEBUG) console.error(e);
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    port,
    /** Claim overrides by email, editable by tests (e.g. `accounts.set('x@y.cl', { email_verified: false })`). */
    accounts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const redirectUris = process.argv.slice(2);
  if (redirectUris.length === 0) {
    console.error('uso: node scripts/oidc-local.mjs <redirect-uri> [...]');
    process.exit(1);
  }
  const idp = await startOidcProvider({ redirectUris, port: Number(process.env.OIDC_PORT ?? 0) });
  console.log(
    JSON.stringify({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret }),
  );
}
