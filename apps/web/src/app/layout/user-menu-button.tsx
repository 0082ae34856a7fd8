import type { User } from '@triage/contracts';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { UserAvatar } from './user-avatar';

/** The header's avatar button that opens the user menu. */
export function UserMenuButton({ user, ...props }: { user: User } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label="User menu" aria-haspopup="menu" {...props}>
      <UserAvatar user={user} />
    </Button>
  );
}
