import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { Fragment, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

export type MenuAction = {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  /** Deletes or removes: shown in the destructive colour. */
  destructive?: boolean;
  /** A line above it, setting it apart from the items before. */
  separated?: boolean;
};

/** The keys that open a Radix menu from its trigger. */
const OPENING_KEYS = new Set([' ', 'Enter', 'ArrowDown']);

/**
 * The '⋮' menu of a card or a row: a button named 'Actions for <name>' and its items in order. Radix's
 * menu (providers, a popper and a collection per row) mounts when this menu is first opened, so a list
 * of cards renders plain buttons; it opens on the press or key that asked for it, as Radix's own
 * trigger does.
 */
export function ActionsMenu({ name, actions, small = false }: { name: string; actions: MenuAction[]; small?: boolean }) {
  const [used, setUsed] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={small ? 'size-7' : 'size-8'}
      aria-label={`Actions for ${name}`}
      aria-haspopup="menu"
      {...(!used && {
        'aria-expanded': false,
        onPointerDown: (event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          setUsed(true);
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          setUsed(true);
        },
        onClick: () => setUsed(true),
      })}
    >
      <EllipsisVertical aria-hidden />
    </Button>
  );
  if (!used) return button;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map(({ label, icon: Icon, onSelect, destructive, separated }) => (
          <Fragment key={label}>
            {separated && <DropdownMenuSeparator />}
            <DropdownMenuItem className={cn(destructive && 'text-destructive focus:text-destructive')} onSelect={onSelect}>
              <Icon aria-hidden className={cn(destructive && '!text-destructive')} />
              {label}
            </DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
