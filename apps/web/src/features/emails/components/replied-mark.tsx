import { Reply } from 'lucide-react';
import { formatReceived } from '@/lib/format-received';

/** The reply arrow mail clients put on an answered message; the hover title says when. */
export function RepliedMark({ repliedAt }: { repliedAt: string | null }) {
  if (!repliedAt) return null;
  const text = `Replied ${formatReceived(repliedAt)}`;
  return (
    <span role="img" aria-label={text} title={text} className="shrink-0 text-muted-foreground">
      <Reply className="size-3.5" aria-hidden />
    </span>
  );
}
