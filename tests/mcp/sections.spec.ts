import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildFolder} from '../../lib/root';
import type {SearchDocument} from '../../src/search/documents';
import {indexUrl} from '../../src/search/indexUrl';
import {SEARCHED_TAGS} from '../../src/data/searchOptions';
import {twinPath} from '../../src/data/twins';
import {twinSection} from '../../mcp/twinSections';

// search_docs answers each result with its section, cut from the page's Markdown twin at the heading
// whose anchor the result links to: every section of the build's indexes must be found that way.
test('every section the search can find is found in its page twin by its anchor', () => {
  const buildDir = buildFolder();
  const documents = SEARCHED_TAGS.flatMap(
    (tag) => (JSON.parse(fs.readFileSync(path.join(buildDir, indexUrl('/', tag)), 'utf8')) as {documents: SearchDocument[]}).documents,
  );
  expect(documents.length).toBeGreaterThan(1000);
  const twins = new Map<string, string>();
  const missing = documents.filter(({sectionRoute}) => {
    const [route, anchor] = sectionRoute.split('#');
    if (!twins.has(route)) twins.set(route, fs.readFileSync(path.join(buildDir, twinPath(route)), 'utf8'));
    return twinSection(twins.get(route)!, anchor && decodeURIComponent(anchor)) === undefined;
  });
  expect(missing.map((document) => document.sectionRoute)).toEqual([]);
});
