import { beforeEach, describe, expect, it } from 'vitest';
import { clearUndo, pushUndo, runUndo, undoLast } from './undo-history';

describe('undo history', () => {
  beforeEach(clearUndo);

  it('takes back the newest action first, each once', async () => {
    const done: string[] = [];
    pushUndo({ label: 'archive', undo: async () => void done.push('archive') });
    const approve = pushUndo({ label: 'approve', undo: async () => void done.push('approve') });
    expect(undoLast()).toBe(true);
    await Promise.resolve();
    expect(done).toEqual(['approve']);
    expect(await runUndo(approve)).toBe(false);
    expect(undoLast()).toBe(true);
    expect(undoLast()).toBe(false);
    expect(done).toEqual(['approve', 'archive']);
  });
});
