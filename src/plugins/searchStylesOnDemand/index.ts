import type {Plugin} from '@docusaurus/types';

// Docusaurus puts all CSS into one stylesheet that every page loads before it renders, to keep
// the order of rules stable. That includes the stylesheets of the search dialog (autocomplete's
// theme, the search plugin's and our LocalSearch's), about a fifth of the file, although the
// search code itself only loads when a reader reaches for the search (src/theme/SearchBar).
// This cache group gives those stylesheets a file of their own, which loads with the search code.
// Nothing of them is rendered on the server, so no page is ever shown without its styles.
const SEARCH_STYLES = /([\\/]@algolia[\\/]autocomplete-theme-classic[\\/]|[\\/]docusaurus-search-local[\\/]lib[\\/]client[\\/]|[\\/]src[\\/]components[\\/]LocalSearch[\\/]).*\.css$/;

export default function searchStylesOnDemand(): Plugin {
  return {
    name: 'search-styles-on-demand',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              searchStyles: {
                name: 'search',
                test: SEARCH_STYLES,
                type: 'css/mini-extract',
                chunks: 'async',
                enforce: true,
                // Above Docusaurus' single "styles" group (priority 50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
