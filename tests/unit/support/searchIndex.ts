// Builds a search index file the way @cmfcmf/docusaurus-search-local's postBuild does (the same
// lunr, fields, k1 and b, one document per section), for tests of what happens to it afterwards.
import {searchOptions} from '../../../src/data/searchOptions';
import {lunr} from '../../../src/search/lunr';
import type {IndexFile} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import type {SearchDocument} from '@site/src/search/search';

export type TestSection = {title: string; content?: string; tags?: string[]; anchor?: string};
export type TestPage = {route: string; title: string; trail?: string[]; type?: 'docs' | 'blog'; sections: TestSection[]};

type LunrBuilder = {
  ref(name: string): void;
  field(name: string): void;
  k1(value: number): void;
  b(value: number): void;
  add(document: Record<string, unknown>): void;
};

export function buildIndexFile(pages: TestPage[]): IndexFile {
  const documents: SearchDocument[] = [];
  const added: Array<Record<string, unknown>> = [];
  let id = 1;
  for (const page of pages) {
    const pageTitle = [...(page.trail ?? []), page.title].join(' > ');
    for (const section of page.sections) {
      documents.push({
        id,
        pageTitle,
        sectionTitle: section.title,
        sectionRoute: page.route + (section.anchor ? `#${section.anchor}` : ''),
        type: page.type ?? 'docs',
      });
      added.push({id: String(id), title: section.title, content: section.content ?? '', tags: section.tags ?? []});
      id += 1;
    }
  }
  const build = lunr as unknown as (config: (this: LunrBuilder) => void) => unknown;
  const index = build(function () {
    this.k1(searchOptions.lunr.k1);
    this.b(searchOptions.lunr.b);
    this.ref('id');
    this.field('title');
    this.field('content');
    this.field('tags');
    added.forEach((document) => this.add(document));
  });
  return JSON.parse(JSON.stringify({documents, index})) as IndexFile;
}
