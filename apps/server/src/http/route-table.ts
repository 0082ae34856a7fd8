import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

type RouteEntry = { method: string; url: string; schema: FastifySchema | undefined; audit: FastifyContextConfig['audit'] };

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route as it is registered, so the security suites can walk the
 * server's real route list instead of a hand-kept one.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema, audit: route.config?.audit });
    }
  });
}
