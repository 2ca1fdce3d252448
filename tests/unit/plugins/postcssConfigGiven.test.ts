import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import postcssConfigGiven, {POSTCSS_CONFIG_FILES} from '../../../src/plugins/postcssConfigGiven';
import {repoRoot} from '../../../scripts/lib/root';

describe('PostCSS without the config file search', () => {
  const plugin = postcssConfigGiven();
  const given = {plugins: ['postcss-preset-env'], ident: 'postcss'};
  const configured = plugin.configurePostCss!(given as never) as Record<string, unknown>;

  it('switches the search off and keeps the plugins Docusaurus gives', () => {
    expect(configured).toEqual({plugins: ['postcss-preset-env'], ident: 'postcss', config: false});
  });

  it('is safe only while the site has no PostCSS config of its own, which would be ignored', () => {
    const present = POSTCSS_CONFIG_FILES.filter((name) => fs.existsSync(path.join(repoRoot, name)));
    expect(present).toEqual([]);
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).not.toHaveProperty('postcss');
  });
});
