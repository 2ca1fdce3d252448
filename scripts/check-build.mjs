#!/usr/bin/env node
// Runs the production build and turns its output into test results: the build must
// succeed, print no warning (broken links, anchors, markdown links, duplicate routes
// are only warnings in the config, as the spec asks, so this is where they fail),
// and produce every route the spec lists.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {specBlogRoutes, specDocRoutes} from './spec-routes.mjs';

// The stylesheet's name pattern and hash come from the plugin that writes it (TypeScript, via jiti).
const {STYLESHEET, contentHashName} = createJiti(fileURLToPath(import.meta.url))('../src/plugins/purgeUnusedCss/index.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const started = Date.now();
const run = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
const output = `${run.stdout}\n${run.stderr}`;
fs.mkdirSync(path.join(root, 'test-results'), {recursive: true});
fs.writeFileSync(path.join(root, 'test-results/build.log'), output);

const buildDir = path.join(root, 'build');
const routeExists = (route) =>
  fs.existsSync(path.join(buildDir, `${route}.html`)) || fs.existsSync(path.join(buildDir, route, 'index.html'));

const warningLines = output.split('\n').filter((l) => /\[(WARNING|ERROR)\]/.test(l));
const checks = [
  ['production build exits with 0', run.status === 0, output.split('\n').slice(-30).join('\n')],
  ['no broken links', !/broken link/i.test(output), ''],
  ['no broken anchors', !/broken anchor/i.test(output), ''],
  ['no broken markdown links', !/markdown link/i.test(output) && !/couldn't be resolved/i.test(output), ''],
  ['no duplicate routes', !/duplicate route/i.test(output), ''],
  ['no other build warning or error', warningLines.length === 0, warningLines.slice(0, 20).join('\n')],
];

const missingDocs = specDocRoutes().filter((r) => !routeExists(r));
checks.push(['every doc route of the spec is built', missingDocs.length === 0, missingDocs.slice(0, 20).join('\n')]);
const missingPosts = specBlogRoutes().filter((r) => !routeExists(r));
checks.push(['every blog route of the spec is built', missingPosts.length === 0, missingPosts.slice(0, 20).join('\n')]);

// What the main bundle, loaded by every page before it is interactive, must not carry again
// (src/plugins/leanClientRuntime, src/plugins/prismOnDemand).
const jsDir = path.join(buildDir, 'assets/js');
const mainFile = fs.existsSync(jsDir) ? fs.readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f)) : undefined;
const main = mainFile ? fs.readFileSync(path.join(jsDir, mainFile), 'utf8') : '';
const heavy = [
  ['route registry module paths', /"@(site|generated|theme)\/[^"]*",\d+\]/],
  ['all of tslib', /__awaiter|__decorate/],
  ["Prism's tokenizer", /before-tokenize/],
  ['build-only site config (SSR template, presets)', /"?ssrTemplate"?:/],
  // The route table's chunk names, as Docusaurus writes them (8 hex digits), not the short ones.
  ['long chunk names in the route table', /"__comp":"[0-9a-f]{8}"/],
].filter(([, pattern]) => pattern.test(main));
checks.push(['the main bundle carries no module paths, long chunk names, tslib, Prism or build-only config', Boolean(mainFile) && heavy.length === 0, mainFile ? heavy.map(([name]) => name).join('\n') : 'no main bundle']);

// The purged stylesheet (src/plugins/purgeUnusedCss) is named after its content, so a cached
// copy is never stale, and every page links that file.
const cssDir = path.join(buildDir, 'assets/css');
const stylesheets = fs.existsSync(cssDir) ? fs.readdirSync(cssDir).filter((f) => STYLESHEET.test(f)) : [];
const sheetProblems = [];
if (stylesheets.length !== 1) sheetProblems.push(`expected one styles.*.css, found ${stylesheets.length}`);
else {
  const [sheet] = stylesheets;
  const named = contentHashName(fs.readFileSync(path.join(cssDir, sheet), 'utf8'));
  if (sheet !== named) sheetProblems.push(`${sheet} is not named after its content (${named})`);
  const pages = fs.readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.html'));
  const unlinked = pages.filter((p) => !fs.readFileSync(path.join(buildDir, p), 'utf8').includes(`/assets/css/${sheet}`));
  if (unlinked.length) sheetProblems.push(`pages without it: ${unlinked.slice(0, 5).join(', ')}`);
}
checks.push(['the stylesheet is named after its content and linked by every page', sheetProblems.length === 0, sheetProblems.join('\n')]);

let passed = 0;
let failed = 0;
const failures = [];
for (const [name, ok, detail] of checks) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(`${name}: ${detail.split('\n').filter(Boolean).slice(0, 3).join(' | ')}`);
  }
  console.log(`${ok ? '✓' : '✗'} build: ${name}`);
  if (!ok && detail) console.log(detail.replace(/^/gm, '    '));
}
console.log(`build took ${((Date.now() - started) / 1000).toFixed(1)} s (full log: test-results/build.log)`);
fs.writeFileSync(path.join(root, 'test-results/build.json'), JSON.stringify({passed, failed, failures}));
console.log(`build checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
