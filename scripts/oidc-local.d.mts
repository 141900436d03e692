/** Types of scripts/oidc-local.mjs (a local OIDC provider for tests and the e2e server). */
export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  port: number;
  /** Claim overrides by email (lower case). */
  accounts: Map<string, { name?: string; email_verified?: boolean; email?: string }>;
  close(): Promise<void>;
}

export function startOidcProvider(options: {
  port?: number;
  host?: string;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  accounts?: Record<string, { name?: string; email_verified?: boolean; email?: string }>;
}): Promise<LocalOidcProvider>;
