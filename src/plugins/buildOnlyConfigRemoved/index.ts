import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../../lib/generatedFileRule';

// Why: every page's main.js carries the site config (`.docusaurus/docusaurus.config.mjs`) and the
// site metadata (`site-metadata.json`) for useDocusaurusContext. The browser build gets both
// without what only the build reads:
// - the SSR template and the preset, plugin and theme lists: 824 B brotli off every page;
// - the settings of the build's checks and tools (what to do on a broken link or a duplicate
//   route, the Markdown parser's options, the static folders, every `future` flag but the
//   router's) and the lists of extra scripts, stylesheets, head tags and client modules, which
//   the build has already put into the pages and bundles: about 200 B. The site's metadata the
//   spec names (title, tagline, url, baseUrl, favicon, organisation and project name) stays;
// - the plugin versions, which only the debug plugin's page shows (this site has none): 317 B.
//
// Internal relied on: the shape of both generated files. When the config is no longer one
// `export default {…};` of JSON, or the metadata no longer JSON, the build fails here.
export const BUILD_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'markdown',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'headTags',
  'clientModules',
] as const;
/** The one `future` flag the browser reads: the router (core's clientEntry, Link and useBaseUrl); the others only the build reads. */
export const BROWSER_FUTURE_FLAGS = ['experimental_router'] as const;
const GENERATED_CONFIG = /^export default (\{[\s\S]*\});\s*$/m;

/** The generated `docusaurus.config.mjs` without the keys only the build reads. */
export function browserConfigSource(configSource: string): string {
  const match = GENERATED_CONFIG.exec(configSource);
  if (!match) {
    throw new Error(
      'build-only-config-removed: .docusaurus/docusaurus.config.mjs is no longer one `export default {…};` of JSON. Has Docusaurus changed how it generates the site config? See src/plugins/buildOnlyConfigRemoved',
    );
  }
  const config = JSON.parse(match[1]) as Record<string, unknown> & {future?: Record<string, unknown>};
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
  if (config.future) config.future = Object.fromEntries(Object.entries(config.future).filter(([flag]) => (BROWSER_FUTURE_FLAGS as readonly string[]).includes(flag)));
  return configSource.slice(0, match.index) + `export default ${JSON.stringify(config)};` + configSource.slice(match.index + match[0].length);
}

/** The generated `site-metadata.json` without the plugin versions. */
export function browserSiteMetadataSource(metadataSource: string): string {
  const metadata = JSON.parse(metadataSource) as Record<string, unknown>;
  delete metadata.pluginVersions;
  return JSON.stringify(metadata);
}

export default function buildOnlyConfigRemoved(context: LoadContext): Plugin {
  const generated = (name: string) => path.join(context.generatedFilesDir, name);
  return {
    name: 'build-only-config-removed',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [generatedFileRule(generated('docusaurus.config.mjs'), browserConfigSource), generatedFileRule(generated('site-metadata.json'), browserSiteMetadataSource)],
        },
      };
    },
  };
}
