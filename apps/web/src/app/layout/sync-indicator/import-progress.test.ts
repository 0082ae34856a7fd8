import { describe, expect, it } from 'vitest';
import { importLabel, importPercent, jobPercent } from './import-progress';

describe('import progress texts', () => {
  it('turns import counts into a percentage once the total is known', () => {
    expect(importPercent(5, null)).toBeNull();
    expect(importPercent(0, 0)).toBeNull();
    expect(importPercent(27, 54)).toBe(50);
    expect(importPercent(60, 54)).toBe(100);
  });

  it('moves an uploaded file by the share of it read, a mailbox import by its counts', () => {
    expect(jobPercent({ source: 'upload', imported: 10, total: null, bytesDone: 250, bytesTotal: 1000 })).toBe(25);
    expect(jobPercent({ source: 'mailbox', imported: 10, total: 40, bytesDone: 0, bytesTotal: null })).toBe(25);
  });

  it('labels the import with its count, and never reads more imported than the total', () => {
    expect(importLabel(5, null)).toBe('Importing 5 emails');
    expect(importLabel(27, 54)).toBe('Importing 27 of 54 emails');
    expect(importLabel(60, 54)).toBe('Importing 60 of 60 emails');
  });
});
