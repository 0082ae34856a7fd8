import { describe, expect, it } from 'vitest';
import { assertSafeAuthConfig, isLoopbackHost, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      AUTH_MODE: 'local',
      SYNC_INTERVAL_SECONDS: 120,
      GRAPH_BASE_URL: 'https://graph.microsoft.com/v1.0',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('chooses Microsoft sign-in when an Entra app is configured', () => {
    expect(loadEnv({ MS_CLIENT_ID: 'abc' }).AUTH_MODE).toBe('microsoft');
    expect(loadEnv({ MS_CLIENT_ID: 'abc', AUTH_MODE: 'local' }).AUTH_MODE).toBe('local');
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ AUTH_MODE: 'ldap' })).toThrow(/AUTH_MODE/);
  });
});

describe('auth safety at start', () => {
  it('knows the loopback addresses', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('refuses local mode on a public address without a password', () => {
    expect(() => assertSafeAuthConfig(loadEnv({ HOST: '0.0.0.0' }))).toThrow(/LOCAL_PASSWORD/);
    expect(() => assertSafeAuthConfig(loadEnv({ HOST: '0.0.0.0', LOCAL_PASSWORD: 'pw' }))).not.toThrow();
    expect(() => assertSafeAuthConfig(loadEnv({}))).not.toThrow();
  });

  it('refuses Microsoft mode without the whole Entra app', () => {
    expect(() => assertSafeAuthConfig(loadEnv({ MS_CLIENT_ID: 'id' }))).toThrow(/MS_TENANT_ID/);
  });

  it('needs the token key from the environment when Microsoft mode shares a database', () => {
    const ms = { MS_CLIENT_ID: 'id', MS_CLIENT_SECRET: 's', MS_TENANT_ID: 't' };
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, DATABASE_URL: 'postgres://x/y' }))).toThrow(/TOKEN_ENCRYPTION_KEY/);
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, DATABASE_URL: 'postgres://x/y', TOKEN_ENCRYPTION_KEY: 'k' }))).not.toThrow();
    expect(() => assertSafeAuthConfig(loadEnv(ms))).not.toThrow();
  });

  it('refuses a WEBHOOK_BASE_URL Microsoft Graph would not deliver to (not https)', () => {
    const ms = { MS_CLIENT_ID: 'c', MS_CLIENT_SECRET: 's', MS_TENANT_ID: 't' };
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, WEBHOOK_BASE_URL: 'http://triage.example.com' }))).toThrow(
      /WEBHOOK_BASE_URL must be an https/,
    );
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, WEBHOOK_BASE_URL: 'not a url' }))).toThrow(/WEBHOOK_BASE_URL/);
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, WEBHOOK_BASE_URL: 'https://triage.example.com' }))).not.toThrow();
    // Only a local Graph test server can reach a loopback address.
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, WEBHOOK_BASE_URL: 'http://127.0.0.1:3000' }))).not.toThrow();
  });
});
