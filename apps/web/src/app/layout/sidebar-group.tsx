import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import type { Section } from '../route-table';
import { SidebarLink, SidebarTooltip, sidebarItemClass } from './sidebar-link';
import { useStoredBoolean } from './use-stored-boolean';

interface SidebarGroupProps {
  label: string;
  icon: LucideIcon;
  sections: readonly Section[];
  collapsed: boolean;
}

export function SidebarGroup({ label, icon: Icon, sections, collapsed }: SidebarGroupProps) {
  const [open, setOpen] = useStoredBoolean(`triage.sidebar.group.${label.toLowerCase()}`, true);
  const listId = useId();
  const toggle = (
    <button
      type="button"
      className={cn(sidebarItemClass, 'cursor-pointer', collapsed && 'justify-center px-0')}
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen(!open)}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span className={cn('flex-1 truncate text-left', collapsed && 'sr-only')}>{label}</span>
      {!collapsed && <ChevronDown className={cn('size-4 transition-transform', !open && '-rotate-90')} aria-hidden />}
    </button>
  );

  return (
    <li>
      {collapsed ? <SidebarTooltip label={label}>{toggle}</SidebarTooltip> : toggle}
      <ul id={listId} hidden={!open} className={cn('mt-1 space-y-1', !collapsed && 'ml-4 border-l pl-2')}>
        {sections.map((section) => (
          <SidebarLink key={section.path} section={section} collapsed={collapsed} />
        ))}
      </ul>
    </li>
  );
}
