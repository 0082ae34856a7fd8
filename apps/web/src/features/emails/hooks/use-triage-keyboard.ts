import { useEffect, useRef } from 'react';
import { useCommandRegistry } from '@/lib/command-registry';
import { triageActionFor, type TriageAction } from '../lib/triage-shortcuts';

/**
 * Binds the Training Center's single-key shortcuts while the screen is mounted. Handlers are read
 * at key time, so they always see the current state.
 */
export function useTriageKeyboard(handlers: Record<TriageAction, (event: KeyboardEvent) => void>) {
  const latest = useRef(handlers);
  latest.current = handlers;
  const registry = useCommandRegistry();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || registry?.overlayOpen) return;
      const action = triageActionFor(event);
      if (!action) return;
      // Escape is only ours when there is something to collapse; leave it to the browser otherwise.
      if (action !== 'collapse') event.preventDefault();
      latest.current[action](event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [registry]);
}
