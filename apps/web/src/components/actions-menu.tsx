import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { Fragment } from 'react';
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

/** The '⋮' menu of a card or a row: a button named 'Actions for <name>' and its items in order. */
export function ActionsMenu({ name, actions, small = false }: { name: string; actions: MenuAction[]; small?: boolean }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className={small ? 'size-7' : 'size-8'} aria-label={`Actions for ${name}`}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
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
