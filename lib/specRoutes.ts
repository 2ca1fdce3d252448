// The contract's route lists, for the build and content checks and the browser suites. The
// repository keeps a copy in tests/fixtures/spec/ so that every clone checks the same routes (see
// tests/fixtures/spec/README.md).
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

/** The doc routes of routes-docs.txt (131). */
export const specDocRoutes = (): string[] => lines('routes-docs.txt');

export type SpecPost = {date: string; slug: string; route: string; tags: string[]};

/** The posts of blog-posts.tsv (21), from the rows after the header: date, slug, route, tags. */
export const specBlogPosts = (): SpecPost[] =>
  lines('blog-posts.tsv')
    .slice(1)
    .map((l) => {
      const [date, slug, route, tags] = l.split('\t');
      return {date, slug, route, tags: tags.split(',').map((t) => t.trim())};
    });

/** The post routes of blog-posts.tsv. */
export const specBlogRoutes = (): string[] => specBlogPosts().map((post) => post.route);
