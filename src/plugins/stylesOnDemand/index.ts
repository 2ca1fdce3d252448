import type {Plugin} from '@docusaurus/types';

// Docusaurus puts all CSS into one stylesheet that every page loads before it renders, to keep
// the order of rules stable. That includes the styles of components whose code only loads when a
// reader reaches for them. These cache groups give those styles a file of their own, which loads
// with the component's code; nothing they style is rendered on the server, so no page is ever
// shown without its styles:
//  - `search`: the search dialog (autocomplete's theme, the search plugin's and our LocalSearch's),
//    about a fifth of the file; the search code loads when the reader reaches for the search
//    (src/theme/SearchBar);
//  - `scan-builder`: the scan builder's form and output (src/components/ScanBuilder/Builder.module.css),
//    loaded when the reader opens the builder.
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
