// Every schema URL a page of the docs or the blog names is a file the build publishes
// (src/data/crdSchema/published.ts, the documented release and the archived ones), read as the build
// renders the page: a typo in a kind, a group or a release folder fails at once.
import {describe, expect, it} from 'vitest';
import {schemaFiles} from '../../../src/data/crdSchema/published';
import {contentPages} from '../support/docsManifests';
import {schemaUrls} from '../support/releaseChecks';

describe('schema URLs in the docs and the blog', () => {
  it('name published schemas only', () => {
    const published = new Set(schemaFiles().map((file) => file.path));
    const named = contentPages().flatMap(({file, text}) => schemaUrls(text).map((url) => ({page: file, url})));
    expect(named.map(({page}) => page)).toContain('docs/api/schemas.md');
    expect(named.filter(({url}) => !url.endsWith('/') && !published.has(url))).toEqual([]);
  });
});
