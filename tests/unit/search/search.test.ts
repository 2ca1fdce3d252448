import {describe, expect, it} from 'vitest';
import {searchSettings as settings} from '@site/src/data/searchOptions';
import {readIndex, search, type LoadedIndex} from '@site/src/search/search';
import {EXTRA_STOP_WORDS} from '@site/src/search/stopWords';
import {MAX_QUERY_LENGTH, MAX_QUERY_WORDS, MAX_WORD_LENGTH} from '@site/src/search/query';
import {RANKING} from '@site/src/search/ranking';
import {compactSearchIndex, servedIndexFile} from '@site/src/plugins/searchWithKeywords/compactSearchIndex';
import lunrBuild from '@cmfcmf/docusaurus-search-local/lib/lunr.js';
import {buildIndexFile, type TestPage} from '../support/searchIndex';

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
    // The problems page is a how-to, weighed alike for both kinds of query.
    expect(ratio(question)).toBeCloseTo((ratio(plain) * RANKING.purpose.concept.definition) / RANKING.purpose.concept.plain, 5);
  });
});

describe("the ranking's factors", () => {
  const alike = (route: string, type: 'docs' | 'blog' = 'docs'): TestPage => ({route, title: 'Rotating the bucket keys', type, sections: [{title: 'Rotating the bucket keys', content: 'Rotate the access keys of the bucket and restart the operator.'}]});
  const filler = Array.from({length: 10}, (_, i): TestPage => ({route: `/docs/filler-${i}`, title: `Filler ${i}`, sections: [{title: `Filler ${i}`, content: 'A scan of a host.'}]}));
  const scoresOf = async (pages: TestPage[], query: string) =>
    Object.fromEntries(search([await load([...pages, ...filler])], query, settings).hits.map(({document, score}) => [document.sectionRoute.split('#')[0], score]));

  it('weigh a page by what it is for and what the query asks', async () => {
    const pages = [alike('/docs/how-tos/keys'), alike('/docs/architecture/architecture_decisions/adr_0099'), alike('/blog/2024/01/01/keys', 'blog'), alike('/docs/getting-started/troubleshooting')];
    const plain = await scoresOf(pages, 'rotating bucket keys');
    expect(plain['/docs/architecture/architecture_decisions/adr_0099'] / plain['/docs/how-tos/keys']).toBeCloseTo(RANKING.purpose.decisionRecord.plain / RANKING.purpose.howTo.plain, 5);
    expect(plain['/blog/2024/01/01/keys'] / plain['/docs/how-tos/keys']).toBeCloseTo(RANKING.purpose.news.plain / RANKING.purpose.howTo.plain, 5);
    const symptom = await scoresOf(pages, 'rotating bucket keys failed');
    expect(symptom['/docs/getting-started/troubleshooting'] / symptom['/docs/how-tos/keys']).toBeCloseTo(RANKING.purpose.troubleshooting.symptom / RANKING.purpose.howTo.symptom, 5);
    const why = await scoresOf(pages, 'why rotating bucket keys');
    expect(why['/docs/architecture/architecture_decisions/adr_0099'] / why['/docs/how-tos/keys']).toBeCloseTo(RANKING.purpose.decisionRecord.why / RANKING.purpose.howTo.why, 5);
  });

  it("weigh a tool's page less when the query does not name the tool", async () => {
    const named = (route: string, title: string): TestPage => ({...alike(route), title, sections: [{...alike(route).sections[0], title: 'Rotating the bucket keys', anchor: 'rotating'}, {title, content: 'Intro.'}]});
    const pages = [named('/docs/scanners/keytool', 'Keytool'), named('/docs/api/crds/lockbox', 'Lockbox')];
    const scores = await scoresOf(pages, 'rotating bucket keys');
    expect(scores['/docs/scanners/keytool'] / scores['/docs/api/crds/lockbox']).toBeCloseTo(RANKING.toolNotNamed * RANKING.purpose.tool.plain / RANKING.purpose.reference.plain, 5);
  });

  it('rank a section that covers the whole query above one that repeats a part of it', async () => {
    const pages: TestPage[] = [
      {route: '/docs/how-tos/mounts', title: 'Mounts', sections: [{title: 'Mounts', content: 'Intro.'}, {title: 'Passing files', anchor: 'passing-files', content: 'Mount a ConfigMap as a file into the scan pod with volumes and volumeMounts.'}]},
      {route: '/docs/scanners/rules', title: 'Rules', sections: [{title: 'Rules', content: 'Intro.'}, {title: 'Your rules from a ConfigMap', anchor: 'configmap', content: 'Keep the rules in a ConfigMap.'}]},
    ];
    expect(search([await load([...pages, ...filler])], 'mount a configmap file into the scan pod', settings).hits[0].document.sectionRoute).toBe('/docs/how-tos/mounts#passing-files');
  });

  it('rank a page that holds all of the query, across its sections, above one that holds a part of it', async () => {
    const keys = {title: 'Bucket keys', anchor: 'bucket-keys', content: 'The bucket keys of the operator.'};
    const pages: TestPage[] = [
      {route: '/docs/whole', title: 'Whole', sections: [{title: 'Whole', content: 'Intro.'}, keys, {title: 'Expiry', anchor: 'expiry', content: 'They expire weekly.'}]},
      {route: '/docs/part', title: 'Part', sections: [{title: 'Part', content: 'Intro.'}, keys]},
    ];
    const hits = search([await load([...pages, ...filler])], 'bucket keys expiry', settings).hits;
    const [whole, part] = ['/docs/whole', '/docs/part'].map((route) => hits.find(({document}) => document.sectionRoute.startsWith(route))!);
    // The same section answers best on both pages; the page that also covers "expiry" weighs more.
    expect([whole.document.sectionRoute, part.document.sectionRoute]).toEqual(['/docs/whole#bucket-keys', '/docs/part#bucket-keys']);
    expect(whole.score / part.score).toBeGreaterThan(1.1);
  });

  it('weigh a section that lists many things (a values table) less than one about the query', async () => {
    const table = Array.from({length: 150}, (_, i) => `value${i}`).join(' ');
    const pages: TestPage[] = [
      {route: '/docs/values', title: 'Values', sections: [{title: 'Values', content: `Bucket keys rotation ${table}`}]},
      {route: '/docs/keys', title: 'Keys', sections: [{title: 'Keys', content: 'Bucket keys rotation.'}]},
    ];
    const scores = await scoresOf(pages, 'bucket keys rotation');
    expect(scores['/docs/values']).toBeLessThan(scores['/docs/keys'] * (RANKING.broadSection / 151) ** RANKING.broadSectionPower);
  });

  it("show, for a symptom, a section further in than the page's introduction when they answer alike", async () => {
    const rotating = (anchor: string) => ({title: 'Rotating bucket keys', anchor, content: 'Rotate the bucket keys and restart the operator.'});
    const pages: TestPage[] = [{route: '/docs/how-tos/keys', title: 'Keys', sections: [{title: 'Keys', content: 'Intro.'}, rotating('overview'), {title: 'Buckets', anchor: 'buckets', content: 'Buckets.'}, rotating('later')]}];
    const shown = async (query: string) => search([await load([...pages, ...filler])], query, settings).hits[0].document.sectionRoute;
    // The two sections tie: a plain query keeps the first, a symptom the one further in.
    expect(await shown('rotating bucket keys')).toBe('/docs/how-tos/keys#overview');
    expect(await shown('rotating bucket keys failed')).toBe('/docs/how-tos/keys#later');
  });

  it('complete only the word being typed: a word followed by another is finished', async () => {
    const pages: TestPage[] = [{route: '/blog/2024/12/27/meet-us-at-38c3', title: 'Meet us at 38C3', type: 'blog', sections: [{title: 'Meet us at 38C3', content: 'Our assembly.'}]}];
    const indexes = [await load([...pages, ...filler])];
    expect(search(indexes, 'at least 3 levels deep', settings).hits).toEqual([]);
    expect(search(indexes, 'assembly 38', settings).hits[0].document.sectionRoute).toBe('/blog/2024/12/27/meet-us-at-38c3');
    expect(search(indexes, 'assembly 38 ', settings).hits[0].document.sectionRoute).toBe('/blog/2024/12/27/meet-us-at-38c3');
    expect(search(indexes, '38 assembly', settings).hits[0].document.sectionRoute).toBe('/blog/2024/12/27/meet-us-at-38c3');
  });
});

describe('bad input', () => {
  const long = 'scancompletionhookscancompletionhookabcdefgh';
  const pages: TestPage[] = [
    {route: '/docs/long', title: 'Long', sections: [{title: 'Long', content: `The word ${long} is long.`}]},
    {route: '/docs/dojo', title: 'DefectDojo', sections: [{title: 'DefectDojo', content: 'Imports findings.'}]},
    ...Array.from({length: 10}, (_, i): TestPage => ({route: `/docs/filler-${i}`, title: `Filler ${i}`, sections: [{title: `Filler ${i}`, content: 'A scan of a host.'}]})),
  ];
  const routesIn = async (query: string) => search([await load(pages)], query, settings).hits.map(({document}) => document.sectionRoute);

  it(`matches a word of more than ${MAX_WORD_LENGTH} letters only as it is: no typo, no completion`, async () => {
    expect(long.length).toBeGreaterThan(MAX_WORD_LENGTH);
    expect(await routesIn(long)).toEqual(['/docs/long']);
    expect(await routesIn(long.slice(0, -1) + 'x')).toEqual([]);
    expect(await routesIn(long.slice(0, -2))).toEqual([]);
    // Shorter words keep both.
    expect(await routesIn('defectdjo')).toEqual(['/docs/dojo']);
    expect(await routesIn('defectd')).toEqual(['/docs/dojo']);
  });

  it(`reads the first ${MAX_QUERY_LENGTH} characters and the first ${MAX_QUERY_WORDS} words of a query`, async () => {
    expect(await routesIn(`${'x '.repeat(MAX_QUERY_LENGTH / 2)}defectdojo`)).toEqual([]);
    expect(await routesIn(`${'x '.repeat(MAX_QUERY_LENGTH / 2 - 6)}defectdojo`)).toEqual(['/docs/dojo']);
    const words = Array.from({length: MAX_QUERY_WORDS}, (_, i) => `qqq${'abcdefghijklmnop'[i]}qqq`).join(' ');
    expect(await routesIn(`${words} defectdojo`)).toEqual([]);
    expect(search([await load(pages)], `${words} defectdojo`, settings).terms).toHaveLength(MAX_QUERY_WORDS);
  });

  it('answers a 10,000-letter word and a 10,000-character sentence, in plain and in lunr syntax', async () => {
    const indexes = [await load(pages)];
    for (const input of ['a'.repeat(10_000), 'scan host '.repeat(1_000), `${'b'.repeat(10_000)}~2`, `title:${'c'.repeat(10_000)}*`]) {
      expect(search(indexes, input, settings).hits.length).toBeLessThanOrEqual(settings.maxSearchResults);
    }
  });
});
