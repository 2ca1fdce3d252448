import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

// Why: Docusaurus hands postcss-loader its PostCSS plugins by name, and leaves the loader's search
// for a PostCSS config file switched on. For every stylesheet of the build (the theme's, Infima's
// and each CSS module), on the bundler's main thread:
// - the loader looked for a dozen config file names in each folder up to the root (1.3 s of a
//   cold build). The site has no PostCSS config, so `config: false` changes no stylesheet.
// - each plugin given by name was set up anew: postcss-preset-env works out its features for
//   the browser list each time (1 s). Set up once here, the same instance serves every file.
// tests/unit/plugins/postcssConfigGiven.test.ts fails should a PostCSS config appear in the site's
// root (a file of these names or a `postcss` key in package.json), which this would ignore.
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
