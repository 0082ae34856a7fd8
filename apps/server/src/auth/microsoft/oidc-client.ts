import * as oidc from 'openid-client';
import { msAuthority, type Env } from '../../env.js';

/** Graph mail scopes: read and organise mail, send replies, read the profile. */
export const MICROSOFT_SCOPES = ['openid', 'email', 'profile', 'offline_access', 'User.Read', 'Mail.ReadWrite', 'Mail.Send'];

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
