// The site config and metadata in every page's main.js, without what only the build reads: the keys
// and `future` flags the browser runtime does not read, and the plugin versions. A key or flag the
// lists below do not know stops the build, so nothing a later runtime reads goes unseen.
// Registry: src/frameworkPatches.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedFileRule} from '../../../lib/sourceRewriteRule';

/** Config keys only the build reads: the template, plugin lists, the build's checks and tools, what is already in the pages. */
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

/** Config keys the browser keeps: what the client, the themes and the site read (a unit test checks), and the spec's metadata. */
export const BROWSER_CONFIG_KEYS = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'baseUrlIssueBanner',
  'favicon',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'trailingSlash',
  'noIndex',
  'titleDelimiter',
  'i18n',
  'future',
  'themeConfig',
  'customFields',
] as const;

/** The `future` flags the browser reads, and those only the build reads. */
export const BROWSER_FUTURE_FLAGS = ['experimental_router'] as const;
export const BUILD_ONLY_FUTURE_FLAGS = ['v4', 'experimental_faster', 'experimental_storage'] as const;

const GENERATED_CONFIG = /^export default (\{[\s\S]*\});\s*$/m;

const unknownOf = (keys: string[], ...known: readonly (readonly string[])[]) => keys.filter((key) => !known.some((list) => list.includes(key)));

/** Throws on another shape of the file, or a key it does not know. */
export function browserConfigSource(configSource: string): string {
  const match = GENERATED_CONFIG.exec(configSource);
  if (!match) {
    throw new Error(
      'build-only-config-removed: .docusaurus/docusaurus.config.mjs is no longer one `export default {…};` of JSON. Has Docusaurus changed how it generates the site config? See src/plugins/buildOnlyConfigRemoved',
    );
  }
  const config = JSON.parse(match[1]) as Record<string, unknown> & {future?: Record<string, unknown>};
  const unknown = [
    ...unknownOf(Object.keys(config), BUILD_ONLY_CONFIG_KEYS, BROWSER_CONFIG_KEYS),
    ...unknownOf(Object.keys(config.future ?? {}), BUILD_ONLY_FUTURE_FLAGS, BROWSER_FUTURE_FLAGS).map((flag) => `future.${flag}`),
  ];
  if (unknown.length) {
    throw new Error(
      `build-only-config-removed: the site config has ${unknown.join(', ')}, which src/plugins/buildOnlyConfigRemoved does not know: add each to the keys the browser keeps if the browser runtime reads it, else to the build-only ones`,
    );
  }
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
  if (config.future) config.future = Object.fromEntries(Object.entries(config.future).filter(([flag]) => (BROWSER_FUTURE_FLAGS as readonly string[]).includes(flag)));
  return configSource.slice(0, match.index) + `export default ${JSON.stringify(config)};` + configSource.slice(match.index + match[0].length);
}

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
