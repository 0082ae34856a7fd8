import { z } from 'zod';

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
export const connectionProblemSchema = z.enum(Object.keys(CONNECTION_PROBLEMS) as [ConnectionProblem, ...ConnectionProblem[]]);

export const adminConsentLinkSchema = z.object({ url: z.string().url() });
export type AdminConsentLink = z.output<typeof adminConsentLinkSchema>;

/** Shown while Graph throttles the mailbox (a long Retry-After); `until` is a local time. */
export const connectionThrottledText = (until: string) => `Microsoft 365 asked Triage to slow down: sync and imports resume after ${until}.`;

/**
 * The body of Graph's change and lifecycle notifications: `{ value: [...] }`. Only what Triage
 * reads is checked; Graph's other fields (resource, tenantId, ...) pass through.
 */
export const graphNotificationSchema = z.object({
  subscriptionId: z.string().min(1).max(200),
  /** Absent when the subscription was made without one; such a notification is never trusted. */
  clientState: z.string().max(255).optional(),
  changeType: z.string().max(100).optional(),
  /** reauthorizationRequired, subscriptionRemoved or missed on the lifecycle URL. */
  lifecycleEvent: z.string().max(100).optional(),
});
export type GraphNotification = z.infer<typeof graphNotificationSchema>;
export const graphNotificationsSchema = z.object({ value: z.array(graphNotificationSchema) });
