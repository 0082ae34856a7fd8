import type { HTMLAttributes, ReactElement } from 'react';
import { NavLink } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { Section } from '../route-table';
import { SECTION_ICONS } from './section-icons';

export const sidebarItemClass =
  'flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function SidebarLink({ section, collapsed }: { section: Section; collapsed: boolean }) {
  const Icon = SECTION_ICONS[section.path];
  const link = (
    <NavLink
      to={section.path}
      end={section.path === '/'}
      className={cn(
        sidebarItemClass,
        'aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className={cn('truncate', collapsed && 'sr-only')}>{section.label}</span>
    </NavLink>
  );
  return <li>{collapsed ? <SidebarTooltip label={section.label}>{link}</SidebarTooltip> : link}</li>;
}

/** Narrow sidebar shows icons only; the tooltip names them. */
export function SidebarTooltip({ label, children }: { label: string; children: ReactElement<HTMLAttributes<HTMLElement>> }) {
  return (
    <Tooltip>
      <TooltipTrigger>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
