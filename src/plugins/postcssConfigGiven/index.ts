// PostCSS with the plugins Docusaurus names set up once, and no search for a config file, which
// postcss-loader otherwise does for every stylesheet of a build. A unit test fails should the site
// gain a PostCSS config, which this would ignore.
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

export const POSTCSS_CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  'postcss.config.cts',
  'postcss.config.mts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.postcssrc.js',
  '.postcssrc.cjs',
  '.postcssrc.mjs',
  '.postcssrc.ts',
];

type PostCssPlugin = unknown;
type PluginCreator = ((options?: unknown) => PostCssPlugin) & {default?: PluginCreator};

const load = createRequire(__filename);

/** A plugin given as `[module name, options]`, set up as postcss-loader would for each file. */
export function setUpOnce(plugin: unknown): unknown {
  if (!Array.isArray(plugin) || typeof plugin[0] !== 'string') return plugin;
  const [name, options] = plugin as [string, unknown];
  const loaded = load(name) as PluginCreator;
  const creator = loaded.default ?? loaded;
  return creator(options);
}

export default function postcssConfigGiven(): Plugin {
  return {
    name: 'postcss-config-given',
    configurePostCss(options) {
      return {...options, plugins: options.plugins.map(setUpOnce), config: false};
    },
  };
}
