import fs from 'node:fs';
import path from 'node:path';

// The repository's copy of the spec's lists (tests/fixtures/spec/README.md).
const specDir = path.resolve(__dirname, '../../fixtures/spec');

/** The 131 doc routes of the spec. */
export const docRoutes: string[] = fs
  .readFileSync(path.join(specDir, 'routes-docs.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

export type SpecPost = {date: string; slug: string; route: string; tags: string[]};

/** The 21 blog posts of the spec. */
export const blogPosts: SpecPost[] = fs
  .readFileSync(path.join(specDir, 'blog-posts.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.trim())
  .map((l) => {
    const [date, slug, route, tags] = l.split('\t');
    return {date, slug, route, tags: tags.split(',').map((t) => t.trim())};
  });
