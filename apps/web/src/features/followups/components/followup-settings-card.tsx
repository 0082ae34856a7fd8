import { MAX_WAITING_DAYS } from '@triage/contracts';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFollowupSettings, useSetWaitingDays } from '../api/followup-settings';

/** Settings > Follow-ups: after how many working days a conversation waiting on others is flagged. */
export function FollowupSettingsCard() {
  const settings = useFollowupSettings();
  const save = useSetWaitingDays();
  const [days, setDays] = useState('');
  const id = useId();
  useEffect(() => {
    if (settings.data) setDays(String(settings.data.waitingDays));
  }, [settings.data]);
  const value = Number(days);
  const valid = Number.isInteger(value) && value >= 1 && value <= MAX_WAITING_DAYS;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Follow-ups</CardTitle>
        <CardDescription>Counted in the working days of your first context (Monday to Friday without one).</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) save.mutate(value);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>Flag a waiting conversation after (working days)</Label>
            <Input
              id={id}
              type="number"
              min={1}
              max={MAX_WAITING_DAYS}
              className="w-28"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={!valid || undefined}
              aria-describedby={valid ? undefined : `${id}-error`}
            />
            {!valid && (
              <p id={`${id}-error`} className="text-sm text-destructive">
                Enter a whole number from 1 to {MAX_WAITING_DAYS}
              </p>
            )}
          </div>
          <Button type="submit" disabled={!valid || save.isPending || value === settings.data?.waitingDays}>
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
