// Zod-free, so the app shell can show these texts without loading zod (docs/performance.md).

/**
 * Why background sync of a Microsoft 365 mailbox is stopped. Each text is what Settings >
 * Account Connections and the Sync Dashboard show; the administrator's steps are in
 * docs/microsoft-365.md.
 */
export const CONNECTION_PROBLEMS = {
  /** Graph cannot serve this mailbox (on-premises, not licensed, inactive, an application access policy). */
  unsupported_mailbox:
    'Triage cannot read this mailbox through Microsoft 365: it is hosted on-premises, not licensed for Exchange Online, or blocked by an application access policy. Sync is paused until you sign in again; ask your administrator if this persists.',
  /** Entra refused the app itself (expired or wrong client secret, app not allowed): an administrator must fix it. */
  app_configuration:
    "Sync is paused: Microsoft refused Triage's app registration (for example an expired client secret). Your sign-in is kept; sync resumes once an administrator fixes the registration.",
} as const;
export type ConnectionProblem = keyof typeof CONNECTION_PROBLEMS;

/** Shown while Graph throttles the mailbox (a long Retry-After); `until` is a local time. */
export const connectionThrottledText = (until: string) =>
  `Microsoft 365 asked Triage to slow down: sync and imports resume after ${until}.`;
