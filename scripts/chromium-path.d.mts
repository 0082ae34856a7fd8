/** The path of the Chromium to test in, or null when this machine has none of its own. */
export function systemChromium(): string | null;
