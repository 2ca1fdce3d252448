// Theme and plugin internals our components and plugins rely on, where a change would not fail the
// build but would quietly change what readers get.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../lib/root';
import compilePath from '../../src/plugins/staticRouteMatch/pathToRegexp';
import {fromServedIndex, type SerializedIndex} from '../../src/search/servedIndex';
import {buildDir, files, read} from './support';

describe('internals', () => {
  // src/plugins/staticRouteMatch: react-router finds a page's route without path-to-regexp for plain
  // paths; for every route path of the build it must match as the library does, as matchRoutes asks.
  it('every route of the build is matched as path-to-regexp matches it', () => {
    const table = read(path.join(repoRoot, '.docusaurus/routes.js'));
    const paths = [...table.matchAll(/path: '([^']*)'/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(200);
    const samples = ['/', '/docs/scanners/nmap', '/docs/scanners/nmap/', '/DOCS/hooks', '/blog/tags/zap', '/nothing'];
    for (const p of paths) {
      for (const end of [true, false]) {
        for (const pathname of [...samples, p, `${p}/`]) {
          const options = {end, strict: false, sensitive: false};
          const byStandIn = compilePath(p, [], options).exec(pathname);
          const byLibrary = pathToRegexp(p, [], options).exec(pathname);
          expect(byStandIn && Array.from(byStandIn), `${p} on ${pathname}`).toEqual(byLibrary && Array.from(byLibrary));
        }
      }
    }
  });

  // src/theme/Blog/Components/Author/Socials renders the row theme-classic's component renders for
  // an author without socials, with the theme's own class: both must still be the theme's.
  it("the author socials row is still theme-classic's", () => {
    const socialsDir = path.dirname(require.resolve('@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js'));
    expect(read(path.join(socialsDir, 'index.js')), "theme-classic's Socials renders <div className={styles.authorSocials}>").toMatch(/return \(\s*<div className=\{styles\.authorSocials\}>/);
    expect(read(path.join(socialsDir, 'styles.module.css')), "theme-classic's Socials styles have .authorSocials").toMatch(/\.authorSocials\s*\{/);
  });

  // src/plugins/searchWithKeywords: every doc and post whose front matter lists keywords has them as
  // tags in the search index. The search plugin reads tags from footer lists whose class starts with
  // "tags_", and the docs and blog plugins hand over the front matter: internals of both.
  it('the search index holds the front-matter keywords of every page as tags', () => {
    type FrontMatter = {title?: string; keywords?: unknown};
    type SearchDocument = {id: number; type: string; pageTitle: string; sectionRoute: string};
    type SearchIndexFile = {documents: SearchDocument[]; index: SerializedIndex};
    const frontMatter = (file: string): FrontMatter => (yaml.load(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '') ?? {}) as FrontMatter;
    const documents: SearchDocument[] = [];
    const tagged = new Set<number>();
    for (const index of files(buildDir, /^search-index-.*\.json$/)) {
      const {documents: docs, index: served} = JSON.parse(read(path.join(buildDir, index))) as SearchIndexFile;
      documents.push(...docs);
      for (const [, fields] of fromServedIndex(served).invertedIndex) for (const id of Object.keys((fields.tags as Record<string, unknown> | undefined) ?? {})) tagged.add(Number(id));
    }
    expect(documents.length).toBeGreaterThan(0);
    const pageDocument = (matches: (doc: SearchDocument) => boolean): SearchDocument | undefined => documents.find((doc) => !doc.sectionRoute.includes('#') && matches(doc));
    const finders: [string, (file: string, data: FrontMatter) => SearchDocument | undefined][] = [
      ['docs', (file) => pageDocument((doc) => doc.sectionRoute === `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`)],
      ['blog', (_file, {title}) => pageDocument((doc) => doc.type === 'blog' && doc.pageTitle === title)],
    ];
    const untagged: string[] = [];
    for (const [dir, findPage] of finders) {
      for (const file of files(path.join(repoRoot, dir), /\.mdx?$/).map((f) => `${dir}/${f}`)) {
        const data = frontMatter(path.join(repoRoot, file));
        if (!Array.isArray(data.keywords) || data.keywords.length === 0) continue;
        const doc = findPage(file, data);
        if (!doc || !tagged.has(doc.id)) untagged.push(file);
      }
    }
    expect(untagged).toEqual([]);
  });
});
