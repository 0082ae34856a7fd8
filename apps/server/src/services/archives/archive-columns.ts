/** docs/behaviour.md, States and transitions: archiving sets is_archived and archived_at to now; unarchiving clears both. */
export function archiveValues(archived: boolean, now = new Date()) {
  return archived ? { isArchived: true, archivedAt: now } : { isArchived: false, archivedAt: null };
}
