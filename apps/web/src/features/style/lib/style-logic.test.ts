import { DEFAULT_TASK_STYLE } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '@triage/contracts';
import { insertVariable, sameStyle, validateStyle } from './style-form';
import { previewDescription, previewDue, previewPriority, previewTitle, sampleVars } from './style-preview';

describe('renderTemplate (as the classifier renders it)', () => {
  it('fills variables, tidies dangling separators and keeps unknown ones', () => {
    expect(renderTemplate('{{subject}} - {{ sender }}', { subject: 'Lease', sender: 'Ann' })).toBe('Lease - Ann');
    expect(renderTemplate('{{subject}} - {{sender}}', { subject: 'Lease' })).toBe('Lease');
    expect(renderTemplate('{{subject}} {{nope}}', { subject: 'Lease' })).toBe('Lease {{nope}}');
  });
});

describe('live preview', () => {
  it('renders the default style from the sample email', () => {
    expect(previewTitle(DEFAULT_TASK_STYLE)).toBe('Send Ann the signed lease for unit 4B (Lease renewal for unit 4B - Ann Lee)');
    expect(previewTitle({ titleTemplate: '[{{project}}] {{first_sentence}}' })).toBe(
      '[Harbour Tower] Send Ann the signed lease for unit 4B',
    );
    const description = previewDescription(DEFAULT_TASK_STYLE);
    expect(description.startsWith(`From: Ann Lee\nDate: ${sampleVars().date}\n\nHi, can you send`)).toBe(true);
    expect(description).toContain('Urgency: high');
    expect(description).toContain('Next steps:');
  });

  it('follows the switches, the urgency map and the due parser', () => {
    const plain = { ...DEFAULT_TASK_STYLE, includeMetadata: false, includeNextSteps: false };
    expect(previewDescription(plain)).not.toContain('Request:');
    expect(previewDescription(plain)).not.toContain('Next steps');
    expect(previewPriority({ urgencyMap: { ...DEFAULT_TASK_STYLE.urgencyMap, high: 'P1' } })).toBe('P1');
    // The sample arrives on Tuesday 2026-03-03: "by Friday" is the 6th; a week out the 10th; next business day the 4th.
    expect(previewDue(DEFAULT_TASK_STYLE, true).day).toBe('2026-03-06');
    expect(previewDue({ dueParser: 'prefer_explicit' }, false).day).toBe('2026-03-10');
    expect(previewDue({ dueParser: 'fallback_next_business_day' }, false).day).toBe('2026-03-04');
    expect(previewDue({ dueParser: 'fallback_next_business_day' }, false, new Date(2026, 2, 6)).day).toBe('2026-03-09');
  });
});

describe('style form', () => {
  it('refuses an empty title template and unknown variables', () => {
    expect(validateStyle(DEFAULT_TASK_STYLE)).toEqual({});
    expect(validateStyle({ ...DEFAULT_TASK_STYLE, titleTemplate: ' ' }).titleTemplate).toBe('Title template is required');
    expect(validateStyle({ ...DEFAULT_TASK_STYLE, descriptionTemplate: '{{sendr}} {{body}}' }).descriptionTemplate).toBe(
      'Unknown variable {{sendr}}. Use sender, subject, first_sentence, project, date, body.',
    );
    expect(validateStyle({ ...DEFAULT_TASK_STYLE, descriptionTemplate: '' })).toEqual({});
  });

  it('inserts a variable at the cursor, replacing a selection', () => {
    expect(insertVariable('Hello world', 6, 11, 'sender')).toEqual({ text: 'Hello {{sender}}', cursor: 16 });
    expect(insertVariable('', 0, 0, 'date')).toEqual({ text: '{{date}}', cursor: 8 });
  });

  it('compares styles regardless of key order', () => {
    const reordered = Object.fromEntries(Object.entries(DEFAULT_TASK_STYLE).reverse()) as typeof DEFAULT_TASK_STYLE;
    expect(sameStyle(DEFAULT_TASK_STYLE, reordered)).toBe(true);
    expect(sameStyle(DEFAULT_TASK_STYLE, { ...DEFAULT_TASK_STYLE, includeMetadata: false })).toBe(false);
  });
});
