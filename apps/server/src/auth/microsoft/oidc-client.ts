import * as oidc from 'openid-client';
import { msAuthority, type Env } from '../../env.js';

/**
 * Exactly what the code uses (docs/microsoft-365.md says why for each): openid/profile/email for
 * who signed in, offline_access for background sync, User.Read for GET /me, Mail.ReadWrite for
 * reading the inbox and marking mail read (read state goes both ways), Mail.Send for replies,
 * Tasks.ReadWrite for Microsoft To Do (approved tasks created there, completion both ways).
 */
export const MICROSOFT_SCOPES = [
  'openid',
  'email',
  'profile',
  'offline_access',
  'User.Read',
  'Mail.ReadWrite',
  'Mail.Send',
  'Tasks.ReadWrite',
];

/** Discovers the issuer once per process; a failed discovery is retried on the next sign-in. */
export class OidcClient {
  private config: Promise<oidc.Configuration> | null = null;

  constructor(private readonly env: Env) {}

  configuration(): Promise<oidc.Configuration> {
    if (!this.config) {
      const issuer = new URL(msAuthority(this.env));
      this.config = oidc
        .discovery(issuer, this.env.MS_CLIENT_ID!, undefined, oidc.ClientSecretPost(this.env.MS_CLIENT_SECRET!), {
          // Only the local test provider is served over plain http.
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        })
        .catch((err: unknown) => {
          this.config = null;
          throw err;
        });
    }
    return this.config;
  }
}
