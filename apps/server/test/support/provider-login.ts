/**
 * Walks the test provider's login and consent pages over HTTP, as a browser
 * would, and returns the URL the provider finally sends the user back to.
 */
export async function loginThroughProvider(authorizationUrl: string, redirectPrefix: string, login = 'ada'): Promise<string> {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(redirectPrefix)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    remember(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    const body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    const submitted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    remember(submitted);
    url = new URL(submitted.headers.get('location')!, url).href;
  }
  throw new Error('The provider never sent the user back');
}
