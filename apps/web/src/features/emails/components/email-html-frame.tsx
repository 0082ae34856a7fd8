import { ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { useAllowRemoteImages } from '../api/allow-remote-images';
import { bodyHeight } from '../lib/body-height';
import { buildEmailSrcdoc, hasRemoteImages, purifyEmailHtml } from '../lib/email-srcdoc';
import type { EmailWithBody } from './email-body-frame';

export interface EmailHtmlFrameProps {
  email: Omit<EmailWithBody, 'bodyContentType'>;
  full: boolean;
}

/**
 * An HTML body in a sandboxed iframe (no scripts, no same origin) through srcdoc, purified again
 * here; remote images stay blocked until the user allows them for this email. The sandbox lets
 * links open in a new tab, outside the sandbox so the linked site works as usual.
 */
export function EmailHtmlFrame({ email, full }: EmailHtmlFrameProps) {
  const allow = useAllowRemoteImages();
  const blocked = useMemo(
    () => !email.remoteImagesAllowed && hasRemoteImages(purifyEmailHtml(email.body)),
    [email.body, email.remoteImagesAllowed],
  );
  const srcdoc = useMemo(() => buildEmailSrcdoc(email.body, email.remoteImagesAllowed), [email.body, email.remoteImagesAllowed]);

  const showImages = () =>
    allow.mutate({ emailId: email.id, allowed: true }, { onError: (error) => toastError('Failed to show images', error) });

  return (
    <div className="overflow-hidden rounded-lg border bg-white">
      {blocked && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/60 px-3 py-1.5 text-xs text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <ImageOff className="size-3.5" aria-hidden />
            Remote images are blocked
          </span>
          <Button variant="outline" size="sm" className="h-7" disabled={allow.isPending} onClick={showImages}>
            Show images
          </Button>
        </div>
      )}
      <iframe
        data-testid="email-body"
        title={`Email: ${email.subject}`}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={srcdoc}
        className={cn('block w-full bg-white', bodyHeight(full))}
        tabIndex={full ? 0 : -1}
      />
    </div>
  );
}
