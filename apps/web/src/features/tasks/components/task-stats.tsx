import { CircleCheck, CircleDashed, ListTodo, Timer, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { TaskCounts } from '@triage/contracts';

const TILES: { key: keyof TaskCounts; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'total', label: 'Total Tasks', icon: ListTodo, tone: 'bg-blue-50 text-blue-600' },
  { key: 'completed', label: 'Completed', icon: CircleCheck, tone: 'bg-green-50 text-green-600' },
  { key: 'inProgress', label: 'In Progress', icon: Timer, tone: 'bg-amber-50 text-amber-600' },
  { key: 'toDo', label: 'To Do', icon: CircleDashed, tone: 'bg-slate-100 text-slate-600' },
];

export function TaskStats({ counts }: { counts: TaskCounts }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Task summary">
      {TILES.map(({ key, label, icon: Icon, tone }) => (
        <li key={key}>
          <Card className="flex items-center gap-3 p-4" aria-label={`${label}: ${counts[key]}`}>
            <span className={`flex size-10 items-center justify-center rounded-lg ${tone}`}>
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-semibold tabular-nums" data-testid={`tile-${key}`}>
                {counts[key]}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
