// The part of nprogress's interface theme-classic's client module calls, loading nprogress on the
// first start (see ./index.ts). nprogress itself is imported by its file, which the alias of the
// bare name `nprogress` does not catch.
type Options = Record<string, unknown>;
type NProgress = {configure(options: Options): unknown; start(): unknown; done(): unknown};

let options: Options = {};
let loaded: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
// Whether the bar should show: a navigation may end before nprogress has arrived.
let running = false;

function load(): Promise<NProgress> {
  loading ??= import('nprogress/nprogress.js').then((module) => {
    loaded = module.default;
    loaded.configure(options);
    return loaded;
  });
  return loading;
}

const progressBar = {
  configure(next: Options) {
    options = {...options, ...next};
    loaded?.configure(next);
    return progressBar;
  },
  start() {
    running = true;
    if (loaded) loaded.start();
    else
      load().then(
        (nprogress) => running && nprogress.start(),
        () => undefined,
      );
    return progressBar;
  },
  done() {
    running = false;
    loaded?.done();
    return progressBar;
  },
};

export default progressBar;
