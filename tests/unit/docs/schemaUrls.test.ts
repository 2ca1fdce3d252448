// Every schema URL a page of the docs or the blog names is a file the build publishes
// (src/data/crdSchema/published.ts): the next release sync fails here for a page that still names
// the old release's folder, and a typo in a kind or a group fails at once.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {schemaFiles} from '../../../src/data/crdSchema/published';
import {relativeFilesUnder} from '../../../lib/files';
import {repoRoot} from '../../../lib/root';

const published = new Set(schemaFiles().map((file) => file.path));
const pages = ['docs', 'blog'].flatMap((dir) =>
  relativeFilesUnder(path.join(repoRoot, dir))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
// A URL up to its end, without a Go template's placeholders (kubeconform's location is a template).
const schemaUrls = (text: string): string[] => [...text.matchAll(/https:\/\/www\.securecodebox\.io(\/schemas\/[^\s"'`)<>{]+)/g)].map((m) => m[1]);

describe('schema URLs in the docs and the blog', () => {
  it('name published schemas only', () => {
    const named = pages.flatMap((page) => schemaUrls(fs.readFileSync(path.join(repoRoot, page), 'utf8')).map((url) => ({page, url})));
    expect(named.map(({page}) => page)).toContain('docs/api/schemas.md');
    expect(named.filter(({url}) => !url.endsWith('/') && !published.has(url))).toEqual([]);
  });
});
