// The search plugin's search bar, replaced by a stand-in button until the reader reaches for the
// search, which then loads and opens; the indexes download then, or when the page is idle unless
// the reader saves data, as does src/browser/prefetchedLater.ts. Registry: src/frameworkPatches.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {whenIdleAfterLoad} from '@site/src/browser/idle';
import {indexUrl} from '@site/src/search/indexUrl';
import {savesData} from '@site/src/components/LocalSearch/savesData';
import {preloadIndexes} from '@site/src/components/LocalSearch/searchClient';
import styles from './styles.module.css';

const SearchBar = lazy(() => import('@site/src/components/LocalSearch'));

// The navbar remounts on page changes; once loaded, the real search bar stays.
let loadedOnce = false;

type HighlightState = {cmfcmfhighlight?: unknown} | undefined;
const IDLE_TIMEOUT_MS = 3000;
const DETACHED_BUTTON = '.aa-DetachedSearchButton';

function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  // isContentEditable also covers the live code editor's contenteditable="plaintext-only".
  const typing = Boolean(target?.isContentEditable || target?.closest('input, textarea, select'));
  return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
}

/** Calls `then` with autocomplete's button once it exists. */
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
      // Keep the reader's focus; finish the click or shortcut that asked for the search.
      if (standIn.current && document.activeElement === standIn.current) button.focus();
      onReady();
      if (!wantsOpen.current) return;
      wantsOpen.current = false;
      button.click();
    });
  }, [container, standIn, wantsOpen, onReady]);
  return <SearchBar />;
}

export default function SearchBarOnDemand(): ReactNode {
  const placeholder = translate({id: 'cmfcmf/d-s-l.searchBar.placeholder', message: 'Search...'});
  // A page opened from a result needs the real search bar at once: it marks the terms.
  const arrivedFromSearch = Boolean((useLocation().state as HighlightState)?.cmfcmfhighlight);
  const [load, setLoad] = useState(() => loadedOnce || arrivedFromSearch);
  const [buttonReady, setButtonReady] = useState(false);
  const onReady = useCallback(() => setButtonReady(true), []);
  const containerRef = useRef<HTMLDivElement>(null);
  const standInRef = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const isBrowser = useIsBrowser();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {tags} = useContextualSearchFilters();
  const tagsKey = tags.join(' ');
  // The worker's client is in the page: a tap starts the downloads without waiting for a chunk.
  const downloadIndexes = useCallback(
    (priority?: RequestPriority) =>
      preloadIndexes(
        tagsKey.split(' ').map((tag) => indexUrl(baseUrl, tag)),
        priority,
      ),
    [baseUrl, tagsKey],
  );

  useEffect(
    () =>
      savesData()
        ? undefined
        : whenIdleAfterLoad(() => {
            downloadIndexes('low');
            void import('@site/src/browser/prefetchedLater');
          }, IDLE_TIMEOUT_MS),
    [downloadIndexes],
  );

  const preload = useCallback(() => setLoad(true), []);
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
      // Tests wait for the stand-in to react to clicks.
      data-ready={isBrowser || undefined}
      onClick={open}
      // Pressing counts: the search code may replace the stand-in before the click.
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
      {/* The same node until the real button exists: nothing in the navbar moves. */}
      {!buttonReady && standIn}
    </div>
  );
}
