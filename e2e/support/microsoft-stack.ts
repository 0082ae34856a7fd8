import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/helpers/free-port.js';
import { startOidcTestProvider, type OidcTestProvider } from '../../apps/server/test/support/oidc-test-provider.js';
import { serverNodeFlags } from '../../apps/server/src/node-flags.js';
import { startGraphTestServer, type GraphTestServer } from '../../packages/mail/test-support/graph-test-server/index.js';
import { pgPortOf, serverPorts } from './worker-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The workers' e2e servers' ports (support/worker-server.ts): never ours. */
const TAKEN = new Set(serverPorts.flatMap((p) => [p, pgPortOf(p)]));

export type MicrosoftStack = {
  /** The Triage server, e.g. http://127.0.0.1:41234 */
  base: string;
  idp: OidcTestProvider;
  graph: GraphTestServer;
  output: () => string;
  stop: () => Promise<void>;
};

async function port(): Promise<number> {
  for (;;) {
    const p = await freePort();
    if (!TAKEN.has(p)) return p;
  }
}

/**
 * Entra ID and Microsoft Graph stand-ins on loopback (a real OpenID provider and the Graph test
 * server), and the built Triage server in Microsoft mode pointed at them, on its own port, data
 * folder and embedded PostgreSQL.
 */
export async function startMicrosoftStack(options: { messages: number }): Promise<MicrosoftStack> {
  const [appPort, pgPort] = [await port(), await port()];
  const base = `http://127.0.0.1:${appPort}`;
  // Entra only returns to registered redirect URIs; the server builds it from the Host the browser uses.
  const idp = await startOidcTestProvider({ redirectUris: [`${base}/auth/callback`] });
  const graph = await startGraphTestServer({ messages: options.messages }).catch(async (err: unknown) => {
    await idp.close();
    throw err;
  });
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const dataDir = await mkdtemp(path.join(root, '.tmp', 'e2e-microsoft-'));
  // The binary itself, not npx: SIGTERM must reach the server so it stops its PostgreSQL.
  const child = spawn(process.execPath, [...serverNodeFlags(), path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(appPort),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      AUTH_MODE: 'microsoft',
      MS_TENANT_ID: 'contoso',
      MS_CLIENT_ID: idp.clientId,
      MS_CLIENT_SECRET: idp.clientSecret,
      MS_AUTHORITY: idp.issuer,
      GRAPH_BASE_URL: graph.url,
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async () => {
    if (running()) {
      child.kill('SIGTERM');
      const late = await Promise.race([exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 20_000))]);
      if (late) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await Promise.allSettled([idp.close(), graph.close()]);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (!running()) throw new Error(`the server exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output}`);
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, idp, graph, output: () => output, stop };
}
