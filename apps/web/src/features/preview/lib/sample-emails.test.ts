import { describe, expect, it } from 'vitest';
import { SAMPLE_EMAILS, samplePreview } from './sample-emails';

describe('sample emails', () => {
  it('has two samples with previews of 120 characters', () => {
    expect(SAMPLE_EMAILS).toHaveLength(2);
    for (const sample of SAMPLE_EMAILS) {
      const preview = samplePreview(sample.body);
      expect(preview.endsWith('...')).toBe(true);
      expect(preview.length).toBe(123);
    }
  });
  it('keeps short bodies whole', () => {
    expect(samplePreview('Short\n\nbody')).toBe('Short body');
  });
});
