import type { EmailRecommendation } from '@triage/contracts';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/utils';
import { bodyHeight } from '../lib/body-height';
import { linkify } from '../lib/linkify';

type HtmlFrameModule = typeof import('./email-html-frame');
let htmlFrame: HtmlFrameModule | undefined;

/** DOMPurify and the srcdoc builder load with the first HTML body, not with the first screen. */
export const loadEmailHtmlFrame = () =>
  import('./email-html-frame').then((m) => {
    htmlFrame = m;
    return m;
  });
const LazyEmailHtmlFrame = lazy(() => loadEmailHtmlFrame().then((m) => ({ default: m.EmailHtmlFrame })));

/** An email with its body at hand (a list row may have left a long one out). */
export type EmailWithBody = Pick<EmailRecommendation, 'id' | 'subject' | 'bodyContentType' | 'remoteImagesAllowed'> & { body: string };

interface EmailBodyFrameProps {
  email: EmailWithBody;
  /** View More: the whole body; otherwise the first lines. */
  full: boolean;
}

/**
 * The sanitized body: HTML in a sandboxed iframe (email-html-frame.tsx), plain text as
 * preformatted text with its web addresses as links.
 */
export function EmailBodyFrame({ email, full }: EmailBodyFrameProps) {
  if (email.bodyContentType === 'html') {
    // Once the screen's preload has it, the frame renders in the same commit as the card's expansion:
    // a lazy component suspends on its first render even then, and the placeholder's swap for the
    // frame (with its remote-images bar) moved the buttons below it under a pointer already on its way.
    if (htmlFrame) return <htmlFrame.EmailHtmlFrame email={email} full={full} />;
    return (
      <Suspense fallback={<div className={cn('rounded-lg border bg-white', bodyHeight(full))} aria-busy="true" />}>
        <LazyEmailHtmlFrame email={email} full={full} />
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
