import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * Where focus goes when a dialog closes. Radix sends it back to a DialogTrigger, but our dialogs
 * are opened from state (a button's handler, a shortcut, a menu), so it fell to the page and the
 * next Tab started from the top. This remembers what had focus when the dialog opened and returns
 * there, if it is still on the page; otherwise Radix's own behaviour stands. The caller's own
 * handlers run first.
 */
export function useReturnFocus(own: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this as the content mounts, before focus moves into it.
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
  };
}
