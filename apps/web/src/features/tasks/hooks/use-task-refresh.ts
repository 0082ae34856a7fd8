import { useEffect, useRef } from 'react';
import { REFRESH_TASKS_EVENT } from '@/lib/task-refresh';

/** docs/behaviour.md, Tasks: reload when the tab becomes visible again and on the 'refresh-tasks' window event. */
export function useTaskRefresh(reload: () => void) {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const onRefresh = () => latest.current();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(REFRESH_TASKS_EVENT, onRefresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener(REFRESH_TASKS_EVENT, onRefresh);
    };
  }, []);
}
