import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {specBlogRoutes, specDocRoutes} from '../../../lib/specRoutes';
import {audiences, principles, showcases} from '../../../src/data/landing';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const routes = new Set<string>([...specDocRoutes(), ...specBlogRoutes()]);
const illustrated = [...showcases, ...principles];

describe('landing copy', () => {
  it('shows the five showcases and two principles the landing page is built around, each once', () => {
    expect(showcases.map((s) => s.id)).toEqual(['cascading-scans', 'auto-discovery', 'findings-where-you-work', 'cluster-sboms', 'any-scanner']);
    expect(principles.map((p) => p.id)).toEqual(['automation-first', 'data-first']);
    expect(new Set(illustrated.map((s) => s.title)).size).toBe(illustrated.length);
  });

  it.each(illustrated.map((s) => [s.id, s] as const))('%s is short and has a text alternative for its illustration', (_, s) => {
    expect(s.title.length).toBeLessThanOrEqual(45);
    expect(s.text.length).toBeGreaterThan(80);
    // Short enough to read at a glance: about three lines next to the illustration.
    expect(s.text.length).toBeLessThanOrEqual(280);
    expect(s.figure.title.length).toBeGreaterThan(10);
    // The description tells the whole flow in words, so it is longer than the title.
    expect(s.figure.description.length).toBeGreaterThan(s.figure.title.length * 2);
    expect(s.figure.description).toMatch(/\.$/);
  });

  const links = [
    ...illustrated.flatMap((s) => s.links.map((l) => [s.id, l.to] as const)),
    ...audiences.map((a) => [a.title, a.to] as const),
  ];
  it.each(links)('%s links to %s, a page of the site', (_, to) => {
    expect(routes.has(to)).toBe(true);
  });

  it('every link target is a file in the repository', () => {
    for (const [, to] of links) {
      const blog = to.match(/^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/(.+)$/);
      const candidates = blog
        ? ['.md', '.mdx'].map((ext) => path.join(root, 'blog', `${blog[1]}-${blog[2]}-${blog[3]}-${blog[4]}${ext}`))
        : ['.md', '.mdx', '/index.md', '/index.mdx'].map((ext) => path.join(root, to.replace(/^\//, '') + ext));
      expect(candidates.some((f) => fs.existsSync(f)), to).toBe(true);
    }
  });
});
