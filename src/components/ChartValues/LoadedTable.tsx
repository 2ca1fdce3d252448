import {useEffect, type ComponentType} from 'react';
import {documentedChart} from '../../data/chartValues/load';
import ValuesTable from './Table';

/** The table's code and its chart's values, loaded together when a client-side navigation renders the page. */
export async function loadTable(chart: string): Promise<{default: ComponentType}> {
  const documented = await documentedChart(chart);
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
}
