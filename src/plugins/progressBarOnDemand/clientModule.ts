import type {ClientModule} from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

// Stands in for theme-classic's client module `nprogress`, which puts the progress bar library
// into the main bundle of every page although the bar only shows when a route change takes
// longer than 200 ms. The same bar, with the same delay, loads on the first route change and is
// prefetched once the page is idle. See ./index.ts.
type NProgress = typeof import('nprogress');

const DELAY_MS = 200;
let progressBar: Promise<NProgress> | undefined;

function loadProgressBar(): Promise<NProgress> {
  progressBar ??= import(/* webpackPrefetch: true */ 'nprogress').then(({default: bar}) => bar.configure({showSpinner: false}));
  return progressBar;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(() => void loadProgressBar().then((bar) => bar.start()), DELAY_MS);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    // Runs after a start requested on the same promise, so a bar that is still loading stops too.
    void progressBar?.then((bar) => bar.done());
  },
};

export default clientModule;
