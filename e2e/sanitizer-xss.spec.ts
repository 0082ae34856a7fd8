import { test, expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { sanitizeEmailHtml } from '../packages/mail/src/sanitize/sanitize-email-html.js';
import { loadAllXssVectors, loadXssSlice, type XssVector } from '../packages/mail/test/helpers/xss-vectors.js';

/**
 * Every vector of DOMPurify's fixtures, the HTML5 Security Cheatsheet and the OWASP cheat sheet
 * (from SHARED_DATA_DIR; without it, the slice shipped in packages/mail/test/fixtures), sanitized by sanitizeEmailHtml and rendered by Chromium as a full page WITH scripts enabled (the
 * worst case: the app itself renders email in a script-less sandbox). Each vector gets its own
 * document; every element is hovered, focused and clicked, for real and through synthetic events
 * of every kind. A vector fails when any script is compiled in the page (CDP Debugger.scriptParsed
 * catches inline handlers, javascript: URLs and script elements alike), alert/confirm/prompt/print
 * or window.__xss fire, a dialog opens, an error is logged, anything is fetched, or a
 * javascript:/vbscript:/data: URL survives in a URL attribute. A canary test feeds unsanitized
 * vectors through the same harness to prove it detects them.
 */
// Tracing injects its snapshot script into the page's main world, which the scriptParsed watch
// would rightly report; this spec needs no trace.
test.use({ trace: 'off' });

const ORIGIN = 'http://xss.test';
const INSTRUMENT_URL = 'xss-instrument.js';
const HARNESS_URL = 'xss-harness.js';

const INSTRUMENT = `(() => {
  window.__xss = false;
  window.__xssLog = [];
  const hit = (name) => function () { window.__xss = true; window.__xssLog.push(name); };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    try { Object.defineProperty(window, name, { value: hit(name), writable: false, configurable: false }); } catch {}
  }
})();
//# sourceURL=${INSTRUMENT_URL}`;

const EVENTS = [
  'click',
  'dblclick',
  'auxclick',
  'contextmenu',
  'mousedown',
  'mouseup',
  'mouseover',
  'mouseout',
  'mouseenter',
  'mouseleave',
  'mousemove',
  'wheel',
  'pointerdown',
  'pointerup',
  'pointerover',
  'pointerenter',
  'pointerleave',
  'pointermove',
  'touchstart',
  'touchend',
  'focus',
  'blur',
  'focusin',
  'focusout',
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'submit',
  'reset',
  'select',
  'invalid',
  'search',
  'load',
  'error',
  'abort',
  'toggle',
  'beforetoggle',
  'scroll',
  'scrollend',
  'resize',
  'copy',
  'cut',
  'paste',
  'drag',
  'dragstart',
  'dragend',
  'dragenter',
  'dragover',
  'dragleave',
  'drop',
  'animationstart',
  'animationend',
  'animationiteration',
  'transitionstart',
  'transitionend',
  'transitionrun',
  'play',
  'playing',
  'pause',
  'ended',
  'canplay',
  'loadstart',
  'loadeddata',
  'progress',
  'timeupdate',
  'beforeprint',
  'afterprint',
  'hashchange',
  'popstate',
  'pageshow',
  'message',
  'readystatechange',
  'DOMContentLoaded',
  'selectstart',
  'show',
  'cuechange',
  'securitypolicyviolation',
];

/** Fires every event on every element, focuses and clicks each one; returns their on-screen centres. */
const FIRE = `(() => {
  const events = ${JSON.stringify(EVENTS)};
  const targets = [window, document, ...document.querySelectorAll('*')].slice(0, 300);
  for (const target of targets) {
    for (const type of events) { try { target.dispatchEvent(new Event(type, { bubbles: true, cancelable: true })); } catch {} }
    try { target.focus?.(); } catch {}
    try { if (target !== window && target !== document) target.click?.(); } catch {}
  }
  return [...document.querySelectorAll('body *')].slice(0, 60).map((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] : null;
  }).filter(Boolean);
})()`;

/** What is left in the DOM that could still run script, plus the instrumentation's findings. */
const INSPECT = `(() => {
  const bad = /^(?:javascript|vbscript|data):/i;
  const urlAttrs = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'srcset', 'data', 'codebase', 'cite', 'lowsrc', 'dynsrc', 'ping'];
  const found = [];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/[\\u0000-\\u0020\\u007f-\\u009f]+/g, '');
      if (name.startsWith('on')) found.push('handler ' + name + ' on <' + el.localName + '>');
      if ((urlAttrs.includes(name) || name.endsWith(':href')) && bad.test(value)) found.push(name + '=' + attr.value.slice(0, 40));
    }
    if (['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'form', 'base', 'meta', 'link', 'frame', 'frameset'].includes(el.localName)) {
      found.push('<' + el.localName + '> element');
    }
  }
  return JSON.stringify({ xss: window.__xss, calls: window.__xssLog, found, url: location.href });
})()`;

type Harness = { render(html: string): Promise<string[]> };

async function createHarness(page: Page, context: BrowserContext): Promise<Harness> {
  let html = '';
  let problems: string[] = [];
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Debugger.enable');
  // A `debugger;` statement in a vector must not freeze the run (and if it runs, scriptParsed reports it).
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  cdp.on('Debugger.scriptParsed', (e) => {
    const main = (e.executionContextAuxData as { isDefault?: boolean } | undefined)?.isDefault !== false;
    if (main && e.url !== INSTRUMENT_URL && e.url !== HARNESS_URL) problems.push(`script compiled (${e.url || 'inline'})`);
  });
  await context.addInitScript(INSTRUMENT);
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${ORIGIN}/`) && route.request().resourceType() === 'document' && route.request().frame() === page.mainFrame()) {
      await route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>vector</title></head><body>${html}</body></html>`,
      });
      return;
    }
    if (route.request().resourceType() !== 'document') problems.push(`fetched ${url.slice(0, 80)}`);
    await route.abort();
  });
  page.on('dialog', (d) => {
    problems.push(`dialog ${d.type()}`);
    void d.dismiss().catch(() => {});
  });
  page.on('pageerror', (e) => problems.push(`page error ${e.message.slice(0, 80)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error ${m.text().slice(0, 80)}`);
  });
  context.on('page', (popup) => {
    if (/^(?:javascript|vbscript|data):/i.test(popup.url())) problems.push(`popup ${popup.url().slice(0, 60)}`);
    void popup.close().catch(() => {});
  });
  const evaluate = async <T>(expression: string): Promise<T> => {
    const result = await cdp.send('Runtime.evaluate', { expression: `${expression}\n//# sourceURL=${HARNESS_URL}`, returnByValue: true });
    return result.result.value as T;
  };

  let n = 0;
  return {
    async render(content) {
      html = content;
      problems = [];
      const url = `${ORIGIN}/vector-${++n}`;
      await page.goto(url, { waitUntil: 'load' });
      const points = await evaluate<[number, number][]>(FIRE);
      // A click moves the mouse there first: the element is hovered, then pressed.
      for (const [x, y] of points) await page.mouse.click(x, y);
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      await page.waitForTimeout(30);
      const state = JSON.parse(await evaluate<string>(INSPECT)) as { xss: boolean; calls: string[]; found: string[]; url: string };
      if (state.xss || state.calls.length) problems.push(`called ${state.calls.join(',') || 'window.__xss'}`);
      if (state.url !== url) problems.push(`navigated to ${state.url.slice(0, 60)}`);
      return [...problems, ...state.found];
    },
  };
}

const full = loadAllXssVectors();
const vectors = full ?? loadXssSlice();
const bySource = (source: XssVector['source']) => vectors.filter((v) => v.source === source);

test.describe(`email sanitizer against XSS vectors in Chromium (${full ? 'full collections' : 'shipped slice'})`, () => {
  // The sweeps need no server state and each opens its own page: with the full collections (482
  // vectors) they are the longest tests, so they spread over the workers instead of queuing on one.
  test.describe.configure({ mode: 'parallel' });

  test('reads vectors of all three collections', () => {
    expect(['dompurify', 'html5sec', 'owasp'].map((s) => bySource(s as XssVector['source']).length > 0)).toEqual([true, true, true]);
  });

  test('the harness detects unsanitized vectors (canary)', async ({ page, context }) => {
    const harness = await createHarness(page, context);
    const raw = [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<div onmouseover="alert(1)" style="width:100px;height:100px">hover</div>',
      '<details open ontoggle=alert(1)>',
      '<form><button formaction="javascript:alert(1)">X</button></form>',
      '<script>window.__xss = true</script>',
      '<iframe src="data:text/html,<script>parent.alert(1)</script>"></iframe>',
    ];
    for (const html of raw) {
      // Each raw vector must be caught running script, not merely for a leftover attribute.
      const problems = await harness.render(html);
      expect(
        problems.some((p) => p.startsWith('script compiled') || p.startsWith('called')),
        `${html}: ${problems.join('; ')}`,
      ).toBe(true);
    }
    for (const html of raw) expect(await harness.render(sanitizeEmailHtml(html)), html).toEqual([]);
  });

  for (const source of ['dompurify', 'html5sec', 'owasp'] as const) {
    test(`${source}: no script runs, no handler fires, no script URL survives`, async ({ page, context }) => {
      test.setTimeout(300_000);
      const harness = await createHarness(page, context);
      const failures: string[] = [];
      for (const vector of bySource(source)) {
        const problems = await harness.render(sanitizeEmailHtml(vector.html));
        if (problems.length) failures.push(`${vector.name}: ${problems.join('; ')}`);
      }
      console.log(`[xss] ${source}: ${bySource(source).length} vectors rendered, ${failures.length} failures`);
      expect(bySource(source).length).toBeGreaterThan(0);
      expect(failures).toEqual([]);
    });
  }
});
