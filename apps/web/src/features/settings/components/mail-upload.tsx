import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { useUploadEmails, type UploadResult } from '../api/upload-emails';

interface Outcome {
  file: string;
  result: UploadResult;
}

/** Upload .eml or .mbox files straight into Triage (mail from another account, an export, ...). */
export function MailUpload({ onImportStarted }: { onImportStarted: (importId: string, file: string) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEmails();
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  const send = async (files: FileList | null) => {
    if (!files?.length) return;
    const done: Outcome[] = [];
    for (const file of Array.from(files)) {
      try {
        const outcome = await upload.mutateAsync(file);
        if ('stored' in outcome) done.push({ file: file.name, result: outcome.stored });
        else onImportStarted(outcome.importId, file.name);
      } catch (error) {
        toastError('Import Failed', error);
      }
    }
    if (input.current) input.current.value = '';
    setOutcomes(done);
    if (done.length) {
      const imported = done.reduce((n, o) => n + o.result.imported, 0);
      const duplicates = done.reduce((n, o) => n + o.result.duplicates, 0);
      toastSuccess('Emails Uploaded', `${imported} imported, ${duplicates} already here.`);
    }
  };

  return (
    <div className="space-y-2 border-t pt-4">
      <p className="text-sm font-medium" id={`${id}-label`}>
        Upload mail files
      </p>
      <p className="text-xs text-muted-foreground">
        .eml (one message) or .mbox (many, up to 4 GB: imported in the background); duplicates are skipped.
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".eml,.mbox,message/rfc822,application/mbox"
        multiple
        className="sr-only"
        aria-labelledby={`${id}-label`}
        onChange={(e) => void send(e.target.files)}
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
        <Upload aria-hidden />
        {upload.isPending ? 'Uploading...' : 'Choose .eml or .mbox files'}
      </Button>
      {outcomes.length > 0 && (
        <ul className="space-y-1 text-xs text-muted-foreground" aria-label="Upload results">
          {outcomes.map(({ file, result }) => (
            <li key={file}>
              <span className="font-medium text-foreground">{file}</span>: {result.imported} imported, {result.duplicates} duplicate
              {result.duplicates === 1 ? '' : 's'}
              {result.rejected.length > 0 && `, ${result.rejected.length} rejected (${result.rejected.map((r) => r.reason).join('; ')})`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
