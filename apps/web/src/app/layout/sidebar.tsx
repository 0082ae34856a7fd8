import { Inbox, PanelLeftClose, PanelLeftOpen, SlidersHorizontal, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { sectionsIn } from '../route-table';
import { SidebarGroup } from './sidebar-group';
import { SidebarLink } from './sidebar-link';
import { useStoredBoolean } from './use-stored-boolean';

/** `onClose`: shown as the phone drawer (always wide, with a close button instead of collapse). */
export function Sidebar({ onClose }: { onClose?: () => void }) {
  const [stored, setCollapsed] = useStoredBoolean('triage.sidebar.collapsed', false);
  const collapsed = onClose ? false : stored;

  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'flex shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200',
        onClose ? 'h-full w-72 max-w-[85vw]' : collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-14 items-center border-b px-3', collapsed ? 'justify-center' : 'justify-between')}>
        {!collapsed && (
          <Link to="/" className="flex items-center gap-2 rounded-md px-1 font-semibold tracking-tight">
            <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
              <Inbox className="size-4" aria-hidden />
            </span>
            Triage
          </Link>
        )}
        {onClose ? (
          <Button variant="ghost" size="icon" className="size-10" aria-label="Close menu" onClick={onClose}>
            <X aria-hidden />
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            onClick={() => setCollapsed(!collapsed)}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
          </Button>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-2">
        <ul className="space-y-1">
          {sectionsIn('main').map((section) => (
            <SidebarLink key={section.path} section={section} collapsed={collapsed} />
          ))}
          <SidebarGroup label="Configure" icon={SlidersHorizontal} sections={sectionsIn('configure')} collapsed={collapsed} />
        </ul>
      </nav>
      <nav aria-label="Help" className="border-t p-2">
        <ul>
          {sectionsIn('help').map((section) => (
            <SidebarLink key={section.path} section={section} collapsed={collapsed} />
          ))}
        </ul>
      </nav>
    </aside>
  );
}
