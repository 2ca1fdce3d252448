import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

// Why: the local search UI (autocomplete-js, lunr and their CSS) is the largest
// part of the JavaScript every page would otherwise load up front. Until the reader
// reaches for the search, a lightweight button stands in for it; the real search
// bar is loaded on the first focus, hover, click or shortcut, and opened at once
// when the reader asked for it.
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

const PLACEHOLDER = 'Search...';

function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
  return ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
}

function openWhenReady(container: HTMLElement | null) {
  const button = container?.querySelector<HTMLButtonElement>('.aa-DetachedSearchButton');
  button?.click();
}

function LoadedSearchBar({open, container}: {open: boolean; container: HTMLElement | null}): ReactNode {
  useEffect(() => {
    if (!open) return;
    // autocomplete-js mounts its button in an effect of its own; wait one frame for it.
    const id = requestAnimationFrame(() => openWhenReady(container));
    return () => cancelAnimationFrame(id);
  }, [open, container]);
  return <SearchBar />;
}

export default function SearchBarWrapper(): ReactNode {
  const [state, setState] = useState<'idle' | 'preload' | 'open'>('idle');
  const containerRef = useRef<HTMLDivElement>(null);

  const preload = useCallback(() => setState((s) => (s === 'idle' ? 'preload' : s)), []);
  const open = useCallback(() => setState('open'), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (state === 'idle') open();
      else openWhenReady(containerRef.current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [state, open]);

  const stand_in = (
    <button
      type="button"
      className={styles.standIn}
      aria-label={PLACEHOLDER}
      aria-keyshortcuts="Control+K /"
      onClick={open}
      onFocus={preload}
      onMouseEnter={preload}
      onTouchStart={preload}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
      </svg>
      <span className={styles.placeholder}>{PLACEHOLDER}</span>
    </button>
  );

  return (
    <div ref={containerRef} className={styles.container}>
      {state === 'idle' ? (
        stand_in
      ) : (
        <Suspense fallback={stand_in}>
          <LoadedSearchBar open={state === 'open'} container={containerRef.current} />
        </Suspense>
      )}
    </div>
  );
}
