// `npm run bench:load [-- --duration 10 --connections 10]`: a bounded load test of the
// production nginx configuration on loopback. Prepares the build folder ($BUILD_DIR, else build/)
// as test:nginx does, starts nginx on a free 127.0.0.1 port, and sends a mix of page, asset,
// image and search-index requests (brotli and gzip accepted, as browsers do) with autocannon. Prints
// requests per second, latency percentiles and errors, writes bench-results/nginx-load.json,
// and fails on any error, timeout or non-2xx answer.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import autocannon, {type AutocannonResult} from 'autocannon';
import type {BuildFacts} from '../deploy/buildScan';
import {startNginx} from '../deploy/nginxServer';
import {prepareBuild} from '../deploy/servingFiles';
import {buildFolder, repoRoot} from '../lib/root';


const {values} = parseArgs({
  options: {duration: {type: 'string', default: '10'}, connections: {type: 'string', default: '10'}},
});
const duration = Number(values.duration);
const connections = Number(values.connections);
// Bounded: never longer than a minute, never more than 100 connections.
if (!(duration > 0 && duration <= 60 && Number.isInteger(connections) && connections > 0 && connections <= 100)) {
  console.error('--duration must be 1..60 seconds and --connections 1..100');
  process.exit(2);
}

type Kind = 'page' | 'asset' | 'image' | 'search index';

/** What one pass of the mix asks for, in order; each kind cycles through its own URLs. */
const MIX: Kind[] = ['page', 'asset', 'asset', 'page', 'asset', 'image', 'page', 'asset', 'asset', 'page', 'asset', 'image', 'page', 'asset', 'asset', 'page', 'asset', 'image', 'page', 'search index'];

function requestPaths(facts: BuildFacts): {paths: string[]; counts: Record<Kind, number>} {
  const byKind: Record<Kind, string[]> = {
    page: facts.pageRoutes,
    asset: facts.files.filter((f) => /^assets\/.*\.(js|css)$/.test(f)).map((f) => `/${f}`),
    image: facts.files.filter((f) => /^img\/.*\.(svg|png|jpg|webp)$/.test(f)).map((f) => `/${f}`),
    'search index': facts.files.filter((f) => /^search-index-.*\.json$/.test(f)).map((f) => `/${f}`),
  };
  const kinds = Object.keys(byKind) as Kind[];
  for (const kind of kinds) if (!byKind[kind].length) throw new Error(`the build has no ${kind}`);
  // Enough passes that every page and asset comes up at least once.
  const passes = Math.ceil(Math.max(byKind.page.length / 7, byKind.asset.length / 10));
  const next = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<Kind, number>;
  const paths: string[] = [];
  for (let pass = 0; pass < passes; pass += 1) {
    for (const kind of MIX) paths.push(byKind[kind][next[kind]++ % byKind[kind].length]);
  }
  return {paths, counts: Object.fromEntries(kinds.map((kind) => [kind, byKind[kind].length])) as Record<Kind, number>};
}

async function main(): Promise<void> {
  const buildDir = buildFolder();
  const {facts} = await prepareBuild(buildDir);
  const {paths, counts} = requestPaths(facts);
  const server = await startNginx({buildDir, echo: false});
  console.log(`nginx at ${server.url}/ — ${duration} s, ${connections} connections, a cycle of ${paths.length} requests over`);
  console.log(`  ${Object.entries(counts).map(([kind, n]) => `${n} ${kind} URLs`).join(', ')}`);

  let result: AutocannonResult;
  try {
    result = await autocannon({
      url: server.url,
      connections,
      duration,
      headers: {'accept-encoding': 'gzip, deflate, br, zstd'},
      requests: paths.map((p) => ({method: 'GET', path: p})),
    });
  } finally {
    await server.stop();
  }

  const {latency, requests, throughput} = result;
  const problems = result.errors + result.timeouts + result.non2xx;
  const rows = [
    ['requests', `${requests.total} in ${result.duration} s`],
    ['requests/s (mean)', requests.average.toFixed(0)],
    ['latency p50', `${latency.p50} ms`],
    ['latency p90', `${latency.p90} ms`],
    ['latency p99', `${latency.p99} ms`],
    ['latency max', `${latency.max} ms`],
    ['throughput (mean)', `${(throughput.average / 1024 / 1024).toFixed(1)} MiB/s`],
    ['errors', String(result.errors)],
    ['timeouts', String(result.timeouts)],
    ['non-2xx', String(result.non2xx)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`).join('\n'));

  const summary = {
    date: new Date().toISOString(),
    duration: result.duration,
    connections,
    requests: requests.total,
    requestsPerSecond: requests.average,
    latencyMs: {p50: latency.p50, p90: latency.p90, p99: latency.p99, max: latency.max},
    throughputBytesPerSecond: throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  fs.mkdirSync(path.join(repoRoot, 'bench-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'bench-results/nginx-load.json'), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(problems ? `✗ ${problems} failed request(s)` : '✓ no errors, no timeouts, every answer 2xx');
  process.exit(problems ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
