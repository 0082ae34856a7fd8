import type { TokenCrypto } from '../token-crypto.js';

export const FLOW_COOKIE = 'triage_oauth';
const FLOW_TTL_MS = 10 * 60 * 1000;

export type PendingFlow = { state: string; nonce: string; verifier: string; returnTo: string; expiresAt: number };

/**
 * The PKCE verifier, state and nonce of a sign-in in progress travel in an
 * encrypted, httpOnly cookie, so any server process can finish the sign-in.
 */
export function sealFlow(crypto: TokenCrypto, flow: Omit<PendingFlow, 'expiresAt'>): string {
  return crypto.encrypt(JSON.stringify({ ...flow, expiresAt: Date.now() + FLOW_TTL_MS }));
}

export function openFlow(crypto: TokenCrypto, sealed: string | undefined): PendingFlow | null {
  if (!sealed) return null;
  try {
    const flow = JSON.parse(crypto.decrypt(sealed)) as PendingFlow;
    return flow.expiresAt > Date.now() ? flow : null;
  } catch {
    return null;
  }
}

export const FLOW_COOKIE_MAX_AGE = FLOW_TTL_MS / 1000;
