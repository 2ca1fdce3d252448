import {describe, expect, it} from 'vitest';
import {preloadTaskByTask, type Matched} from '../../../src/plugins/firstRouteLoadInOwnTask/taskByTask';

/** Tasks the test lets run one at a time: `wait` asks for the next task, `runTask` runs it. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    async runTask(): Promise<void> {
      expect(waiting, 'a task was asked for').toHaveLength(1);
      waiting.shift()!();
      // The task's microtasks: the preload's continuation runs until it asks for the next task.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
    idle: () => waiting.length === 0,
  };
}

describe('the first route load, task by task', () => {
  it('matches in a task of its own, then preloads one matched route per task, the page last', async () => {
    const log: string[] = [];
    const route = (name: string): Matched => ({route: {component: {preload: () => log.push(name)}}});
    const tasks = heldTasks();
    const done = preloadTaskByTask(() => {
      log.push('match');
      return [route('docs root'), route('docs layout'), route('page')];
    }, tasks.wait);
    expect(log).toEqual([]);
    await tasks.runTask();
    expect(log).toEqual(['match']);
    await tasks.runTask();
    expect(log).toEqual(['match', 'docs root']);
    await tasks.runTask();
    expect(log).toEqual(['match', 'docs root', 'docs layout']);
    await tasks.runTask();
    expect(log).toEqual(['match', 'docs root', 'docs layout', 'page']);
    await done;
    expect(tasks.idle()).toBe(true);
  });

  it('resolves once every preload has, and skips a route that has nothing to load', async () => {
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const tasks = heldTasks();
    let resolved = false;
    const done = preloadTaskByTask(() => [{route: {component: {preload: () => slow}}}, {route: {}}], tasks.wait).then(() => (resolved = true));
    for (let i = 0; i < 3; i += 1) await tasks.runTask();
    expect(resolved).toBe(false);
    finish();
    await done;
    expect(resolved).toBe(true);
  });
});
