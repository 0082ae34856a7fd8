import { z } from 'zod';

export const AUTH_MODES = ['local', 'microsoft'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  microsoftId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What the signed-out web app needs to offer the right sign-in. */
export const authConfigSchema = z.object({
  mode: z.enum(AUTH_MODES),
  passwordRequired: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

export const localSignInSchema = z.object({ password: z.string().max(1024).optional() }).strict();
export type LocalSignIn = z.infer<typeof localSignInSchema>;

export const signOutResultSchema = z.object({ success: z.literal(true) });
export type SignOutResult = z.output<typeof signOutResultSchema>;
