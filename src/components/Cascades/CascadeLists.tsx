import type {ReactNode} from 'react';
import StaticIsland from '../StaticIsland';
import type {ListKind} from './Lists';

/**
 * "Its findings can start" (`list="starts"`) or "Started by" (`list="startedBy"`) for a scanner
 * chart, generated from the release's rules. A static island: the lists are in the page's HTML,
 * and their code and the rules load only on a client-side navigation.
 */
export default function CascadeLists({chart, list}: {readonly chart: string; readonly list: ListKind}): ReactNode {
  return (
    <StaticIsland
      id={`cascades-${list}-${chart}`}
      load={() =>
        import('./Lists').then(({default: Lists}) => ({
          default: function ChartLists() {
            return <Lists chart={chart} list={list} />;
          },
        }))
      }
    />
  );
}
