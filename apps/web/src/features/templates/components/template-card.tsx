import { LIMITS, type Template } from '@triage/contracts';
import { Archive, Pencil } from 'lucide-react';
import { ActionsMenu } from '@/components/actions-menu';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { previewList } from '@/lib/checklist-preview';

interface TemplateCardProps {
  template: Template;
  onEdit: (template: Template) => void;
  onArchive: (template: Template) => void;
}

/** Name, description, services and the first 4 items, then '+n more items...'. */
export function TemplateCard({ template, onEdit, onArchive }: TemplateCardProps) {
  const { visible, moreLabel } = previewList(template.items, LIMITS.templatePreview);
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="template-card">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">{template.name}</h3>
          {template.description && <p className="line-clamp-2 text-sm text-muted-foreground">{template.description}</p>}
        </div>
        <ActionsMenu
          name={template.name}
          actions={[
            { label: 'Edit', icon: Pencil, onSelect: () => onEdit(template) },
            { label: 'Archive', icon: Archive, onSelect: () => onArchive(template) },
          ]}
        />
      </div>
      <ul className="flex flex-wrap gap-1" aria-label="Services">
        {template.services.map((service) => (
          <li key={service}>
            <Badge variant="secondary">{service}</Badge>
          </li>
        ))}
      </ul>
      {template.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No checklist items</p>
      ) : (
        <div className="flex flex-col gap-1">
          <ol className="list-decimal space-y-0.5 pl-5 text-sm marker:text-muted-foreground">
            {visible.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ol>
          {moreLabel && <p className="text-xs text-muted-foreground">{moreLabel}</p>}
        </div>
      )}
    </Card>
  );
}
