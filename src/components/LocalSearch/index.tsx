// The search dialog's stylesheets: autocomplete's theme and the search plugin's (a file of their own,
// loaded with this code: src/plugins/stylesOnDemand), then ours.
import '@algolia/autocomplete-theme-classic';
import '@cmfcmf/docusaurus-search-local/lib/client/theme/SearchBar/index.css';
import {createElement, Fragment, useEffect, useRef, type ReactElement, type ReactNode} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {autocomplete, type VNode} from '@algolia/autocomplete-js';
import {translate} from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {HighlightSearchResults} from '@theme-original/SearchBar/HighlightSearchResults';
import SearchResult from './SearchResult';
import {indexUrl} from '../../search/indexUrl';
import {preloadIndexes, searchInWorker, WorkerUnavailable} from './searchClient';
import type {SearchDocument} from '../../search/documents';
import type {SearchOutcome, SearchSettings} from '../../search/search';
import styles from './styles.module.css';

const PLUGIN_NAME = '@cmfcmf/docusaurus-search-local';
// The plugin writes its indexes after `docusaurus build`; `docusaurus start` has none.
const INDEX_IS_BUILT = process.env.NODE_ENV === 'production';

type ResultItem = {document: SearchDocument; terms: string[]};
type SearchContext = {searchError?: string};

// The plugin's own labels (and their translations).
const labels = () => ({
  placeholder: translate({id: 'cmfcmf/d-s-l.searchBar.placeholder', message: 'Search...'}),
  noResults: translate({id: 'cmfcmf/d-s-l.searchBar.noResults', message: 'No results found.'}),
  clearButtonTitle: translate({id: 'cmfcmf/d-s-l.searchBar.clearButtonTitle', message: 'Clear'}),
  detachedCancelButtonText: translate({id: 'cmfcmf/d-s-l.searchBar.detachedCancelButtonText', message: 'Cancel'}),
  submitButtonTitle: translate({id: 'cmfcmf/d-s-l.searchBar.submitButtonTitle', message: 'Submit'}),
});

/** Searches in the worker, or on the main thread (its code loaded then) where no worker can start. */
async function runSearch(urls: string[], input: string, settings: SearchSettings): Promise<SearchOutcome> {
  try {
    return await searchInWorker(urls, input, settings);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    const {searchOnMainThread} = await import('./mainThreadSearch');
    return searchOnMainThread(urls, input, settings);
  }
}

// autocomplete types its templates for Preact; they render through our React renderer below.
const asVNode = (element: ReactElement): VNode => element as unknown as VNode;

/**
 * The site's search: autocomplete-js over the plugin's lunr indexes (one per docs tag), with
 * the plugin's options read from its global data. A Web Worker downloads and reads the indexes
 * and answers each query (searchClient.ts); src/theme/SearchBar asks it to start early.
 */
export default function LocalSearch(): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const settings = usePluginData(PLUGIN_NAME) as SearchSettings;
  const history = useHistory();
  const {tags} = useContextualSearchFilters();
  const tagsRef = useRef(tags);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    tagsRef.current = tags;
  }, [tags]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const text = labels();
    const indexUrls = () => tagsRef.current.map((tag) => indexUrl(baseUrl, tag));
    const open = ({document, terms}: ResultItem) => {
      history.push(document.sectionRoute, {
        cmfcmfhighlight: {terms, isDocsOrBlog: document.type === 'docs' || document.type === 'blog'},
      });
      // Also when the result is on the page already (only its #anchor changes).
      api.setIsOpen(false);
    };

    const roots = new Map<Element | Document | ShadowRoot | DocumentFragment, Root>();
    const api = autocomplete<ResultItem>({
      container,
      placeholder: text.placeholder,
      translations: {
        clearButtonTitle: text.clearButtonTitle,
        detachedCancelButtonText: text.detachedCancelButtonText,
        submitButtonTitle: text.submitButtonTitle,
      },
      // Always a dialog, on every screen size; the first result is preselected for Enter.
      detachedMediaQuery: '',
      defaultActiveItemId: 0,
      renderer: {
        createElement,
        Fragment,
        render(vnode, parent) {
          let root = roots.get(parent);
          if (!root) {
            root = createRoot(parent as Element);
            roots.set(parent, root);
          }
          root.render(vnode as ReactNode);
        },
      },
      navigator: {
        navigate: ({item}) => open(item),
      },
      // ARIA 1.2: the input, not autocomplete's wrapper in the navbar, is the combobox that
      // controls the listbox of results. (autocomplete types these props too narrowly to unset them.)
      getRootProps: ({props}) =>
        ({
          ...props,
          role: 'none',
          'aria-expanded': undefined,
          'aria-haspopup': undefined,
          'aria-controls': undefined,
          'aria-labelledby': undefined,
        }) as unknown as typeof props,
      getInputProps: ({props, state}) =>
        ({
          ...props,
          role: 'combobox',
          'aria-expanded': state.isOpen,
          'aria-haspopup': 'listbox',
          'aria-autocomplete': 'list',
          'aria-labelledby': undefined,
          'aria-label': text.placeholder,
          // The reader reaches for the search: fetch the indexes now, before the first word.
          onFocus: (event: Event) => {
            preloadIndexes(indexUrls(), 'high');
            props.onFocus(event);
          },
        }) as unknown as typeof props,
      getSources: ({query, setContext}) => {
        if (!query.trim()) return [];
        return [
          {
            sourceId: 'pages',
            getItemUrl: ({item}) => item.document.sectionRoute,
            async getItems() {
              const outcome = await runSearch(indexUrls(), query, settings);
              setContext({searchError: outcome.error});
              return outcome.hits.map(({document}) => ({document, terms: outcome.terms}));
            },
            templates: {
              item: ({item}) => asVNode(<SearchResult document={item.document} onOpen={() => open(item)} />),
              noResults: ({state}) => {
                const {searchError} = state.context as SearchContext;
                return asVNode(
                  <div className="aa-ItemContent" role="status">
                    <div className="aa-ItemContentBody">
                      {searchError ? (
                        <span>
                          <span className={styles.errorLabel}>Invalid search syntax:</span> {searchError}
                        </span>
                      ) : (
                        text.noResults
                      )}
                      {!INDEX_IS_BUILT && <span> (The index exists only in a production build.)</span>}
                    </div>
                  </div>,
                );
              },
            },
          },
        ];
      },
    });

    // autocomplete closes its dialog on Escape only while results are showing; close it
    // always, also when the box is empty.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
      const dialog = event.target.closest('.aa-DetachedOverlay');
      if (dialog?.isConnected) dialog.querySelector<HTMLButtonElement>('.aa-DetachedCancelButton')?.click();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      api.destroy();
      // React cannot unmount other roots while it is committing this one.
      setTimeout(() => roots.forEach((root) => root.unmount()));
    };
  }, [baseUrl, history, settings]);

  return (
    <>
      <HighlightSearchResults />
      <div ref={containerRef} className={styles.searchBar} />
    </>
  );
}
