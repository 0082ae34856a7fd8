import type { ShortcutSection } from './command-registry';

export const GLOBAL_SHORTCUTS: ShortcutSection = {
  title: 'Everywhere',
  shortcuts: [
    { keys: ['Ctrl', 'K'], label: 'Open the command palette (Cmd+K on a Mac)' },
    { keys: ['?'], label: 'Show keyboard shortcuts' },
  ],
};
