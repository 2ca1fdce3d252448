// src/data/searchOptions.ts: what a search outside the browser (mcp/) ranks with is what the search box
// ranks with, the plugin's global data for the options the site configures.
import {describe, expect, it} from 'vitest';
import searchLocal from '@cmfcmf/docusaurus-search-local';
import type {LoadContext, Plugin} from '@docusaurus/types';
import config from '../../../docusaurus.config';
import searchWithKeywords from '../../../src/plugins/searchWithKeywords';
import {searchOptions, searchSettings} from '../../../src/data/searchOptions';

describe('the search options', () => {
  it('are those the site hands the search plugin', () => {
    const entry = config.plugins?.find((plugin) => Array.isArray(plugin) && plugin[0] === searchWithKeywords);
    expect(entry).toEqual([searchWithKeywords, searchOptions]);
  });

  it('give the settings the plugin publishes to the search box', async () => {
    const plugin = searchLocal({} as LoadContext, searchOptions) as Plugin;
    let published: unknown;
    await plugin.contentLoaded!({content: undefined, actions: {setGlobalData: (data: unknown) => (published = data)}} as never);
    expect(published).toEqual(searchSettings);
  });
});
