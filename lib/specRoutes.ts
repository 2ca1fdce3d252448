// The spec's route lists, from the copy in tests/fixtures/spec/ that every clone has.
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

export const specDocRoutes = (): string[] => lines('routes-docs.txt');

export type SpecPost = {date: string; slug: string; route: string; tags: string[]};

/** The rows of blog-posts.tsv after the header. */
export const specBlogPosts = (): SpecPost[] =>
  lines('blog-posts.tsv')
    .slice(1)
    .map((l) => {
      const [date, slug, route, tags] = l.split('\t');
      return {date, slug, route, tags: tags.split(',').map((t) => t.trim())};
    });

export const specBlogRoutes = (): string[] => specBlogPosts().map((post) => post.route);
