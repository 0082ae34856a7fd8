import type { TestApp } from '../helpers/test-app.js';
import { loginThroughProvider } from './provider-login.js';

/** Signs in through the OIDC test provider as a browser would; returns the session cookie, or the failure redirect. */
export async function signInThroughProvider(t: TestApp): Promise<{ cookie: string | null; location: string }> {
  const start = await t.anonymous.get('/auth/microsoft/sign-in');
  const flow = start.cookies.find((c) => c.name === 'triage_oauth')!.value;
  const back = new URL(await loginThroughProvider(start.headers.location as string, 'http://localhost:3000/auth/callback'));
  const done = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { host: 'localhost:3000', cookie: `triage_oauth=${flow}` },
  });
  const session = done.cookies.find((c) => c.name === 'triage_session')?.value;
  return { cookie: session ? `triage_session=${session}` : null, location: String(done.headers.location) };
}
