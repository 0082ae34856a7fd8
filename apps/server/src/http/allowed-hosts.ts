import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env.js';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]']);

/** host[:port] lower-cased, the port dropped when it is the scheme's default (as browsers send it). */
function hostOf(url: string): string {
  return new URL(url).host.toLowerCase();
}

function withPort(name: string, port: number): string {
  return port === 80 ? name : `${name}:${port}`;
}

/**
 * The Host values this server answers to: PUBLIC_URL's and WEBHOOK_BASE_URL's hosts,
 * ALLOWED_HOSTS, the address it listens on, and the loopback names with the port
 * the request came in on. A DNS-rebinding page sends its own name as Host, which
 * is in none of these.
 */
function hostAllowed(env: Env, host: string | undefined, localPort: number | undefined): boolean {
  if (!host) return false;
  const wanted = host.toLowerCase();
  const configured = [env.PUBLIC_URL, env.WEBHOOK_BASE_URL].filter((u): u is string => !!u).map(hostOf);
  if (configured.includes(wanted) || env.ALLOWED_HOSTS.includes(wanted)) return true;
  const port = localPort ?? env.PORT;
  const listenName = env.HOST.includes(':') && !env.HOST.startsWith('[') ? `[${env.HOST}]` : env.HOST;
  const names = WILDCARD_ADDRESSES.has(env.HOST) ? LOOPBACK_NAMES : [...LOOPBACK_NAMES, listenName.toLowerCase()];
  return names.some((name) => withPort(name, port) === wanted);
}

/** The origin a same-site request carries for this Host: PUBLIC_URL's when that is the Host, else this hop's scheme. */
export function expectedOrigin(env: Env, request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  if (env.PUBLIC_URL && hostOf(env.PUBLIC_URL) === host) return new URL(env.PUBLIC_URL).origin;
  return `${request.protocol}://${host}`;
}

/** Misdirected Request for any Host not meant for this server, before routing or sessions are looked at. */
export function registerHostCheck(app: FastifyInstance, env: Env): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hostAllowed(env, request.headers.host, request.socket.localPort)) return;
    const host = request.headers.host ?? '(none)';
    return reply.status(421).send({
      error: {
        code: 'host_not_allowed',
        message: `This server does not answer to the host ${JSON.stringify(host)}: set PUBLIC_URL or ALLOWED_HOSTS to reach it by that name`,
        requestId: request.id,
      },
    });
  });
}
