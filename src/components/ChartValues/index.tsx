import {lazy, Suspense, useEffect, type ComponentType, type ReactNode} from 'react';
import {useServerHtml} from '../StaticIsland/useServerHtml';
import type {DocumentedChart} from '../../data/chartValues/describe';
import styles from './styles.module.css';

type Props = {
  /** The chart whose values.yaml the table documents, by its name in the release. */
  readonly chart: string;
  /**
   * Loads the chart's module of src/data/chartValues, which holds its values and their
   * descriptions: `load={() => import('@site/src/data/chartValues/nmap')}`. Each page names its
   * own, so that its bundle knows of one chart only.
   */
  readonly load: () => Promise<{default: DocumentedChart}>;
};

/** The table of a chart with its code and data loaded on demand, once per chart. */
const tables = new Map<string, ComponentType>();
function loadedTable({chart, load}: Props): ComponentType {
  let Table = tables.get(chart);
  if (!Table) {
    Table = lazy(async () => {
      const [{default: ValuesTable}, {default: documented}] = await Promise.all([import('./Table'), load()]);
      return {
        default: function LoadedTable() {
          // After a client-side navigation to one of its rows, the row exists only now.
          useEffect(() => {
            const id = decodeURIComponent(window.location.hash.slice(1));
            if (id.startsWith('value-')) document.getElementById(id)?.scrollIntoView();
          }, []);
          return <ValuesTable chart={documented} />;
        },
      };
    });
    tables.set(chart, Table);
  }
  return Table;
}

/**
 * A chart's complete values table (Table.tsx), at the end of its page.
 *
 * The table is long and static (folded defaults are <details>, row links are anchors), so a
 * page's first load need not carry it twice, as HTML and as the code and data that rebuild it:
 * - the server render waits for the table's code and data (no Suspense boundary above it, so
 *   React writes the table in place, inside the page's HTML);
 * - hydration adopts that HTML as it is, and the browser never loads the table's code or data;
 * - a client-side navigation, which has no server HTML to adopt, loads them and shows the table
 *   when they arrive.
 */
export default function ChartValues({chart, load}: Props): ReactNode {
  const serverHtml = useServerHtml(`[data-chart-values="${chart}"]`);
  const Table = loadedTable({chart, load});
  if (typeof window === 'undefined') {
    return (
      <div className={styles.island} data-chart-values={chart}>
        <Table />
      </div>
    );
  }
  if (serverHtml !== undefined) return <div className={styles.island} data-chart-values={chart} dangerouslySetInnerHTML={{__html: serverHtml}} />;
  return (
    <div className={styles.island} data-chart-values={chart}>
      <Suspense fallback={null}>
        <Table />
      </Suspense>
    </div>
  );
}
