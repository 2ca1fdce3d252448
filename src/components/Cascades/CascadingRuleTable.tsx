import type {ReactNode} from 'react';
import StaticIsland from '../StaticIsland';

/** The table of every CascadingRule of the release, as a static island (see CascadeLists). */
export default function CascadingRuleTable(): ReactNode {
  return <StaticIsland id="cascading-rules" load={() => import('./RuleTable')} />;
}
