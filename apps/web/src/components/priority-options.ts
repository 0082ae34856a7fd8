import { PRIORITIES, PRIORITY_LABELS } from '@triage/contracts';

/** 'P1 Critical' ... 'P5 Minimal', the priority choices of every task and project form. */
export const PRIORITY_OPTIONS = PRIORITIES.map((p) => ({ value: p, label: `${p} ${PRIORITY_LABELS[p]}` }));
