#!/usr/bin/env node
// `npm run test:nginx`: checks the production nginx configuration with the real nginx.
//   1. writes _headers, _redirects and the .gz and .br copies into the build folder ($BUILD_DIR, else
//      build/), as the postbuild step does;
//   2. starts nginx on a free loopback port with deploy/nginx/ and the generated includes;
//   3. runs the HTTP and browser checks of tests/nginx/ (playwright.nginx.config.ts);
//   4. runs the navigation, colour-mode and search end-to-end specs against nginx;
//   5. writes test-results/nginx.json ({passed, failed}) and prints "nginx checks: N passed, M failed".
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defaultBuildDir, generateHeaders} from './write-serving-files.mjs';
import {startNginx} from './nginx-server.mjs';
import {precompress} from './precompress.mjs';
import {playwrightCounts, playwrightFailures} from './playwright-results.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const E2E_SPECS = ['tests/e2e/nav.spec.ts', 'tests/e2e/theme.spec.ts', 'tests/e2e/search.spec.ts'];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}});
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Runs Playwright with its JSON report in test-results/<report>; returns [passed, failed]. */
async function playwright(report, args, env) {
  const reportFile = path.join(results, report);
  fs.rmSync(reportFile, {force: true});
  const ok = await run('npx', ['playwright', 'test', ...args, '--reporter=list,json'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
  });
  const counts = playwrightCounts(reportFile, ok);
  if (counts[1]) failures.push(...playwrightFailures(reportFile));
  return counts;
}

const buildDir = defaultBuildDir();
fs.mkdirSync(results, {recursive: true});
let passed = 0;
let failed = 0;
const failures = [];
let server;

const stopAndExit = async (code) => {
  if (server) await server.stop();
  process.exit(code);
};
process.on('SIGINT', () => stopAndExit(130));
process.on('SIGTERM', () => stopAndExit(143));

try {
  const facts = generateHeaders({buildDir, nginxDir: null});
  const {files} = await precompress(buildDir);
  console.log(`prepared ${buildDir}: _headers, _redirects (${facts.pageRoutes.length} pages), ${files} .gz and .br copies`);
  server = await startNginx({buildDir, echo: false});
  console.log(`nginx serves it at ${server.url}/`);
} catch (error) {
  console.error(`✗ nginx: could not prepare or start: ${error.message}`);
  failed += 1;
}

if (server) {
  const checks = await playwright('nginx-checks.json', ['-c', 'playwright.nginx.config.ts'], {
    NGINX_BASE_URL: server.url,
    BUILD_DIR: buildDir,
  });
  const e2e = await playwright('nginx-e2e.json', [...E2E_SPECS, '--output=test-results/nginx-e2e-artifacts'], {
    E2E_BASE_URL: server.url,
  });
  passed += checks[0] + e2e[0];
  failed += checks[1] + e2e[1];
  const code = await server.stop();
  const log = server.log().trim();
  if (log) console.log(`nginx error log:\n${log}`);
  server = undefined;
  if (code !== 0) {
    console.error(`✗ nginx exited with code ${code} on SIGTERM`);
    failed += 1;
  }
}

fs.writeFileSync(path.join(results, 'nginx.json'), JSON.stringify({passed, failed, failures}));
console.log(`nginx checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
