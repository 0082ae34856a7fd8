import { Search } from 'lucide-react';
import { useEffectEvent, useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { cn } from '@/lib/utils';
import type { Command } from '@/lib/command-registry';
import { filterCommands } from './filter-commands';

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read when the palette opens. */
  commands: () => Command[];
  /** Text typed before the palette could take focus. */
  initialQuery?: () => string;
  /** Tells the caller when the palette's input has focus (true) or is gone (false). */
  onReady?: (ready: boolean) => void;
}

/** Ctrl/Cmd+K: jump to any screen or run any action of the current screen, from the keyboard. */
export function CommandPalette({ open, onOpenChange, commands, initialQuery, onReady }: CommandPaletteProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[15%] max-w-xl translate-y-0 gap-0 p-0" hideClose>
        {open && <PaletteBody commands={commands()} initialQuery={initialQuery} onReady={onReady} close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

interface PaletteBodyProps {
  commands: Command[];
  initialQuery?: () => string;
  onReady?: (ready: boolean) => void;
  close: () => void;
}

function PaletteBody({ commands, initialQuery, onReady, close }: PaletteBodyProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const takeTypedKeys = useEffectEvent(() => {
    const typed = initialQuery?.();
    if (typed) setQuery((q) => q + typed);
  });
  const reportReady = useEffectEvent((ready: boolean) => onReady?.(ready));
  // Once per opening (this body mounts with the dialog), read after commit: a render can be
  // interrupted, and keys typed meanwhile were kept for us.
  useLayoutEffect(() => {
    takeTypedKeys();
    reportReady(true);
    return () => reportReady(false);
  }, []);
  const [active, setActive] = useState(0);
  const results = useMemo(() => filterCommands(commands, query), [commands, query]);
  const current = Math.min(active, Math.max(0, results.length - 1));

  const run = (command: Command | undefined) => {
    if (!command) return;
    close();
    // Let the dialog give focus back before the command moves it somewhere else.
    setTimeout(command.run, 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || (event.ctrlKey && event.key === 'n')) {
      event.preventDefault();
      setActive((i) => (results.length ? (Math.min(i, results.length - 1) + 1) % results.length : 0));
    } else if (event.key === 'ArrowUp' || (event.ctrlKey && event.key === 'p')) {
      event.preventDefault();
      setActive((i) => (results.length ? (Math.min(i, results.length - 1) - 1 + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(results[current]);
    }
  };

  let lastGroup = '';
  return (
    <>
      <DialogTitle className="sr-only">Command palette</DialogTitle>
      <DialogDescription className="sr-only">Type to find a screen or an action, then press Enter.</DialogDescription>
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <input
          autoFocus
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-activedescendant={results[current] ? `${listId}-${current}` : undefined}
          aria-label="Search commands"
          placeholder="Type a command or a screen..."
          className="h-12 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <Kbd>Esc</Kbd>
      </div>
      <ul id={listId} role="listbox" aria-label="Commands" className="max-h-[min(60svh,420px)] overflow-y-auto p-2">
        {results.length === 0 && <li className="px-3 py-6 text-center text-sm text-muted-foreground">No matching commands</li>}
        {results.map((command, index) => {
          const heading = command.group !== lastGroup ? command.group : null;
          lastGroup = command.group;
          return (
            <li key={command.id} role="presentation">
              {heading && <p className="px-2 pb-1 pt-2 text-xs font-medium text-muted-foreground">{heading}</p>}
              <div
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                className={cn(
                  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
                  index === current && 'bg-accent text-accent-foreground',
                )}
                onMouseMove={() => setActive(index)}
                onClick={() => run(command)}
              >
                <span className="truncate">{command.label}</span>
                {command.shortcut && (
                  <span className="flex shrink-0 gap-1">
                    {command.shortcut.map((key) => (
                      <Kbd key={key}>{key}</Kbd>
                    ))}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
