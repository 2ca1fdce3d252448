// The update-field-hook chart's own keys: which finding field to set, and to what.
import type {Descriptions} from '../documentChart';

export default {
  'attribute.name': 'Finding field the hook sets on every finding, as a dotted path such as `category` or `attributes.team`.',
  'attribute.value': 'Value written into that field.',
} satisfies Descriptions;
