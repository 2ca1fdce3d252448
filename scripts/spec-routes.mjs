// The contract's route lists, for the build and content checks. The repository keeps a copy
// in tests/fixtures/spec/ so that every clone checks the same routes (see tests/fixtures/spec/README.md).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/spec');

const lines = (file) =>
  fs
    .readFileSync(path.join(specDir, file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The doc routes of routes-docs.txt. */
export const specDocRoutes = () => lines('routes-docs.txt');

/** The post routes of blog-posts.tsv (third column, after the header row). */
export const specBlogRoutes = () =>
  lines('blog-posts.tsv')
    .slice(1)
    .map((l) => l.split('\t')[2]);
