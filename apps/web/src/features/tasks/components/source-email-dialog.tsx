import { emailSender } from '@triage/contracts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useRecommendation, EmailBody } from '@/features/emails';
import { formatReceived } from '@/lib/format-received';

/** The card's 'Source email' button: the email the task came from, read in place. */
export function SourceEmailButton({ emailId }: { emailId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setOpen(true)}>
        <Mail aria-hidden /> Source email
      </Button>
      {open && <SourceEmailDialog emailId={emailId} onClose={() => setOpen(false)} />}
    </>
  );
}

function SourceEmailDialog({ emailId, onClose }: { emailId: string; onClose: () => void }) {
  const email = useRecommendation(emailId);
  const [viewMore, setViewMore] = useState(true);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{email.data?.subject ?? 'Source email'}</DialogTitle>
          <DialogDescription>
            {email.data
              ? `${emailSender(email.data.fromName, email.data.fromAddress)} · ${formatReceived(email.data.receivedAt)}`
              : 'The email this task came from'}
          </DialogDescription>
        </DialogHeader>
        {email.isPending ? (
          <LoadingState text="Loading email..." />
        ) : email.isError ? (
          <ErrorState title="Error Loading Email" error={email.error} onRetry={() => void email.refetch()} />
        ) : (
          <div className="max-h-[60svh] overflow-y-auto">
            <EmailBody email={email.data} viewMore={viewMore} onViewMoreChange={setViewMore} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
