import {test, expect} from '@playwright/test';
import {inlineScriptsOf, scanBuild, scriptHash, type BuildFacts} from '../../deploy/build-scan';
import {patternsOutside, renderHeadersFile, renderNginxIncludes, renderRedirectsFile} from '../../deploy/render';
import fs from 'node:fs';
import path from 'node:path';
import {cacheControlFor, cleanUrlRedirects, contentSecurityPolicy, textFileTypes} from '../../deploy/serving-rules';
import {buildDir, patternMatches} from './support/build';

// The generator's own rules, without a server: what it reads from HTML and what it refuses to write.

test.describe('reading inline scripts', () => {
  test('finds inline scripts with quoted or unquoted attributes and skips external ones', () => {
    const html = `<script>a()</script><script src=/x.js></script><script data-rh=true type=application/ld+json>{"@type":"Thing"}</script>
      <script type="module">b()</script><SCRIPT type='text/javascript'>c()</SCRIPT><script src="/y.js" defer></script>`;
    expect(inlineScriptsOf(html, 'x.html').map(({hash, executable}) => [hash, executable])).toEqual([
      [scriptHash('a()'), true],
      [scriptHash('{"@type":"Thing"}'), false],
      [scriptHash('b()'), true],
      [scriptHash('c()'), true],
    ]);
  });

  test('hashes the text as the browser sees it, line endings normalised', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('a()\r\nb()\rc()')).toBe(scriptHash('a()\nb()\nc()'));
  });

  test('the build yields routes, hashes of the executable scripts only, and no static-host files', () => {
    const facts = scanBuild(buildDir);
    expect(facts.pageRoutes).toContain('/');
    expect(facts.pageRoutes).toContain('/docs/scanners/nmap');
    expect(facts.files).not.toContain('_headers');
    expect(facts.files.filter((f) => /\.(gz|br)$/.test(f))).toEqual([]);
    // The one page with a live code block.
    expect(facts.liveCodeRoutes).toEqual(['/docs/api/finding']);
    const executable = new Set(facts.inlineScripts.filter((s) => s.executable).map((s) => s.hash));
    expect(facts.scriptHashes).toEqual([...executable].sort());
  });
});

test.describe('serving rules', () => {
  test('every page gets its two redirects, the home page one', () => {
    expect(cleanUrlRedirects(['/', '/docs/a'])).toEqual([
      {from: '/index.html', to: '/', status: 301},
      {from: '/docs/a.html', to: '/docs/a', status: 301},
      {from: '/docs/a/index.html', to: '/docs/a/', status: 301},
    ]);
  });

  test('only /assets/ is immutable, the schemas are kept an hour, the rest revalidated', () => {
    expect(cacheControlFor('/assets/js/main.0123abcd.js')).toContain('immutable');
    expect(cacheControlFor('/schemas/latest/execution.securecodebox.io/scan_v1.json')).toBe('public, max-age=3600');
    for (const url of ['/', '/docs/a', '/search-index-default.json', '/img/logo.svg', '/assetsx/a.js', '/schemasx/a.json', '/.well-known/ai-catalog.json']) {
      expect(cacheControlFor(url), url).toBe('no-cache');
    }
  });

  test('the policy quotes each hash as a source, and allows eval only when asked', () => {
    expect(contentSecurityPolicy(['sha256-abc='])).toContain("script-src 'self' 'sha256-abc='; ");
    expect(contentSecurityPolicy(['sha256-abc='], {evalAllowed: true})).toContain("script-src 'self' 'sha256-abc=' 'unsafe-eval'; ");
  });

  test('patterns outside some folders cover every other file once, and nothing inside them', () => {
    const files = ['index.html', 'a.txt', 'assets/x.js', 'docs/b/index.html', 'docs/b.md', 'docs/api/live/index.html', 'docs/api/crds/index.html'];
    const patterns = patternsOutside(files, ['assets', 'docs/api/live']);
    expect(patterns).toEqual(['/', '/a.txt', '/docs', '/docs/', '/docs/api', '/docs/api/', '/docs/api/crds', '/docs/api/crds/*', '/docs/b', '/docs/b/*', '/docs/b.md', '/index.html']);
    const matching = (url: string) => patterns.filter((pattern) => patternMatches(pattern, url));
    for (const url of ['/', '/a.txt', '/docs/b', '/docs/b/', '/docs/b/index.html', '/docs/b.md', '/docs/api/crds/', '/docs/api']) expect(matching(url), url).toHaveLength(1);
    for (const url of ['/assets/x.js', '/docs/api/live', '/docs/api/live/', '/docs/api/live/index.html']) expect(matching(url), url).toEqual([]);
  });
});

test.describe('writing the files', () => {
  const facts = (overrides: Partial<BuildFacts>): BuildFacts => ({
    buildDir: '/nowhere',
    files: ['index.html', 'docs/a/index.html', 'assets/js/main.0123abcd.js'],
    pageRoutes: ['/', '/docs/a'],
    inlineScripts: [],
    scriptHashes: ['sha256-abc='],
    liveCodeRoutes: [],
    ...overrides,
  });

  test('renders the same rules for static hosts and nginx', () => {
    const f = facts({});
    expect(renderRedirectsFile(f)).toContain('/docs/a/index.html /docs/a/ 301!');
    expect(renderHeadersFile(f)).toContain("/docs/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc=';");
    const nginx = renderNginxIncludes(f);
    expect(nginx['redirects.conf']).toContain('location = /docs/a/index.html { return 301 /docs/a/$is_args$args; }');
    expect(nginx['http.conf']).toContain(`    default "default-src 'self'; script-src 'self' 'sha256-abc=';`);
    expect(nginx['headers.conf']).toContain('add_header Content-Security-Policy $securecodebox_csp always;');
    expect(nginx['http.conf']).toContain('"~^/assets/" "public, max-age=31536000, immutable";');
  });

  test('names the types of the Markdown twins and llms files for static hosts and nginx, with their charset', () => {
    const f = facts({});
    const siteConf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/site.conf'), 'utf8');
    const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? fs.readFileSync('/etc/nginx/mime.types', 'utf8') : undefined;
    for (const {extension, mediaType, inNginxMimeTypes} of textFileTypes) {
      expect(renderHeadersFile(f)).toContain(`/*.${extension}\n  Content-Type: ${mediaType}; charset=utf-8`);
      expect(renderNginxIncludes(f)['http.conf'].includes(`    ${mediaType} ${extension};`)).toBe(!inNginxMimeTypes);
      expect(siteConf).toMatch(new RegExp(`charset_types [^;]*\\b${mediaType}\\b`));
      expect(siteConf).toMatch(new RegExp(`gzip_types [^;]*\\b${mediaType}\\b`));
      if (mimeTypes) expect(new RegExp(`\\s${mediaType.replace('/', '\\/')}\\s+[^;]*\\b${extension}\\b`).test(mimeTypes), extension).toBe(inNginxMimeTypes);
    }
  });

  test('allows eval on a page with a live code block and what lies under it, in both servers alike', () => {
    const f = facts({files: [...facts({}).files, 'docs/live/index.html'], pageRoutes: ['/', '/docs/a', '/docs/live'], liveCodeRoutes: ['/docs/live']});
    const rules = renderHeadersFile(f);
    const relaxed = "script-src 'self' 'sha256-abc=' 'unsafe-eval';";
    expect(rules).toContain(`/docs/live\n  Content-Security-Policy: default-src 'self'; ${relaxed}`);
    expect(rules).toContain(`/docs/live/*\n  Content-Security-Policy: default-src 'self'; ${relaxed}`);
    expect(rules.split(relaxed)).toHaveLength(3);
    expect(renderNginxIncludes(f)['http.conf']).toContain(`    "~^/docs/live(/|$)" "default-src 'self'; ${relaxed}`);
    expect(() => renderHeadersFile(facts({liveCodeRoutes: ['/']}))).toThrow(/folder of its own/);
    expect(() => renderHeadersFile(facts({liveCodeRoutes: ['/assets/x']}))).toThrow(/under a cache rule/);
  });

  test('refuses routes that nginx or _redirects could misread', () => {
    expect(() => renderNginxIncludes(facts({pageRoutes: ['/a b']}))).toThrow(/unexpected characters/);
    expect(() => renderRedirectsFile(facts({pageRoutes: ['/a;b']}))).toThrow(/unexpected characters/);
  });

  test('refuses a header line longer than Cloudflare Pages reads', () => {
    const manyHashes = Array.from({length: 50}, (_, i) => `sha256-${String(i).padStart(43, 'x')}=` as const);
    expect(() => renderHeadersFile(facts({scriptHashes: manyHashes}))).toThrow(/longer than 2000/);
  });
});
