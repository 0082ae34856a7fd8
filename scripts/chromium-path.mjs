// The Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell, else Debian's
// full Chromium, else none (npm test then installs Playwright's). The headless shell is the same
// engine without the browser's own windows and UI pages, and took about a third less CPU per test
// (docs/architecture.md, Tests).
import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The path of the Chromium to test in, or null when this machine has none of its own. */
export function systemChromium() {
  return process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate)) ?? null;
}
