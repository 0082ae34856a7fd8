import type { EmailRecommendation } from '@triage/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { cn } from '@/lib/utils';
import { useEmailBody } from '../api/get-email-body';
import { bodyHeight } from '../lib/body-height';
import { EmailBodyFrame } from './email-body-frame';

interface EmailBodyProps {
  email: EmailRecommendation;
  viewMore: boolean;
  onViewMoreChange: (viewMore: boolean) => void;
}

/** The body's first lines, and all of it after 'View More'; a long body is fetched as it opens. */
export function EmailBody({ email, viewMore, onViewMoreChange }: EmailBodyProps) {
  const { body, failed, error, retry } = useEmailBody(email);
  return (
    <section aria-label="Email body" className="space-y-2">
      {body !== undefined ? (
        <EmailBodyFrame email={{ ...email, body }} full={viewMore} />
      ) : failed ? (
        <ErrorState title="Error Loading Email" error={error} onRetry={retry} className="py-6" />
      ) : (
        // The frame's own size, so the blocks below do not move when the body comes in.
        <div className={cn('animate-pulse rounded-lg border bg-muted/40', bodyHeight(viewMore))} role="status" aria-busy="true">
          <span className="sr-only">Loading the email</span>
        </div>
      )}
      <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={viewMore} onClick={() => onViewMoreChange(!viewMore)}>
        {viewMore ? (
          <>
            View Less <ChevronUp aria-hidden />
          </>
        ) : (
          <>
            View More <ChevronDown aria-hidden />
          </>
        )}
      </Button>
    </section>
  );
}
