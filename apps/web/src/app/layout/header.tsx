import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { sectionTitle } from '../route-table';
import { SyncIndicator } from './sync-indicator/sync-indicator';
import { UserMenu } from './user-menu';

/** `onOpenMenu`: on phones, the menu button that opens the sidebar drawer. */
export function Header({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { pathname } = useLocation();
  const title = sectionTitle(pathname);

  useEffect(() => {
    document.title = `${title} · Triage`;
  }, [title]);

  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-card px-3 sm:gap-4 sm:px-6">
      {onOpenMenu && (
        <Button variant="ghost" size="icon" className="size-10 shrink-0" aria-label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden />
        </Button>
      )}
      {/* The title keeps its room; the sync status gives way first. */}
      <h1 className="min-w-0 shrink-0 basis-auto truncate text-lg font-semibold tracking-tight">{title}</h1>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
        <SyncIndicator />
        <UserMenu />
      </div>
    </header>
  );
}
