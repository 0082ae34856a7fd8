import type { FollowupItem } from '@triage/contracts';
import { FOLLOWUP_TEXTS } from '@triage/contracts';
import { AlarmClock, Check, ExternalLink, Reply, Send } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ageLabel, peopleLabel } from '../lib/followup-labels';

interface FollowupRowProps {
  item: FollowupItem;
  onNudge?: (item: FollowupItem) => void;
  /** Offered where the conversation has an email of the user's to answer. */
  onReply?: (item: FollowupItem) => void;
  onDone: (item: FollowupItem) => void;
  onRemind: (item: FollowupItem) => void;
  busy: boolean;
}

/** One conversation: who, what, how long, and what the user can do about it. */
export function FollowupRow({ item, onNudge, onReply, onDone, onRemind, busy }: FollowupRowProps) {
  const subject = item.subject?.trim() || '(no subject)';
  return (
    <Card role="listitem" aria-label={subject} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{subject}</span>
          {item.overdue && <Badge variant="destructive">{FOLLOWUP_TEXTS.overdue(item.ageWorkingDays)}</Badge>}
          {item.reminded && (
            <Badge variant="secondary">
              <AlarmClock className="size-3" aria-hidden /> {FOLLOWUP_TEXTS.reminder}
            </Badge>
          )}
        </div>
        <p className="text-sm text-muted-foreground">
          {item.state === 'waiting' ? 'To ' : 'From '}
          {peopleLabel(item)} · <span data-testid="followup-age">{ageLabel(item.ageWorkingDays)}</span>
        </p>
        {item.preview && <p className="line-clamp-2 text-sm text-muted-foreground">{item.preview}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {item.webLink && (
          <Button variant="outline" size="sm" asChild>
            <a href={item.webLink} target="_blank" rel="noreferrer noopener" aria-label={`Open "${subject}" in Outlook`}>
              <ExternalLink aria-hidden /> Open
            </a>
          </Button>
        )}
        {onReply && item.emailId && (
          <Button variant="outline" size="sm" onClick={() => onReply(item)} disabled={busy}>
            <Reply aria-hidden /> Reply
          </Button>
        )}
        {onNudge && (
          <Button variant="outline" size="sm" onClick={() => onNudge(item)} disabled={busy}>
            <Send aria-hidden /> Draft a nudge
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={() => onRemind(item)} disabled={busy}>
          <AlarmClock aria-hidden /> Remind me
        </Button>
        <Button variant="outline" size="sm" onClick={() => onDone(item)} disabled={busy}>
          <Check aria-hidden /> Mark done
        </Button>
      </div>
    </Card>
  );
}
