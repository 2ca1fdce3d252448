// The production build succeeds, prints no warning (broken links, anchors, markdown links and
// duplicate routes are only warnings in docusaurus.config.ts, so this is where they fail) and
// produces every route of the specification's lists (tests/fixtures/spec/), each doc and post
// with its Markdown twin.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {sitemapRoutes} from '../../lib/sitemap';
import {specBlogRoutes, specDocRoutes} from '../../lib/specRoutes';
import {schemaFiles} from '../../src/data/crdSchema/published';
import {hasTwin, twinPath} from '../../src/data/twins';
import {catalogFiles} from '../../src/plugins/agentCatalog/catalog';
import {buildDir, buildOutput} from './support';

const routeExists = (route: string): boolean =>
  fs.existsSync(path.join(buildDir, `${route}.html`)) || fs.existsSync(path.join(buildDir, route, 'index.html'));

describe('the production build', () => {
  it('exits with 0', () => {
    const {status, output} = inject('build');
    expect(status, output.split('\n').slice(-30).join('\n')).toBe(0);
  });

  it.each([
    ['broken links', /broken link/i],
    ['broken anchors', /broken anchor/i],
    ['broken markdown links', /markdown link|couldn't be resolved/i],
    ['duplicate routes', /duplicate route/i],
  ])('warns of no %s', (_name, pattern) => {
    expect(buildOutput().split('\n').filter((line) => pattern.test(line))).toEqual([]);
  });

  it('prints no other warning or error', () => {
    expect(buildOutput().split('\n').filter((line) => /\[(WARNING|ERROR)\]/.test(line))).toEqual([]);
  });

  it('builds every doc route of the spec', () => {
    expect(specDocRoutes().filter((route) => !routeExists(route))).toEqual([]);
  });

  it('builds every blog route of the spec', () => {
    expect(specBlogRoutes().filter((route) => !routeExists(route))).toEqual([]);
  });

  // src/plugins/markdownTwins fails the build itself on a missing, oversized or HTML-holding twin;
  // this checks the result from the outside, against the sitemap readers and crawlers get.
  it('writes the Markdown twin of every doc and blog route of the sitemap, and llms.txt and llms-full.txt', () => {
    const routes = sitemapRoutes(buildDir);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => hasTwin(route) && !fs.existsSync(path.join(buildDir, twinPath(route))))).toEqual([]);
    expect(['llms.txt', 'llms-full.txt'].filter((file) => !fs.existsSync(path.join(buildDir, file)))).toEqual([]);
  });

  // src/plugins/manifestSchemas and src/plugins/agentCatalog: every published schema, its catalog,
  // the agent catalog and its skill, as written from src/data (a plugin that stopped running, or
  // wrote elsewhere, would leave editors and agents with 404s).
  it('publishes the schemas, their catalog, the agent catalog and its skill as src/data says', () => {
    const published = [...schemaFiles(), ...catalogFiles()];
    expect(published.length).toBeGreaterThan(18);
    const wrong = published.filter(({path: file, text}) => !fs.existsSync(path.join(buildDir, file)) || fs.readFileSync(path.join(buildDir, file), 'utf8') !== text).map(({path: file}) => file);
    expect(wrong).toEqual([]);
  });
});
