import { describe, expect, it } from 'vitest';
import { emptyTemplateForm, toTemplatePayload, validateTemplate } from './template-form';

describe('template form', () => {
  it('requires a name and at least one service', () => {
    expect(validateTemplate(emptyTemplateForm())).toEqual({
      name: 'Template name is required',
      services: 'Please select at least one service',
    });
    expect(validateTemplate({ ...emptyTemplateForm(), name: 'Onboarding', services: ['Legal'] })).toEqual({});
  });

  it('drops blank items and trims the rest', () => {
    const payload = toTemplatePayload({ name: ' Onboarding ', description: ' ', services: ['Legal'], items: [' Sign ', '', '  '] });
    expect(payload).toEqual({ name: 'Onboarding', description: null, services: ['Legal'], items: ['Sign'] });
  });
});
