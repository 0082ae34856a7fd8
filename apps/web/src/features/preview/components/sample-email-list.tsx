import { Mail } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SAMPLE_EMAILS, samplePreview, type SampleEmail } from '../lib/sample-emails';

/** The two built-in samples; choosing one fills the email form. */
export function SampleEmailList({ onUse }: { onUse: (sample: SampleEmail) => void }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {SAMPLE_EMAILS.map((sample) => (
        <li key={sample.id} className="flex flex-col gap-2 rounded-lg border bg-card p-4" data-testid="sample-email">
          <div className="flex items-center gap-2 text-xs text-muted-foreground">
            <Mail className="size-3.5" aria-hidden />
            <span className="truncate">{sample.from}</span>
          </div>
          <p className="font-medium">{sample.subject}</p>
          <p className="flex-1 text-sm text-muted-foreground">{samplePreview(sample.body)}</p>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => onUse(sample)}
            aria-label={`Use sample: ${sample.subject}`}
          >
            Use this sample
          </Button>
        </li>
      ))}
    </ul>
  );
}
