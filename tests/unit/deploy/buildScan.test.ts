import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {inlineScriptsOf, scanBuild, scriptHash} from '../../../deploy/buildScan';
import {LIVE_CODE_MARKER} from '../../../deploy/servingRules';

describe('reading inline scripts', () => {
  it('finds inline scripts with quoted or unquoted attributes and skips external ones', () => {
    const html = `<script>a()</script><script src=/x.js></script><script data-rh=true type=application/ld+json>{"@type":"Thing"}</script>
      <script type="module">b()</script><SCRIPT type='text/javascript'>c()</SCRIPT><script src="/y.js" defer></script>`;
    expect(inlineScriptsOf(html, 'x.html').map(({hash, executable}) => [hash, executable])).toEqual([
      [scriptHash('a()'), true],
      [scriptHash('{"@type":"Thing"}'), false],
      [scriptHash('b()'), true],
      [scriptHash('c()'), true],
    ]);
  });

  it('hashes the text as the browser sees it, line endings normalised', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash('a()\r\nb()\rc()')).toBe(scriptHash('a()\nb()\nc()'));
  });

  it('reads a build folder: routes, hashes of the executable scripts only, the live code pages; no copies or static-host files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scb-build-scan-'));
    afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
    const pages: Record<string, string> = {
      'index.html': '<script>a()</script><script type="application/ld+json">{}</script>',
      'docs/a/index.html': '<script>a()</script><script src="/x.js"></script>',
      'docs/live/index.html': `<div ${LIVE_CODE_MARKER}="true"></div><script>b()</script>`,
      '404.html': '<script>c()</script>',
      'index.html.br': '',
      _headers: '',
    };
    for (const [file, html] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      fs.writeFileSync(path.join(dir, file), html);
    }
    const facts = scanBuild(dir);
    expect(facts.pageRoutes.sort()).toEqual(['/', '/docs/a', '/docs/live']);
    expect(facts.files.sort()).toEqual(['404.html', 'docs/a/index.html', 'docs/live/index.html', 'index.html']);
    expect(facts.liveCodeRoutes).toEqual(['/docs/live']);
    expect(facts.scriptHashes).toEqual(['a()', 'b()', 'c()'].map(scriptHash).sort());
  });

  it('refuses a folder without a build, and pages not written as <route>/index.html', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scb-build-scan-'));
    afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
    expect(() => scanBuild(dir)).toThrow(/holds no site build/);
    fs.writeFileSync(path.join(dir, 'index.html'), '');
    fs.writeFileSync(path.join(dir, 'page.html'), '');
    expect(() => scanBuild(dir)).toThrow(/expected every page as <route>\/index.html, found page.html/);
  });
});
