import type { FollowupItem } from '@triage/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRemind } from '../api/conversation-actions';
import { reminderInstant, tomorrow } from '../lib/followup-labels';

/** Remind me: the conversation is snoozed until 09:00 on the chosen day, then returns with a badge. */
export function RemindDialog({ item, onClose }: { item: FollowupItem | null; onClose: () => void }) {
  const [day, setDay] = useState(tomorrow());
  const remind = useRemind();
  const id = useId();
  if (!item) return null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remind me</DialogTitle>
          <DialogDescription>{item.subject?.trim() || '(no subject)'} leaves Follow-ups until then.</DialogDescription>
        </DialogHeader>
        <Label htmlFor={id}>Remind me on</Label>
        <Input id={id} type="date" min={tomorrow()} value={day} onChange={(e) => setDay(e.target.value)} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!day || remind.isPending}
            onClick={() => remind.mutate({ conversationId: item.conversationId, until: reminderInstant(day) }, { onSuccess: onClose })}
          >
            Set reminder
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
