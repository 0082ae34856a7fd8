/** The Rules screen's reorder keys (shown in the '?' dialog and on the Help page). */
export const RULE_SHORTCUTS = {
  title: 'Rules',
  shortcuts: [
    { keys: ['↑', '↓'], label: 'Move the rule whose handle has focus up or down' },
    { keys: ['Alt+↑', 'Alt+↓'], label: 'Move the rule you are in up or down' },
    { keys: ['Home', 'End'], label: 'Move the focused rule to the top or bottom' },
  ],
} as const;
