import { nudgeDraft, type FollowupItem } from '@triage/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSendNudge } from '../api/send-nudge';
import { firstName, peopleLabel } from '../lib/followup-labels';

const reSubject = (subject: string | null) => (/^re:/i.test(subject?.trim() ?? '') ? subject!.trim() : `Re: ${subject?.trim() ?? ''}`);

/** A short follow-up reply, drafted and editable, sent into the conversation. */
export function NudgeDialog({ item, onClose }: { item: FollowupItem | null; onClose: () => void }) {
  const [body, setBody] = useState('');
  const send = useSendNudge();
  const id = useId();
  useEffect(() => {
    if (item) setBody(nudgeDraft(firstName(item)));
  }, [item]);
  if (!item) return null;
  const submit = () =>
    send.mutate(
      { emailId: item.emailId, to: item.people.map((p) => p.address), subject: reSubject(item.subject), body },
      { onSuccess: onClose },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nudge {peopleLabel(item)}</DialogTitle>
          <DialogDescription>{reSubject(item.subject)}</DialogDescription>
        </DialogHeader>
        <Label htmlFor={id}>Message</Label>
        <Textarea id={id} rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!body.trim() || send.isPending}>
            Send nudge
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
