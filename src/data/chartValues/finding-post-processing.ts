// The finding-post-processing chart's own key: the rules it applies.
import facts from '../release/generated/charts/finding-post-processing';
import {documentChart} from './documentChart';

export default documentChart(facts, {
  rules: 'Rules applied to every finding: `matches.anyOf` selects findings, `override` sets new values for their fields.',
});
