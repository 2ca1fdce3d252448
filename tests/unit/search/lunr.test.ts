import {describe, expect, it} from 'vitest';
import pluginSearchLocal from '@cmfcmf/docusaurus-search-local';
import {tokenize} from '../../../src/search/lunr';
import {TOKENIZER_SEPARATOR} from '../../../src/search/tokenizer';
import {searchOptions} from '../../../src/data/searchOptions';

type Rule = {use: Array<{options?: {generated?: string}}>};

describe('the search splits queries as the indexes were split', () => {
  it('sets lunr up as the module the plugin generates for the site options (separator only, no language plugin)', () => {
    const plugin = (pluginSearchLocal as unknown as (context: unknown, options: unknown) => {configureWebpack: (...args: unknown[]) => {module: {rules: Rule[]}}})({}, searchOptions);
    const config = plugin.configureWebpack({}, false, {getJSLoader: () => ({loader: 'js'})});
    const generated = config.module.rules.flatMap((rule) => rule.use.map((use) => use.options?.generated)).find(Boolean);
    expect(generated).toBeDefined();
    // Comments and the stylesheet imports aside, this is all the generated module does.
    const code = generated!.split('\n').filter((line) => line && !line.startsWith('//') && !line.startsWith('import "'));
    expect(code).toEqual([
      'const lunr = require("../../../lunr.js");',
      `lunr.tokenizer.separator = ${TOKENIZER_SEPARATOR.toString()};`,
      'export const tokenize = (input) => lunr.tokenizer(input)',
      '  .map(token => token.str);',
      'export const mylunr = lunr;',
    ]);
  });

  it('splits code into its words', () => {
    expect(tokenize('scanSpec.cascades.scopeLimiter MINIO_ROOT_PASSWORD scope.cascading.securecodebox.io')).toEqual([
      'scanspec',
      'cascades',
      'scopelimiter',
      'minio',
      'root',
      'password',
      'scope',
      'cascading',
      'securecodebox',
      'io',
    ]);
  });
});
