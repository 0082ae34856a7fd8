import { Kbd } from './kbd';

/** A shortcut's keys, joined by '+' when pressed together or 'or' when any of them works. */
export function ShortcutKeys({ keys, combined }: { keys: readonly string[]; combined: boolean }) {
  return (
    <dd className="flex shrink-0 items-center gap-1">
      {keys.map((key, i) => (
        <span key={key} className="flex items-center gap-1">
          {i > 0 && <span className="text-xs text-muted-foreground">{combined ? '+' : 'or'}</span>}
          <Kbd>{key}</Kbd>
        </span>
      ))}
    </dd>
  );
}
