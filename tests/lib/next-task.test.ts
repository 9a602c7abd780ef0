import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';

describe('nextTask (start-up yields the main thread)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, after the work already queued in this one', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('this task'));
    await next;
    expect(order).toEqual(['this task', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
