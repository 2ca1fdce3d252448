// What the build checks read: the build's output and files, read once per test file.
import fs from 'node:fs';
import path from 'node:path';
import {inject} from 'vitest';
import {relativeFilesUnder} from '../../lib/files';
import {repoRoot} from '../../lib/root';

export const buildDir = path.join(repoRoot, 'build');
export const buildOutput = (): string => inject('build').output;

/** Files below `dir` (relative to it) whose path matches. */
export const files = (dir: string, pattern: RegExp): string[] => (fs.existsSync(dir) ? relativeFilesUnder(dir).filter((f) => pattern.test(f)) : []);
export const read = (file: string): string => fs.readFileSync(file, 'utf8');

/** Every HTML page of the build, relative to it. */
export const pages = (): string[] => files(buildDir, /\.html$/);

export const jsDir = path.join(buildDir, 'assets/js');
export const cssDir = path.join(buildDir, 'assets/css');

/** The main bundle, loaded by every page before it is interactive. */
export function mainBundle(): string {
  const main = files(jsDir, /^main\.[0-9a-f]+\.js$/);
  if (main.length !== 1) throw new Error(`expected one main.<hash>.js in build/assets/js, found ${main.length}`);
  return read(path.join(jsDir, main[0]));
}
