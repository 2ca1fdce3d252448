import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import {useServerHtml} from './useServerHtml';

type Props = {
  /** Unique on the page: the server HTML of the island is found again by it. */
  readonly id: string;
  /** Loads the island's code and data: `() => import('./Lists').then(...)`. */
  readonly load: () => Promise<{default: ComponentType}>;
  readonly className?: string;
};

const loaded = new Map<string, ComponentType>();

/**
 * Static content rendered from data that the first load need not carry (the pattern of
 * ChartValues, for any static block):
 * - the server render waits for the code and data (no Suspense boundary above them), so the
 *   content is in the page's HTML;
 * - hydration adopts that HTML as it is and never loads the code or the data;
 * - a client-side navigation, which has no server HTML, loads them and renders when they arrive.
 */
export default function StaticIsland({id, load, className}: Props): ReactNode {
  const serverHtml = useServerHtml(`[data-island="${id}"]`);
  let Content = loaded.get(id);
  if (!Content) {
    Content = lazy(load);
    loaded.set(id, Content);
  }
  if (typeof window === 'undefined') {
    return (
      <div className={className} data-island={id}>
        <Content />
      </div>
    );
  }
  if (serverHtml !== undefined) return <div className={className} data-island={id} dangerouslySetInnerHTML={{__html: serverHtml}} />;
  return (
    <div className={className} data-island={id}>
      <Suspense fallback={null}>
        <Content />
      </Suspense>
    </div>
  );
}
