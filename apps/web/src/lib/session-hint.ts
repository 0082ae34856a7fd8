/**
 * Whether this browser was signed in the last time the app looked. Work that only makes sense
 * signed in (loading the queue before the session check answers) waits for it, so a signed-out
 * visit makes no protected call at all.
 */
const KEY = 'triage.session.hint';

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the queue simply loads after the session check.
  }
}
