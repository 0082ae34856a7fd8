import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isTypingTarget } from '@/features/emails/lib/typing-target';
import { SECTIONS } from '../route-table';
import { collectCommands, CommandRegistryProvider, useCommandRegistry, type Command } from '@/lib/command-registry';
import { GLOBAL_SHORTCUTS } from '@/lib/global-shortcuts';

// Not part of the first screen's JS: loaded once the app is idle, or on first use.
const loadPalette = () => import('./command-palette');
const loadShortcuts = () => import('./shortcuts-dialog');
const CommandPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazy(() => loadShortcuts().then((m) => ({ default: m.ShortcutsDialog })));

/** Global keyboard layer of the signed-in shell: Ctrl/Cmd+K palette and the '?' shortcuts dialog. */
export function CommandCenter({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<'palette' | 'shortcuts' | null>(null);
  return (
    <CommandRegistryProvider open={setDialog} overlayOpen={dialog !== null}>
      {children}
      <CommandLayer dialog={dialog} setDialog={setDialog} />
    </CommandRegistryProvider>
  );
}

function CommandLayer({
  dialog,
  setDialog,
}: {
  dialog: 'palette' | 'shortcuts' | null;
  setDialog: (d: 'palette' | 'shortcuts' | null) => void;
}) {
  const registry = useCommandRegistry();
  const navigate = useNavigate();
  const [used, setUsed] = useState({ palette: false, shortcuts: false });
  if (dialog && !used[dialog]) setUsed({ ...used, [dialog]: true });
  // What is typed between Ctrl+K and the palette's input taking focus is kept, not lost to the page.
  const typedAhead = useRef('');
  const paletteReady = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => void Promise.all([loadPalette(), loadShortcuts()]), 1500);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        typedAhead.current = '';
        setDialog(dialog === 'palette' ? null : 'palette');
        return;
      }
      if (dialog === 'palette' && !paletteReady.current && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        typedAhead.current += event.key;
        return;
      }
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target) && dialog === null) {
        event.preventDefault();
        setDialog('shortcuts');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog, setDialog]);

  const navigation = (): Command[] =>
    SECTIONS.map((section) => ({
      id: `go:${section.path}`,
      label: section.title,
      group: 'Go to',
      keywords: `go open screen ${section.path}`,
      run: () => navigate(section.path),
    }));
  const general = (): Command[] => [
    {
      id: 'shortcuts',
      label: 'Show keyboard shortcuts',
      group: 'Help',
      keywords: 'keys help',
      shortcut: ['?'],
      run: () => setDialog('shortcuts'),
    },
  ];

  return (
    <Suspense fallback={null}>
      {used.palette && (
        <CommandPalette
          open={dialog === 'palette'}
          onOpenChange={(open) => setDialog(open ? 'palette' : null)}
          commands={() => [...collectCommands(registry), ...navigation(), ...general()]}
          initialQuery={() => {
            const typed = typedAhead.current;
            typedAhead.current = '';
            return typed;
          }}
          onReady={(ready) => {
            paletteReady.current = ready;
          }}
        />
      )}
      {used.shortcuts && (
        <ShortcutsDialog
          open={dialog === 'shortcuts'}
          onOpenChange={(open) => setDialog(open ? 'shortcuts' : null)}
          sections={[...(registry ? [...registry.shortcutSections.values()] : []), GLOBAL_SHORTCUTS]}
        />
      )}
    </Suspense>
  );
}
