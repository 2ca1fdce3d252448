import {useEffect, type ComponentType, type ReactNode} from 'react';
import StaticIsland from '../StaticIsland';
import type {DocumentedChart} from '../../data/chartValues/documentChart';
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

/** The table with its code and data, and after a client-side navigation to one of its rows, that row in view. */
function loadTable({load}: Props): Promise<{default: ComponentType}> {
  return Promise.all([import('./Table'), load()]).then(([{default: ValuesTable}, {default: documented}]) => ({
    default: function LoadedTable() {
      // After a client-side navigation to one of its rows, the row exists only now.
      useEffect(() => {
        const id = decodeURIComponent(window.location.hash.slice(1));
        if (id.startsWith('value-')) document.getElementById(id)?.scrollIntoView();
      }, []);
      return <ValuesTable chart={documented} />;
    },
  }));
}

/**
 * A chart's complete values table (Table.tsx), at the end of its page. The table is long and
 * static (folded defaults are <details>, row links are anchors), so a page's first load need not
 * carry it twice, as HTML and as the code and data that rebuild it: a static island
 * (StaticIsland) puts it in the page's HTML and adopts it as it is; only a client-side
 * navigation, which has no server HTML to adopt, loads its code and data.
 */
export default function ChartValues(props: Props): ReactNode {
  return <StaticIsland id={`chart-values-${props.chart}`} className={styles.island} load={() => loadTable(props)} />;
}
