import { RULE_PRIORITY_LABELS, type TaskStyle } from '@triage/contracts';
import { CalendarDays, Eye, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PriorityBadge } from '@/components/priority-badge';
import { previewDescription, previewDue, previewPriority, previewTitle, SAMPLE_EMAIL } from '../lib/style-preview';

/** The task the current (unsaved) style would make from a sample email; follows every keystroke. */
export function StylePreview({ style }: { style: TaskStyle }) {
  const explicit = previewDue(style, true);
  const fallback = previewDue(style, false);
  const priority = previewPriority(style);
  return (
    <Card aria-label="Live preview" data-testid="style-preview">
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <Eye className="size-4 text-primary" aria-hidden />
          Live preview
        </CardTitle>
        <CardDescription>A task made from a sample email with the settings on this page.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-lg border bg-muted/40 p-3 text-xs text-muted-foreground">
          <p className="flex items-center gap-1.5 font-medium text-foreground">
            <Mail className="size-3.5" aria-hidden />
            {SAMPLE_EMAIL.sender} &lt;{SAMPLE_EMAIL.address}&gt;
          </p>
          <p className="mt-1 font-medium text-foreground">{SAMPLE_EMAIL.subject}</p>
          <p className="mt-1">{SAMPLE_EMAIL.body}</p>
        </div>
        <div className="space-y-3 rounded-lg border p-4">
          <p className="font-semibold leading-snug" data-testid="preview-title">
            {previewTitle(style)}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <PriorityBadge priority={priority} />
            <Badge variant="outline">
              <CalendarDays aria-hidden />
              Due {explicit.day}
            </Badge>
            <Badge variant="secondary">{SAMPLE_EMAIL.project}</Badge>
          </div>
          <pre className="whitespace-pre-wrap break-words font-sans text-sm text-muted-foreground" data-testid="preview-description">
            {previewDescription(style)}
          </pre>
          {style.includeOutlookLink && (
            <p className="text-sm">
              <span className="text-primary underline underline-offset-2">Open in Outlook</span>
              <span className="text-xs text-muted-foreground"> (links to the email in a Microsoft 365 mailbox)</span>
            </p>
          )}
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <dt>Urgency</dt>
          <dd>
            "{SAMPLE_EMAIL.urgency}" → {RULE_PRIORITY_LABELS[priority]}
          </dd>
          <dt>Due</dt>
          <dd>
            {explicit.day} from {explicit.note}; an email naming no day: {fallback.day}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
