import type { EmailRecommendation } from '@triage/contracts';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';
import { linkify } from '../lib/linkify';

/** DOMPurify and the srcdoc builder load with the first HTML body, not with the first screen. */
export const loadEmailHtmlFrame = () => import('./email-html-frame');
const EmailHtmlFrame = lazy(() => loadEmailHtmlFrame().then((m) => ({ default: m.EmailHtmlFrame })));

interface EmailBodyFrameProps {
  email: Pick<EmailRecommendation, 'id' | 'subject' | 'body' | 'bodyContentType' | 'remoteImagesAllowed'>;
  /** View More: the whole body; otherwise the first lines. */
  full: boolean;
}

/**
 * The sanitized body: HTML in a sandboxed iframe (email-html-frame.tsx), plain text as
 * preformatted text with its web addresses as links.
 */
export function EmailBodyFrame({ email, full }: EmailBodyFrameProps) {
  const height = full ? 'h-[min(70svh,40rem)]' : 'h-44';
  if (email.bodyContentType === 'html') {
    return (
      <Suspense fallback={<div className={cn('rounded-lg border bg-white', height)} aria-busy="true" />}>
        <EmailHtmlFrame email={email} full={full} />
      </Suspense>
    );
  }
  return (
    <pre
      data-testid="email-body"
      className={cn(
        'whitespace-pre-wrap break-words rounded-lg border bg-card p-3 font-sans text-sm leading-relaxed',
        !full && 'max-h-44 overflow-hidden',
      )}
    >
      {linkify(email.body)}
    </pre>
  );
}
