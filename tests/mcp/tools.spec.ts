import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {buildFolder} from '../../lib/root';
import {indexUrl} from '../../src/search/indexUrl';
import {readIndex, search} from '../../src/search/search';
import {MAX_QUERY_LENGTH} from '../../src/search/query';
import {cascadeFrom, INTENSIVE, INVASIVE, LABEL_VALUES} from '../../src/data/cascades';
import {documentedCharts} from '../../src/data/chartValues/all';
import {publishedSchema, schemaPath} from '../../src/data/crdSchema/published';
import {SEARCHED_TAGS, searchSettings} from '../../src/data/searchOptions';
import {siteUrl} from '../../src/data/site';
import {connectServer, type DocsClient} from './support/client';

// The MCP server (mcp/) end to end: started as an assistant starts it (`npm run --silent mcp`), called
// through the SDK's client over stdio, once on the production build's folder and once on the same
// build served by our nginx (--site). Every tool with good input, then bad input, after which the
// server still answers.

const buildDir = buildFolder();
const readBuild = (sitePath: string) => fs.readFileSync(path.join(buildDir, sitePath), 'utf8');

const SCAN = `apiVersion: execution.securecodebox.io/v1
kind: Scan
metadata:
  name: nmap-scanme
spec:
  scanType: nmap
  parameters: ["-sV", "scanme.nmap.org"]
`;

/** The routes of the results, in order, as the answer of search_docs lists them. */
const resultRoutes = (text: string, site: string) => [...text.matchAll(/^URL: (\S+)$/gm)].map(([, url]) => url.slice(site.length));

const modes = [
  {name: 'a build folder', args: () => ['--dir', buildDir], site: () => siteUrl},
  {name: 'the site over HTTP', args: (baseURL: string) => ['--site', baseURL], site: (baseURL: string) => baseURL},
];

for (const mode of modes) {
  test.describe(`the MCP server reading ${mode.name}`, () => {
    // One server for the file's tests, in order; a failure does not skip the rest.
    test.describe.configure({mode: 'default', timeout: 60_000});
    let docs: DocsClient;
    let site = '';

    test.beforeAll(async () => {
      const baseURL = test.info().project.use.baseURL!;
      site = mode.site(baseURL);
      docs = await connectServer(mode.args(baseURL));
    });
    test.afterAll(async () => {
      expect(docs.errors, docs.stderr()).toEqual([]);
      await docs.close();
    });

    test('lists its five tools, each with a description and an input schema of its arguments', async () => {
      const {tools} = await docs.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'read_page', 'validate_manifest', 'cascade_from', 'chart_values']);
      for (const tool of tools) {
        expect(tool.description!.length, tool.name).toBeGreaterThan(100);
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.inputSchema.required?.length, tool.name).toBe(1);
        for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
          expect((property as {description?: string}).description, `${tool.name} ${name}`).toBeTruthy();
        }
      }
    });

    test('search_docs: "nmap" finds the Nmap page first, with the top of the page as its section', async () => {
      const {text, isError} = await docs.call('search_docs', {query: 'nmap'});
      expect(isError, text).toBe(false);
      expect(resultRoutes(text, site)[0]).toBe('/docs/scanners/nmap');
      const first = text.split('\n---\n')[0];
      expect(first).toContain('### 1. Scanners > Nmap\n');
      expect(first).toContain(readBuild('docs/scanners/nmap.md').split('\n## ')[0].trim());
    });

    test("search_docs ranks as the browser's search does, over the indexes the search box reads, each result with its section", async () => {
      const indexes = await Promise.all(SEARCHED_TAGS.map((tag) => readIndex(Promise.resolve(new Response(readBuild(indexUrl('/', tag)))))));
      for (const query of ['cascading scans', 'scan completion hook', 'trivvy', 'defectdojo']) {
        const {text, isError} = await docs.call('search_docs', {query, limit: 8});
        expect(isError, text).toBe(false);
        const browser = search(indexes, query, searchSettings).hits.map(({document}) => document.sectionRoute);
        expect(resultRoutes(text, site), query).toEqual(browser);
      }
      const {text} = await docs.call('search_docs', {query: 'cascading scans', limit: 2});
      expect(resultRoutes(text, site)).toHaveLength(2);
      // The first result is a section of the cascading-scans hook's page, cut from its twin at its heading.
      const [route, anchor] = resultRoutes(text, site)[0].split('#');
      expect(route).toBe('/docs/hooks/cascading-scans');
      expect(text).toMatch(new RegExp(`URL: \\S+#${anchor}\n\n#{2,3} `));
    });

    test('search_docs answers a 10,000-letter word and a 10,000-character sentence as it answers the part it reads, as fast', async () => {
      const sentence = 'why does the cascading scan of nmap not start ncrack after the scheduled scan found an open ssh port '.repeat(100).slice(0, 10_000);
      const pasted = Array.from({length: 10_000}, (_, i) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'[(i * 7919) % 64]).join('');
      const timed = async (query: string) => {
        const start = performance.now();
        const {text, isError} = await docs.call('search_docs', {query});
        expect(isError, text.slice(0, 200)).toBe(false);
        return {text, ms: performance.now() - start};
      };
      for (const query of ['a'.repeat(10_000), pasted, sentence, `${pasted}~2`]) {
        // The part the search reads, with a space after it, so that no word is taken as still being
        // typed, as in a paste: the same search, so the same answer and the same work.
        const cut = `${query.slice(0, MAX_QUERY_LENGTH)} `;
        expect((await timed(query)).text).toBe((await timed(cut)).text);
        // Warm calls in turns, so that the engine warming up favours neither; the fastest of each,
        // as load on a busy machine only adds time.
        const times = {long: [] as number[], cut: [] as number[]};
        for (let run = 0; run < 5; run += 1) {
          times.long.push((await timed(query)).ms);
          times.cut.push((await timed(cut)).ms);
        }
        const what = `${query.slice(0, 40)}…: ${times.long.map(Math.round).join(', ')} ms, cut: ${times.cut.map(Math.round).join(', ')} ms`;
        expect(Math.min(...times.long), what).toBeLessThan(1.5 * Math.min(...times.cut) + 25);
      }
      // The server still answers an ordinary query at once.
      expect(resultRoutes((await docs.call('search_docs', {query: 'nmap'})).text, site)[0]).toBe('/docs/scanners/nmap');
    });

    test('read_page: a page is its Markdown twin, a #section that section', async () => {
      const nmap = readBuild('docs/scanners/nmap.md');
      expect(await docs.call('read_page', {path: '/docs/scanners/nmap'})).toEqual({text: nmap, isError: false});
      expect((await docs.call('read_page', {path: `${siteUrl}/docs/scanners/nmap.md`})).text).toBe(nmap);
      const {text} = await docs.call('read_page', {path: '/docs/scanners/nmap#cascading-rules'});
      expect(text).toMatch(/^From \S+\/docs\/scanners\/nmap#cascading-rules:\n\n## Cascading rules\n/);
      expect(text).toContain('### Its findings can start');
      expect(text).not.toContain('\n## Links');
    });

    test("validate_manifest: a valid Scan has no errors; spec.cascade is named as an unknown field, a wrong type with the field's description", async () => {
      const valid = await docs.call('validate_manifest', {yaml: SCAN});
      expect(valid).toEqual({isError: false, text: expect.stringMatching(/^No errors in 1 document/)});
      expect(valid.text).toContain(`Document 1, Scan nmap-scanme: valid (${site}${schemaPath('Scan')})`);

      const wrong = `${SCAN}  cascade: {}\n  cascades:\n    inheritLabels: "yes"\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: wordlist\n`;
      const {text, isError} = await docs.call('validate_manifest', {yaml: wrong});
      expect(isError).toBe(false);
      expect(text).toMatch(/^1 of 2 documents has errors/);
      const spec = publishedSchema('Scan').properties!.spec as {properties: {cascades: {properties: Record<string, {description: string}>}}};
      expect(text).toContain('- `spec.cascade`: spec has no field cascade; its fields are ');
      expect(text).toContain(`- \`spec.cascades.inheritLabels\`: must be boolean. ${spec.properties.cascades.properties.inheritLabels.description}`);
      expect(text).toContain('Document 2, ConfigMap wordlist: not a secureCodeBox resource (apiVersion v1), not checked.');
    });

    test('cascade_from: the rules the explorer lists after an nmap scan, with the selector that allows them', async () => {
      const labels = {[INVASIVE]: ['non-invasive']};
      const {text, isError} = await docs.call('cascade_from', {scanner: 'nmap', labels});
      expect(isError, text).toBe(false);
      const explorer = cascadeFrom('nmap', {[INVASIVE]: ['non-invasive'], [INTENSIVE]: LABEL_VALUES[INTENSIVE]});
      const listed = [...text.matchAll(/^ +- `([^`]+)` \(/gm)].map(([, rule]) => rule);
      expect(listed).toEqual(explorer.followUps.map((node) => node.rule!.name));
      expect(text).toContain(`${explorer.followUps.length} rules in ${explorer.charts.length} charts can start scans`);
      expect(text).toContain('      securecodebox.io/invasive: non-invasive');

      const nothing = await docs.call('cascade_from', {scanner: 'nmap', labels: {[INVASIVE]: ['invasive'], [INTENSIVE]: ['light']}});
      expect(nothing.text).toContain('nothing follows it.\nOther rules would match its findings; allow more label values to see them.');
    });

    test('chart_values: every key of a chart with type, default and description; with a key, that key', async () => {
      const nmap = documentedCharts.nmap;
      const all = await docs.call('chart_values', {chart: 'nmap'});
      expect(all.isError, all.text).toBe(false);
      expect(all.text.split('\n').filter((line) => line.startsWith('- `'))).toHaveLength(nmap.values.length);
      const one = await docs.call('chart_values', {chart: 'nmap', key: 'scanner.image.repository'});
      const value = nmap.values.find((v) => v.key === 'scanner.image.repository')!;
      expect(one.text).toContain(`documented at ${site}/docs/scanners/nmap#value-scanner.image.repository.`);
      expect(one.text).toContain(`- \`scanner.image.repository\` (string, default \`${JSON.stringify(value.default)}\`): ${value.description}`);
    });

    test('bad input gets a clear error, and the server keeps answering', async () => {
      const errors: [string, Record<string, unknown>, RegExp][] = [
        ['search_docs', {}, /^Invalid arguments for search_docs: arguments must have required property 'query'/],
        ['search_docs', {query: 42}, /^Invalid arguments for search_docs: arguments\/query must be string/],
        ['search_docs', {query: 'nmap', limit: 99}, /arguments\/limit must be <= 8/],
        ['search_docs', {query: 'title:'}, /^The query is not valid lunr syntax/],
        ['read_page', {path: '/docs/no-such-page'}, /^There is no page \/docs\/no-such-page\. search_docs finds/],
        ['read_page', {path: '/docs/scanners/nmap#no-such-section'}, /has no section #no-such-section\. Its sections: #what-nmap-finds-and-when-to-use-it/],
        ['read_page', {path: '/img/logo.svg'}, /is not a documentation page or blog post/],
        ['validate_manifest', {yaml: 'kind: [Scan'}, /^The YAML does not parse: /],
        ['cascade_from', {scanner: 'nmapp'}, /^"nmapp" is not a scanner of secureCodeBox \d+\.\d+\.\d+\. Its scanners: ffuf, /],
        ['cascade_from', {scanner: 'nmap', labels: {[INVASIVE]: ['gentle']}}, /must be equal to one of the allowed values/],
        ['chart_values', {chart: 'nmapp'}, /has no chart "nmapp"\. Its charts: auto-discovery-kubernetes, /],
        ['chart_values', {chart: 'nmap', key: 'scanner.imag'}, /^The nmap chart has no key scanner\.imag/],
        ['chart_values', {chart: 'nmap', color: 'red'}, /must NOT have additional properties/],
        ['validate_manifest', {yaml: '---\n---\n'}, /^The YAML holds no document\./],
        ['search_everything', {query: 'nmap'}, /^There is no tool search_everything\. The tools: search_docs, /],
      ];
      for (const [tool, args, message] of errors) {
        const answer = await docs.call(tool, args);
        expect(answer.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
        expect(answer.text, `${tool} ${JSON.stringify(args)}`).toMatch(message);
      }
      // Still serving, and validating the next manifest in the file after one that fails.
      expect(resultRoutes((await docs.call('search_docs', {query: 'nmap'})).text, site)[0]).toBe('/docs/scanners/nmap');
      const mixed = await docs.call('validate_manifest', {yaml: `apiVersion: execution.securecodebox.io/v2\nkind: Scan\n---\n${SCAN}`});
      expect(mixed.isError).toBe(false);
      expect(mixed.text).toMatch(/^1 of 2 documents has errors/);
      expect(mixed.text).toMatch(/\n\nDocument 1, Scan: secureCodeBox v\d+\.\d+\.\d+ defines Scan in execution\.securecodebox\.io\/v1, not in execution\.securecodebox\.io\/v2\.\n\n/);
      expect(mixed.text).toContain('Document 2, Scan nmap-scanme: valid');
    });
  });
}
