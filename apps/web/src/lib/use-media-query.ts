import { useSyncExternalStore } from 'react';

/** Without matchMedia (jsdom, very old browsers) no query matches: the plain, single-column layout. */
const supported = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

// One MediaQueryList per query: React reads the snapshot on every render of every user, and
// matchMedia() parses the query and makes a new list each time.
const lists = new Map<string, MediaQueryList>();
const mediaList = (query: string) => {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
};

/** Whether a CSS media query matches now, following the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!supported()) return () => undefined;
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => supported() && mediaList(query).matches,
    () => false,
  );
}

/** The reading pane sits beside the list from this width on. */
export const WIDE_QUERY = '(min-width: 1200px)';
/** Below this width the sidebar is a drawer and tables become lists. */
export const PHONE_QUERY = '(max-width: 767.98px)';
