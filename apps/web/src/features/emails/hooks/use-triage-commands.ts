import type { EmailRecommendation } from '@triage/contracts';
import { useRegisterCommands, useRegisterShortcuts, type Command } from '@/lib/command-registry';
import { TRIAGE_SHORTCUTS, type TriageAction } from '../lib/triage-shortcuts';
import type { RecommendationSort } from '../api/get-recommendations';

const SECTION = {
  title: 'Training Center',
  shortcuts: TRIAGE_SHORTCUTS.map((s) => ({ keys: s.keys, label: s.label })),
};

interface TriageCommandsInput {
  active: EmailRecommendation | undefined;
  run: (action: TriageAction) => void;
  setSort: (sort: RecommendationSort) => void;
  classify: (email: EmailRecommendation, force: boolean) => void;
  refresh: () => void;
}

/** The Training Center's actions in the command palette and its keys in the '?' dialog. */
export function useTriageCommands({ active, run, setSort, classify, refresh }: TriageCommandsInput) {
  useRegisterShortcuts(SECTION);
  useRegisterCommands(() => {
    const group = 'Training Center';
    const about = active ? `: ${active.subject}` : '';
    const commands: Command[] = [];
    const add = (action: TriageAction, label: string, keywords = '') => {
      const shortcut = TRIAGE_SHORTCUTS.find((s) => s.action === action)?.keys;
      commands.push({ id: `triage:${action}`, label, group, keywords, shortcut, run: () => run(action) });
    };
    add('next', 'Next email', 'down j');
    add('previous', 'Previous email', 'up k');
    if (active) {
      add('toggle', `Expand or collapse${about}`, 'open email');
      add('archive', `Archive email${about}`, 'done remove');
      add('approveProject', `Approve project${about}`, 'accept');
      add('approveTasks', `Approve the first suggested task${about}`, 'process task create');
      add('reply', `Reply${about}`, 'send answer');
      add('select', `Select email${about}`, 'check bulk');
      add('snooze', `Snooze email${about}`, 'later remind tomorrow');
      commands.push({
        id: 'triage:classify',
        label: `Classify email${about}`,
        group,
        keywords: 'ai recommendations',
        run: () => classify(active, false),
      });
      commands.push({
        id: 'triage:reclassify',
        label: `Reclassify email${about}`,
        group,
        keywords: 'ai recommendations again force',
        run: () => classify(active, true),
      });
    }
    add('search', 'Search emails', 'find filter');
    add('undo', 'Undo last action', 'unarchive restore back');
    commands.push(
      { id: 'triage:sort-default', label: 'Sort: Default Order', group, keywords: 'newest', run: () => setSort('default') },
      { id: 'triage:sort-priority', label: 'Sort: Task Priority', group, keywords: 'group urgent', run: () => setSort('priority') },
      { id: 'triage:refresh', label: 'Refresh emails', group, keywords: 'reload new mail', run: refresh },
    );
    return commands;
  });
}
