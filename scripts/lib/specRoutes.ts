// The contract's route lists, for the build and content checks. The repository keeps a copy
// in tests/fixtures/spec/ so that every clone checks the same routes (see tests/fixtures/spec/README.md).
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './root';

export const specDir = path.join(repoRoot, 'tests/fixtures/spec');

const lines = (file: string): string[] =>
  fs
    .readFileSync(path.join(specDir, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The doc routes of routes-docs.txt. */
export const specDocRoutes = (): string[] => lines('routes-docs.txt');

/** The post routes of blog-posts.tsv (third column, after the header row). */
export const specBlogRoutes = (): string[] =>
  lines('blog-posts.tsv')
    .slice(1)
    .map((l) => l.split('\t')[2]);
