// `npm run bench:lighthouse`: Lighthouse (mobile preset, the default) against the build served
// brotli-compressed (as Chromium asks for it) by the production nginx configuration on loopback,
// three runs per page (in rounds, each of which measures every page), median per category, against
// the goals of GOALS and TBT_GOAL_MS. Prints the Chromium and Lighthouse versions and the host's
// benchmark index (Lighthouse's measure of this machine's speed: figures from machines with
// different indexes do not compare), and for each page the longest task after the first paint, what
// it was and how much of it ran in React's callbacks. Writes bench-results/lighthouse.json.
// Options: --runs N, --pages /a,/b (default: the four front pages and the six heaviest),
//   --vs <another build folder>: measures both builds, alternating run by run on the same
//   machine, and prints both medians and their ratio (this build / the other);
//   --cpu-slowdown host: scales Lighthouse's processor slowdown by the host's benchmark index
//   (see HOST_INDEX_FOR_LIGHTHOUSE), so that a fast host simulates the same phone; each run takes
//   the index of the run before it.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {type RunnerResult} from 'lighthouse';
import {LoadSimulator} from 'lighthouse/core/computed/load-simulator.js';
import {defaultSettings} from 'lighthouse/core/config/constants.js';
import {MainThreadTasks} from 'lighthouse/core/computed/main-thread-tasks.js';
import {PageDependencyGraph} from 'lighthouse/core/computed/page-dependency-graph.js';
import {serveBuild, type NginxServer} from '../deploy/nginxServer';
import {CHROMIUM_ARGS, systemChromium} from '../lib/chromium';
import {median} from '../lib/medianAndKb';
import {buildFolder, repoRoot} from '../lib/root';

const requireHere = createRequire(__filename);

const DEFAULT_PAGES = [
  '/',
  '/docs/getting-started/installation',
  '/blog',
  '/docs/scanners/nmap',
  '/docs/hooks/notification-webhook',
  '/blog/2023/09/01/automate-zap-with-authentication',
  '/docs/contributing/integrating-a-scanner/parser-dir',
  '/docs/scanners/zap-automation-framework',
  '/docs/scanners/trivy',
  '/docs/api/finding',
];
const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    pages: {type: 'string', default: DEFAULT_PAGES.join(',')},
    vs: {type: 'string'},
    'cpu-slowdown': {type: 'string'},
  },
});
if (values['cpu-slowdown'] !== undefined && values['cpu-slowdown'] !== 'host') throw new Error('bench:lighthouse: --cpu-slowdown takes "host"');
type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const RUNS = Number(values.runs);
const PAGES = values.pages.split(',');
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOALS: Record<Category, number> = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
const TBT_GOAL_MS = 150;
// The long pages' goal (issue 53): hydration that does not grow with the page, so each of these
// has no longer a task after paint than the front page, and at most 1.5 times its TBT.
const FRONT_PAGE = '/';
const LONG_PAGES = ['/docs/scanners/nmap', '/docs/scanners/zap-automation-framework', '/docs/scanners/trivy', '/docs/hooks/notification-webhook'];
const LONG_PAGE_TBT_RATIO = 1.5;
// Lighthouse's default slowdown turns a host of this benchmark index into its phone: the low end of
// the high-end desktops its documentation calibrates that slowdown for, near the hosts issue 53 was
// measured on. A host twice as fast needs twice the slowdown to simulate the same phone.
const HOST_INDEX_FOR_LIGHTHOUSE = 1500;
const LIGHTHOUSE_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;
// What Lighthouse's long-tasks audit counts as long (core/audits/long-tasks.js).
const LONG_TASK_MS = 50;

/** One Lighthouse run of a page, or the medians of its runs: the category scores (0-100) and the metrics. */
type Scores = Record<Category, number> & {lcp: number; tbt: number; cls: number; longest: number; kind: string; inCallbacks: number; failing: string[]};
// `longestOfRuns`: each run's longest task, shortest first, so that the spread between runs shows next to the median.
type Row = Scores & {page: string; build: string; longestOfRuns: number[]};
type Build = {name: string; dir: string; server: NginxServer};

// The same browser as the e2e tests (system Chromium when present, else chrome-launcher's search).
const chromePath = systemChromium();
const perCategory = (score: (category: Category) => number): Record<Category, number> =>
  Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>;
const lighthouseVersion = (requireHere('lighthouse/package.json') as {version: string}).version;

type TraceEvent = {name: string};
type LongTask = {startTime: number; duration: number};
type TaskNode = {event: TraceEvent; children: TaskNode[]; parent?: TaskNode; attributableURLs: string[]; group: {id: string}; selfTime: number; duration: number};
type SimulatedTask = LongTask & {own: boolean; node: TaskNode};
// The scripts Lighthouse itself runs in the page to gather its artifacts: not the page's work (its
// own bootup-time audit leaves them out too). Under simulated throttling it also wraps the page's
// requestIdleCallback (core/lib/page-functions.js, wrapRequestIdleCallback), so the page's idle
// callbacks carry this name too: those are the page's.
const LIGHTHOUSE_OWN_SCRIPT = '_lighthouse-eval.js';

const isIdleCallback = (task: TaskNode): boolean => task.event.name === 'FireIdleCallback' || task.children.some(isIdleCallback);

/**
 * The page's main-thread tasks, of any length, as Lighthouse simulates them on its phone, with the
 * simulation its long-tasks audit runs (core/audits/long-tasks.js), so that each keeps its trace
 * event and the page's idle callbacks are told from Lighthouse's own scripts. Tasks shorter than
 * LONG_TASK_MS count too: on a fast host few tasks are long, and pages compare by their longest
 * all the same.
 * Fails by name when the simulation no longer gives the audit's long tasks.
 */
async function simulatedTasks(result: RunnerResult): Promise<SimulatedTask[]> {
  const {artifacts, lhr} = result;
  const settings = lhr.configSettings;
  const context = {computedCache: new Map(), settings} as never;
  const tasks = (await MainThreadTasks.request(artifacts.Trace, context)) as unknown as TaskNode[];
  const graph = await PageDependencyGraph.request({settings, trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, fromTrace: false} as never, context);
  const simulation = (await LoadSimulator.request({devtoolsLog: artifacts.DevtoolsLog, settings} as never, context)).simulate(graph, {label: 'bench-long-tasks'});
  const timings = new Map<unknown, {startTime: number; duration: number}>();
  for (const [node, timing] of simulation.nodeTimings.entries()) if (node.type === 'cpu') timings.set(node.event, timing);
  const isLighthouses = (task: TaskNode): boolean =>
    task.attributableURLs.length > 0 && task.attributableURLs.every((url) => url === LIGHTHOUSE_OWN_SCRIPT) && !isIdleCallback(task);
  const simulated = tasks.filter((task) => !task.parent && timings.has(task.event)).map((task) => ({...timings.get(task.event)!, own: isLighthouses(task), node: task}));
  const audited = ((lhr.audits['long-tasks'].details as {items?: LongTask[]} | undefined)?.items ?? []).map((task) => task.duration).sort((a, b) => b - a);
  const ours = simulated.map((task) => task.duration).filter((duration) => duration >= LONG_TASK_MS).sort((a, b) => b - a).slice(0, audited.length);
  if (ours.length !== audited.length || ours.some((duration, i) => Math.abs(duration - audited[i]) > 0.1)) {
    throw new Error(`bench:lighthouse: the long tasks simulated here (${ours.join(', ')}) are not those of Lighthouse's long-tasks audit (${audited.join(', ')}); core/audits/long-tasks.js has changed`);
  }
  return simulated;
}

/** Time in React's callbacks (FunctionCall, microtasks: hydrating, committing, effects), outside idle callbacks. */
function inCallbacks(task: TaskNode): number {
  if (task.event.name === 'FireIdleCallback') return 0;
  if (task.event.name === 'FunctionCall' || task.event.name === 'RunMicrotasks') return task.duration;
  return task.children.reduce((sum, child) => sum + inCallbacks(child), 0);
}

/** Self time of a task and its descendants by Lighthouse's task group (parseHTML, styleLayout, scriptEvaluation, ...). */
function byGroup(task: TaskNode, times = new Map<string, number>()): Map<string, number> {
  times.set(task.group.id, (times.get(task.group.id) ?? 0) + task.selfTime);
  for (const child of task.children) byGroup(child, times);
  return times;
}

/**
 * The longest main-thread task of the page after the first contentful paint, in ms, as Lighthouse
 * simulates it on its phone (long or not; 0 when there is none), and what it is: an idle callback,
 * or the task group most of its time went to, and the share of it in React's callbacks (hydration).
 */
function longestTaskAfterPaint(tasks: readonly SimulatedTask[], simulatedPaint: number): {longest: number; kind: string; inCallbacks: number} {
  const longest = tasks.filter((task) => task.startTime >= simulatedPaint && !task.own).sort((a, b) => b.duration - a.duration)[0];
  if (!longest) return {longest: 0, kind: '-', inCallbacks: 0};
  const {node} = longest;
  const kind = isIdleCallback(node) ? 'idle callback' : [...byGroup(node)].sort((a, b) => b[1] - a[1])[0][0];
  return {longest: longest.duration, kind, inCallbacks: inCallbacks(node) / node.duration};
}

/** The full version of the browser listening on a DevTools port, e.g. 150.0.7871.100. */
async function browserVersion(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  const {Browser: product} = (await response.json()) as {Browser: string};
  return product.replace(/^[^/]*\//, '');
}

const percent = (share: number): string => `${Math.round(share * 100)} %`;

function print(table: (string | number)[][]): void {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((c, j) => (j === 0 ? String(c).padEnd(widths[j]) : String(c).padStart(widths[j]))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function main(): Promise<void> {
  const wanted = [{name: 'this build', dir: buildFolder()}];
  if (values.vs) wanted.push({name: path.basename(path.resolve(values.vs)), dir: path.resolve(values.vs)});
  const builds: Build[] = [];
  for (const build of wanted) builds.push({...build, server: await serveBuild(build.dir)});
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]});

  const rows: Row[] = [];
  let chromiumVersion = '';
  const hostScaled = values['cpu-slowdown'] === 'host';
  let slowdown = LIGHTHOUSE_SLOWDOWN;
  const slowdowns: number[] = [];
  const benchmarkIndexes: number[] = [];
  try {
    // The browser's own version: its user agent is reduced (Chrome/150.0.0.0), so Lighthouse's
    // hostUserAgent does not tell one security update of Debian's Chromium from the next.
    chromiumVersion = await browserVersion(chrome.port);
    const run = (url: string, cpuSlowdownMultiplier: number) => lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttling: {cpuSlowdownMultiplier}});
    // The slowdown must be set before the run it applies to, and a shared host's speed drifts by
    // the minute: each run takes the index of the run before it (the first, of one run not counted).
    const scaleToHost = (index: number | undefined): void => {
      if (hostScaled && index) slowdown = (LIGHTHOUSE_SLOWDOWN * index) / HOST_INDEX_FOR_LIGHTHOUSE;
    };
    if (hostScaled) scaleToHost((await run(`${builds[0].server.url}${PAGES[0]}`, slowdown))?.lhr.environment.benchmarkIndex);
    // Round by round: each round measures every page with every build, so that pages compared
    // with each other (the long pages' verdict against /) are measured minutes apart, not a
    // bench's length apart, on a host whose speed drifts by the minute.
    const measured: {page: string; build: Build; scores: Scores}[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      for (const page of PAGES) {
        // Build after build: a busy moment of the machine hurts both alike.
        for (const build of builds) {
          slowdowns.push(slowdown);
          const result = await run(`${build.server.url}${page}`, slowdown);
          if (!result) throw new Error(`Lighthouse returned no result for ${build.server.url}${page}`);
          const {categories, audits, environment} = result.lhr;
          benchmarkIndexes.push(environment.benchmarkIndex);
          scaleToHost(environment.benchmarkIndex);
          const {longest, kind, inCallbacks} = longestTaskAfterPaint(await simulatedTasks(result), audits['first-contentful-paint'].numericValue ?? 0);
          measured.push({
            page,
            build,
            scores: {
              // A score Lighthouse could not give (null) counts as 0, as null * 100 did before.
              ...perCategory((c) => Math.round((categories[c].score ?? 0) * 100)),
              lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
              tbt: audits['total-blocking-time'].numericValue ?? NaN,
              cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
              longest,
              kind,
              inCallbacks,
              // Audits that cost points: weighted in one of our categories and not passed.
              failing: CATEGORIES.flatMap((c) => categories[c].auditRefs)
                .filter((ref) => {
                  const score = audits[ref.id].score;
                  return ref.weight > 0 && score !== null && score < 1;
                })
                .map((ref) => ref.id),
            },
          });
        }
      }
    }
    for (const page of PAGES) {
      for (const build of builds) {
        const list = measured.filter((m) => m.page === page && m.build === build).map((m) => m.scores);
        // The longest task, and what it was, of the run whose longest task is the median one.
        const byLongest = [...list].sort((a, b) => a.longest - b.longest);
        const medianRun = byLongest[Math.floor(byLongest.length / 2)];
        rows.push({
          page,
          build: build.name,
          ...perCategory((c) => median(list.map((r) => r[c]))),
          lcp: median(list.map((r) => r.lcp)),
          tbt: median(list.map((r) => r.tbt)),
          cls: median(list.map((r) => r.cls)),
          longest: medianRun.longest,
          longestOfRuns: byLongest.map((r) => r.longest),
          kind: medianRun.kind,
          inCallbacks: medianRun.inCallbacks,
          failing: [...new Set(list.flatMap((r) => r.failing))],
        });
      }
    }
  } finally {
    chrome.kill();
    for (const build of builds) await build.server.stop();
  }

  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(
    path.join(repoRoot, 'bench-results/lighthouse.json'),
    JSON.stringify({chromium: chromiumVersion, lighthouse: lighthouseVersion, benchmarkIndex: median(benchmarkIndexes), cpuSlowdown: median(slowdowns), rows}, null, 2),
  );

  const withRuns = (r: Row): string => `${Math.round(r.longest)} (${r.longestOfRuns.map(Math.round).join(', ')})`;
  const meetsGoals = (r: Row): boolean => CATEGORIES.every((c) => r[c] >= GOALS[c]) && r.tbt <= TBT_GOAL_MS;
  const times = (n: number) => n.toFixed(1);
  const processor = hostScaled
    ? `a processor ${times(median(slowdowns))} times slower (${times(Math.min(...slowdowns))} to ${times(Math.max(...slowdowns))}: ${LIGHTHOUSE_SLOWDOWN} times the host's index over ${HOST_INDEX_FOR_LIGHTHOUSE}, run by run)`
    : `its ${LIGHTHOUSE_SLOWDOWN} times slower processor`;
  console.log(`Lighthouse ${lighthouseVersion}, mobile preset with ${processor}, median of ${RUNS}, served by nginx with brotli`);
  console.log(`Chromium ${chromiumVersion} (${chromePath ?? 'found by chrome-launcher'}); host benchmark index ${Math.round(median(benchmarkIndexes))}`);
  const own = rows.filter((r) => r.build === builds[0].name);
  print([
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'longest task ms (runs)', 'longest task is', 'of it in callbacks', 'goals'],
    ...own.map((r) => [r.page, r.performance, r.accessibility, r['best-practices'], r.seo, Math.round(r.lcp), Math.round(r.tbt), r.cls.toFixed(3), withRuns(r), r.kind, percent(r.inCallbacks), meetsGoals(r) ? 'met' : 'NOT met']),
  ]);
  for (const r of own) if (r.failing.length) console.log(`  ${r.page}: failing audits: ${r.failing.join(', ')}`);

  for (const build of builds) {
    const front = rows.find((r) => r.build === build.name && r.page === FRONT_PAGE);
    const long = rows.filter((r) => r.build === build.name && LONG_PAGES.includes(r.page));
    if (!front || !long.length) continue;
    const tbtLimit = front.tbt * LONG_PAGE_TBT_RATIO;
    console.log(`\nLong pages against ${FRONT_PAGE}, ${build.name}: longest task at most ${Math.round(front.longest)} ms, TBT at most ${Math.round(tbtLimit)} ms (${LONG_PAGE_TBT_RATIO} times ${Math.round(front.tbt)})`);
    for (const r of long) {
      const met = r.longest <= front.longest && r.tbt <= tbtLimit;
      console.log(`  ${r.page}: longest ${Math.round(r.longest)} ms, TBT ${Math.round(r.tbt)} ms: ${met ? 'met' : 'NOT met'}`);
    }
  }

  if (builds.length === 2) {
    const other = builds[1].name;
    const ratio = (a: number, b: number): string => (b === 0 ? (a === 0 ? '1.00' : 'inf') : (a / b).toFixed(2));
    console.log(`\nA/B: this build (${builds[0].dir}) against ${other} (${builds[1].dir}), alternating run by run`);
    print([
      ['page', 'perf', `perf ${other}`, 'TBT ms', `TBT ${other}`, 'TBT ratio', 'longest ms (runs)', `longest ${other} (runs)`, 'LCP ms', `LCP ${other}`, 'LCP ratio'],
      ...own.map((r) => {
        const o = rows.find((x) => x.page === r.page && x.build === other);
        if (!o) throw new Error(`no figures of ${other} for ${r.page}`);
        return [r.page, r.performance, o.performance, Math.round(r.tbt), Math.round(o.tbt), ratio(r.tbt, o.tbt), withRuns(r), withRuns(o), Math.round(r.lcp), Math.round(o.lcp), ratio(r.lcp, o.lcp)];
      }),
    ]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
