// What every built page must hold, and what none may show.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {literalMarkupIn} from '../../lib/literalMarkup';
import {buildDir, files, jsDir, pages, read} from './support';

describe('the built pages', () => {
  // src/ssr/template.ts: every page lists its bundles for the loader after the first paint, its
  // route's, then main.js and the runtime last, each a file of the build; a doc's list holds the
  // chunk of its content.
  it("every page loads main's bundles and its route's after the first paint, the runtime last", () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(0);
    const problems = all.flatMap((page) => {
      const html = read(path.join(buildDir, page));
      const listed = /<script data-scripts="([^"]+)">[^<]*requestAnimationFrame/.exec(html)?.[1].split(' ');
      if (!listed) return [`${page}: no loader`];
      const wrong = [
        ...(/^main\.[0-9a-f]+$/.test(listed.at(-2) ?? '') && /^runtime~main\.[0-9a-f]+$/.test(listed.at(-1) ?? '') ? [] : [`${page}: main.js and the runtime are not last: ${listed.slice(-2).join(' ')}`]),
        ...listed.filter((name) => !fs.existsSync(path.join(jsDir, `${name}.js`))).map((name) => `${page}: ${name} is not in assets/js`),
      ];
      const permalink = /^docs\/.*\/index\.html$/.test(page) ? `/${page.replace(/\/index\.html$/, '')}` : undefined;
      if (permalink && !listed.some((name) => new RegExp(`"permalink":"${permalink}/?"`).test(read(path.join(jsDir, `${name}.js`))))) wrong.push(`${page}: no listed bundle holds its content`);
      return wrong;
    });
    expect(problems).toEqual([]);
  });

  // src/theme/CodeBlock/Line/Token: a plain token is text in its line; only an empty line keeps
  // its one (inline-block) plain span, and the other tokens keep theirs.
  it('code blocks hold plain tokens as text, not as elements', () => {
    const html = read(path.join(buildDir, 'docs/hooks/notification-webhook/index.html'));
    expect(html.match(/<span class="token (?!plain)[^"]*"/g)?.length).toBeGreaterThan(100);
    expect(html.match(/<span class=token-line[^>]*>[^<]/g)?.length).toBeGreaterThan(50);
    const plainSpans = pages().flatMap((page) => read(path.join(buildDir, page)).match(/<span class="token plain"(?! style=display:inline-block><\/span><br>)[^>]*>.{0,20}/g) ?? []);
    expect(plainSpans).toEqual([]);
  });

  // src/theme/NotFound/Content: no doc page loads the not-found text; the 404 page shows it.
  it('doc pages do not load the not-found text, and the 404 page shows it', () => {
    const notFound = new Set(files(jsDir, /\.js$/).filter((file) => read(path.join(jsDir, file)).includes('"theme.NotFound.title"')).map((file) => file.replace(/\.js$/, '')));
    expect(notFound.size).toBeGreaterThan(0);
    const docs = pages().filter((page) => page.startsWith('docs/'));
    expect(docs.length).toBeGreaterThan(100);
    const loading = docs.filter((page) => /data-scripts="([^"]+)"/.exec(read(path.join(buildDir, page)))?.[1].split(' ').some((name) => notFound.has(name)));
    expect(loading).toEqual([]);
    expect(read(path.join(buildDir, '404.html'))).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });

  // The spec's banner for a wrong base URL: Docusaurus renders its script into the front page only.
  it("the front page carries Docusaurus's base-URL issue banner", () => {
    expect(read(path.join(buildDir, 'index.html'))).toContain('Your Docusaurus site did not load properly');
  });

  // What a reader sees: Markdown or MDX that should have been consumed and shows as text instead
  // (a nested admonition with as many colons as its parent ends it early and leaves a `:::`).
  it('no page shows Markdown or MDX syntax as text', () => {
    const leaks = pages().flatMap((page) => literalMarkupIn(read(path.join(buildDir, page))).map(({name, excerpt}) => `${page}: ${name}: "${excerpt}"`));
    expect(leaks).toEqual([]);
  });
});
