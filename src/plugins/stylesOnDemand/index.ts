// The styles of the search dialog and of the scan builder in stylesheets of their own, loaded with
// their code when the reader reaches for them, instead of in the one stylesheet Docusaurus makes
// every page load before it renders. Nothing they style is rendered on the server, so no page
// shows without its styles. Registry: src/frameworkPatches.
import type {Plugin} from '@docusaurus/types';

export const ON_DEMAND_STYLES = {
  search: /([\\/]@algolia[\\/]autocomplete-theme-classic[\\/]|[\\/]docusaurus-search-local[\\/]lib[\\/]client[\\/]|[\\/]src[\\/]components[\\/]LocalSearch[\\/]).*\.css$/,
  'scan-builder': /[\\/]src[\\/]components[\\/]ScanBuilder[\\/]Builder\.module\.css$/,
} as const;

export default function stylesOnDemand(): Plugin {
  return {
    name: 'styles-on-demand',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: Object.fromEntries(
              Object.entries(ON_DEMAND_STYLES).map(([name, test]) => [
                `${name}Styles`,
                {
                  name,
                  test,
                  type: 'css/mini-extract',
                  chunks: 'async',
                  enforce: true,
                  // Above Docusaurus' single "styles" group (priority 50).
                  priority: 60,
                },
              ]),
            ),
          },
        },
      };
    },
  };
}
