import { z } from 'zod';

export const connectionSchema = z.object({
  id: z.string(),
  kind: z.string(),
  provider: z.string(),
  connected: z.boolean(),
  email: z.string().nullable(),
  lastSync: z.string().nullable(),
});
export type Connection = z.output<typeof connectionSchema>;

export const connectionsSchema = z.object({ mailbox: connectionSchema });
export type Connections = z.output<typeof connectionsSchema>;

export const connectionUpdateSchema = z
  .object({
    connected: z.boolean(),
    email: z.string().trim().email({ message: 'must be an e-mail address' }).max(320).nullable(),
    lastSync: z.string().datetime({ offset: true, message: 'must be an ISO date-time' }).nullable(),
  })
  .partial()
  .strict();
export type ConnectionUpdate = z.input<typeof connectionUpdateSchema>;

export const systemInfoSchema = z.object({
  version: z.string(),
  environment: z.string(),
  last_updated: z.string(),
  status: z.enum(['Healthy', 'Degraded']),
  authMode: z.string(),
  database: z.enum(['embedded', 'external']),
});
export type SystemInfo = z.output<typeof systemInfoSchema>;
