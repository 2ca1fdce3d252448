// The contract's route lists (../shared/spec next to the repository), for the build and
// content checks. Where the spec folder is absent (a clone on its own) both lists are empty.
import fs from 'node:fs';
import path from 'node:path';

const specDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../shared/spec');

const lines = (file) =>
  fs.existsSync(path.join(specDir, file))
    ? fs.readFileSync(path.join(specDir, file), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean)
    : [];

/** The doc routes of routes-docs.txt. */
export const specDocRoutes = () => lines('routes-docs.txt');

/** The post routes of blog-posts.tsv (third column, after the header row). */
export const specBlogRoutes = () => lines('blog-posts.tsv').slice(1).map((l) => l.split('\t')[2]);
