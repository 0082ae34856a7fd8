import type { User } from '@triage/contracts';
import { UserRound } from 'lucide-react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { avatarInitial } from './user-display';

export function UserAvatar({ user }: { user: User }) {
  const initial = avatarInitial(user);
  return (
    <Avatar>
      <AvatarFallback data-testid="user-avatar">{initial ?? <UserRound className="size-4" aria-label="User" />}</AvatarFallback>
    </Avatar>
  );
}
