import type { Rule } from '@triage/contracts';
import { describe, expect, it } from 'vitest';
import { moveItem, renumber } from './reorder';
import { emptyRuleForm, roundToStep, ruleToForm, toRulePayload, validateRuleForm } from './rule-form-values';
import { ifParts, ifSummary, thenParts, thenSummary } from './rule-summary';
import { suggestionHasConditions, suggestionToForm } from './suggestion';

const rule = (over: Partial<Rule> = {}): Rule => ({
  id: 'r1',
  name: 'Acme invoices',
  order: 1,
  confidence: 0.9,
  if: {
    senderIncludes: ['billing@acme.com'],
    domainMatches: [],
    subjectIncludes: ['invoice', 'statement'],
    bodyIncludes: [],
    bodyRegex: null,
  },
  then: { projectId: 'p1', tags: ['finance'], assignee: null, priority: 'P1', due: null },
  created_at: '',
  updated_at: '',
  ...over,
});

describe('IF and THEN summaries', () => {
  it('joins the conditions by OR', () => {
    expect(ifSummary(rule().if)).toBe('IF sender includes "billing@acme.com" OR subject includes "invoice", "statement"');
    expect(
      ifParts({
        ...rule().if,
        senderIncludes: [],
        subjectIncludes: [],
        domainMatches: ['acme.com'],
        bodyIncludes: ['PO'],
        bodyRegex: 'inv\\d+',
      }),
    ).toEqual(['domain matches "acme.com"', 'body includes "PO"', 'body matches /inv\\d+/']);
  });

  it('names the project, or Unknown Project, with tags and the rule priority label', () => {
    expect(thenSummary(rule().then, 'Harbour Tower')).toBe('THEN assign to Harbour Tower, tag finance, priority P1 Urgent');
    expect(thenSummary({ ...rule().then, tags: [], priority: null }, null)).toBe('THEN assign to Unknown Project');
    expect(thenParts({ ...rule().then, assignee: 'Dana', due: 'in 2 days', priority: 'P4' }, 'X')).toEqual([
      'assign to X',
      'tag finance',
      'priority P4 Low',
      'assignee Dana',
      'due in 2 days',
    ]);
  });
});

describe('rule form', () => {
  it('starts at confidence 0.65 with nothing chosen', () => {
    expect(emptyRuleForm.confidence).toBe(0.65);
    expect(emptyRuleForm.projectId).toBe('');
  });

  it('asks for a name, a condition and a project, with the spec texts', () => {
    expect(validateRuleForm(emptyRuleForm)).toEqual({
      name: 'Rule name is required',
      conditions: 'At least one IF condition is required',
      projectId: 'Please select a project',
    });
    expect(validateRuleForm({ ...emptyRuleForm, name: 'x', senderIncludes: ' , ,', projectId: 'p' }).conditions).toBe(
      'At least one IF condition is required',
    );
    expect(validateRuleForm({ ...emptyRuleForm, name: 'x', bodyRegex: 'a(', projectId: 'p' })).toEqual({
      bodyRegex: 'Body regex is not a valid regular expression',
    });
    expect(validateRuleForm({ ...emptyRuleForm, name: 'x', bodyRegex: 'inv\\d+', projectId: 'p' })).toEqual({});
  });

  it('splits comma lists, trims, drops blanks and leaves empty optional fields out', () => {
    const payload = toRulePayload({
      ...emptyRuleForm,
      name: '  Acme ',
      senderIncludes: 'a@x.com, , b@x.com ',
      tags: ' vip,, finance',
      projectId: 'p1',
      confidence: 0.1 + 0.2,
    });
    expect(payload).toEqual({
      name: 'Acme',
      confidence: 0.3,
      if: { senderIncludes: ['a@x.com', 'b@x.com'], domainMatches: [], subjectIncludes: [], bodyIncludes: [] },
      then: { projectId: 'p1', tags: ['vip', 'finance'] },
    });
  });

  it('round-trips a rule through the form', () => {
    const form = ruleToForm(rule({ then: { projectId: 'p1', tags: ['a', 'b'], assignee: 'Dana', priority: 'P2', due: 'Friday' } }));
    expect(form).toMatchObject({ senderIncludes: 'billing@acme.com', subjectIncludes: 'invoice, statement', tags: 'a, b', priority: 'P2' });
    expect(toRulePayload(form)).toEqual({
      name: 'Acme invoices',
      confidence: 0.9,
      if: { senderIncludes: ['billing@acme.com'], domainMatches: [], subjectIncludes: ['invoice', 'statement'], bodyIncludes: [] },
      then: { projectId: 'p1', tags: ['a', 'b'], assignee: 'Dana', priority: 'P2', due: 'Friday' },
    });
  });

  it('keeps the confidence on the 0.05 grid between 0 and 1', () => {
    expect(roundToStep(0.6500000001)).toBe(0.65);
    expect(roundToStep(0.33)).toBe(0.35);
    expect(roundToStep(-1)).toBe(0);
    expect(roundToStep(2)).toBe(1);
  });
});

describe('reordering', () => {
  it('moves an item and renumbers from 1', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
    const rules = renumber([rule({ id: 'x', order: 7 }), rule({ id: 'y', order: 2 })]);
    expect(rules.map((r) => [r.id, r.order])).toEqual([
      ['x', 1],
      ['y', 2],
    ]);
  });
});

describe('Generate from Examples', () => {
  const suggestion = {
    projectId: 'p1',
    examples: 3,
    name: 'Harbour (from examples)',
    if: { senderIncludes: ['ann@h.example'], domainMatches: ['h.example'], subjectIncludes: [], bodyIncludes: [], bodyRegex: null },
  };
  it('prefills the Add Rule dialog', () => {
    expect(suggestionHasConditions(suggestion)).toBe(true);
    expect(suggestionHasConditions({ ...suggestion, if: { ...suggestion.if, senderIncludes: [], domainMatches: [] } })).toBe(false);
    expect(suggestionToForm(suggestion)).toMatchObject({
      name: 'Harbour (from examples)',
      confidence: 0.65,
      senderIncludes: 'ann@h.example',
      domainMatches: 'h.example',
      projectId: 'p1',
    });
  });
});
