import {describe, expect, it} from 'vitest';
import {compactSearchIndex, isJunkTerm, servedIndexFile, type IndexFile} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import {fromServedIndex} from '@site/src/search/servedIndex';
import {withSectionTags} from '@site/src/plugins/searchWithKeywords/sectionTags';
import {EXTRA_STOP_WORDS} from '@site/src/search/stopWords';
import {lunr} from '../../../../src/search/lunr';
import {buildIndexFile} from '../../support/searchIndex';

const pages = buildIndexFile([
  {
    route: '/docs/scanners/nmap',
    title: 'Nmap',
    trail: ['Scanners'],
    sections: [
      {title: 'Nmap', content: 'Nmap scans ports of each host. Each scan runs once; the digest sha256 0b8e2d7f4c11 was built 1742263200.', tags: ['port', 'scan']},
      {title: 'OS detection', content: 'Nmap guesses the operating system of a host on port 22 at 2025-03-03T07:00:00Z.', anchor: 'os-detection'},
    ],
  },
  {
    route: '/docs/architecture/architecture_decisions/adr_0017',
    title: 'ADR-0017: Scan images from private registries',
    sections: [{title: 'ADR-0017: Scan images from private registries', content: 'A scan of images in private registries needs a pull secret, see ADR 17.'}],
  },
  {route: '/docs/scanners/trivy', title: 'Trivy', sections: [{title: 'Trivy', content: 'Trivy scans container images for vulnerabilities. A scan finds packages.'}]},
]);

const postings = (file: IndexFile) => new Map(file.index.invertedIndex);
const vectors = (file: IndexFile) => new Map(file.index.fieldVectors);

describe('junk terms', () => {
  it.each(['0b8e2d7f4c11', '1742263200', '03t07', '00z', 'x7k2p', 'nywdllwvuy3j5chrpb24ub3jnl3yxci0', 's', ''])('%j is left out', (term) => {
    expect(isJunkTerm(term)).toBe(true);
  });

  it.each(['log4shel', '38c3', 'v1alpha1', 'x86', 'k8', 'sha256', 'adr', '0017', 'sever', 'nmap'])('%j is kept', (term) => {
    expect(isJunkTerm(term)).toBe(false);
  });

  it('include the stems of the extra stop words', () => {
    for (const [, stem] of EXTRA_STOP_WORDS) expect(isJunkTerm(stem)).toBe(true);
  });
});

describe('the compacted index', () => {
  const compacted = compactSearchIndex(pages);

  it('keeps the documents and loads into lunr', () => {
    expect(compacted.documents).toEqual(pages.documents);
    const loaded = lunr.Index.load(compacted.index);
    expect(Object.keys(loaded.invertedIndex)).toContain('nmap');
  });

  it('leaves out junk terms and stop words, and keeps numbers in titles only', () => {
    const terms = postings(compacted);
    for (const gone of ['0b8e2d7f4c11', '1742263200', '03t07', '00z', 'each', 'onc', '22', '2025']) expect(terms.has(gone)).toBe(false);
    expect(terms.has('sha256')).toBe(true);
    expect(Object.keys(terms.get('0017')!.title)).toEqual(['3']);
    expect(terms.get('0017')!.content).toEqual({});
    // "17" occurs in text only.
    expect(terms.has('17')).toBe(false);
  });

  it('numbers the terms by how many documents hold them, the commonest first, in vectors sorted by number', () => {
    const terms = postings(compacted);
    const holding = (term: string) => ['title', 'content', 'tags'].reduce((n, field) => n + Object.keys(terms.get(term)![field] as object).length, 0);
    const byNumber = [...terms].sort(([, a], [, b]) => a._index - b._index).map(([term]) => term);
    expect(byNumber[0]).toBe('scan');
    for (let i = 1; i < byNumber.length; i += 1) expect(holding(byNumber[i - 1])).toBeGreaterThanOrEqual(holding(byNumber[i]));
    for (const [, elements] of compacted.index.fieldVectors) {
      const numbers = elements.filter((_, i) => i % 2 === 0);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('holds every term of a document in its field vector, and no vector without terms', () => {
    const vectorOf = vectors(compacted);
    for (const [, posting] of compacted.index.invertedIndex) {
      for (const field of ['title', 'content', 'tags']) {
        for (const ref of Object.keys(posting[field] as object)) {
          const elements = vectorOf.get(`${field}/${ref}`)!;
          expect(elements.filter((_, i) => i % 2 === 0)).toContain(posting._index);
        }
      }
    }
    expect(vectorOf.has('tags/2')).toBe(false);
    expect(vectorOf.has('tags/1')).toBe(true);
  });

  it('stores the weights without the inverse document frequency, to a fifth', () => {
    const before = postings(pages);
    const after = postings(compacted);
    const weight = (file: IndexFile, term: string, ref: string) => {
      const number = postings(file).get(term)!._index;
      const elements = vectors(file).get(`content/${ref}`)!;
      return elements[elements.findIndex((n, i) => i % 2 === 0 && n === number) + 1];
    };
    const nmap = before.get('nmap')!;
    const idf = lunr.idf(nmap as never, pages.documents.length);
    const expected = Math.round((weight(pages, 'nmap', '2') / idf) * 5) / 5;
    expect(weight(compacted, 'nmap', '2')).toBe(expected);
    expect(after.get('nmap')!.content).toEqual(nmap.content);
  });
});

describe('the served index', () => {
  const compacted = withSectionTags(compactSearchIndex(pages), new Map([['/docs/scanners/nmap#os-detection', ['fingerprint']]])).file;
  const served = servedIndexFile(compacted);

  it('keeps every term with its number but no postings, and the weights in whole fifths', () => {
    expect(served.documents).toEqual(compacted.documents);
    expect(served.index.invertedIndex.map(([term, posting]) => [term, posting])).toEqual(compacted.index.invertedIndex.map(([term, {_index}]) => [term, {_index}]));
    for (const [, elements] of served.index.fieldVectors) for (const weight of elements.filter((_, i) => i % 2 === 1)) expect(Number.isInteger(weight)).toBe(true);
    expect(served.index.compact).toEqual({weightSteps: 5});
    expect(JSON.stringify(served).length).toBeLessThan(JSON.stringify(compacted).length);
  });

  it('reads back into the index lunr wrote: the same postings, vectors and weights', () => {
    const read = fromServedIndex(JSON.parse(JSON.stringify(served.index)) as typeof served.index);
    expect(read.compact).toBeUndefined();
    expect(new Map(read.invertedIndex)).toEqual(postings(compacted));
    expect(new Map(read.fieldVectors)).toEqual(vectors(compacted));
    const loaded = lunr.Index.load(read);
    expect(Object.keys(loaded.invertedIndex.fingerprint.tags as object)).toEqual(['2']);
  });

  it("is read as is when it carries no mark (lunr's own form)", () => {
    expect(fromServedIndex(compacted.index)).toBe(compacted.index);
  });

  it('refuses a vector that names a term the index does not have, and a weight that is no fifth', () => {
    const broken = JSON.parse(JSON.stringify(served.index)) as typeof served.index;
    broken.fieldVectors[0][1][0] = 9999;
    expect(() => fromServedIndex(broken)).toThrow(/names term 9999/);
    const unrounded = {...compacted, index: {...compacted.index, fieldVectors: [['content/1', [0, 0.33]] as [string, number[]]]}};
    expect(() => servedIndexFile(unrounded)).toThrow(/not a multiple of 1\/5/);
  });
});
