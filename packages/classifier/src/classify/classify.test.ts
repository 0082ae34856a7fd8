import { describe, expect, it } from 'vitest';
import { learn } from '../learner/learn.js';
import { emptyLearner } from '../learner/learner-state.js';
import { context, email, project, rule } from '../test-support/fixtures.js';
import { classify } from './classify.js';

const alpha = project({ id: 'p-alpha', name: 'Harbour Tower' });
const beta = project({ id: 'p-beta', name: 'Riverside Lofts' });

/** A learner that firmly believes mail from ann@acme.com about invoices is Riverside Lofts. */
function trainedOnBeta() {
  const model = emptyLearner();
  for (let i = 0; i < 5; i++) {
    learn(model, email({ subject: `Invoice ${i} for the lofts`, bodyText: 'Invoice attached for the unit fit-out.' }), beta.id);
    learn(
      model,
      email({ fromAddress: 'bob@other.org', fromName: 'Bob', subject: `Crane schedule ${i}`, bodyText: 'Crane and scaffold plan.' }),
      alpha.id,
    );
  }
  return model;
}
const invoice = () => email({ subject: 'Invoice 9 for the lofts', bodyText: 'Invoice attached for the unit fit-out.' });

describe('classify: signals in order', () => {
  it('uses the learner when no sure signal holds', () => {
    const r = classify(invoice(), context({ projects: [alpha, beta], model: trainedOnBeta() }));
    expect(r).toMatchObject({ projectId: beta.id, label: 'Riverside Lofts', signal: 'learner' });
    expect(r.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("a project's own matching rule wins over the learner", () => {
    const owned = { ...alpha, senderIncludes: ['ann@acme.com'] };
    const r = classify(invoice(), context({ projects: [owned, beta], model: trainedOnBeta() }));
    expect(r).toMatchObject({ projectId: alpha.id, signal: 'project_rule', confidence: 0.95 });
    expect(r.reasons).toEqual(['sender contains "ann@acme.com"']);
  });

  it('project bodyRegex runs through the ReDoS-safe matcher (a catastrophic pattern just does not match)', () => {
    const evil = { ...alpha, bodyRegex: '(a+)+b' };
    const r = classify(email({ bodyText: `${'a'.repeat(40)}c` }), context({ projects: [evil] }));
    expect(r.signal).toBe('none');
    const good = { ...alpha, bodyRegex: 'unit\\s+\\d+' };
    expect(classify(email({ bodyText: 'Unit 12 is ready' }), context({ projects: [good] })).signal).toBe('project_rule');
  });

  it('tagging rules apply in order with their confidence, and report every match and tag', () => {
    const first = rule({
      name: 'Invoices',
      order: 1,
      confidence: 0.85,
      if: { subjectIncludes: ['invoice'] },
      then: { projectId: alpha.id, tags: ['finance'], assignee: 'Kim', priority: 'P1' },
    });
    const second = rule({
      name: 'Ann',
      order: 0,
      confidence: 0.9,
      if: { senderIncludes: ['ann@'] },
      then: { projectId: beta.id, tags: ['client', 'finance'] },
    });
    const r = classify(invoice(), context({ projects: [alpha, beta], rules: [first, second], model: trainedOnBeta() }));
    expect(r).toMatchObject({ projectId: beta.id, signal: 'tagging_rule', confidence: 0.9, tags: ['client', 'finance'] });
    expect(r.matchedRules.map((m) => m.name)).toEqual(['Ann', 'Invoices']);
    const reordered = classify(
      invoice(),
      context({
        projects: [alpha, beta],
        rules: [
          { ...first, order: 0 },
          { ...second, order: 1 },
        ],
      }),
    );
    expect(reordered).toMatchObject({ projectId: alpha.id, confidence: 0.85, assignee: 'Kim' });
    expect(reordered.proposedTasks.every((t) => t.priority === 'P1')).toBe(true);
  });

  it('a rule below the threshold leaves the email unclassified', () => {
    const weak = rule({ confidence: 0.3, if: { senderIncludes: ['ann@'] }, then: { projectId: alpha.id } });
    const r = classify(invoice(), context({ projects: [alpha], rules: [weak] }));
    expect(r).toMatchObject({ label: 'None', projectId: null, signal: 'none', confidence: 0.3 });
  });

  it('the project approved in the same conversation wins over mentions and the learner', () => {
    const r = classify(
      email({ subject: 'Re: Harbour Tower' }),
      context({ projects: [alpha, beta], conversationProjectId: beta.id, model: trainedOnBeta() }),
    );
    expect(r).toMatchObject({ projectId: beta.id, signal: 'conversation', confidence: 0.9 });
  });

  it('names, official names, other names and involved parties are mentions on word boundaries', () => {
    const named = { ...alpha, officialName: 'HT Holdings LLC', otherNames: 'The Tower, Pier 9', involvedParties: 'Bob Stone' };
    const ctx = context({ projects: [named, beta], model: trainedOnBeta() });
    expect(classify(email({ subject: 'harbour tower snag list' }), ctx)).toMatchObject({ projectId: alpha.id, signal: 'mention' });
    expect(classify(email({ bodyText: 'Meeting at pier 9 tomorrow.' }), ctx)).toMatchObject({ projectId: alpha.id, signal: 'mention' });
    expect(classify(email({ fromName: 'Bob Stone', fromAddress: 'bob@stone.io' }), ctx)).toMatchObject({
      projectId: alpha.id,
      signal: 'mention',
      confidence: 0.7,
    });
    expect(classify(email({ bodyText: 'Pier 90 is elsewhere; the towers are not ours.' }), ctx).signal).not.toBe('mention');
  });

  it('a name is also written without its generic word: "Project Phoenix" as "Phoenix", "Globex deal" as "Globex"', () => {
    const phoenix = project({ id: 'p-phoenix', name: 'Project Phoenix' });
    const globex = project({ id: 'p-globex', name: 'Globex deal' });
    const move = project({ id: 'p-move', name: 'The Move project' });
    const ctx = context({ projects: [phoenix, globex, move] });
    expect(classify(email({ subject: 'Phoenix kickoff agenda' }), ctx)).toMatchObject({ projectId: phoenix.id, signal: 'mention' });
    expect(classify(email({ bodyText: 'Globex signed the term sheet.' }), ctx)).toMatchObject({ projectId: globex.id, signal: 'mention' });
    // "The Move" is too short a word to stand for the project alone.
    expect(classify(email({ bodyText: 'We move the meeting to Friday.' }), ctx).signal).not.toBe('mention');
  });

  it('reads parties written with roles, and ignores a party naming itself in a newsletter', () => {
    const withRoles = { ...alpha, involvedParties: 'Quayside Services (Tom Okafor, chief engineer; Denise Park), CEO' };
    const ctx = context({ projects: [withRoles] });
    expect(classify(email({ bodyText: 'Tom Okafor will visit.' }), ctx)).toMatchObject({ projectId: alpha.id, signal: 'mention' });
    expect(classify(email({ bodyText: 'Our chief engineer and the CEO agree.' }), ctx).signal).toBe('none');
    const newsletter = email({ fromName: 'Quayside Services', bodyText: 'What is new at Quayside Services. Unsubscribe here.' });
    expect(classify(newsletter, ctx).signal).toBe('none');
  });

  it('done and archived projects are never candidates, whatever the signal', () => {
    const done = { ...alpha, status: 'done', senderIncludes: ['ann@'] };
    const archived = { ...beta, status: 'archived' };
    const r = classify(invoice(), context({ projects: [done, archived], conversationProjectId: beta.id, model: trainedOnBeta() }));
    expect(r).toMatchObject({ label: 'None', projectId: null, signal: 'none' });
    const closing = classify(invoice(), context({ projects: [{ ...alpha, status: 'closing', senderIncludes: ['ann@'] }] }));
    expect(closing.projectId).toBe(alpha.id);
  });

  it('with nothing learned and no signal the label is None', () => {
    const r = classify(email(), context({ projects: [alpha, beta] }));
    expect(r).toMatchObject({ label: 'None', projectId: null, signal: 'none', confidence: 0 });
    expect(r.replyEmail).toMatch(/^(Hi|Hello) Ann,/);
  });

  it('an email unlike anything learned falls below the threshold', () => {
    const odd = email({ fromAddress: 'x@y.z', fromName: 'Zed', subject: 'Gardening club', bodyText: 'Tulips, roses and compost heaps.' });
    expect(classify(odd, context({ projects: [alpha, beta], model: trainedOnBeta() })).label).toBe('None');
  });
});
