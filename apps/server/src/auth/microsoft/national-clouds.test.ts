import { describe, expect, it } from 'vitest';
import { assertSafeAuthConfig, loadEnv } from '../../env.js';
import { qualifyScopes } from './national-clouds.js';

const ms = { MS_CLIENT_ID: 'c', MS_CLIENT_SECRET: 's' };
const TENANT = '6babcaad-604b-40ac-a9d7-9fd97c0b779f';

describe('national clouds', () => {
  it('need a tenant GUID and their own authority', () => {
    const usGraph = { ...ms, GRAPH_BASE_URL: 'https://graph.microsoft.us/v1.0' };
    expect(() => assertSafeAuthConfig(loadEnv({ ...usGraph, MS_TENANT_ID: TENANT }))).toThrow(/MS_AUTHORITY/);
    const us = { ...usGraph, MS_AUTHORITY: `https://login.microsoftonline.us/${TENANT}/v2.0` };
    expect(() => assertSafeAuthConfig(loadEnv({ ...us, MS_TENANT_ID: 'contoso.onmicrosoft.us' }))).toThrow(/tenant\) id GUID/);
    expect(() => assertSafeAuthConfig(loadEnv({ ...us, MS_TENANT_ID: 'organizations' }))).toThrow(/GUID/);
    expect(() => assertSafeAuthConfig(loadEnv({ ...us, MS_TENANT_ID: TENANT }))).not.toThrow();
    const china = {
      ...ms,
      GRAPH_BASE_URL: 'https://microsoftgraph.chinacloudapi.cn/v1.0',
      MS_AUTHORITY: `https://login.chinacloudapi.cn/${TENANT}/v2.0`,
    };
    expect(() => assertSafeAuthConfig(loadEnv({ ...china, MS_TENANT_ID: TENANT }))).not.toThrow();
  });

  it('leave the global service alone (domain names and multi-tenant allowed)', () => {
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, MS_TENANT_ID: 'contoso.onmicrosoft.com' }))).not.toThrow();
    expect(() => assertSafeAuthConfig(loadEnv({ ...ms, MS_TENANT_ID: 'organizations', ALLOWED_TENANT_IDS: TENANT }))).not.toThrow();
  });

  it("ask for permissions on the cloud's own Graph", () => {
    const scopes = ['openid', 'offline_access', 'User.Read', 'Mail.Send'];
    expect(qualifyScopes(loadEnv({ ...ms, MS_TENANT_ID: TENANT, GRAPH_BASE_URL: 'https://graph.microsoft.us/v1.0' }), scopes)).toEqual([
      'openid',
      'offline_access',
      'https://graph.microsoft.us/User.Read',
      'https://graph.microsoft.us/Mail.Send',
    ]);
    expect(qualifyScopes(loadEnv({ ...ms, MS_TENANT_ID: TENANT }), scopes)).toEqual(scopes);
  });
});
