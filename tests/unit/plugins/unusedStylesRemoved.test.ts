import {describe, expect, it} from 'vitest';
import {stylesheetName, usedRules} from '../../../src/plugins/unusedStylesRemoved';

const css = `
:root { --ifm-color-primary: #2e8555; --unused-variable: 1px; --in-script: 2px; --in-other-sheet: 3px; --read-by-used: 4px; --used: var(--read-by-used); }
[data-theme='dark'] .navbar { background: black; }
.navbar { display: flex; color: var(--used); }
.pills { margin: var(--read-by-dropped-rule); }
.navbar__brand:hover { color: red; }
.pills__item { padding: 1rem; }
.alert--success { color: green; }
.alert--primary { color: blue; }
kbd { font-family: monospace; }
@keyframes spin { from { transform: rotate(0); } to { transform: rotate(1turn); } }
`;

describe('the stylesheet keeps only rules that match the built pages and scripts', () => {
  it('drops selectors nothing renders and keeps the rest, with keyframes', async () => {
    const {css: kept, rejected} = await usedRules(css, [
      {raw: '<html data-theme="light"><nav class="navbar"><a class="navbar__brand" href="/">x</a></nav></html>', extension: 'html'},
      // A class name a script sets, as minified theme code writes it.
      {raw: 'let e="alert alert--success";document.documentElement.setAttribute("data-theme","dark");e.style.margin="var(--in-script)";', extension: 'js'},
    ]);
    expect(kept).toContain('.navbar {');
    expect(kept).toContain('.navbar__brand:hover');
    expect(kept).toContain("[data-theme='dark'] .navbar");
    expect(kept).toContain('.alert--success');
    expect(kept).toContain('@keyframes spin');
    expect(rejected.sort()).toEqual(['.alert--primary', '.pills', '.pills__item', 'kbd']);
  });

  it('keeps the custom properties a kept rule, a page, a script or another stylesheet reads, and drops the rest', async () => {
    const {css: kept} = await usedRules(
      css,
      [
        {raw: '<nav class="navbar"></nav>', extension: 'html'},
        {raw: 'e.style.margin="var(--in-script)";', extension: 'js'},
      ],
      ['.search { padding: var(--in-other-sheet); }'],
    );
    for (const name of ['--used:', '--read-by-used:', '--in-script:', '--in-other-sheet:']) expect(kept).toContain(name);
    expect(kept).not.toContain('--unused-variable');
    expect(kept).not.toContain('--ifm-color-primary');
  });

  it('names the trimmed file by its content, as Docusaurus names the bundle', () => {
    expect(stylesheetName('a{}')).toMatch(/^styles\.[0-9a-f]{8}\.css$/);
    expect(stylesheetName('a{}')).toBe(stylesheetName('a{}'));
    expect(stylesheetName('a{}')).not.toBe(stylesheetName('b{}'));
  });
});
