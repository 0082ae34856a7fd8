import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatSnoozeTime, pickedSnoozeTime, SNOOZE_LABELS, snoozeTime, type SnoozeChoice } from '../lib/snooze-times';

interface SnoozeDialogProps {
  /** How many emails it snoozes; 0 closes the dialog. */
  count: number;
  timeZone: string;
  onSnooze: (until: Date) => void;
  onClose: () => void;
}

const CHOICES: SnoozeChoice[] = ['laterToday', 'tomorrow', 'nextWeek'];

/** 's' or a Snooze button: later today, tomorrow morning, next week, or a date and time, in the user's zone. */
export function SnoozeDialog({ count, timeZone, onSnooze, onClose }: SnoozeDialogProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('08:00');
  const [error, setError] = useState<string | null>(null);
  const now = new Date();

  const pick = () => {
    const until = pickedSnoozeTime(date, time, timeZone);
    if (!until) return setError('Choose a date and a time');
    if (until.getTime() <= Date.now()) return setError('Choose a time in the future');
    onSnooze(until);
  };

  return (
    <Dialog open={count > 0} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Snooze {count === 1 ? 'email' : `${count} emails`}</DialogTitle>
          <DialogDescription>It leaves the queue and comes back at the time you choose ({timeZone}).</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          {CHOICES.map((choice) => {
            const until = snoozeTime(choice, now, timeZone);
            return (
              <Button key={choice} variant="outline" className="justify-between" onClick={() => onSnooze(until)}>
                <span>{SNOOZE_LABELS[choice]}</span>
                <span className="text-xs text-muted-foreground">{formatSnoozeTime(until, timeZone)}</span>
              </Button>
            );
          })}
        </div>
        <form
          className="grid gap-2 border-t pt-3"
          onSubmit={(e) => {
            e.preventDefault();
            pick();
          }}
        >
          <p className="text-sm font-medium">Pick a date</p>
          <div className="flex gap-2">
            <div className="grid flex-1 gap-1">
              <Label htmlFor="snooze-date">Date</Label>
              <Input id="snooze-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <div className="grid w-28 gap-1">
              <Label htmlFor="snooze-time">Time</Label>
              <Input id="snooze-time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="submit">Snooze until then</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
