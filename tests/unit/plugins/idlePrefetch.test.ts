import {describe, expect, it, vi} from 'vitest';
import {FALLBACK_SLICE_MS} from '../../../src/browser/idle';
import {idleQueue, scheduleIdle, SLICE_MS, type IdleDeadline} from '../../../src/browser/idleQueue';
import {withIdlePrefetch} from '../../../src/plugins/idlePrefetch/prefetchWhenIdle';

/** A fake clock and idle scheduler: `idle(ms)` runs the pending slice with that much idle time offered. */
function fakeIdle() {
  let clock = 0;
  let pending: ((deadline: IdleDeadline) => void) | undefined;
  const schedule = vi.fn((work: (deadline: IdleDeadline) => void) => {
    expect(pending, 'one slice planned at a time').toBeUndefined();
    pending = work;
  });
  const idle = (offered: number): void => {
    const work = pending!;
    pending = undefined;
    const end = clock + offered;
    work({timeRemaining: () => Math.max(0, end - clock)});
  };
  return {schedule, idle, now: () => clock, tick: (ms: number) => (clock += ms), planned: () => pending !== undefined};
}

/** An idle queue on the fake scheduler, with a list the tests' jobs record themselves in. */
function queueOnFakeIdle() {
  const fake = fakeIdle();
  return {fake, enqueue: idleQueue(fake.schedule, fake.now), ran: [] as number[]};
}

describe('idle queue', () => {
  it('runs nothing when a job is queued, then the jobs in order at the next idle slice', () => {
    const {fake, enqueue, ran} = queueOnFakeIdle();
    enqueue(() => ran.push(1));
    enqueue(() => ran.push(2));
    expect(ran).toEqual([]);
    expect(fake.schedule).toHaveBeenCalledTimes(1);
    fake.idle(50);
    expect(ran).toEqual([1, 2]);
    expect(fake.planned()).toBe(false);
  });

  it('stops a slice after SLICE_MS even when the browser offers more, and plans the next one', () => {
    const {fake, enqueue, ran} = queueOnFakeIdle();
    for (let i = 0; i < 20; i++) enqueue(() => (ran.push(i), fake.tick(1)));
    fake.idle(50);
    expect(ran).toHaveLength(SLICE_MS);
    expect(fake.planned()).toBe(true);
    fake.idle(2);
    expect(ran).toHaveLength(SLICE_MS + 2);
    while (fake.planned()) fake.idle(50);
    expect(ran).toEqual([...Array(20).keys()]);
    expect(Number.isInteger(SLICE_MS) && SLICE_MS <= 12.5).toBe(true);
  });

  it('runs at least one job in a slice with no time left, so the queue always moves', () => {
    const {fake, enqueue, ran} = queueOnFakeIdle();
    enqueue(() => ran.push(1));
    enqueue(() => ran.push(2));
    fake.idle(0);
    expect(ran).toEqual([1]);
    fake.idle(0);
    expect(ran).toEqual([1, 2]);
  });

  it('ends a slice at a job that throws, and goes on after it in the next one', () => {
    const {fake, enqueue, ran} = queueOnFakeIdle();
    enqueue(() => {
      throw new Error('broken');
    });
    enqueue(() => ran.push(2));
    expect(() => fake.idle(50)).toThrow('broken');
    expect(fake.planned()).toBe(true);
    fake.idle(50);
    expect(ran).toEqual([2]);
  });

  it('plans a slice again for a job queued after the queue ran empty', () => {
    const {fake, enqueue, ran} = queueOnFakeIdle();
    enqueue(() => ran.push(1));
    fake.idle(50);
    enqueue(() => ran.push(2));
    expect(fake.planned()).toBe(true);
    fake.idle(50);
    expect(ran).toEqual([1, 2]);
  });
});

describe('scheduleIdle', () => {
  it('falls back to a timeout offering the fallback slice where there is no requestIdleCallback (as in Node)', () => {
    expect(typeof (globalThis as {requestIdleCallback?: unknown}).requestIdleCallback).toBe('undefined');
    vi.useFakeTimers();
    try {
      const offered: number[] = [];
      scheduleIdle((deadline) => offered.push(deadline.timeRemaining()));
      expect(offered).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(offered).toEqual([FALLBACK_SLICE_MS]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses requestIdleCallback where the browser has it', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      const slice = () => undefined;
      scheduleIdle(slice);
      expect(requestIdleCallback).toHaveBeenCalledWith(slice);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('window.docusaurus with idle prefetching', () => {
  const api = () => ({prefetch: vi.fn((path: string) => Promise.resolve([path])), preload: vi.fn((path: string) => Promise.resolve([path]))});

  it('queues prefetch and keeps preload immediate', async () => {
    const jobs: (() => void)[] = [];
    const original = api();
    const queued = withIdlePrefetch(original, (job) => jobs.push(job));
    const result = queued.prefetch('/docs/scanners/nmap');
    expect(original.prefetch).not.toHaveBeenCalled();
    jobs.shift()!();
    expect(original.prefetch).toHaveBeenCalledWith('/docs/scanners/nmap');
    await expect(result).resolves.toEqual(['/docs/scanners/nmap']);
    queued.preload('/docs/scanners/trivy');
    expect(original.preload).toHaveBeenCalledWith('/docs/scanners/trivy');
    expect(Object.isFrozen(queued)).toBe(true);
  });
});
