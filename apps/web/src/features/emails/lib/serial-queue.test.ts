import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('one classification at a time', () => {
  it('runs jobs in order, never two at once, and survives a failure', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const a = deferred();
    const b = deferred();
    queue.add('a', () => (log.push('start a'), a.promise));
    queue.add('b', () => (log.push('start b'), b.promise));
    expect(queue.add('a', async () => log.push('dup'))).toBe(false);
    await tick();
    expect(log).toEqual(['start a']);
    expect(queue.state('a')).toBe('running');
    expect(queue.state('b')).toBe('queued');
    a.reject(new Error('boom'));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.state('a')).toBeUndefined();
    b.resolve();
    await tick();
    expect(queue.snapshot().size).toBe(0);
  });

  it('tells listeners about changes', async () => {
    const queue = new SerialQueue();
    let calls = 0;
    const stop = queue.subscribe(() => calls++);
    queue.add('x', async () => {});
    await tick();
    expect(calls).toBeGreaterThanOrEqual(3);
    stop();
  });
});
