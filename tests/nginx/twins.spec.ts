import {test, expect} from '@playwright/test';
import {prefersMarkdown} from '../../deploy/servingRules';
import {hasTwin, twinPath} from '../../src/data/twins';
import {SKILL_PATH} from '../../src/plugins/agentCatalog/catalog';
import {sitemapRoutes} from '../../lib/sitemap';
import {buildDir, buildHas, readBuild, siteFiles} from './support/build';
import {varyOf} from './support/response';

// The Markdown twins (src/plugins/markdownTwins) and the llms files, as nginx serves them:
// types, caching, compression, and a page request that prefers Markdown answered with the twin.

const SITE = 'https://www.securecodebox.io';
const twinRoutes = sitemapRoutes(buildDir).filter(hasTwin);

/** The line of llms.txt where the pages start: the heading after the section on checking manifests. */
const firstPageHeading = (index: string[]): number => index.findIndex((line, i) => i > index.indexOf('## Checking manifests') && line.startsWith('## '));

test('every doc and blog route of the sitemap has its twin', () => {
  expect(twinRoutes.length).toBeGreaterThan(200);
  expect(twinRoutes.filter((route) => !buildHas(twinPath(route).slice(1)))).toEqual([]);
  // And nothing else: a twin without its page would be a page no reader can find. The agent
  // catalog's skill (src/plugins/agentCatalog) is Markdown of its own, not a twin.
  const twins = siteFiles.filter((file) => file.endsWith('.md') && `/${file}` !== SKILL_PATH).map((file) => `/${file}`);
  expect(twins.sort()).toEqual(twinRoutes.map(twinPath).sort());
});

test.describe('served right', () => {
  for (const {url, type} of [
    {url: '/docs/scanners/nmap.md', type: 'text/markdown; charset=utf-8'},
    {url: '/blog/2022/01/18/log4shell.md', type: 'text/markdown; charset=utf-8'},
    {url: '/llms.txt', type: 'text/plain; charset=utf-8'},
    {url: '/llms-full.txt', type: 'text/plain; charset=utf-8'},
  ]) {
    test(`${url}: type, cache policy as HTML, brotli and gzip from the precompressed copies`, async ({request}) => {
      const original = readBuild(url.slice(1));
      const plain = await request.get(url, {headers: {'accept-encoding': 'identity'}});
      expect(plain.status()).toBe(200);
      expect(plain.headers()['content-type']).toBe(type);
      expect(plain.headers()['cache-control']).toBe('no-cache');
      expect(plain.headers()['content-security-policy']).toBeTruthy();
      expect((await plain.body()).equals(original)).toBe(true);
      for (const [encoding, copy] of [['br', '.br'], ['gzip', '.gz']] as const) {
        const res = await request.get(url, {headers: {'accept-encoding': encoding}});
        expect(res.headers()['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        // The static modules send the copy's length; on-the-fly compression would send chunks.
        expect(Number(res.headers()['content-length']), `${url} ${encoding}`).toBe(readBuild(`${url.slice(1)}${copy}`).length);
        expect((await res.body()).equals(original), `${url} ${encoding}`).toBe(true);
      }
    });
  }

  test('llms.txt names the schema catalog, the guide and the MCP server, and what it links is served', async ({request}) => {
    const index = (await (await request.get('/llms.txt')).text()).split('\n');
    const section = index.slice(index.indexOf('## Checking manifests'), firstPageHeading(index));
    const links = section.flatMap((line) => [...line.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1]));
    expect(links).toEqual([`${SITE}/schemas/index.json`, `${SITE}/docs/api/schemas.md`]);
    for (const link of links) expect((await request.get(link.replace(SITE, ''))).status(), link).toBe(200);
    expect(section.some((line) => line.startsWith('- MCP server:') && line.includes('npm run --silent mcp'))).toBe(true);
  });

  test('the twins keep each under 100 KB, and llms.txt links every twin that exists', async ({request}) => {
    const sizes = siteFiles.filter((file) => file.endsWith('.md')).map((file) => readBuild(file).length);
    expect(Math.max(...sizes)).toBeLessThan(100 * 1024);
    const index = (await (await request.get('/llms.txt')).text()).split('\n');
    expect(index[0]).toBe('# secureCodeBox');
    expect(index[2]).toMatch(/^> OWASP secureCodeBox /);
    // The pages, after the section on checking manifests (the test above checks its links).
    const pageLines = index.slice(firstPageHeading(index));
    const links = pageLines.flatMap((line) => [...line.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1]));
    const docs = twinRoutes.filter((route) => route.startsWith('/docs/'));
    const posts = twinRoutes.filter((route) => /^\/blog\/\d{4}\//.test(route));
    expect(links.sort()).toEqual([...docs, ...posts].map((route) => `${SITE}${twinPath(route)}`).sort());
    for (const link of links.slice(0, 20)) expect((await request.head(link.replace(SITE, ''))).status(), link).toBe(200);
  });
});

test.describe('content negotiation', () => {
  const accepts = [
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/markdown;q=0.9, text/html;q=0.9',
    'text/html, text/markdown;q=0.9',
    'text/markdown;q=0.5, */*',
    'text/markdown, */*',
    'text/plain, text/markdown; charset=utf-8',
    'text/markdown;q=0',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    '*/*',
  ];

  for (const accept of accepts) {
    test(`Accept: ${accept}`, async ({request}) => {
      const twin = prefersMarkdown(accept);
      for (const url of ['/docs/scanners/nmap', '/docs/scanners/nmap/', '/docs/scanners/', '/blog/2021/01/27/drop-support-of-k8s-1.16']) {
        const res = await request.get(url, {headers: {accept}, maxRedirects: 0});
        expect(res.status(), url).toBe(200);
        expect(res.headers()['content-type'], url).toBe(twin ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8');
        expect(varyOf(res), url).toContain('Accept');
        expect(res.headers()['cache-control'], url).toBe('no-cache');
        const body = await res.body();
        if (twin) expect(body.equals(readBuild(twinPath(url).slice(1))), url).toBe(true);
        else expect(body.toString('utf8'), url).toMatch(/^<!doctype html>/i);
      }
    });
  }

  test('a page without a twin, and any other file, answer as before', async ({request}) => {
    const home = await request.get('/', {headers: {accept: 'text/markdown'}});
    expect(home.headers()['content-type']).toBe('text/html; charset=utf-8');
    const logo = await request.get('/img/logo.svg', {headers: {accept: 'text/markdown'}});
    expect(logo.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(varyOf(logo)).not.toContain('Accept');
    const twin = await request.get('/docs/scanners/nmap.md', {headers: {accept: 'text/markdown'}});
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect((await request.get('/no-such-page', {headers: {accept: 'text/markdown'}})).status()).toBe(404);
  });

  test('the negotiated twin is compressed like the file itself', async ({request}) => {
    const res = await request.get('/docs/scanners/nmap', {headers: {accept: 'text/markdown', 'accept-encoding': 'br'}});
    expect(res.headers()['content-encoding']).toBe('br');
    expect(Number(res.headers()['content-length'])).toBe(readBuild('docs/scanners/nmap.md.br').length);
    expect((await res.body()).equals(readBuild('docs/scanners/nmap.md'))).toBe(true);
  });
});
