import type { EmailRecommendation } from '@triage/contracts';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmailBodyFrame } from './email-body-frame';

interface EmailBodyProps {
  email: EmailRecommendation;
  viewMore: boolean;
  onViewMoreChange: (viewMore: boolean) => void;
}

/** The body's first lines, and all of it after 'View More'. */
export function EmailBody({ email, viewMore, onViewMoreChange }: EmailBodyProps) {
  return (
    <section aria-label="Email body" className="space-y-2">
      <EmailBodyFrame email={email} full={viewMore} />
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
