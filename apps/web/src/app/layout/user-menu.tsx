import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { UserMenuButton } from './user-menu-button';

const UserMenuDropdown = lazy(() => import('./user-menu-dropdown').then((m) => ({ default: m.UserMenuDropdown })));

/** Idle time after which the menu's code loads anyway, so it opens at once when clicked. */
const IDLE_LOAD_MS = 1500;

/**
 * The avatar button shows with the first screen; the dropdown's code (Radix menu) loads once the
 * app is idle or on first use, outside the first screen's JS (docs/performance.md, Web). A click or
 * key before then opens the menu as soon as it has loaded.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const [load, setLoad] = useState<'not-yet' | 'closed' | 'open'>('not-yet');
  useEffect(() => {
    const timer = setTimeout(() => setLoad((now) => (now === 'not-yet' ? 'closed' : now)), IDLE_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  const openWhenLoaded = () => setLoad('open');
  const button = (
    <UserMenuButton
      user={user}
      onClick={openWhenLoaded}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') openWhenLoaded();
      }}
    />
  );
  if (load === 'not-yet') return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown defaultOpen={load === 'open'} />
    </Suspense>
  );
}
