import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { learn } from '../learner/learn.js';
import { context, email, project } from '../test-support/fixtures.js';
import { classify } from './classify.js';

/** Hostile input never breaks classification, and every output keeps its shape. */
describe('classify with arbitrary input', () => {
  const ctx = context({ projects: [project({ id: 'p1', name: 'Harbour Tower', bodyRegex: '(a+)+$', involvedParties: 'Ann, Bob' })] });
  learn(ctx.model, email({ subject: 'Tower crane' }), 'p1');

  it('returns a well-formed result', () => {
    const text = fc.option(fc.string({ maxLength: 400 }), { nil: null });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
        (subject, bodyText, fromName, receivedAt) => {
          const r = classify(email({ subject, bodyText, fromName, receivedAt }), ctx);
          expect(['Harbour Tower', 'None']).toContain(r.label);
          expect(r.confidence).toBeGreaterThanOrEqual(0);
          expect(r.confidence).toBeLessThanOrEqual(1);
          for (const t of r.proposedTasks) {
            expect(t.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(['P1', 'P2', 'P3', 'P4']).toContain(t.priority);
            expect(t.title.length).toBeGreaterThan(0);
          }
          expect(r.replyEmail.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300, seed: 42 },
    );
  });

  it('handles a huge HTML body', () => {
    const body = `<div>${'<p>Please review the attached plan by Friday. The tower is on schedule.</p>'.repeat(5000)}</div>`;
    const r = classify(email({ bodyText: body }), ctx);
    expect(r.proposedTasks.map((t) => t.title)).toEqual(['Review the attached plan']);
  });
});
