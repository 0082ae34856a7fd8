import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** docs/behaviour.md, Constants and limits: what the screen shows when the server cannot say. */
const SYSTEM_INFO_FALLBACKS = { version: '1.0.0', environment: 'Development', status: 'Healthy' } as const;

export interface SystemInfoView {
  version: string;
  environment: string;
  status: string;
  lastUpdated: string | null;
  authMode: string | null;
  database: string | null;
  /** Fields the server did not give, shown with their fallback. */
  fallbacks: string[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The server's answer, each missing field replaced by its fallback (and named as such). */
export function toSystemInfoView(payload: unknown): SystemInfoView {
  const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const fallbacks: string[] = [];
  const pick = (key: keyof typeof SYSTEM_INFO_FALLBACKS) => {
    const value = text(body[key]);
    if (value) return value;
    fallbacks.push(key);
    return SYSTEM_INFO_FALLBACKS[key];
  };
  return {
    version: pick('version'),
    environment: pick('environment'),
    status: pick('status'),
    lastUpdated: text(body.last_updated),
    authMode: text(body.authMode),
    database: text(body.database),
    fallbacks,
  };
}

const fetchSystemInfo = async () => toSystemInfoView(await apiFetch<unknown>('/api/v1/system/info'));

export function useSystemInfo() {
  return useQuery(queryOptions({ queryKey: queryKeys.systemInfo, queryFn: fetchSystemInfo }));
}
