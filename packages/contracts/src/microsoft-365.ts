import { z } from 'zod';
import { CONNECTION_PROBLEMS, type ConnectionProblem } from './connection-problems.js';

export const connectionProblemSchema = z.enum(Object.keys(CONNECTION_PROBLEMS) as [ConnectionProblem, ...ConnectionProblem[]]);

export const adminConsentLinkSchema = z.object({ url: z.string().url() });
export type AdminConsentLink = z.output<typeof adminConsentLinkSchema>;

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
