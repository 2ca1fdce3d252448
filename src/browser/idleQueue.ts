// A queue of small jobs run when the main thread is idle, a slice at a time, so that no run of them
// becomes a long task, even on a slow phone.

import {FALLBACK_SLICE_MS, whenIdle, type IdleDeadline} from './idle';

export type {IdleDeadline};
export type ScheduleIdle = (slice: (deadline: IdleDeadline) => void) => void;

/**
 * The longest one idle slice runs jobs for, in milliseconds, however long the browser offers: half
 * the fallback's, as a job may overrun it (a prefetch adds a script request) and a tap that comes
 * during a slice waits for its end.
 */
export const SLICE_MS = FALLBACK_SLICE_MS / 2;

/** The next idle slice (src/browser/idle.ts). */
export const scheduleIdle: ScheduleIdle = (slice) => {
  whenIdle(slice);
};

/**
 * Returns `enqueue(job)`: jobs run in order, in idle slices of at most SLICE_MS. The first job of a
 * slice always runs, so the queue moves; a job that throws ends its slice, and the next goes on.
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
