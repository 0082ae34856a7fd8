import { importResultSchema, type ImportResult } from '@triage/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ApiRequestError, apiFetch, isApiRequestError } from '@/lib/api-client';

/** docs/behaviour.md, API: the export is downloaded as a JSON file named after the date. */
export const exportFileName = (disposition: string | null, today = new Date()) =>
  disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? `triage-config-${format(today, 'yyyy-MM-dd')}.json`;

export async function exportConfig(): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch('/api/v1/export', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok)
    throw new ApiRequestError(`Request failed: ${response.status} ${response.statusText}`.trim(), response.status, 'http_error');
  return { blob: await response.blob(), fileName: exportFileName(response.headers.get('Content-Disposition')) };
}

/** Saves a blob through a temporary link (the browser's normal download). */
export function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const INVALID_CONFIGURATION = 'Invalid configuration file or import failed';

/** docs/behaviour.md, Validation: only a .json file that parses is sent; anything else is the one spec text. */
export async function readConfigFile(file: File): Promise<unknown> {
  if (!/\.json$/i.test(file.name)) throw new Error(INVALID_CONFIGURATION);
  try {
    return JSON.parse(await file.text());
  } catch {
    throw new Error(INVALID_CONFIGURATION);
  }
}

const importConfig = (document: unknown): Promise<ImportResult> =>
  apiFetch('/api/v1/import', { method: 'POST', body: document, schema: importResultSchema });

/** Imports a configuration file; every list it may have changed is read again. */
export function useImportConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => importConfig(await readConfigFile(file)),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function importSummary(result: ImportResult): string {
  const { imported } = result;
  const parts = (['projects', 'services', 'templates', 'rules', 'contexts'] as const)
    .filter((k) => imported[k] > 0)
    .map((k) => `${imported[k]} ${imported[k] === 1 ? k.slice(0, -1) : k}`);
  if (imported.style) parts.push('task style');
  return parts.length ? `Imported ${parts.join(', ')}.` : 'The file held nothing new to import.';
}

/** 'Import Failed' texts (docs/behaviour.md, Messages): the server's message, else why there is none. */
export function importFailure(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 401) return 'No valid session found';
    if (error.code === 'http_error') return 'Unexpected response from server';
    return error.message || INVALID_CONFIGURATION;
  }
  // An answer that does not have the import result's shape.
  if (error instanceof Error && error.name === 'ZodError') return 'Unexpected response from server';
  return error instanceof Error && error.message ? error.message : INVALID_CONFIGURATION;
}
