/**
 * Watches the page for `text` from now on, also for a moment between two renders a query would
 * miss. `stop()` ends the watch and says whether the text ever showed.
 */
export function watchForText(text: string): { stop: () => boolean } {
  let seen = false;
  const watch = new MutationObserver(() => (seen ||= document.body.textContent?.includes(text) ?? false));
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    stop: () => {
      watch.disconnect();
      return seen;
    },
  };
}
