import {lazy, Suspense, useEffect, useId, useRef, useState, type ComponentProps, type ReactNode, type RefObject, type SyntheticEvent} from 'react';
import Translate from '@docusaurus/Translate';
import type LiveCodeBlockType from '@theme/LiveCodeBlock';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import {useServerHtml} from '../StaticIsland/useServerHtml';
import styles from './styles.module.css';

// react-live, its compiler and the editor: loaded when the reader first focuses or clicks the code.
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
// Only the server render uses it: it runs the example once to write its result into the HTML.
const ServerResult = lazy(() => import('./ServerResult'));

type Props = {
  /** The block's code as one string. */
  readonly code: string;
  /** The block's code as a plain (non-live) code block: what the reader sees until the editor loads. */
  readonly staticCode: ReactNode;
  /** Props for theme-live-codeblock's LiveCodeBlock once the editor is wanted. */
  readonly liveProps: ComponentProps<typeof LiveCodeBlockType>;
};

// If the first result shows nothing at all, the editor takes the focus after this long anyway.
const FOCUS_FALLBACK_MS = 1500;

/**
 * Moves the keyboard focus into the editor once the reader can type into it safely. The editor
 * (react-live on use-editable) renders again when its first result comes in, and that render makes
 * the code editable anew, which drops a selection made in the meantime: a reader who pressed
 * Ctrl+A in that moment would type into the middle of the code. So the focus follows the first
 * result (or error) in the preview, which arrives in the same commit as that render.
 */
function FocusEditor({container}: {readonly container: RefObject<HTMLDivElement | null>}): null {
  useEffect(() => {
    const root = container.current;
    const preview = root?.querySelector('[class*="playgroundPreview"]');
    if (!root || !preview) return undefined;
    const focus = () => {
      observer.disconnect();
      clearTimeout(timer);
      root.querySelector<HTMLElement>('pre[contenteditable]')?.focus();
    };
    const shown = () => preview.textContent !== '' || preview.querySelector('img, svg, canvas') !== null;
    const observer = new MutationObserver(() => shown() && focus());
    const timer = setTimeout(focus, FOCUS_FALLBACK_MS);
    observer.observe(preview, {childList: true, subtree: true, characterData: true});
    if (shown()) focus();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container]);
  return null;
}

/** Whether this document was loaded for another page, and the reader came here by a client-side navigation. */
function arrivedByClientNavigation(): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  const pathOf = (url: string) => new URL(url, window.location.href).pathname.replace(/\/+$/, '');
  return entry !== undefined && pathOf(entry.name) !== pathOf(window.location.href);
}

/**
 * A live code block that costs the first load nothing: the page shows the highlighted code and the
 * result the server rendered, and the editor (react-live and its compiler) loads when the
 * reader first clicks or focuses the code.
 *
 * The editor runs the reader's code with `new Function`, which the servers allow only on the pages
 * with a live code block (deploy/servingRules.ts), and a document keeps the policy it was loaded
 * with. So after a client-side navigation from another page the page loads afresh, as a document
 * with its own policy and the server's result. Without server HTML on the page it was loaded for
 * (the development server), the editor loads at once, as theme-live-codeblock does.
 */
export default function DeferredPlayground({code, staticCode, liveProps}: Props): ReactNode {
  const id = useId();
  // The result as the server rendered it, or undefined after a client-side navigation. (The id is
  // quoted, not CSS.escape()d: the server has no CSS object.)
  const serverResult = useServerHtml(`[data-live-result=${JSON.stringify(id)}]`);
  const isServer = typeof window === 'undefined';
  const [reloadNeeded] = useState(() => !isServer && serverResult === undefined && arrivedByClientNavigation());
  const [live, setLive] = useState(() => !isServer && serverResult === undefined && !reloadNeeded);
  const container = useRef<HTMLDivElement>(null);
  const staticArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reloadNeeded) window.location.reload();
    // A reader who clicked or tabbed into the code before the page became interactive has the
    // focus there already, and no event will tell us: the editor loads now.
    else if (staticArea.current?.contains(document.activeElement)) setLive(true);
  }, [reloadNeeded]);

  const activate = (event: SyntheticEvent) => {
    if (reloadNeeded) return;
    // The copy and wrap buttons of the static block do their own job; anything else in it means "edit".
    if ((event.target as Element).closest('button')) return;
    setLive(true);
  };

  const placeholder = (
    <PlaygroundContainer>
      <PlaygroundHeader>
        <Translate id="theme.Playground.liveEditor">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      <div ref={staticArea} className={styles.playgroundEditor} onFocus={activate} onPointerDown={activate} title="Click or focus the code to edit it">
        {staticCode}
      </div>
      <PlaygroundHeader>
        <Translate id="theme.Playground.result">
          Result
        </Translate>
      </PlaygroundHeader>
      {isServer ? (
        <div className={styles.playgroundPreview} data-live-result={id}>
          <ServerResult code={code} noInline={liveProps.metastring?.includes('noInline') ?? false} />
        </div>
      ) : (
        <div className={styles.playgroundPreview} data-live-result={id} dangerouslySetInnerHTML={{__html: serverResult ?? ''}} />
      )}
    </PlaygroundContainer>
  );

  if (!live) return placeholder;
  return (
    <div ref={container}>
      <Suspense fallback={placeholder}>
        <LiveCodeBlock {...liveProps} />
        <FocusEditor container={container} />
      </Suspense>
    </div>
  );
}
