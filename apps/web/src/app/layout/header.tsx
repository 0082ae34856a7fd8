import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sectionTitle } from '../sections';
import { SyncIndicator } from './sync-indicator/sync-indicator';
import { UserMenu } from './user-menu';

export function Header() {
  const { pathname } = useLocation();
  const title = sectionTitle(pathname);

  useEffect(() => {
    document.title = `${title} · Triage`;
  }, [title]);

  return (
    <header className="flex h-14 shrink-0 items-center justify-between gap-4 border-b bg-card px-6">
      <h1 className="truncate text-lg font-semibold tracking-tight">{title}</h1>
      <div className="flex min-w-0 items-center gap-3">
        <SyncIndicator />
        <UserMenu />
      </div>
    </header>
  );
}
