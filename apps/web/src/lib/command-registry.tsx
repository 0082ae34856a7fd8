import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';

export interface Command {
  id: string;
  label: string;
  /** Heading in the palette, e.g. 'Go to' or 'Training Center'. */
  group: string;
  /** Extra words the palette's search matches. */
  keywords?: string;
  /** Keys that do the same outside the palette, shown beside it. */
  shortcut?: readonly string[];
  run: () => void;
}

export interface ShortcutSection {
  title: string;
  shortcuts: readonly { keys: readonly string[]; label: string }[];
}

interface Registry {
  commandProviders: Map<string, () => Command[]>;
  shortcutSections: Map<string, ShortcutSection>;
  /** Opens the palette or the shortcuts dialog from anywhere (e.g. a '?' button on a page). */
  open: (what: 'palette' | 'shortcuts') => void;
  /** True while the palette or the shortcuts dialog is open (or still loading): page keys pause. */
  overlayOpen: boolean;
}

const RegistryContext = createContext<Registry | null>(null);

export function CommandRegistryProvider({
  open,
  overlayOpen,
  children,
}: {
  open: Registry['open'];
  overlayOpen: boolean;
  children: ReactNode;
}) {
  const [registry] = useState<Registry>(() => ({ commandProviders: new Map(), shortcutSections: new Map(), open, overlayOpen }));
  registry.open = open;
  registry.overlayOpen = overlayOpen;
  return <RegistryContext value={registry}>{children}</RegistryContext>;
}

function useRegistry(): Registry | null {
  return useContext(RegistryContext);
}

/** Everything registered right now, in registration order. */
export function collectCommands(registry: Registry | null): Command[] {
  return registry ? [...registry.commandProviders.values()].flatMap((provide) => provide()) : [];
}

export function useCommandRegistry() {
  return useRegistry();
}

/**
 * Offers a screen's actions in the command palette while the screen is mounted. `provide` is read
 * when the palette opens, so it always sees the screen's current state.
 */
export function useRegisterCommands(provide: () => Command[]) {
  const registry = useRegistry();
  const id = useId();
  const latest = useRef(provide);
  latest.current = provide;
  useEffect(() => {
    if (!registry) return;
    registry.commandProviders.set(id, () => latest.current());
    return () => void registry.commandProviders.delete(id);
  }, [registry, id]);
}

/** Lists a screen's keyboard shortcuts in the '?' dialog while the screen is mounted. */
export function useRegisterShortcuts(section: ShortcutSection) {
  const registry = useRegistry();
  const id = useId();
  useEffect(() => {
    if (!registry) return;
    registry.shortcutSections.set(id, section);
    return () => void registry.shortcutSections.delete(id);
  }, [registry, id, section]);
}
