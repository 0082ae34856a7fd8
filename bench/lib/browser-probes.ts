/**
 * Code that runs inside the page. Kept as plain JavaScript source (tsx would
 * wrap TypeScript functions in helpers the page does not have). Every time is
 * taken in the page with performance.now(), up to the frame after the change,
 * so it includes rendering and the paint that shows it.
 */

/** Installed before the app loads: notes when the first email card was in the DOM and painted. */
export const WATCH_FIRST_CARD = `(() => {
  const check = () => {
    if (!document.querySelector('[data-testid="email-card"]')) return false;
    const domMs = performance.now();
    requestAnimationFrame(() => setTimeout(() => { window.__firstCard = { domMs, paintedMs: performance.now() }; }, 0));
    return true;
  };
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  } catch {}
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** Time from the Enter keydown on the card to its body shown and painted (ms), or -1 after 10 s. */
const EXPAND = `async (emailId) => {
  const card = document.querySelector('[data-email-id="' + emailId + '"]');
  if (!card) return -1;
  card.focus();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const start = performance.now();
  card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  return new Promise((resolve) => {
    const poll = () => {
      const body = card.querySelector('[data-testid="email-body"]');
      if (body && body.getBoundingClientRect().height > 0) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      else if (performance.now() - start > 10000) resolve(-1);
      else requestAnimationFrame(poll);
    };
    poll();
  });
}`;

/** Collapses the card again (Enter toggles) and waits until its body is gone. */
const COLLAPSE = `async (emailId) => {
  const card = document.querySelector('[data-email-id="' + emailId + '"]');
  if (!card || !card.querySelector('[data-testid="email-body"]')) return;
  card.focus();
  card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  const start = performance.now();
  while (card.querySelector('[data-testid="email-body"]') && performance.now() - start < 5000) await new Promise((r) => requestAnimationFrame(r));
}`;

/**
 * Puts `term` into the task search box (one input event, as a paste). The Tasks
 * screen searches on the server and keeps the previous page shown until the
 * answer comes, so the probe waits for that request's answer, then for a DOM
 * change after it that leaves only matching cards (or the empty state), then
 * for the next painted frame. Returns ms from the input to that paint and to
 * the answer (`answeredMs`), or -1 for both after 10 s.
 */
const FILTER_TASKS = `async (term) => {
  const input = document.querySelector('input[aria-label="Search tasks"]');
  if (!input) return { paintedMs: -1, answeredMs: -1 };
  performance.clearResourceTimings();
  let changedAt = -1;
  const observer = new MutationObserver(() => { changedAt = performance.now(); });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const query = new URLSearchParams({ q: term.trim() }).toString();
  const isAnswer = (r) => r.name.includes('/api/v1/tasks?') && (r.name.endsWith(query) || r.name.includes(query + '&'));
  const wanted = term.toLowerCase();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const start = performance.now();
  setValue.call(input, term);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return new Promise((resolve) => {
    const poll = () => {
      const answer = performance.getEntriesByType('resource').find(isAnswer);
      const cards = [...document.querySelectorAll('[data-testid="task-card"]')];
      const shown = cards.length > 0
        ? cards.every((c) => (c.textContent || '').toLowerCase().includes(wanted))
        : (document.body.textContent || '').includes('No tasks found');
      if (answer && changedAt >= answer.responseEnd && shown) {
        observer.disconnect();
        const answeredMs = answer.responseEnd - start;
        requestAnimationFrame(() => setTimeout(() => resolve({ paintedMs: performance.now() - start, answeredMs }), 0));
      } else if (performance.now() - start > 10000) {
        observer.disconnect();
        resolve({ paintedMs: -1, answeredMs: -1 });
      } else requestAnimationFrame(poll);
    };
    poll();
  });
}`;

const call = (fn: string, arg: string) => `(${fn})(${JSON.stringify(arg)})`;
export const expandCard = (emailId: string) => call(EXPAND, emailId);
export const collapseCard = (emailId: string) => call(COLLAPSE, emailId);
export const filterTasks = (term: string) => call(FILTER_TASKS, term);
export const FIRST_CARD_READY = 'window.__firstCard !== undefined';
/** The first card's paint, and where the time before it went (from the page's own timing entries). */
export const FIRST_CARD_TIMING = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource');
  const api = res.find((r) => r.name.includes('/api/v1/emails/recommendations'));
  const js = res.filter((r) => r.name.endsWith('.js'));
  const painted = window.__firstCard.paintedMs;
  const before = (rs) => rs.filter((r) => r.responseEnd <= painted);
  const page = res.find((r) => r.name.includes('intelligence-center-page'));
  const calls = before(res.filter((r) => r.name.includes('/api/') || r.name.includes('/auth/')));
  const longTasks = (window.__longTasks || []).filter((t) => t.startTime < painted);
  return {
    paintedMs: window.__firstCard.paintedMs,
    domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : null,
    scriptsLoadedMs: js.length ? Math.max(...js.map((r) => r.responseEnd)) : null,
    recommendationsRequestStartMs: api ? api.startTime : null,
    recommendationsResponseEndMs: api ? api.responseEnd : null,
    pageChunkLoadedMs: page ? page.responseEnd : null,
    lastRequestBeforePaintEndMs: calls.length ? Math.max(...calls.map((r) => r.responseEnd)) : null,
    requestsBeforePaint: calls.length,
    cardInDomMs: window.__firstCard.domMs,
    longTasksBeforePaintMs: longTasks.reduce((a, t) => a + t.duration, 0),
  };
})()`;
