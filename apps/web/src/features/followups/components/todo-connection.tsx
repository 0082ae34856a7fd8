import { ListTodo } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useChooseTodoList, useFollowupSettings, useTodoLists } from '../api/followup-settings';

const NONE = 'none';

/**
 * Microsoft To Do in Account Connections: which list approved tasks go to (one of the user's
 * lists, or a new "Triage" list). Shown in Microsoft mode only; To Do lives in Microsoft 365.
 */
export function TodoConnection() {
  const settings = useFollowupSettings();
  const todo = settings.data?.todo;
  const lists = useTodoLists(todo?.available === true);
  const choose = useChooseTodoList();
  if (!todo?.available) return null;
  const options = [{ value: NONE, label: 'Not connected' }, ...(lists.data ?? []).map((l) => ({ value: l.id, label: l.name }))];
  const hasTriageList = (lists.data ?? []).some((l) => l.name === 'Triage');
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4 rounded-lg border p-4" data-testid="todo-connection">
      <span className="flex size-10 items-center justify-center rounded-full bg-muted">
        <ListTodo className="size-5 text-muted-foreground" aria-hidden />
      </span>
      <div className="min-w-40 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          Microsoft To Do
          <Badge variant={todo.listId ? 'default' : 'muted'} className={todo.listId ? 'bg-emerald-600' : undefined}>
            {todo.listId ? 'Connected' : 'Not connected'}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {todo.listId
            ? `Approved tasks are created in '${todo.listName}', with a link back to the email.`
            : 'Choose a list to create approved tasks in Microsoft To Do.'}
        </p>
        {lists.isError && <p className="text-sm text-destructive">Could not load your To Do lists: {lists.error.message}</p>}
      </div>
      <SelectField
        label="To Do list"
        className="w-56"
        value={todo.listId ?? NONE}
        onValueChange={(value) => choose.mutate({ listId: value === NONE ? null : value })}
        options={options}
        disabled={choose.isPending || lists.isPending}
      />
      {!hasTriageList && (
        <Button variant="outline" onClick={() => choose.mutate({ create: true })} disabled={choose.isPending}>
          Create a "Triage" list
        </Button>
      )}
    </div>
  );
}
