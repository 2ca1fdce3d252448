// The finding-post-processing chart's own key: the rules it applies.
import type {Descriptions} from '../documentChart';

export default {
  rules: 'Rules applied to every finding: `matches.anyOf` selects findings, `override` sets new values for their fields.',
} satisfies Descriptions;
