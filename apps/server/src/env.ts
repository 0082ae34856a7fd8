import { z } from 'zod';
import { assertCloudConfig } from './auth/microsoft/national-clouds.js';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || /^(off|false|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional,
  EMBEDDED_PG_PORT: port(54329),
  AUTH_MODE: z.enum(['local', 'microsoft']).optional(),
  LOCAL_PASSWORD: optional,
  MS_TENANT_ID: optional,
  MS_CLIENT_ID: optional,
  MS_CLIENT_SECRET: optional,
  MS_AUTHORITY: optional,
  /** Entra tenant ids (GUIDs, comma-separated) whose users may sign in; required when MS_TENANT_ID is organizations/common. */
  ALLOWED_TENANT_IDS: optional.transform((v) =>
    v
      ? v
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean)
      : [],
  ),
  GRAPH_BASE_URL: z.string().url().default('https://graph.microsoft.com/v1.0'),
  TOKEN_ENCRYPTION_KEY: optional,
  SESSION_SECRET: optional,
  SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(5).default(120),
  /** A mailbox's first sync covers this many days; older mail comes through the import. */
  FIRST_SYNC_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  WEBHOOK_BASE_URL: optional,
  LLM_BASE_URL: optional,
  LLM_MODEL: optional,
  LLM_API_KEY: optional,
  SMTP_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optional,
  /** 'off' makes an API process leave the jobs to separate `npm run worker` processes. */
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** The address users reach the app at (behind a proxy); else taken from each request. */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Extra Host names (host[:port], comma-separated) the app may be reached at besides PUBLIC_URL and loopback. */
  ALLOWED_HOSTS: optional.transform((v) =>
    v
      ? v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean)
      : [],
  ),
  /** Which proxies to believe for the client address and scheme: off, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: optional.transform(parseTrustProxy),
});

export type Env = z.infer<typeof envSchema> & { AUTH_MODE: 'local' | 'microsoft' };

/** The OIDC issuer: MS_AUTHORITY, else Entra ID's v2.0 endpoint for the tenant. */
export function msAuthority(env: Env): string {
  return env.MS_AUTHORITY ?? `https://login.microsoftonline.com/${env.MS_TENANT_ID}/v2.0`;
}

/** The one place process.env is read (docs/deploy.md, Configuration shared by every process). */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const env = parsed.data;
  const authMode = env.AUTH_MODE ?? (env.MS_CLIENT_ID ? 'microsoft' : 'local');
  return { ...env, AUTH_MODE: authMode };
}

/**
 * Microsoft Graph delivers change notifications only to https URLs; a plain http address would
 * fail every subscription at runtime. Loopback http is only reachable by a local Graph test server.
 */
function assertWebhookBase(base: string | undefined): void {
  if (base === undefined) return;
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`Refusing to start: WEBHOOK_BASE_URL "${base}" is not a URL.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new Error(`Refusing to start: WEBHOOK_BASE_URL must be an https address Microsoft Graph can reach (got "${base}").`);
  }
}

export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Local mode lets anyone who can reach the port sign in with one click, so it is
 * only safe on loopback; elsewhere a password is mandatory.
 */
export function assertSafeAuthConfig(env: Env): void {
  if (env.AUTH_MODE === 'local' && !isLoopbackHost(env.HOST) && !env.LOCAL_PASSWORD) {
    throw new Error(`Refusing to start: local sign-in on non-loopback HOST "${env.HOST}" needs LOCAL_PASSWORD to be set.`);
  }
  if (env.AUTH_MODE === 'microsoft' && (!env.MS_CLIENT_ID || !env.MS_CLIENT_SECRET || !env.MS_TENANT_ID)) {
    throw new Error('Refusing to start: AUTH_MODE=microsoft needs MS_TENANT_ID, MS_CLIENT_ID and MS_CLIENT_SECRET.');
  }
  assertWebhookBase(env.WEBHOOK_BASE_URL);
  assertCloudConfig(env);
  // Several machines share one database: each must decrypt the others' tokens, so the key cannot be generated locally.
  if (env.AUTH_MODE === 'microsoft' && env.DATABASE_URL && !env.TOKEN_ENCRYPTION_KEY) {
    throw new Error('Refusing to start: with DATABASE_URL, Microsoft sign-in needs TOKEN_ENCRYPTION_KEY in the environment.');
  }
}
