// The client entry's route preload, started in a task of its own: the entry calls it at the top
// level of main.js, so finding the route and running its modules (their chunks, which the page's
// loader asked for beside main.js, are usually there by then) would otherwise run inside main.js's
// evaluation, the longest task of a first load, and grow with the page. Client-side navigation
// keeps the framework's preload as it is.
import preload from '@docusaurus/core/lib/client/preload';

export default function preloadInOwnTask(pathname: string): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => preload(pathname));
}
