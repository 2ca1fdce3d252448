// The update-field-hook chart's own keys: which finding field to set, and to what.
import facts from '../release/generated/charts/update-field-hook';
import {documentChart} from './documentChart';

export default documentChart(facts, {
  'attribute.name': 'Finding field the hook sets on every finding, as a dotted path such as `category` or `attributes.team`.',
  'attribute.value': 'Value written into that field.',
});
