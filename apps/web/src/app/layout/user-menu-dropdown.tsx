import { Archive, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { displayName } from './user-display';
import { UserMenuButton } from './user-menu-button';

/** The user menu itself (Radix dropdown), loaded after the first screen; see user-menu.tsx. */
export function UserMenuDropdown({ defaultOpen }: { defaultOpen: boolean }) {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="space-y-0.5">
          <p className="truncate font-medium">{displayName(user)}</p>
          {user.email && <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/archives">
            <Archive aria-hidden />
            Archives
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/help')}>
          <LifeBuoy aria-hidden />
          Help & Support
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
