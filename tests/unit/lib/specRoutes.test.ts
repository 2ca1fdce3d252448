import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../../lib/root';
import {specBlogRoutes, specDocRoutes, specDir} from '../../../lib/specRoutes';

// The product specification, next to the repository in the development workspace.
const contractDir = path.resolve(repoRoot, '../shared/spec');

describe("the repository's copy of the spec's route lists", () => {
  it('has the 131 doc routes, each once, all under /docs', () => {
    const routes: string[] = specDocRoutes();
    expect(routes).toHaveLength(131);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^\/docs(\/[a-z0-9._-]+)*$/);
  });

  it('has the 21 blog posts, each with a dated route under /blog', () => {
    const routes: string[] = specBlogRoutes();
    expect(routes).toHaveLength(21);
    for (const route of routes) expect(route).toMatch(/^\/blog\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9._-]+$/);
  });

  // A clone on its own has only the copy: then these tests are skipped, and Vitest lists them as skipped.
  const specAtHand = fs.existsSync(contractDir);
  for (const file of ['routes-docs.txt', 'blog-posts.tsv']) {
    it.skipIf(!specAtHand)(`${file} matches the specification's own file (../shared/spec/${file})`, () => {
      expect(fs.readFileSync(path.join(specDir, file), 'utf8')).toBe(fs.readFileSync(path.join(contractDir, file), 'utf8'));
    });
  }
});
