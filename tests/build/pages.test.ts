// What every built page must hold, and what none may show.
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {literalMarkupIn} from '../../lib/literalMarkup';
import {buildDir, pages, read} from './support';

describe('the built pages', () => {
  // src/ssr/template.ts: every page lists its bundles, main among them, for the loader after the first paint.
  it('every page loads its bundles after the first paint', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((page) => !/requestAnimationFrame[^<]*"\/assets\/js\/main\.[0-9a-f]+\.js"/.test(read(path.join(buildDir, page))))).toEqual([]);
  });

  // The spec's banner for a wrong base URL: Docusaurus renders its script into the front page only.
  it("the front page carries Docusaurus's base-URL issue banner", () => {
    expect(read(path.join(buildDir, 'index.html'))).toContain('Your Docusaurus site did not load properly');
  });

  // What a reader sees: Markdown or MDX that should have been consumed and shows as text instead
  // (a nested admonition with as many colons as its parent ends it early and leaves a `:::`).
  it('no page shows Markdown or MDX syntax as text', () => {
    const leaks = pages().flatMap((page) => literalMarkupIn(read(path.join(buildDir, page))).map(({name, excerpt}) => `${page}: ${name}: "${excerpt}"`));
    expect(leaks).toEqual([]);
  });
});
