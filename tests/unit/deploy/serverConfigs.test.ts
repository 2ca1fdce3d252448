import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {BuildFacts} from '../../../deploy/buildScan';
import {patternsOutside, renderHeadersFile, renderNginxIncludes, renderRedirectsFile} from '../../../deploy/serverConfigs';
import {textFileTypes} from '../../../deploy/servingRules';
import {patternMatches} from '../../nginx/support/build';

// The files the serving rules become, for nginx and for static hosts, and what their writer refuses.

describe('writing the files', () => {
  it('patterns outside some folders cover every other file once, and nothing inside them', () => {
    const files = ['index.html', 'a.txt', 'assets/x.js', 'docs/b/index.html', 'docs/b.md', 'docs/api/live/index.html', 'docs/api/crds/index.html'];
    const patterns = patternsOutside(files, ['assets', 'docs/api/live']);
    expect(patterns).toEqual(['/', '/a.txt', '/docs', '/docs/', '/docs/api', '/docs/api/', '/docs/api/crds', '/docs/api/crds/*', '/docs/b', '/docs/b/*', '/docs/b.md', '/index.html']);
    const matching = (url: string) => patterns.filter((pattern) => patternMatches(pattern, url));
    for (const url of ['/', '/a.txt', '/docs/b', '/docs/b/', '/docs/b/index.html', '/docs/b.md', '/docs/api/crds/', '/docs/api']) expect(matching(url), url).toHaveLength(1);
    for (const url of ['/assets/x.js', '/docs/api/live', '/docs/api/live/', '/docs/api/live/index.html']) expect(matching(url), url).toEqual([]);
  });

  const facts = (overrides: Partial<BuildFacts>): BuildFacts => ({
    buildDir: '/nowhere',
    files: ['index.html', 'docs/a/index.html', 'assets/js/main.0123abcd.js'],
    pageRoutes: ['/', '/docs/a'],
    inlineScripts: [],
    scriptHashes: ['sha256-abc='],
    liveCodeRoutes: [],
    ...overrides,
  });

  it('renders the same rules for static hosts and nginx', () => {
    const f = facts({});
    expect(renderRedirectsFile(f)).toContain('/docs/a/index.html /docs/a/ 301!');
    expect(renderHeadersFile(f)).toContain("/docs/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc=';");
    const nginx = renderNginxIncludes(f);
    expect(nginx['redirects.conf']).toContain('location = /docs/a/index.html { return 301 /docs/a/$is_args$args; }');
    expect(nginx['http.conf']).toContain(`    default "default-src 'self'; script-src 'self' 'sha256-abc=';`);
    expect(nginx['headers.conf']).toContain('add_header Content-Security-Policy $securecodebox_csp always;');
    expect(nginx['http.conf']).toContain('"~^/assets/" "public, max-age=31536000, immutable";');
  });

  it('names the types of the Markdown twins and llms files for static hosts and nginx, with their charset', () => {
    const f = facts({});
    const siteConf = fs.readFileSync(path.join(__dirname, '../../../deploy/nginx/site.conf'), 'utf8');
    const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? fs.readFileSync('/etc/nginx/mime.types', 'utf8') : undefined;
    for (const {extension, mediaType, inNginxMimeTypes} of textFileTypes) {
      expect(renderHeadersFile(f)).toContain(`/*.${extension}\n  Content-Type: ${mediaType}; charset=utf-8`);
      expect(renderNginxIncludes(f)['http.conf'].includes(`    ${mediaType} ${extension};`)).toBe(!inNginxMimeTypes);
      expect(siteConf).toMatch(new RegExp(`charset_types [^;]*\\b${mediaType}\\b`));
      expect(siteConf).toMatch(new RegExp(`gzip_types [^;]*\\b${mediaType}\\b`));
      if (mimeTypes) expect(new RegExp(`\\s${mediaType.replace('/', '\\/')}\\s+[^;]*\\b${extension}\\b`).test(mimeTypes), extension).toBe(inNginxMimeTypes);
    }
  });

  it('allows eval on a page with a live code block and what lies under it, in both servers alike', () => {
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

  it('refuses routes that nginx or _redirects could misread', () => {
    expect(() => renderNginxIncludes(facts({pageRoutes: ['/a b']}))).toThrow(/unexpected characters/);
    expect(() => renderRedirectsFile(facts({pageRoutes: ['/a;b']}))).toThrow(/unexpected characters/);
  });

  it('refuses a header line longer than Cloudflare Pages reads', () => {
    const manyHashes = Array.from({length: 50}, (_, i) => `sha256-${String(i).padStart(43, 'x')}=` as const);
    expect(() => renderHeadersFile(facts({scriptHashes: manyHashes}))).toThrow(/longer than 2000/);
  });
});
