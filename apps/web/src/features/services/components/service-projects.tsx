import type { Service } from '@triage/contracts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import type { ServiceDialogs } from '../hooks/use-service-dialogs';
import { completedLabel, splitServiceProjects } from '../lib/service-projects';
import { ServiceProjectItem } from './service-project-item';

/** Active projects (3, then '+n more' to show the rest) and the done ones under a collapsible. */
export function ServiceProjects({ service, dialogs }: { service: Service; dialogs: ServiceDialogs }) {
  const [showAll, setShowAll] = useState(false);
  const { active, done, shown, moreCount } = splitServiceProjects(service.projects);
  const listed = showAll ? active : shown;
  return (
    <div className="flex flex-col gap-2">
      {active.length === 0 ? (
        <p className="text-sm text-muted-foreground">No active projects</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={`Active projects of ${service.name}`}>
          {listed.map((link) => (
            <ServiceProjectItem key={link.id} service={service} link={link} dialogs={dialogs} />
          ))}
        </ul>
      )}
      {moreCount > 0 && (
        <button
          type="button"
          className="self-start cursor-pointer text-xs font-medium text-primary hover:underline"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show less' : `+${moreCount} more`}
        </button>
      )}
      {done.length > 0 && (
        <Collapsible>
          <CollapsibleTrigger className="group flex cursor-pointer items-center gap-1 text-xs font-medium text-muted-foreground hover:text-foreground">
            <ChevronRight className="size-3.5 transition-transform group-data-[state=open]:rotate-90" aria-hidden />
            {completedLabel(done.length)}
          </CollapsibleTrigger>
          <CollapsibleContent>
            <ul className="mt-1.5 flex flex-col gap-1" aria-label={`Completed projects of ${service.name}`}>
              {done.map((link) => (
                <ServiceProjectItem key={link.id} service={service} link={link} dialogs={dialogs} />
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      )}
    </div>
  );
}
