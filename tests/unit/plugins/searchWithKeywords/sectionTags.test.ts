import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readIndex, search} from '@site/src/search/search';
import {compactSearchIndex} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import {sectionKeywordsOf, withoutSearchOnlyFrontMatter} from '@site/src/plugins/searchWithKeywords/sectionKeywords';
import {withSectionTags} from '@site/src/plugins/searchWithKeywords/sectionTags';
import {buildIndexFile, type TestPage} from '../../support/searchIndex';
import {searchSettings as settings} from '@site/src/data/searchOptions';


const pages: TestPage[] = [
  {
    route: '/docs/getting-started/troubleshooting',
    title: 'Troubleshooting',
    sections: [
      {title: 'Troubleshooting', content: 'What to look at when a scan goes wrong.', tags: ['errors']},
      {title: 'The scan stays in Scanning', content: 'The scanner job never completes; look at the pod.', anchor: 'the-scan-stays-in-scanning'},
      {title: 'ImagePullBackOff', content: 'The node cannot pull the image.', anchor: 'imagepullbackoff'},
    ],
  },
  {route: '/docs/scanners/nmap', title: 'Nmap', sections: [{title: 'Nmap', content: 'Scans ports. A scan may hang when a host drops packets.'}]},
  ...Array.from({length: 6}, (_, i): TestPage => ({route: `/docs/page-${i}`, title: `Page ${i}`, sections: [{title: `Page ${i}`, content: 'A scan of a host.'}]})),
];

const keywords = new Map([['/docs/getting-started/troubleshooting#the-scan-stays-in-scanning', ['hangs', 'stuck', 'forever']]]);

describe('section keywords', () => {
  it('are found as tags of their section, not of the page or its other sections', async () => {
    const {file, applied} = withSectionTags(compactSearchIndex(buildIndexFile(pages)), keywords);
    expect(applied).toEqual([...keywords.keys()]);
    const index = await readIndex(Promise.resolve(new Response(JSON.stringify(file))));
    const first = (query: string) => search([index], query, settings).hits[0]?.document.sectionRoute;
    expect(first('scan stuck')).toBe('/docs/getting-started/troubleshooting#the-scan-stays-in-scanning');
    expect(first('stuck')).toBe('/docs/getting-started/troubleshooting#the-scan-stays-in-scanning');
    // Only the section has the word: the page's other sections are not found by it.
    expect(search([index], 'forever', settings).hits.map((hit) => hit.document.sectionRoute)).toEqual(['/docs/getting-started/troubleshooting#the-scan-stays-in-scanning']);
  });

  it('leave the index as it is without keywords, and apply only to sections the index has', () => {
    const file = compactSearchIndex(buildIndexFile(pages));
    expect(withSectionTags(file, new Map()).file).toBe(file);
    expect(withSectionTags(file, new Map([['/docs/nowhere#x', ['a']]])).applied).toEqual([]);
  });

  it('keep the index loadable: terms sorted, new terms numbered after the others', () => {
    const {file} = withSectionTags(compactSearchIndex(buildIndexFile(pages)), keywords);
    const terms = file.index.invertedIndex.map(([term]) => term);
    expect(terms).toEqual([...terms].sort());
    const numbers = file.index.invertedIndex.map(([, posting]) => posting._index);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('section keywords in front matter', () => {
  const page = (frontMatter: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'section-keywords-')), 'page.md');
    fs.writeFileSync(file, `---\ntitle: A page\n${frontMatter}---\n\n## Stuck scans\n`);
    return file;
  };

  it('are read from the page file, anchor by anchor', () => {
    expect(sectionKeywordsOf(page('section_keywords:\n  stuck-scans: [hangs, never finishes]\n'))).toEqual({'stuck-scans': ['hangs', 'never finishes']});
    expect(sectionKeywordsOf(page(''))).toEqual({});
  });

  it('fail by name in another shape', () => {
    expect(() => sectionKeywordsOf(page('section_keywords: [hangs]\n'))).toThrow(/section_keywords of .*page\.md must map heading anchors to lists of words/);
  });

  it('stay out of the front matter Docusaurus hands the pages (and the browser)', () => {
    const parsed = {frontMatter: {title: 'A page', keywords: ['scan'], section_keywords: {'stuck-scans': ['hangs']}}, content: '## Stuck scans'};
    expect(withoutSearchOnlyFrontMatter(parsed)).toEqual({frontMatter: {title: 'A page', keywords: ['scan']}, content: '## Stuck scans'});
  });
});
