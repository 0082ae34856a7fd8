import { ShortcutKeys } from '@/components/ui/shortcut-keys';
import { GLOBAL_SHORTCUTS } from '@/lib/global-shortcuts';
import { Kbd } from '@/components/ui/kbd';
import { TRIAGE_SHORTCUTS } from '@/features/emails';
import { RULE_SHORTCUTS } from '@/features/rules';
import { HelpSection } from '../help-section';

interface Group {
  title: string;
  combined: boolean;
  shortcuts: readonly { keys: readonly string[]; label: string }[];
}

const GROUPS: Group[] = [
  { title: 'Everywhere', combined: true, shortcuts: GLOBAL_SHORTCUTS.shortcuts },
  { title: 'Training Center', combined: false, shortcuts: TRIAGE_SHORTCUTS },
  { title: 'Rules', combined: false, shortcuts: RULE_SHORTCUTS.shortcuts },
  {
    title: 'Dialogs and menus',
    combined: false,
    shortcuts: [
      { keys: ['Esc'], label: 'Close the dialog or menu' },
      { keys: ['Tab'], label: 'Move to the next field or button' },
      { keys: ['↑', '↓'], label: 'Move through the options of a menu or list' },
    ],
  },
];

export function Shortcuts() {
  return (
    <HelpSection id="keyboard-shortcuts" title="Keyboard shortcuts">
      <p>
        Everything works without a mouse. Single-key shortcuts pause while you type in a field. Press <Kbd>?</Kbd> on any screen to see the
        shortcuts that work there.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {GROUPS.map((group) => (
          <section key={group.title} aria-label={`${group.title} shortcuts`}>
            <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.title}</h3>
            <dl className="divide-y rounded-lg border">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.label} className="flex items-center justify-between gap-4 px-3 py-1.5">
                  <dt>{shortcut.label}</dt>
                  <ShortcutKeys keys={shortcut.keys} combined={group.combined} />
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </HelpSection>
  );
}
