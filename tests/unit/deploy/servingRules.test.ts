import {describe, expect, it} from 'vitest';
import {cacheControlFor, cleanUrlRedirects, contentSecurityPolicy} from '../../../deploy/servingRules';

describe('serving rules', () => {
  it('every page gets its two redirects, the home page one', () => {
    expect(cleanUrlRedirects(['/', '/docs/a'])).toEqual([
      {from: '/index.html', to: '/', status: 301},
      {from: '/docs/a.html', to: '/docs/a', status: 301},
      {from: '/docs/a/index.html', to: '/docs/a/', status: 301},
    ]);
  });

  it('only /assets/ is immutable, the schemas are kept an hour, the rest revalidated', () => {
    expect(cacheControlFor('/assets/js/main.0123abcd.js')).toContain('immutable');
    expect(cacheControlFor('/schemas/latest/execution.securecodebox.io/scan_v1.json')).toBe('public, max-age=3600');
    for (const url of ['/', '/docs/a', '/search-index-default.json', '/img/logo.svg', '/assetsx/a.js', '/schemasx/a.json', '/.well-known/ai-catalog.json']) {
      expect(cacheControlFor(url), url).toBe('no-cache');
    }
  });

  it('the policy quotes each hash as a source, and allows eval only when asked', () => {
    expect(contentSecurityPolicy(['sha256-abc='])).toContain("script-src 'self' 'sha256-abc='; ");
    expect(contentSecurityPolicy(['sha256-abc='], {evalAllowed: true})).toContain("script-src 'self' 'sha256-abc=' 'unsafe-eval'; ");
  });
});

