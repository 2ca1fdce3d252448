import {describe, expect, it} from 'vitest';
import {searchSettings as settings} from '@site/src/data/searchOptions';
import {readIndex, search, type LoadedIndex} from '@site/src/components/LocalSearch/search';
import {EXTRA_STOP_WORDS} from '@site/src/components/LocalSearch/stopWords';
import {compactSearchIndex, servedIndexFile} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import lunrBuild from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import {buildIndexFile, type TestPage} from '../../support/searchIndex';

const docs: TestPage[] = [
  {route: '/docs/api/crds/parse-definition', title: 'ParseDefinition and ClusterParseDefinition', trail: ['API Reference'], sections: [{title: 'ParseDefinition and ClusterParseDefinition', content: 'Tells the operator which parser image reads the raw results of a ScanType.'}]},
  {route: '/docs/contributing/parser', title: 'Writing a parser', sections: [{title: 'Writing a parser', content: 'A parser turns raw results into findings. Parse the file, define each finding, and test the parse step.'}, {title: 'The parse contract', content: 'The parse function gets the raw result and returns findings with a definition of each field.', anchor: 'the-parse-contract'}]},
  {route: '/docs/scanners/trivy', title: 'Trivy', trail: ['Scanners'], sections: [{title: 'Trivy', content: 'Trivy finds vulnerabilities in container images.'}]},
  {route: '/docs/scanners/trivy-sbom', title: 'Trivy SBOM', trail: ['Scanners'], sections: [{title: 'Trivy SBOM', content: 'Trivy writes a software bill of materials for an image.'}]},
  {route: '/docs/hooks/defectdojo', title: 'DefectDojo Hook', trail: ['Hooks'], sections: [{title: 'DefectDojo Hook', content: 'Imports findings into DefectDojo.'}]},
  {route: '/docs/scanners/nmap', title: 'Nmap', trail: ['Scanners'], sections: [{title: 'Nmap', content: 'Nmap scans the ports of a host. Trivi is no word here, but trivia is.'}]},
  {route: '/docs/getting-started/troubleshooting', title: 'Troubleshooting', sections: [{title: 'Troubleshooting', content: 'When a scan of nmap does not start, look at the operator log.'}]},
  ...Array.from({length: 9}, (_, i): TestPage => ({route: `/docs/scan-${i}`, title: `Scan example ${i}`, sections: [{title: `Scan example ${i}`, content: 'A scan of a host with nmap and trivy.'}]})),
];
const blog: TestPage[] = [
  {route: '/blog/2020/09/08/blinmaker', title: 'Blinmaker', type: 'blog', sections: [{title: 'Blinmaker', content: 'A script that makes blini while a scan runs.'}]},
];

async function load(pages: TestPage[]): Promise<LoadedIndex> {
  const file = servedIndexFile(compactSearchIndex(buildIndexFile(pages)));
  return readIndex(Promise.resolve(new Response(JSON.stringify(file))));
}

const indexesPromise = Promise.all([load(blog), load(docs)]);
const routes = async (query: string) => search(await indexesPromise, query, settings).hits.map(({document}) => document.sectionRoute);

describe('plain queries', () => {
  it('find a resource kind written as separate words', async () => {
    expect((await routes('parse definition'))[0]).toBe('/docs/api/crds/parse-definition');
  });

  it('put a page whose title is exactly the query first', async () => {
    const found = await routes('trivy');
    expect(found[0]).toBe('/docs/scanners/trivy');
    expect(found).toContain('/docs/scanners/trivy-sbom');
    expect((await routes('Troubleshooting'))[0]).toBe('/docs/getting-started/troubleshooting');
  });

  it('list each page once and at most the maximum', async () => {
    const found = await routes('scan');
    expect(found.length).toBe(settings.maxSearchResults);
    expect(new Set(found.map((route) => route.split('#')[0])).size).toBe(found.length);
  });

  it('complete the word being typed', async () => {
    expect((await routes('defectd'))[0]).toBe('/docs/hooks/defectdojo');
  });

  it('ignore stop words, also those the index leaves out', async () => {
    expect(search(await indexesPromise, 'how do i scan each host through nmap', settings).terms).toEqual(['scan', 'host', 'nmap']);
  });

  it('weigh words read as one no more than the words themselves', async () => {
    const pages: TestPage[] = [
      {route: '/docs/troubleshooting', title: 'Troubleshooting', sections: [{title: 'Cascading scans are not started', anchor: 'cascading-scans-are-not-started', content: 'Install the cascading scans hook and give the scan its cascades.'}]},
      {route: '/docs/contributing/tests', title: 'Testing a hook', sections: [{title: 'Helpers', anchor: 'helpers', content: 'The cascadingScan() helper waits until the cascading scans have started and finished.'}]},
      ...Array.from({length: 12}, (_, i): TestPage => ({route: `/docs/scanner-${i}`, title: `Scanner ${i}`, sections: [{title: `Scanner ${i}`, content: 'Its cascading rules start scans of the hosts it finds.'}]})),
    ];
    const indexes = [await load(pages)];
    const found = search(indexes, 'why are no cascading scans started', settings).hits.map(({document}) => document.sectionRoute);
    expect(found[0]).toBe('/docs/troubleshooting#cascading-scans-are-not-started');
    expect(search(indexes, 'cascadingScan', settings).hits[0].document.sectionRoute).toBe('/docs/contributing/tests#helpers');
  });

  it('rank docs above a blog post that matches alike', async () => {
    const section = {title: 'Finding Log4Shell', content: 'Nmap finds every host with the hole.'};
    const alike = await Promise.all([
      load([{route: '/blog/2022/01/18/log4shell', title: section.title, type: 'blog', sections: [section]}]),
      load([{route: '/docs/how-tos/log4shell', title: section.title, sections: [section]}]),
    ]);
    expect(search(alike, 'log4shell host', settings).hits.map(({document}) => document.sectionRoute)).toEqual(['/docs/how-tos/log4shell', '/blog/2022/01/18/log4shell']);
  });
});

describe('the typo fallback', () => {
  it('finds a word of 5 or more letters with one letter wrong, missing or extra', async () => {
    expect((await routes('trivvy'))[0]).toBe('/docs/scanners/trivy');
    expect((await routes('defectdjo'))[0]).toBe('/docs/hooks/defectdojo');
    expect((await routes('sbmo trivi'))[0]).toBe('/docs/scanners/trivy');
  });

  it('leaves shorter words alone', async () => {
    expect(await routes('nmpa')).toEqual([]);
  });

  it('ranks what the query finds as typed above what it finds with a typo', async () => {
    // "trivia" is in the Nmap page's text as typed; "trivi" (trivy) is one letter away.
    const found = await routes('trivia');
    expect(found[0]).toBe('/docs/scanners/nmap');
    expect(found.slice(1)).toContain('/docs/scanners/trivy');
  });

  it('is not tried when the query as typed fills the list', async () => {
    const found = await routes('scan');
    expect(found).not.toContain('/docs/scanners/trivy-sbom');
  });
});

describe('queries in lunr syntax', () => {
  it('search the fields they name', async () => {
    expect(await routes('title:defectdojo')).toEqual(['/docs/hooks/defectdojo']);
  });

  it('require and exclude terms', async () => {
    const found = await routes('+trivy -sbom');
    expect(found).toContain('/docs/scanners/trivy');
    expect(found).not.toContain('/docs/scanners/trivy-sbom');
  });

  it('report a syntax error', async () => {
    expect(search(await indexesPromise, 'foo:bar', settings).error).toMatch(/unrecognised field 'foo'/);
  });
});

describe('the extra stop words', () => {
  it('are listed with their stems as lunr spells them', () => {
    for (const [word, stem] of EXTRA_STOP_WORDS) expect(lunrBuild.stemmer(new lunrBuild.Token(word)).toString(), word).toBe(stem);
  });
});

describe("readers' words and intents", () => {
  const pages: TestPage[] = [
    {route: '/docs/getting-started/troubleshooting', title: 'Troubleshooting', sections: [
      {title: 'Troubleshooting', content: 'What to look at when something goes wrong.'},
      {title: 'The scan stays in Scanning', content: 'The scanner job never completes; look at its pod and events.', anchor: 'the-scan-stays-in-scanning'},
    ]},
    {route: '/docs/contributing/operator', title: 'Working on the operator', sections: [{title: 'Working on the operator', content: 'Run the operator locally; a scan stays in Scanning while the controller is stopped.'}]},
    {route: '/docs/architecture/glossary', title: 'Glossary', sections: [{title: 'Glossary', content: 'Terms.'}, {title: 'Lurker', content: 'The sidecar that uploads the raw result of a scan.', anchor: 'lurker'}]},
    {route: '/docs/getting-started/problems', title: 'Problems', sections: [{title: 'Problems', content: 'Known problems.'}, {title: 'The lurker is OOMKilled', content: 'When the lurker container of a scan runs out of memory.', anchor: 'the-lurker-is-oomkilled'}]},
    ...Array.from({length: 8}, (_, i): TestPage => ({route: `/docs/page-${i}`, title: `Page ${i}`, sections: [{title: `Page ${i}`, content: 'A scan of a host with a tool.'}]})),
  ];
  const found = async (query: string) => search([await load(pages)], query, settings).hits.map(({document}) => document.sectionRoute);

  it("find the docs' word for a reader's word, and show the section that answers, not the page's top", async () => {
    expect((await found('scan hangs'))[0]).toBe('/docs/getting-started/troubleshooting#the-scan-stays-in-scanning');
  });

  it('put the operator docs before the contributor guides for a query without contributor words', async () => {
    const routes = await found('scan stays in scanning');
    expect(routes.indexOf('/docs/getting-started/troubleshooting#the-scan-stays-in-scanning')).toBeLessThan(routes.indexOf('/docs/contributing/operator'));
  });

  it('weigh the architecture docs more for a definition question', async () => {
    const scores = async (query: string) => Object.fromEntries(search([await load(pages)], query, settings).hits.map(({document, score}) => [document.sectionRoute, score]));
    const plain = await scores('lurker');
    const question = await scores('what is the lurker');
    const ratio = (found: Record<string, number>) => found['/docs/architecture/glossary#lurker'] / found['/docs/getting-started/problems#the-lurker-is-oomkilled'];
    expect(ratio(question)).toBeCloseTo(ratio(plain) * 1.25, 5);
  });
});
