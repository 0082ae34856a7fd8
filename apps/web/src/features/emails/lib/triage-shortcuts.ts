import { isTypingTarget } from './typing-target';

/** The Training Center's single-key shortcuts (shown in the '?' dialog). */
export const TRIAGE_SHORTCUTS = [
  { action: 'next', keys: ['j'], label: 'Next email' },
  { action: 'previous', keys: ['k'], label: 'Previous email' },
  { action: 'toggle', keys: ['Enter', 'o'], label: 'Open the email (expand, or the reading pane)' },
  { action: 'select', keys: ['x'], label: 'Select the email' },
  { action: 'selectRange', keys: ['X'], label: 'Select from the last selected to this email (Shift+x)' },
  { action: 'archive', keys: ['e'], label: 'Archive the email or the selection' },
  { action: 'approveProject', keys: ['a'], label: 'Approve the proposed project (of the selection too)' },
  { action: 'approveTasks', keys: ['t'], label: 'Approve the first suggested task' },
  { action: 'reply', keys: ['r'], label: 'Reply' },
  { action: 'snooze', keys: ['s'], label: 'Snooze the email or the selection' },
  { action: 'search', keys: ['/'], label: 'Search the loaded emails' },
  { action: 'undo', keys: ['z', 'u'], label: 'Undo the last action' },
  { action: 'collapse', keys: ['Escape'], label: 'Collapse, or leave the search box' },
] as const;

export type TriageAction = (typeof TRIAGE_SHORTCUTS)[number]['action'];

export { isTypingTarget };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}

/** Inside an open dialog or popover the page's shortcuts are off. */
function inOverlay(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('[role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]') !== null;
}

/** Buttons, links and checkboxes keep Enter (and Space) for themselves. */
function isActivatable(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as Element;
  return el.closest('button, a[href], [role="button"], [role="checkbox"], [role="tab"], [role="option"], summary') !== null;
}

/**
 * Which triage action a key press means, or null. Modified keys (Ctrl/Cmd/Alt) are never ours,
 * typing in a field is left alone except Escape, and Enter on a button stays a click.
 */
export function triageActionFor(input: KeyInput): TriageAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  if (inOverlay(input.target)) return null;
  if (input.key === 'Escape') return 'collapse';
  if (isTypingTarget(input.target)) return null;
  if (input.key === 'Enter' && isActivatable(input.target)) return null;
  for (const shortcut of TRIAGE_SHORTCUTS) {
    if ((shortcut.keys as readonly string[]).includes(input.key)) return shortcut.action;
  }
  return null;
}

/** The next index for j/k, staying within the list; -1 (no focus yet) starts at the first. */
export function moveIndex(current: number, length: number, delta: 1 | -1): number {
  if (length === 0) return -1;
  if (current < 0) return delta === 1 ? 0 : length - 1;
  return Math.min(length - 1, Math.max(0, current + delta));
}
