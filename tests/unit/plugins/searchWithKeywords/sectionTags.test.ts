import {describe, expect, it} from 'vitest';
import {readIndex, search} from '@site/src/components/LocalSearch/search';
import {compactSearchIndex} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import {withSectionTags} from '@site/src/plugins/searchWithKeywords/sectionTags';
import {buildIndexFile, type TestPage} from '../../support/searchIndex';
import {searchOptions} from '../../support/searchOptions';

const settings = {
  titleBoost: searchOptions.lunr.titleBoost,
  contentBoost: searchOptions.lunr.contentBoost,
  tagsBoost: searchOptions.lunr.tagsBoost,
  parentCategoriesBoost: searchOptions.lunr.parentCategoriesBoost,
  indexDocSidebarParentCategories: searchOptions.indexDocSidebarParentCategories,
  maxSearchResults: searchOptions.maxSearchResults,
};

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
