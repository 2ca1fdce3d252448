import type {ReactNode} from 'react';
import StaticIsland from '../StaticIsland';
import styles from './styles.module.css';

type Props = {
  /** The chart whose values.yaml the table documents, by its name in the release: `<ChartValues chart="nmap" />`. */
  readonly chart: string;
};

/**
 * A chart's complete values table (Table.tsx), at the end of its page. The table is long and
 * static (folded defaults are <details>, row links are anchors), so a page's first load need not
 * carry it twice, as HTML and as the code and data that rebuild it: a static island
 * (StaticIsland) puts it in the page's HTML and adopts it as it is; only a client-side
 * navigation, which has no server HTML to adopt, loads its code and data (LoadedTable.tsx).
 */
export default function ChartValues({chart}: Props): ReactNode {
  return <StaticIsland id={`chart-values-${chart}`} className={styles.island} load={() => import('./LoadedTable').then(({loadTable}) => loadTable(chart))} />;
}
