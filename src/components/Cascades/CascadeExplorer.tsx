import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';

const Explorer = lazy(() => import('./Explorer'));

// Inline, so that the stylesheet every page loads does not grow for this one component.
const muted = {color: 'var(--ifm-color-emphasis-700)'} as const;

/**
 * What can follow a scan (Explorer.tsx), loaded on demand: its code and the rules arrive only when the reader
 * scrolls near it (or follows a link to it), so the page's first load does not grow.
 */
export default function ExplorerLoader(): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setWanted(true);
        observer.disconnect();
      }
    }, {rootMargin: '400px 0px'});
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const placeholder = (
    <p style={muted}>
      The explorer needs JavaScript. Without it, the table of every rule above shows the same facts: what each rule matches and what it starts.
    </p>
  );
  return (
    <div ref={box} style={{marginBottom: 'var(--ifm-spacing-vertical)'}} data-no-twin data-cascade-explorer={wanted ? 'loading' : 'idle'}>
      {wanted ? <Suspense fallback={<p style={muted}>Loading the explorer…</p>}>{<Explorer />}</Suspense> : placeholder}
    </div>
  );
}
