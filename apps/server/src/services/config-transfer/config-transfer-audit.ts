import { num, plural, type AuditContext, type AuditSpec } from '../audit/audit-spec.js';

function importedCounts(c: AuditContext): string {
  const imported = (c.response as { imported?: Record<string, unknown> } | undefined)?.imported ?? {};
  const parts = (['projects', 'services', 'templates', 'rules', 'contexts'] as const)
    .map((k) => [k, num(imported, k)] as const)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => plural(n, k.slice(0, -1)));
  if (imported.style === true) parts.push('task style');
  return parts.length ? parts.join(', ') : 'nothing new';
}

/** The configuration import's audit entry: what it brought in, counted by kind. */
export const CONFIG_IMPORT_AUDIT: AuditSpec = {
  entityType: 'configuration',
  action: 'import',
  result: (c) => (c.response as { imported?: unknown } | undefined)?.imported ?? null,
  summary: ({ context }) => `Imported configuration: ${importedCounts(context)}`,
};
