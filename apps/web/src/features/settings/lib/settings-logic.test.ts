import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { exportFileName, importFailure, importSummary, INVALID_CONFIGURATION, readConfigFile } from '../api/config-transfer';
import type { ImportJob } from '../api/email-import';
import { toSystemInfoView } from '../api/get-system-info';
import { uploadContentType } from '../api/upload-emails';
import { clearLocalData } from './clear-local-data';
import { importView, parseDaysBack } from './import-progress';

const job = (over: Partial<ImportJob>): ImportJob => ({
  id: 'j1',
  status: 'running',
  syncJobId: 's1',
  daysBack: 30,
  imported: 0,
  total: null,
  error: null,
  source: 'mailbox',
  fileName: null,
  bytesTotal: null,
  bytesDone: 0,
  duplicates: 0,
  rejected: 0,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('email import states', () => {
  it('idle, starting at 10, running by its counts, completed at 100, error with the message', () => {
    expect(importView(null, false)).toMatchObject({ phase: 'idle' });
    expect(importView(null, true)).toMatchObject({ phase: 'starting', progress: 10 });
    expect(importView(job({ status: 'starting' }), false)).toMatchObject({ phase: 'starting', progress: 10 });
    expect(importView(job({ imported: 12 }), false)).toMatchObject({
      phase: 'running',
      progress: null,
      message: 'Importing... 12 emails so far',
    });
    expect(importView(job({ imported: 50, total: 100 }), false)).toMatchObject({ progress: 55, message: 'Imported 50 of 100 emails...' });
    expect(importView(job({ imported: 104, total: 100 }), false)).toMatchObject({
      progress: 100,
      message: 'Imported 104 of 104 emails...',
    });
    expect(importView(job({ status: 'completed', imported: 42, total: 42 }), false)).toMatchObject({
      phase: 'completed',
      progress: 100,
      message: 'Import completed: 42 emails from the last 30 days',
    });
    expect(importView(job({ status: 'error', error: 'Mailbox offline' }), false)).toMatchObject({
      phase: 'error',
      message: 'Mailbox offline',
    });
  });

  it('shows an uploaded file by the share of it read, then what it brought', () => {
    const upload = { source: 'upload' as const, fileName: 'Takeout.mbox', bytesTotal: 2_000 };
    expect(importView(job({ ...upload, imported: 300, bytesDone: 500 }), false)).toMatchObject({
      phase: 'running',
      progress: 33,
      message: 'Importing Takeout.mbox... 300 emails so far (25%)',
    });
    expect(
      importView(
        job({ ...upload, status: 'completed', imported: 1_200, total: 1_200, duplicates: 3, rejected: 1, bytesDone: 2_000 }),
        false,
      ),
    ).toMatchObject({
      phase: 'completed',
      progress: 100,
      message: 'Import completed: 1200 emails from Takeout.mbox (3 duplicates skipped, 1 rejected)',
    });
  });

  it('takes 1 to 365 days back, and 30 for anything that is not a number', () => {
    expect(parseDaysBack('30')).toEqual({ value: 30, error: null });
    expect(parseDaysBack('')).toEqual({ value: 30, error: null });
    expect(parseDaysBack('abc')).toEqual({ value: 30, error: null });
    expect(parseDaysBack('365').error).toBeNull();
    expect(parseDaysBack('0').error).toBe('Days back must be a whole number from 1 to 365');
    expect(parseDaysBack('366').error).not.toBeNull();
    expect(parseDaysBack('2.5').error).not.toBeNull();
  });
});

describe('system information', () => {
  it('shows what the server says', () => {
    expect(
      toSystemInfoView({ version: '2.1.0', environment: 'Production', status: 'Degraded', last_updated: '2026-01-01T00:00:00Z' }),
    ).toMatchObject({
      version: '2.1.0',
      environment: 'Production',
      status: 'Degraded',
      lastUpdated: '2026-01-01T00:00:00Z',
      fallbacks: [],
    });
  });

  it('falls back to 1.0.0, Development and Healthy only where the server cannot say', () => {
    expect(toSystemInfoView(null)).toMatchObject({
      version: '1.0.0',
      environment: 'Development',
      status: 'Healthy',
      fallbacks: ['version', 'environment', 'status'],
    });
    expect(toSystemInfoView({ version: '3.0.0', environment: '' })).toMatchObject({
      version: '3.0.0',
      environment: 'Development',
      fallbacks: ['environment', 'status'],
    });
  });
});

describe('configuration export and import', () => {
  it('names the download after the server, else after the date', () => {
    expect(exportFileName('attachment; filename="triage-config-2026-03-03.json"')).toBe('triage-config-2026-03-03.json');
    expect(exportFileName(null, new Date(2026, 0, 9))).toBe('triage-config-2026-01-09.json');
  });

  it('accepts only .json files that parse', async () => {
    await expect(readConfigFile(new File(['{"a":1}'], 'config.json'))).resolves.toEqual({ a: 1 });
    await expect(readConfigFile(new File(['{"a":1}'], 'config.txt'))).rejects.toThrow(INVALID_CONFIGURATION);
    await expect(readConfigFile(new File(['{oops'], 'config.json'))).rejects.toThrow(INVALID_CONFIGURATION);
  });

  it("says why an import failed in the spec's words", () => {
    expect(importFailure(new ApiRequestError(INVALID_CONFIGURATION, 400, 'invalid_input'))).toBe(INVALID_CONFIGURATION);
    expect(importFailure(new ApiRequestError('User not authenticated', 401, 'unauthenticated'))).toBe('No valid session found');
    expect(importFailure(new ApiRequestError('Request failed: 502', 502, 'http_error'))).toBe('Unexpected response from server');
    expect(importFailure(new Error(INVALID_CONFIGURATION))).toBe(INVALID_CONFIGURATION);
  });

  it('sums up what was imported', () => {
    expect(importSummary({ success: true, imported: { projects: 2, services: 1, templates: 0, rules: 1, contexts: 0, style: true } })).toBe(
      'Imported 2 projects, 1 service, 1 rule, task style.',
    );
    expect(
      importSummary({ success: true, imported: { projects: 0, services: 0, templates: 0, rules: 0, contexts: 0, style: false } }),
    ).toBe('The file held nothing new to import.');
  });

  it('sends .mbox and .eml files with their mail types', () => {
    expect(uploadContentType('archive.MBOX')).toBe('application/mbox');
    expect(uploadContentType('one.eml')).toBe('message/rfc822');
  });
});

describe('clear local data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('empties local and session storage, Cache Storage and every IndexedDB database', async () => {
    localStorage.setItem('triage.sidebar.collapsed', 'true');
    sessionStorage.setItem('x', '1');
    const deleted: string[] = [];
    const cacheDeletes: string[] = [];
    const win = {
      localStorage,
      sessionStorage,
      caches: { keys: async () => ['v1', 'v2'], delete: async (name: string) => cacheDeletes.push(name) },
      indexedDB: {
        databases: async () => [{ name: 'triage-cache' }, { name: undefined }],
        deleteDatabase: (name: string) => {
          deleted.push(name);
          const request = {} as { onsuccess?: () => void };
          setTimeout(() => request.onsuccess?.());
          return request;
        },
      },
    } as unknown as Window;
    await clearLocalData(win);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(cacheDeletes).toEqual(['v1', 'v2']);
    expect(deleted).toEqual(['triage-cache']);
  });
});
