import {describe, expect, it} from 'vitest';
import {stylesheetName, usedRules} from '../../src/plugins/unusedStylesRemoved';

const css = `
:root { --ifm-color-primary: #2e8555; --unused-variable: 1px; }
[data-theme='dark'] .navbar { background: black; }
.navbar { display: flex; }
.navbar__brand:hover { color: red; }
.pills__item { padding: 1rem; }
.alert--success { color: green; }
.alert--primary { color: blue; }
kbd { font-family: monospace; }
@keyframes spin { from { transform: rotate(0); } to { transform: rotate(1turn); } }
`;

describe('the stylesheet keeps only rules that match the built pages and scripts', () => {
  it('drops selectors nothing renders and keeps the rest, with variables and keyframes', async () => {
    const {css: kept, rejected} = await usedRules(css, [
      {raw: '<html data-theme="light"><nav class="navbar"><a class="navbar__brand" href="/">x</a></nav></html>', extension: 'html'},
      // A class name a script sets, as minified theme code writes it.
      {raw: 'let e="alert alert--success";document.documentElement.setAttribute("data-theme","dark");', extension: 'js'},
    ]);
    expect(kept).toContain('.navbar {');
    expect(kept).toContain('.navbar__brand:hover');
    expect(kept).toContain("[data-theme='dark'] .navbar");
    expect(kept).toContain('.alert--success');
    expect(kept).toContain('--unused-variable');
    expect(kept).toContain('@keyframes spin');
    expect(rejected.sort()).toEqual(['.alert--primary', '.pills__item', 'kbd']);
  });

  it('names the trimmed file by its content, as Docusaurus names the bundle', () => {
    expect(stylesheetName('a{}')).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(stylesheetName('a{}')).toBe(stylesheetName('a{}'));
    expect(stylesheetName('a{}')).not.toBe(stylesheetName('b{}'));
  });
});
