/** Resolves in a task of its own (a timer), after this task and its microtasks. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** A react-router-config match, as far as the preload reads it. */
export type Matched = {route: {component?: {preload?: () => unknown}}};

/** Matches, then preloads each match, a task each: a route's loaded modules run in the task that preloads it. */
export async function preloadTaskByTask(match: () => readonly Matched[], wait: () => Promise<void> = nextTask): Promise<unknown[]> {
  await wait();
  const loads: unknown[] = [];
  for (const {route} of match()) {
    await wait();
    loads.push(route.component?.preload?.());
  }
  return Promise.all(loads);
}
