// The release's cascading rules on the docs pages: the reference table of every rule, the two
// lists on each scanner page, and the explorer. The table and the lists are static islands
// (StaticIsland): their HTML is in the page, their code and data load only on a client-side
// navigation. The explorer is interactive and loads when it comes near the viewport.
import type {ReactNode} from 'react';
import StaticIsland from '../StaticIsland';
import type {ListKind} from './Lists';

export {default as CascadeExplorer} from './ExplorerLoader';

/** The table of every CascadingRule of the release. */
export function CascadingRuleTable(): ReactNode {
  return <StaticIsland id="cascading-rules" load={() => import('./RuleTable')} />;
}

/** "Its findings can start" (`list="starts"`) or "Started by" (`list="startedBy"`) for a scanner chart. */
export function CascadeLists({chart, list}: {readonly chart: string; readonly list: ListKind}): ReactNode {
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
