import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastError } from '@/components/ui/toast';
import { clearLocalData } from '../lib/clear-local-data';

/** 'Clear local data': removes everything the app keeps in this browser, then reloads. */
export function LocalDataCard() {
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const clear = async () => {
    setClearing(true);
    try {
      await clearLocalData();
      window.location.reload();
    } catch (error) {
      setClearing(false);
      setConfirming(false);
      toastError('Failed to clear local data', error);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Local Data</CardTitle>
        <CardDescription>
          This browser keeps a few preferences (sidebar state, open groups) and caches. Clearing them does not touch your data on the server
          or sign you out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden />
          Clear local data
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear local data?"
        description="Local storage, session storage, caches and IndexedDB of this app are removed from this browser, and the page reloads."
        confirmLabel="Clear and reload"
        destructive
        pending={clearing}
        onConfirm={() => void clear()}
      />
    </Card>
  );
}
