/** How long a reply waits before it goes, so Undo can still stop it (docs/behaviour.md, Reply block). */
export const SEND_DELAY_MS = 4000;
