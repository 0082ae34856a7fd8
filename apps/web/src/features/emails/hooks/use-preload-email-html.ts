import { useEffect } from 'react';
import { loadEmailHtmlFrame } from '../components/email-body-frame';

/**
 * Fetches what an HTML body needs as soon as the first cards are on screen (`ready`), so it is
 * off the first paint's path yet there before a card is expanded.
 */
export function usePreloadEmailHtml(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => void loadEmailHtmlFrame(), 0);
    return () => clearTimeout(timer);
  }, [ready]);
}
