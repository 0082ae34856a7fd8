import { useAuthConfig, useCurrentUser } from '@/features/auth';

/** Hover text when sending is not possible (docs/behaviour.md, Validation). */
export const LOGIN_TO_SEND_HINT = 'Please log in with Microsoft to send emails';

/**
 * Whether the signed-in user has a mailbox to send from: always in local mode (the local mailbox
 * or SMTP), and in Microsoft mode when signed in with a Microsoft account.
 */
export function useCanSend(): boolean {
  const config = useAuthConfig();
  const user = useCurrentUser();
  if (!config.data) return false;
  return config.data.mode === 'local' || Boolean(user.microsoftId);
}
