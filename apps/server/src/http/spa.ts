import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/auth/me', '/auth/config', '/auth/local/', '/auth/sign-out', '/auth/microsoft/'];

/**
 * Serves the built web app; any other GET that wants HTML gets index.html so
 * client routes (/tasks, /auth/callback, ...) load on refresh.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<boolean> {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [url, query = ''] = request.url.split('?') as [string, string?];
    if (API_PREFIXES.some((p) => url.startsWith(p))) return;
    // The identity provider's answer (it always carries state) is for the server; the app shows the rest.
    if (url === '/auth/callback' && new URLSearchParams(query).has('state')) return;
    if (url === '/' || !path.extname(url)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
  });
  return true;
}
