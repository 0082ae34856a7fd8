import { sql } from 'drizzle-orm';
import type { TaskSort } from '@triage/contracts';
import { tasks } from '../../db/schema/index.js';
import type { KeysetOrder } from '../mail/list-order.js';

const newest = { expr: sql`${tasks.createdAt}`, type: 'timestamptz', nullsLast: true } as const;

/** Each sort of the Tasks screen, matching an index of migration 0013; ties go newest first. */
export const TASK_ORDERS: Record<TaskSort, KeysetOrder> = {
  created: { keys: [newest], id: tasks.id },
  // Soonest due first, undated last: days before 2000-01-01, so larger is sooner.
  due: { keys: [{ expr: sql`coalesce(date '2000-01-01' - ${tasks.dueDate}, -2147483648)`, type: 'int' }, newest], id: tasks.id },
  priority: {
    keys: [
      { expr: sql`(case ${tasks.priority} when 'P1' then 4 when 'P2' then 3 when 'P3' then 2 when 'P4' then 1 else 0 end)`, type: 'int' },
      newest,
    ],
    id: tasks.id,
  },
};
