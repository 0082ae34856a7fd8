import type { ProposedTask } from '../types.js';

/**
 * The words that named each extracted task's due date ("by Friday"), kept
 * beside the task objects so the reply drafted right after extraction does not
 * parse the sentence a second time. A task the user edited, or one built
 * elsewhere, is simply absent and gets parsed again.
 */
const dueWordsOf = new WeakMap<ProposedTask, string | null>();

export const rememberDueWords = (task: ProposedTask, words: string | null) => dueWordsOf.set(task, words);

export const recalledDueWords = (task: ProposedTask): string | null | undefined => dueWordsOf.get(task);
