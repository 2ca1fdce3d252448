import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {whenIdleAfterLoad} from '@site/src/browser/idle';
import {indexUrl, savesData} from '@site/src/components/LocalSearch/indexUrls';
import {preloadIndexes} from '@site/src/components/LocalSearch/searchClient';
import styles from './styles.module.css';

// Why: the local search UI (autocomplete-js, lunr and their CSS) is the largest
// part of the JavaScript every page would otherwise load up front. Until the reader
// reaches for the search, a lightweight button stands in for it; the real search
// bar (our LocalSearch over the plugin's indexes) is loaded on the first focus, hover,
// touch, click or shortcut, and opened at once when the reader asked for it. Its code is
// prefetched (downloaded, not run) once the page has loaded.
//
// The indexes it searches are most of the wait for the first results on a phone, so the search
// worker starts downloading and reading them apart from the search code: on focus, touch, press
// or shortcut, and once the page is idle after loading unless the reader saves data or is on 2G.
// All of that runs in the worker, off the main thread a reader scrolls with.
const SearchBar = lazy(() => import(/* webpackPrefetch: true */ '@site/src/components/LocalSearch'));

// The navbar remounts on page changes; once loaded, the real search bar stays.
let loadedOnce = false;

type HighlightState = {cmfcmfhighlight?: unknown} | undefined;
// Waiting for idle time longer than this, the download starts anyway.
const IDLE_TIMEOUT_MS = 3000;
const DETACHED_BUTTON = '.aa-DetachedSearchButton';

function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  // isContentEditable also covers contenteditable="plaintext-only", which the live code editor uses.
  const typing = Boolean(target?.isContentEditable || target?.closest('input, textarea, select'));
  return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
}


/** Calls `then` with autocomplete's button as soon as it exists (it renders into its own React root). */
function whenButtonExists(container: HTMLElement, then: (button: HTMLButtonElement) => void): () => void {
  const find = () => container.querySelector<HTMLButtonElement>(DETACHED_BUTTON);
  const existing = find();
  if (existing) {
    then(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const button = find();
    if (!button) return;
    observer.disconnect();
    then(button);
  });
  observer.observe(container, {childList: true, subtree: true});
  return () => observer.disconnect();
}

type LoadedProps = {
  container: RefObject<HTMLDivElement | null>;
  standIn: RefObject<HTMLButtonElement | null>;
  wantsOpen: RefObject<boolean>;
  onReady: () => void;
};

function LoadedSearchBar({container, standIn, wantsOpen, onReady}: LoadedProps): ReactNode {
  useEffect(() => {
    loadedOnce = true;
    if (!container.current) return undefined;
    return whenButtonExists(container.current, (button) => {
      // The stand-in gives way to the real button: keep the reader's focus and finish the
      // click or shortcut that asked for the search.
      if (standIn.current && document.activeElement === standIn.current) button.focus();
      onReady();
      if (!wantsOpen.current) return;
      wantsOpen.current = false;
      button.click();
    });
  }, [container, standIn, wantsOpen, onReady]);
  return <SearchBar />;
}

export default function SearchBarWrapper(): ReactNode {
  const placeholder = translate({id: 'cmfcmf/d-s-l.searchBar.placeholder', message: 'Search...'});
  // A page opened from a search result needs the real search bar at once: it marks the terms.
  const arrivedFromSearch = Boolean((useLocation().state as HighlightState)?.cmfcmfhighlight);
  const [load, setLoad] = useState(() => loadedOnce || arrivedFromSearch);
  // True once autocomplete has rendered its own button; until then the stand-in stays.
  const [buttonReady, setButtonReady] = useState(false);
  const onReady = useCallback(() => setButtonReady(true), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  // Marks when the stand-in can react to clicks (after hydration); tests wait for it.
  const isBrowser = useIsBrowser();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {tags} = useContextualSearchFilters();
  const tagsKey = tags.join(' ');
  // The worker's client is part of the page (a few hundred bytes), so that a tap starts the worker,
  // and with it the downloads, without first waiting for a chunk of its own.
  const downloadIndexes = useCallback(
    (priority?: RequestPriority) =>
      preloadIndexes(
        tagsKey.split(' ').map((tag) => indexUrl(baseUrl, tag)),
        priority,
      ),
    [baseUrl, tagsKey],
  );

  useEffect(() => (savesData() ? undefined : whenIdleAfterLoad(() => downloadIndexes('low'), IDLE_TIMEOUT_MS)), [downloadIndexes]);

  // The stand-in stays the same DOM node, in the same place, from the first paint until the
  // real button exists (the search code loads, then autocomplete renders into its own root),
  // so nothing in the navbar moves under a reader's pointer meanwhile.
  const preload = useCallback(() => setLoad(true), []);
  // The reader reaches for the search: its code and its indexes.
  const prepare = useCallback(() => {
    preload();
    downloadIndexes();
  }, [preload, downloadIndexes]);
  const open = useCallback(() => {
    downloadIndexes();
    const loadedButton = containerRef.current?.querySelector<HTMLButtonElement>(DETACHED_BUTTON);
    if (loadedButton) {
      loadedButton.click();
      return;
    }
    wantsOpen.current = true;
    preload();
  }, [preload, downloadIndexes]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const standIn = (
    <button
      ref={standInRef}
      type="button"
      className={styles.standIn}
      aria-label={placeholder}
      aria-keyshortcuts="Control+K /"
      data-ready={isBrowser || undefined}
      onClick={open}
      // Pressing already counts: should the search code arrive between press and release,
      // the stand-in is gone before its click and the dialog would not open.
      onPointerDown={(event) => event.button === 0 && open()}
      onFocus={prepare}
      onMouseEnter={preload}
      onTouchStart={prepare}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
      </svg>
      <span className={styles.placeholder}>{placeholder}</span>
    </button>
  );

  return (
    <div ref={containerRef} className={styles.container}>
      {load && (
        <Suspense fallback={null}>
          <LoadedSearchBar container={containerRef} standIn={standInRef} wantsOpen={wantsOpen} onReady={onReady} />
        </Suspense>
      )}
      {!buttonReady && standIn}
    </div>
  );
}
