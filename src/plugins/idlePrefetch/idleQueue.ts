// A queue of small jobs run when the main thread is idle, a few milliseconds at a time, so that no
// run of them becomes a long task (over 50 ms, or a quarter of that on a phone four times slower).

import {FALLBACK_SLICE_MS, whenIdle, type IdleDeadline} from '../../browser/idle';

export type {IdleDeadline};
export type ScheduleIdle = (slice: (deadline: IdleDeadline) => void) => void;

/** The longest one idle slice runs jobs for, in milliseconds, however long the browser offers. */
export const SLICE_MS = FALLBACK_SLICE_MS;

/** The next idle slice (src/browser/idle.ts). */
export const scheduleIdle: ScheduleIdle = (slice) => {
  whenIdle(slice);
};

/**
 * Returns `enqueue(job)`: jobs run in the order queued, in idle slices of at most SLICE_MS each.
 * The first job of a slice always runs, so the queue always moves; a job that throws ends its
 * slice (the error is the browser's to report) and the next slice goes on after it.
 */
export function idleQueue(schedule: ScheduleIdle, now: () => number = () => performance.now()): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let planned = false;
  const plan = (): void => {
    if (!planned && jobs.length > 0) {
      planned = true;
      schedule(slice);
    }
  };
  const slice = (deadline: IdleDeadline): void => {
    planned = false;
    const end = now() + Math.min(SLICE_MS, deadline.timeRemaining());
    try {
      do jobs.shift()!();
      while (jobs.length > 0 && now() < end);
    } finally {
      plan();
    }
  };
  return (job) => {
    jobs.push(job);
    plan();
  };
}
