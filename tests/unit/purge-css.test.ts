import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {contentHashName, purgeStylesheet, variablesUsedIn} from '../../src/plugins/purgeUnusedCss';

let dir: string;
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

function site(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'purge-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const css = [
  ':root{--used:red;--unused:blue;--from-script:green}',
  '.card{color:var(--used)}',
  '.pills{color:pink}',
  '.menu--open{display:block}',
  '[data-theme=dark] .card{color:white}',
  'table{border:1px solid}',
  'dialog{margin:0}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes unusedSpin{to{opacity:0}}',
  '.spinner{animation:spin 1s}',
].join('\n');

describe('purging the stylesheet after the build', () => {
  it('keeps what pages and scripts use, drops the rest, renames the file and points every page to it', async () => {
    const out = site({
      'assets/css/styles.0123abcd.css': css,
      'index.html': '<html data-theme="light"><link rel="stylesheet" href="/assets/css/styles.0123abcd.css"><table><tr><td class="card spinner">x</td></tr></table></html>',
      'docs/a/index.html': '<link rel="stylesheet" href="/assets/css/styles.0123abcd.css"><p>no classes</p>',
      'assets/js/main.1.js': 'e.classList.add("menu--open");x.setAttribute("data-theme","dark");s.color="var(--from-script)"',
    });
    const report = await purgeStylesheet(out);
    expect(report?.before).toBe('styles.0123abcd.css');
    const purged = fs.readFileSync(path.join(out, 'assets/css', report!.after), 'utf8');
    expect(report!.after).toBe(contentHashName(purged));
    expect(fs.readdirSync(path.join(out, 'assets/css'))).toEqual([report!.after]);
    for (const kept of ['.card', '.menu--open', '[data-theme=dark] .card', 'table', '@keyframes spin', '--used:red', '--from-script:green']) expect(purged).toContain(kept);
    for (const dropped of ['.pills', 'dialog', 'unusedSpin', '--unused']) expect(purged).not.toContain(dropped);
    for (const page of ['index.html', 'docs/a/index.html']) {
      const html = fs.readFileSync(path.join(out, page), 'utf8');
      expect(html).toContain(`/assets/css/${report!.after}`);
      expect(html).not.toContain('styles.0123abcd.css');
    }
    expect(report!.pages).toBe(2);
    // No temporary files are left behind.
    expect(fs.readdirSync(out).sort()).toEqual(['assets', 'docs', 'index.html']);
  });

  it('does nothing without a stylesheet', async () => {
    expect(await purgeStylesheet(site({'index.html': '<p>x</p>'}))).toBeUndefined();
  });

  it('finds the custom properties that markup and scripts name', () => {
    expect(variablesUsedIn(['<svg color="var(--ifm-color-emphasis-600)">', 'a="var(--x-y)",b="var(--z'])).toEqual(['--ifm-color-emphasis-600', '--x-y', '--z']);
  });
});
