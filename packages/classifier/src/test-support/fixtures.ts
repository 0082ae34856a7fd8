/** Builders for tests: an email, a project, a rule and a context with spec defaults. */
import { DEFAULT_TASK_STYLE, type Rule } from '@triage/contracts';
import { emptyLearner } from '../learner/learner-state.js';
export { projectInfo as project } from '../project-info.js';
import type { ClassifyContext, EmailInput } from '../types.js';

export const RECEIVED = new Date('2024-05-08T15:00:00Z'); // a Wednesday

let nextId = 0;

/** Ids start again in every test file (test-support/unit-setup.ts), as they did when files ran alone. */
export function resetFixtureIds() {
  nextId = 0;
}

export function email(over: Partial<EmailInput> = {}): EmailInput {
  return {
    id: `e${++nextId}`,
    fromName: 'Ann Lee',
    fromAddress: 'ann@acme.com',
    to: [{ name: 'Sam', address: 'sam@triage.test' }],
    cc: [],
    subject: 'Quarterly numbers',
    bodyText: 'Hi Sam,\n\nHere are the quarterly numbers.\n\nAnn',
    receivedAt: RECEIVED,
    conversationId: null,
    ...over,
  };
}

export function rule(
  over: Partial<Omit<Rule, 'if' | 'then'>> & { if?: Partial<Rule['if']>; then: Partial<Rule['then']> & { projectId: string } },
): Rule {
  return {
    id: over.id ?? `r${++nextId}`,
    name: over.name ?? 'Rule',
    order: over.order ?? 0,
    confidence: over.confidence ?? 0.65,
    if: { senderIncludes: [], domainMatches: [], subjectIncludes: [], bodyIncludes: [], bodyRegex: null, ...over.if },
    then: { tags: [], assignee: null, priority: null, due: null, ...over.then },
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
  };
}

export function context(over: Partial<ClassifyContext> = {}): ClassifyContext {
  return {
    userName: 'Sam Reed',
    projects: [],
    rules: [],
    conversationProjectId: null,
    style: DEFAULT_TASK_STYLE,
    model: emptyLearner(),
    ...over,
  };
}
