import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import postcssConfigGiven, {POSTCSS_CONFIG_FILES} from '../../../src/plugins/postcssConfigGiven';
import {repoRoot} from '../../../lib/root';

describe('PostCSS without the config file search', () => {
  const plugin = postcssConfigGiven();
  const ready = {postcssPlugin: 'ready'};
  const given = {plugins: [[require.resolve('postcss-preset-env'), {}], ready], ident: 'postcss'};
  const configured = plugin.configurePostCss!(given as never) as {plugins: unknown[]; ident: string; config: boolean};

  it('switches the search off and keeps the plugins Docusaurus gives, set up once', () => {
    expect(configured.config).toBe(false);
    expect(configured.ident).toBe('postcss');
    expect(configured.plugins).toHaveLength(2);
    expect(configured.plugins[0]).toMatchObject({postcssPlugin: 'postcss-preset-env'});
    expect(configured.plugins[1]).toBe(ready);
  });

  it('gives the same CSS as the plugin set up by name for each file', async () => {
    const {default: postcss} = await import('postcss');
    const {default: presetEnv} = await import('postcss-preset-env');
    const css = '.a { display: flex; user-select: none; inset: 0; color: rgb(0 0 0 / 50%); &:hover { color: red } }';
    const once = await postcss(configured.plugins as never).process(css, {from: 'a.css'});
    const byName = await postcss([presetEnv()]).process(css, {from: 'a.css'});
    expect(once.css).toBe(byName.css);
  });

  it('is safe only while the site has no PostCSS config of its own, which would be ignored', () => {
    const present = POSTCSS_CONFIG_FILES.filter((name) => fs.existsSync(path.join(repoRoot, name)));
    expect(present).toEqual([]);
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).not.toHaveProperty('postcss');
  });
});
