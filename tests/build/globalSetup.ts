// The `build` Vitest project (`npm run test:build`): runs the production build once, before its
// checks, and hands its exit status and output to them. The build writes build/ and its log to
// test-results/build.log; the browser suites that npm test runs next use that build.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {repoRoot} from '../../lib/root';

declare module 'vitest' {
  export interface ProvidedContext {
    build: {status: number | null; output: string; seconds: number};
  }
}

export default function buildOnce(project: TestProject): void {
  const started = Date.now();
  const run = spawnSync('npx', ['docusaurus', 'build'], {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  const output = `${run.stdout}\n${run.stderr}`;
  fs.mkdirSync(path.join(repoRoot, 'test-results'), {recursive: true});
  fs.writeFileSync(path.join(repoRoot, 'test-results/build.log'), output);
  const seconds = (Date.now() - started) / 1000;
  console.log(`production build: ${seconds.toFixed(1)} s, exit ${run.status} (full log: test-results/build.log)`);
  project.provide('build', {status: run.status, output, seconds});
}
