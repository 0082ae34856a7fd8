import { FileDown, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastError, toastSuccess } from '@/components/ui/toast';
import { download, exportConfig, importFailure, importSummary, useImportConfig } from '../api/config-transfer';

/** Export & Import: the whole configuration (projects, services, templates, rules, style, contexts) as JSON. */
export function ConfigTransferCard() {
  const input = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState(false);
  const importer = useImportConfig();

  const runExport = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await exportConfig();
      download(blob, fileName);
      toastSuccess('Configuration exported', fileName);
    } catch (error) {
      toastError('Export Failed', error);
    } finally {
      setExporting(false);
    }
  };

  const runImport = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    importer.mutate(file, {
      onSuccess: (result) => toastSuccess('Configuration imported', importSummary(result)),
      onError: (error) => toastError('Import Failed', new Error(importFailure(error))),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Export &amp; Import</CardTitle>
        <CardDescription>
          Save your projects, services, templates, rules, task style and contexts to a JSON file, or load them from one. Mail and tasks are
          not included.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void runExport()} disabled={exporting}>
          <FileDown aria-hidden />
          Export Configuration
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          aria-label="Configuration file"
          tabIndex={-1}
          onChange={(e) => runImport(e.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={importer.isPending}>
          <FileUp aria-hidden />
          {importer.isPending ? 'Importing...' : 'Import Configuration'}
        </Button>
      </CardContent>
    </Card>
  );
}
