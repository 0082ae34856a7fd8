import { GraphRequestError, GraphTodo } from '@triage/mail';
import { HttpError } from '../../http/errors.js';
import type { Runtime } from '../../runtime.js';

/** The user's Microsoft To Do through the same token store as mail; null outside Microsoft mode. */
export function todoFor(runtime: Pick<Runtime, 'env' | 'tokens'>, userId: string): GraphTodo | null {
  const { env, tokens } = runtime;
  if (env.AUTH_MODE !== 'microsoft' || !tokens) return null;
  return new GraphTodo({
    baseUrl: env.GRAPH_BASE_URL,
    getAccessToken: () => tokens.accessToken(userId),
    onUnauthorized: () => tokens.refresh(userId),
  });
}

/** Graph refused or failed after its retries: the user sees To Do's failure as a 502, not as our own fault. */
export async function todoCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GraphRequestError) throw new HttpError(502, 'provider_error', err.message);
    throw err;
  }
}
