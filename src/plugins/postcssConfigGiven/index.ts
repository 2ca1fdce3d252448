import type {Plugin} from '@docusaurus/types';

// Why: Docusaurus hands postcss-loader its PostCSS plugins, but leaves the loader's search for a
// PostCSS config file switched on. For every stylesheet of the build (the theme's, Infima's and
// each CSS module) the loader then looks for a dozen config file names in each folder up to the
// root, on the bundler's main thread: 1.3 s of a 25 s cold build. The site has no PostCSS config
// file, so `config: false` changes no stylesheet; it only skips the search.
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

export default function postcssConfigGiven(): Plugin {
  return {
    name: 'postcss-config-given',
    configurePostCss(options) {
      return {...options, config: false};
    },
  };
}
